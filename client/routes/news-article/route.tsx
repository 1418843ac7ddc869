/** A news article. Its content comes only from the API: an upstream failure answers the 503 page. */
import { Suspense } from 'react';
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { expectData } from '#shared/api/result';
import type { NewsArticle, NewsSummary } from '#shared/api/client-api';
import { defer, Deferred } from '#client/lib/ssr/deferred.tsx';
import { cachedApi } from '#client/lib/data/cached-api.ts';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { formatDateZh } from '#client/lib/ui/format.ts';
import { imageUrl } from '#client/lib/ui/image.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { unavailable } from '#client/lib/data/route-status.ts';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';

// The favourite button (with the toggle's fetchers) is rendered by the server (the loader loads its code)
// and hydrates in a boundary of its own once its chunk arrives (client/lib/ui/lazy-component.tsx).
const FavoriteButton = lazyComponent(() => import('#client/features/auth/favorite-button.tsx').then((m) => m.FavoriteButton));

const RELATED_COUNT = 3;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id < 1) {
    throw data(null, { status: 404 });
  }
  const api = cachedApi(context);
  const [result] = await Promise.all([api.get('/api/client/findNewsById', { id }), FavoriteButton.preload()]);
  if (result.ok && result.data) {
    // Secondary: more news of the same category, streamed in after the article.
    const related: Promise<NewsSummary[]> = defer(
      api
        .get('/api/client/findNews', { page: 1, pageSize: RELATED_COUNT + 1, category: result.data.category })
        .then((r) => expectData('/api/client/findNews', r).list.filter((n) => n.id !== id).slice(0, RELATED_COUNT)),
    );
    return { article: result.data, related };
  }
  if (result.ok || result.code === 404) throw data(null, { status: 404 });
  return unavailable();
}

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const article = (loaded as { article?: NewsArticle } | undefined)?.article;
    return article
      ? {
          title: article.title,
          description: article.summary,
          type: 'article',
          image: article.cover,
          jsonLd: (site) => ({
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: article.title,
            description: article.summary,
            image: [site.image(article.cover)],
            datePublished: article.publishDate,
            articleSection: article.category,
            author: { '@type': 'Person', name: article.author },
            publisher: { '@type': 'Organization', name: `${site.brand.name} ${site.brand.nameEn}`, logo: { '@type': 'ImageObject', url: `${site.origin}/favicon.svg` } },
            mainEntityOfPage: site.url,
          }),
        }
      : { title: '品牌新闻', description: '奥瑞麟品牌新闻与活动资讯。' };
  },
};

export function Component() {
  const { article, related } = useLoaderData<typeof loader>();
  const { config } = useEnv();
  return (
    <article className="mx-auto max-w-3xl px-6 py-12 md:py-16">
      <nav aria-label="面包屑" className="text-sm text-mute">
        <Link to={paths.home()} className="hover:text-ink">首页</Link>
        <span aria-hidden="true"> / </span>
        <Link to={paths.news()} className="hover:text-ink">品牌新闻</Link>
      </nav>
      <h1 data-read-aloud="" className="mt-6 text-2xl leading-snug font-light md:text-4xl">{article.title}</h1>
      <p className="mt-4 text-sm text-mute">
        <time dateTime={article.publishDate}>{formatDateZh(article.publishDate)}</time> · {article.category} · {article.author}
      </p>
      <div className="mt-5">
        <Suspense fallback={<div className="min-h-11" />}>
          <FavoriteButton type="news" targetId={String(article.id)} />
        </Suspense>
      </div>
      <img
        src={imageUrl(config, article.cover, { width: 1200 })}
        width={1200}
        height={675}
        alt={article.title}
        className="mt-8 aspect-[16/9] w-full object-cover"
      />
      <div data-read-aloud="" className="mt-8 space-y-5 text-base leading-8 text-ink/90">
        {article.body.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <footer className="mt-14 border-t border-line pt-10">
        <section aria-labelledby="related-title">
          <h2 id="related-title" className="text-lg tracking-widest">
            相关新闻
          </h2>
          <Deferred
            resolve={related}
            fallback={<RelatedSkeleton />}
            errorElement={<p className="mt-4 text-sm text-mute">相关新闻暂时无法加载。</p>}
          >
            {(items) =>
              items.length > 0 ? (
                <ul className="mt-6 divide-y divide-line border-y border-line">
                  {items.map((item) => (
                    <li key={item.id}>
                      <Link to={paths.newsArticle(item.id)} className="flex min-h-14 flex-col gap-1 py-4 hover:text-gold-dark sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
                        <span>{item.title}</span>
                        <time dateTime={item.publishDate} className="shrink-0 text-xs text-mute">
                          {formatDateZh(item.publishDate)}
                        </time>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-4 text-sm text-mute">暂无同类新闻。</p>
              )
            }
          </Deferred>
        </section>
        <Link to={paths.news()} className="mt-10 inline-flex min-h-11 items-center border border-ink px-6 text-sm hover:bg-ink hover:text-white">
          返回新闻列表
        </Link>
      </footer>
    </article>
  );
}

function RelatedSkeleton() {
  return (
    <ul aria-hidden="true" className="mt-6 space-y-4">
      {Array.from({ length: RELATED_COUNT }, (_, i) => (
        <li key={i} className="skeleton h-6 w-full" />
      ))}
    </ul>
  );
}
