/**
 * The name of the httpOnly cookie holding the upstream's login token (docs/decisions/0007-session-cookie.md).
 * The server sets and reads it; the browser's loaders only check that it is there.
 */
export const SESSION_COOKIE = 'aur_session';
