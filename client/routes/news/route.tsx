/**
 * `/news`: the brand news list, 20 per page, `?page=` in the URL with real links (crawlable).
 * Paging rules in paging.ts; the list comes only from the API, so an upstream failure answers 503.
 */
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { NewsSummary } from '#shared/api/client-api';
import { parsePageParam } from '#shared/domain/paging';
import { cachedApi } from '#client/lib/data/cached-api.ts';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { formatDateZh } from '#client/lib/ui/format.ts';
import { imageUrl } from '#client/lib/ui/image.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { AutoshowEntry } from '#client/components/autoshow-entry.tsx';
import { lastPage, NEWS_PAGE_SIZE, pageWindow } from './paging.ts';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';
import { required } from '#client/lib/data/route-status.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));
  if (page === null) throw data(null, { status: 404 });
  const result = await cachedApi(context).get('/api/client/findNews', { page, pageSize: NEWS_PAGE_SIZE });
  const { list, total } = required(result);
  const last = lastPage(total);
  if (page > last) throw data(null, { status: 404 });
  return { list, total, page, last };
}

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const page = (loaded as { page?: number } | undefined)?.page ?? 1;
    return {
      title: page > 1 ? `品牌新闻（第${page}页）` : '品牌新闻',
      description:
        page > 1
          ? `奥瑞麟品牌新闻第${page}页：新车发布、品牌活动、技术解读与车主故事。`
          : '奥瑞麟品牌新闻：新车发布、品牌活动、技术解读、公益行动与车主故事，了解奥瑞麟的最新动态。',
      canonicalParams: page > 1 ? ['page'] : [],
    };
  },
};

export function Component() {
  const { list, total, page, last } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="bg-paper">
        <div className="mx-auto max-w-7xl px-6 py-14 md:px-8 md:py-20">
          <nav aria-label="面包屑" className="text-sm text-mute">
            <Link to={paths.home()} className="hover:text-ink">
              首页
            </Link>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">品牌新闻</span>
          </nav>
          <h1 className="mt-6 text-3xl font-light tracking-widest md:text-5xl">品牌新闻</h1>
          <p className="mt-4 text-sm text-mute">
            共 {total} 篇{last > 1 ? ` · 第 ${page} / ${last} 页` : ''}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-6 py-12 md:px-8 md:py-16">
        {page === 1 ? <AutoshowEntry className="mb-12" /> : null}
        {list.length === 0 ? (
          <p className="py-16 text-center text-mute">暂无新闻，敬请期待。</p>
        ) : (
          <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((item, i) => (
              <NewsCard key={item.id} item={item} eager={i < 3} />
            ))}
          </ul>
        )}
        {last > 1 ? <Pagination page={page} last={last} /> : null}
      </div>
    </>
  );
}

function NewsCard({ item, eager }: { item: NewsSummary; eager: boolean }) {
  const { config } = useEnv();
  return (
    <li>
      <article className="group">
        <Link to={paths.newsArticle(item.id)} className="block">
          <LazyImage
            src={imageUrl(config, item.cover, { width: 640 })}
            width={640}
            height={360}
            alt={`${item.title}配图`}
            eager={eager}
            className="aspect-[16/9] w-full bg-paper object-cover transition-opacity group-hover:opacity-90"
          />
          <p className="mt-4 text-xs tracking-wider text-gold-dark">
            {item.category} · <time dateTime={item.publishDate}>{formatDateZh(item.publishDate)}</time>
          </p>
          <h2 className="mt-2 text-lg leading-snug text-ink group-hover:underline group-hover:underline-offset-4">{item.title}</h2>
          <p className="mt-2 line-clamp-2 text-sm leading-6 text-mute">{item.summary}</p>
        </Link>
      </article>
    </li>
  );
}

function Pagination({ page, last }: { page: number; last: number }) {
  const linkClass = 'inline-flex min-h-11 min-w-11 items-center justify-center border px-3 text-sm';
  return (
    <nav aria-label="新闻分页" className="mt-16 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={paths.news(page - 1)} rel="prev" className={`${linkClass} border-line hover:border-ink`}>
          上一页
        </Link>
      ) : null}
      <ol className="flex flex-wrap items-center gap-2">
        {pageWindow(page, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-mute">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={paths.news(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`第 ${p} 页`}
                className={`${linkClass} ${p === page ? 'border-ink bg-ink text-white' : 'border-line hover:border-ink'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < last ? (
        <Link to={paths.news(page + 1)} rel="next" className={`${linkClass} border-line hover:border-ink`}>
          下一页
        </Link>
      ) : null}
    </nav>
  );
}
