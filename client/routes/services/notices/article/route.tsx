/** `/services/after-sales/notices/:id`: one owner notice, rendered on the server, with NewsArticle structured data. */
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { QualityNotice } from '#shared/api/client-api';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { formatDateZh } from '#client/lib/ui/format.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { findNotice } from '../notices.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return { notice: await findNotice(cachedApi(context), id) };
}

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const notice = (loaded as { notice?: QualityNotice } | undefined)?.notice;
    if (!notice) return { title: '质量公告', description: '奥瑞麟车主质量公告。' };
    return {
      title: notice.title,
      description: notice.content.slice(0, 80),
      type: 'article',
      jsonLd: (site) => ({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: notice.title,
        description: notice.content.slice(0, 160),
        datePublished: notice.publishDate,
        articleSection: '质量公告',
        about: { '@type': 'Product', name: `${site.brand.name} ${notice.seriesCode.toUpperCase()}` },
        publisher: {
          '@type': 'Organization',
          name: `${site.brand.name} ${site.brand.nameEn}`,
          logo: { '@type': 'ImageObject', url: `${site.origin}/favicon.svg` },
        },
        mainEntityOfPage: site.url,
      }),
    };
  },
};

export function Component() {
  const { notice } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-6 py-10 md:px-8 md:py-14">
      <nav aria-label="面包屑" className="text-sm text-mute">
        <Link to={paths.service('after-sales')} className="hover:text-ink">
          售后服务
        </Link>
        <span aria-hidden="true"> / </span>
        <Link to={paths.qualityNotices()} className="hover:text-ink">
          质量公告
        </Link>
      </nav>
      <h1 data-read-aloud="" className="mt-6 text-2xl leading-snug font-light md:text-3xl">{notice.title}</h1>
      <p className="mt-3 text-sm text-mute">
        <time dateTime={notice.publishDate}>{formatDateZh(notice.publishDate)}</time> · 适用车型{' '}
        {notice.seriesCode.toUpperCase()}
      </p>
      <div data-read-aloud="" className="mt-8 text-base leading-8 whitespace-pre-line text-ink">{notice.content}</div>
      <p className="mt-10">
        <Link
          to={paths.qualityNotices({ series: notice.seriesCode })}
          className="text-sm text-ink underline underline-offset-4"
        >
          查看 {notice.seriesCode.toUpperCase()} 的全部质量公告
        </Link>
      </p>
    </article>
  );
}
