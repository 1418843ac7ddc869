/**
 * `needBack=1`: after logging in, the visitor returns to the page that sent them to the login page (one
 * step back in the browser's history), not to the account area; a login page opened first goes on.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#shared/api/request';
import { paths } from '#shared/paths';
import { testUser, renderApp } from '../../../../tests/support/app-harness.tsx';
import { loginRoute, ok } from '../../../../tests/support/login-page.tsx';

/** A user service that shows a captcha and accepts the login. */
const api: ApiClient = {
  get: () => Promise.resolve(ok({ key: 'k1', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' })) as never,
  post: (path) => {
    if (path === '/api/user/login') return Promise.resolve(ok({ token: 't', expiresAt: '2099-01-01T00:00:00Z', user: testUser() })) as never;
    return Promise.reject(new Error(`unexpected request ${path}`));
  },
};

function openSite(path: string) {
  return renderApp({
    path,
    api,
    browserHistory: true,
    children: [
      loginRoute,
      { path: 'models/es', element: <h1>ES 车型页</h1> },
      { path: 'account', element: <h1>会员中心</h1> },
    ],
  }).router;
}

async function logIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('手机号码'), '13912345678');
  await user.type(screen.getByLabelText('短信验证码'), '123456');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: '登录 / 注册' }));
}

describe('login with needBack', () => {
  it('returns to the previous page after logging in', async () => {
    const router = openSite('/models/es');
    await act(() => router.navigate(paths.accountLogin({ needBack: true })));
    const entries = window.history.length;
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/models/es'));
    expect(window.location.pathname).toBe('/models/es');
    // Back, not a new entry: the login page is what a further "forward" would show.
    expect(window.history.length).toBe(entries);
    expect(await screen.findByRole('heading', { name: 'ES 车型页' })).toBeTruthy();
  });

  it('goes on to the account area when the login page was the first page opened', async () => {
    const router = openSite(paths.accountLogin({ needBack: true }));
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.account()));
  });

  it('without needBack, goes on to the account area even after another page', async () => {
    const router = openSite('/models/es');
    await act(() => router.navigate(paths.accountLogin()));
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.account()));
  });
});
