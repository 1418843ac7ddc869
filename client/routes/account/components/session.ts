/** Account-area loader helpers: anonymous or expired sessions go to the login page with `prev`. */
import { redirect } from 'react-router';
import type { RequestOf, ResponseOf } from '#shared/api/contract';
import type { ApiResult } from '#shared/api/request';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { loginPath } from '#shared/paths';
import { carriesSessionCookie, SESSION_COOKIE } from '#shared/api/session';

/** Only the session cookie's presence is read here: its token is httpOnly. */
export const SESSION_COOKIE_NAME = SESSION_COOKIE;

export function hasSessionCookie(request: Request): boolean {
  return carriesSessionCookie(request.headers.get('cookie'));
}

/** Throws the redirect to the login page for a 401; returns the data, or null for any other failure. */
export function requireSession<T>(result: ApiResult<T>, request: Request): T | null {
  if (result.code === 401) {
    const url = new URL(request.url);
    throw redirect(loginPath({ prev: url.pathname + url.search }));
  }
  return result.ok && result.data !== null ? result.data : null;
}

export function pageOf(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page');
  const page = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}

/** The account area's paged lists. */
export type AccountListPath =
  | '/api/user/customizedList'
  | '/api/user/collectionsList'
  | '/api/user/followList'
  | '/api/user/drivce'
  | '/api/user/msgList';

/**
 * The one loader of the account lists: the page from `?page=`, the list from the user service (null when
 * it failed: the page offers a retry), a 401 to the login page with `prev`. A page past the end of a
 * list that is not empty (its last row was just removed, or an old link) redirects to the last page:
 * an empty page there would say the list is empty and offer no pager to go back.
 */
export async function loadAccountPage<P extends AccountListPath>(
  request: Request,
  context: unknown,
  path: P,
  body: Omit<RequestOf<P>, 'page'>,
): Promise<{ list: ResponseOf<P> | null; page: number }> {
  const page = pageOf(request);
  const r = await cachedApi(context).post(path, { ...body, page } as RequestOf<P>);
  const list = requireSession(r, request);
  if (list && list.list.length === 0 && list.total > 0 && page > 1) {
    const last = Math.ceil(list.total / Math.max(1, list.pageSize));
    // Only to an earlier page: a service that answers an empty page within its own count is not chased.
    if (last < page) {
      const url = new URL(request.url);
      if (last > 1) url.searchParams.set('page', String(last));
      else url.searchParams.delete('page');
      throw redirect(url.pathname + url.search);
    }
  }
  return { list, page };
}

export const ACCOUNT_META_DESC = '奥瑞麟会员中心：个人资料、我的配置、收藏、关注、试驾预约与消息通知。';
