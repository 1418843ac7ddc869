/** A news article. Its content comes only from the API: an upstream failure answers 502 with a useful page. */
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { NewsArticle } from '#shared/api/client-api';
import { getApp } from '../../lib/app-context.ts';
import { useEnv } from '../../lib/edge.tsx';
import { formatDateZh } from '../../lib/format.ts';
import { imageUrl } from '../../lib/image.ts';
import type { RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';
import { RouteErrorBoundary } from '../../components/route-error-boundary.tsx';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id < 1) {
    throw data(null, { status: 404 });
  }
  const result = await getApp(context).api.get('/api/client/findNewsById', { id });
  if (result.ok && result.data) return { article: result.data };
  if (result.ok || result.code === 404) throw data(null, { status: 404 });
  throw data(null, { status: 502 });
}

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const article = (loaded as { article?: NewsArticle } | undefined)?.article;
    return article
      ? { title: article.title, description: article.summary }
      : { title: '品牌新闻', description: '奥瑞麟品牌新闻与活动资讯。' };
  },
};

export function Component() {
  const { article } = useLoaderData<typeof loader>();
  const { config } = useEnv();
  return (
    <article className="mx-auto max-w-3xl px-6 py-12 md:py-16">
      <nav aria-label="面包屑" className="text-sm text-mute">
        <Link to={paths.home()} className="hover:text-ink">首页</Link>
        <span aria-hidden="true"> / </span>
        <Link to={paths.news()} className="hover:text-ink">品牌新闻</Link>
      </nav>
      <h1 className="mt-6 text-2xl leading-snug font-light md:text-4xl">{article.title}</h1>
      <p className="mt-4 text-sm text-mute">
        <time dateTime={article.publishDate}>{formatDateZh(article.publishDate)}</time> · {article.category} · {article.author}
      </p>
      <img
        src={imageUrl(config, article.cover, { width: 1200 })}
        width={1200}
        height={675}
        alt={article.title}
        className="mt-8 aspect-[16/9] w-full object-cover"
      />
      <div className="mt-8 space-y-5 text-base leading-8 text-ink/90">
        {article.body.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
