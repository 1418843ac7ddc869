/** `/account/follows`: followed dealers, paged; unfollow. */
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { actionResult, useActionFetcher, type ActionResult } from '#client/lib/data/action-result.ts';
import { getApp } from '#client/lib/data/app-context.ts';
import { cacheChanges } from '#client/lib/data/cache-changes.ts';
import { formatDateZh } from '#client/lib/ui/format.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { PagedList } from '#client/components/ui/paged-list.tsx';
import { RowAction } from '#client/routes/account/components/row-action.tsx';
import { ACCOUNT_META_DESC, loadAccountPage } from '#client/routes/account/components/session.ts';

export function loader({ context, request }: LoaderFunctionArgs) {
  return loadAccountPage(request, context, '/api/user/followList', { pageSize: 20 });
}

/**
 * Unfollows a dealer; the list revalidates. The endpoint toggles: an answer "following" means the
 * dealer was already unfollowed (a second post of the same row, e.g. before the page hydrated) and
 * this request followed it again, so it is toggled off again.
 */
export async function action({ context, request }: ActionFunctionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const { api, queryClient } = getApp(context);
  const body = { dealerId: Number(form.get('dealerId')) };
  let r = await api.post('/api/user/follow', body);
  if (r.ok && r.data?.following) r = await api.post('/api/user/follow', body);
  if (r.ok) await cacheChanges.follow(queryClient);
  return actionResult(r, '已取消关注');
}

export const handle: RouteHandle = {
  meta: () => ({ title: '我的关注', description: ACCOUNT_META_DESC, noindex: true }),
};

export function Component() {
  const data = useLoaderData<typeof loader>();
  const fetcher = useActionFetcher();
  return (
    <PagedList
      title="我的关注"
      data={data}
      empty={{ title: '暂无关注的经销商', action: '在经销商查询中点击「关注」，即可及时获取门店活动与服务信息。' }}
      rows={{
        itemClassName: 'flex flex-wrap items-start gap-4 border border-line p-5',
        key: (d) => d.dealerId,
      }}
    >
      {(d) => (
        <>
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
          <RowAction fetcher={fetcher} fields={{ dealerId: d.dealerId }} action="取消关注" target={d.name} bordered />
        </>
      )}
    </PagedList>
  );
}
