/** `/services/after-sales/notices`: owner notices (质量公告), newest first, by series, paged, rendered on the server. */
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { QualityNoticePage } from '#shared/api/client-api';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { formatDateZh } from '#client/lib/ui/format.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { Pager } from '#client/components/ui/list-states.tsx';
import { NOTICES_PAGE_SIZE, readNoticeQuery, SERIES_FILTERS } from './notices.ts';
import { required } from '#client/lib/data/route-status.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { series, page } = readNoticeQuery(new URL(request.url));
  const r = await cachedApi(context).get('/api/client/queryOutQuality', {
    page,
    pageSize: NOTICES_PAGE_SIZE,
    ...(series ? { seriesCode: series } : {}),
  });
  const notices: QualityNoticePage = required(r);
  if (page > 1 && notices.list.length === 0) throw data(null, { status: 404 });
  return { notices, series: series ?? null, page };
}

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const d = loaded as { series?: string | null; page?: number } | undefined;
    const label = d?.series ? `${d.series.toUpperCase()} ` : '';
    return {
      title: `${label}质量公告${d?.page && d.page > 1 ? `（第 ${d.page} 页）` : ''}`,
      description: `奥瑞麟${label}车主质量公告：用车提示、保养说明与软件升级等官方通知。`,
      canonicalParams: ['series', 'page'],
    };
  },
};

export function Component() {
  const { notices, series, page } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="notices-title" className="mx-auto max-w-4xl px-6 py-10 md:px-8 md:py-14">
      <nav aria-label="面包屑" className="text-sm text-mute">
        <Link to={paths.service('after-sales')} className="hover:text-ink">
          售后服务
        </Link>
        <span aria-hidden="true"> / </span>
        <span>质量公告</span>
      </nav>
      <h1 id="notices-title" className="mt-4 text-2xl font-light tracking-widest text-ink md:text-3xl">
        质量公告
      </h1>
      <nav aria-label="按车型筛选" className="mt-6 flex flex-wrap gap-2">
        {[{ code: null, label: '全部车型' }, ...SERIES_FILTERS].map((f) => {
          const current = f.code === series;
          return (
            <Link
              key={f.label}
              to={paths.qualityNotices(f.code ? { series: f.code } : {})}
              aria-current={current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center border px-4 text-sm ${current ? 'border-ink bg-ink text-white' : 'border-line text-ink hover:border-ink'}`}
            >
              {f.label}
            </Link>
          );
        })}
      </nav>
      {notices.list.length === 0 ? (
        <p className="mt-8 text-sm text-mute">该车型暂无质量公告。</p>
      ) : (
        <ul className="mt-8 divide-y divide-line border-y border-line">
          {notices.list.map((n) => (
            <li key={n.id} className="py-5">
              <Link to={paths.qualityNotice(n.id)} className="text-base text-ink hover:text-gold-dark">
                {n.title}
              </Link>
              <p className="mt-1 text-xs text-mute">
                <time dateTime={n.publishDate}>{formatDateZh(n.publishDate)}</time> · {n.seriesCode.toUpperCase()}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        <Pager page={page} pageSize={NOTICES_PAGE_SIZE} total={notices.total} search={series ? { series } : {}} />
      </div>
    </section>
  );
}
