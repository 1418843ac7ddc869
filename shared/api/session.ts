/**
 * The name of the httpOnly cookie holding the upstream's login token (docs/decisions/0007-session-cookie.md).
 * The server sets and reads it; the browser's loaders only check that it is there.
 */
export const SESSION_COOKIE = 'aur_session';

/**
 * Whether a `Cookie` header carries the session cookie (whatever its value), read from the header
 * itself: no cookie parser has to have run before.
 */
export function carriesSessionCookie(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(/;\s*/).some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}
