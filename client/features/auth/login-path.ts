/** Links to the login page. `prev` is validated again where it is used (shared/domain/safe-prev.ts). */
export interface LoginPathOptions {
  prev?: string;
  /** 1: learn-more prompt, 2: register / download flow, 3: login-required popup. */
  type?: 1 | 2 | 3;
  modelType?: string;
  needBack?: boolean;
}

export function loginPath(options: LoginPathOptions = {}): string {
  const q = new URLSearchParams();
  if (options.modelType) q.set('modelType', options.modelType);
  if (options.type) q.set('type', String(options.type));
  if (options.needBack) q.set('needBack', '1');
  if (options.prev) q.set('prev', options.prev);
  const s = q.toString();
  return `/account/login${s ? `?${s}` : ''}`;
}

export function isAccountArea(pathname: string): boolean {
  return pathname === '/account' || pathname.startsWith('/account/');
}

export function isLoginPage(pathname: string): boolean {
  return pathname === '/account/login';
}
