/** Account-area loader helpers: anonymous or expired sessions go to the login page with `prev`. */
import { redirect } from 'react-router';
import type { ApiResult } from '#shared/api/request';
import { SESSION_COOKIE } from '#shared/api/session';
import { loginPath } from '#shared/paths';

/** Only the session cookie's presence is read here: its token is httpOnly. */
export const SESSION_COOKIE_NAME = SESSION_COOKIE;

export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get('cookie') ?? '').split(/;\s*/).some((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
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

export const ACCOUNT_META_DESC = '奥瑞麟会员中心：个人资料、我的配置、收藏、关注、试驾预约与消息通知。';
