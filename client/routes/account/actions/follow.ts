/** `/account/actions/follow`, a route with no page: its action follows or unfollows a dealer. */
import type { ActionFunctionArgs } from 'react-router';
import { ACTION_FAILED, type ActionResult } from '#client/lib/action-result.ts';
import { getApp } from '#client/lib/app-context.ts';
import { cacheChanges } from '#client/lib/cache-changes.ts';

export { NoPage as Component, notAPage as loader } from '#client/lib/resource-route.ts';

export type FollowActionResult = ActionResult & { following?: boolean };

export async function action({ context, request }: ActionFunctionArgs): Promise<FollowActionResult> {
  const dealerId = Number((await request.formData()).get('dealerId'));
  if (!Number.isInteger(dealerId) || dealerId <= 0) return { ok: false, message: ACTION_FAILED };
  const { api, queryClient } = getApp(context);
  const r = await api.post('/api/user/follow', { dealerId });
  if (r.ok && r.data) {
    await cacheChanges.follow(queryClient);
    return { ok: true, message: r.data.following ? '已关注该经销商' : '已取消关注', following: r.data.following };
  }
  return { ok: false, message: r.code === 401 ? null : ACTION_FAILED };
}
