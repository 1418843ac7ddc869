/** The login page's route module alone in the app harness, for the login page's component tests. */
import type { RouteObject } from 'react-router';
import type { ApiClient, ApiResult } from '#shared/api/request';
import type { EdgeContext } from '#shared/domain/edge-context';
import * as loginPage from '#client/routes/account/login/route.tsx';
import { renderApp } from './app-harness.tsx';

/** A successful answer of the user service. */
export function ok<T>(data: T): ApiResult<T> {
  return { ok: true, code: 200, msg: 'success', data, status: 200 };
}

/** The login page's route with its real loader, action and page, as a child of the harness's shell. */
export const loginRoute: RouteObject = {
  path: 'account/login',
  loader: loginPage.loader,
  action: loginPage.action,
  Component: loginPage.Component,
  hydrateFallbackElement: <p>加载中</p>,
};

/** Opens `/account/login` with its real loader, action and page, reaching the user service through `api`. */
export function openLoginPage(api: ApiClient, edge?: Partial<EdgeContext>): void {
  renderApp({ path: '/account/login', api, children: [loginRoute], ...(edge ? { edge } : {}) });
}
