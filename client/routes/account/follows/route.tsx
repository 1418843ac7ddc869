/** `/account/follows`: followed dealers, paged; unfollow. */
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { FollowedDealer } from '#shared/api/user-api';
import { getApp } from '#client/lib/app-context.ts';
import { browserApi } from '#client/lib/browser-api.ts';
import { formatDateZh } from '#client/lib/format.ts';
import type { RouteHandle } from '#client/lib/meta.ts';
import { RouteErrorBoundary } from '#client/components/route-error-boundary.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { ACCOUNT_META_DESC, pageOf, requireSession } from '#client/routes/account/components/session.ts';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  Pager,
  SectionTitle,
  useListLoading,
} from '#client/components/ui/list-states.tsx';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const page = pageOf(request);
  const r = await getApp(context).api.post('/api/user/followList', { page, pageSize: 20 });
  return { list: requireSession(r, request), page };
}

export const handle: RouteHandle = {
  meta: () => ({ title: '我的关注', description: ACCOUNT_META_DESC, noindex: true }),
};

export function Component() {
  const { list, page } = useLoaderData<typeof loader>();
  const loading = useListLoading();
  const revalidator = useRevalidator();
  const showToast = useUi((s) => s.showToast);
  const unfollow = async (d: FollowedDealer) => {
    const r = await browserApi.post('/api/user/follow', { dealerId: d.dealerId });
    if (r.ok) {
      showToast('已取消关注');
      void revalidator.revalidate();
    } else if (r.code !== 401) showToast('操作未成功，请稍后再试');
  };
  return (
    <section>
      <SectionTitle title="我的关注" count={list?.total} />
      {loading ? (
        <ListSkeleton />
      ) : !list ? (
        <ErrorState />
      ) : list.list.length === 0 ? (
        <EmptyState title="暂无关注的经销商">在经销商查询中点击「关注」，即可及时获取门店活动与服务信息。</EmptyState>
      ) : (
        <>
          <ul className="space-y-4">
            {list.list.map((d) => (
              <li key={d.dealerId} className="flex flex-wrap items-start gap-4 border border-line p-5">
                <div className="min-w-0 flex-1">
                  <h3 className="text-base text-ink">{d.name}</h3>
                  <p className="mt-1 text-sm text-mute">
                    {d.cityName} · {d.address}
                  </p>
                  <p className="mt-1 text-sm text-mute">
                    销售热线{' '}
                    <a href={`tel:${d.salesPhone}`} className="text-ink underline underline-offset-4">
                      {d.salesPhone}
                    </a>{' '}
                    · 关注于 {formatDateZh(d.followedAt)}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void unfollow(d)}
                  className="min-h-11 border border-line px-5 text-sm text-mute hover:border-ink hover:text-ink"
                  aria-label={`取消关注 ${d.name}`}
                >
                  取消关注
                </button>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={list.pageSize} total={list.total} />
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
