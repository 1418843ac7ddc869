/**
 * `/account/actions/follow`, a route with no page: its loader reads whether the user follows a dealer
 * (`?dealerId=`), its action follows or unfollows one. The dealer cards' follow buttons use it through
 * fetchers.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { ACTION_FAILED, type ActionResult } from '#client/lib/data/action-result.ts';
import { getApp } from '#client/lib/data/app-context.ts';
import { cacheChanges } from '#client/lib/data/cache-changes.ts';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { refusePageRequest } from '#client/lib/data/resource-route.ts';

export { NoPage as Component } from '#client/lib/data/resource-route.ts';

export type FollowActionResult = ActionResult & { following?: boolean };

/**
 * There is no single-dealer status endpoint: the follow list is read, by the largest page the user
 * service serves, so every button of a dealer page shares the same one or two cached reads.
 */
export const FOLLOW_LIST_PAGE_SIZE = 100;
/** A user following more dealers than this many pages hold is not plausible; the state stays unknown. */
const FOLLOW_LIST_MAX_PAGES = 5;

function dealerIdOf(value: unknown): number | null {
  const id = typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `following`: null when it could not be read (not logged in, the service failed). */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<{ following: boolean | null }> {
  refusePageRequest(request);
  const dealerId = dealerIdOf(new URL(request.url).searchParams.get('dealerId'));
  if (dealerId === null) return { following: null };
  const api = cachedApi(context);
  for (let page = 1; page <= FOLLOW_LIST_MAX_PAGES; page += 1) {
    const r = await api.post('/api/user/followList', { page, pageSize: FOLLOW_LIST_PAGE_SIZE });
    if (!r.ok || !r.data) return { following: null };
    if (r.data.list.some((d) => d.dealerId === dealerId)) return { following: true };
    if (page * FOLLOW_LIST_PAGE_SIZE >= r.data.total) return { following: false };
  }
  return { following: null };
}

export async function action({ context, request }: ActionFunctionArgs): Promise<FollowActionResult> {
  const dealerId = dealerIdOf((await request.formData()).get('dealerId'));
  if (dealerId === null) return { ok: false, message: ACTION_FAILED };
  const { api, queryClient } = getApp(context);
  const r = await api.post('/api/user/follow', { dealerId });
  if (r.ok && r.data) {
    await cacheChanges.follow(queryClient);
    return { ok: true, message: r.data.following ? '已关注该经销商' : '已取消关注', following: r.data.following };
  }
  return { ok: false, message: r.code === 401 ? null : ACTION_FAILED };
}
