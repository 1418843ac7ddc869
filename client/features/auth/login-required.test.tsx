import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testUser, freezeClock } from '../../../tests/support/app-harness.tsx';
import { TestEnv } from '../../../tests/support/test-env.tsx';
import { ClientStoresProvider, createClientStores, type ClientStores } from '#client/stores/client-stores.tsx';
import { AccountEntry } from './account-entry.tsx';
import { useRequireLogin } from './login-required.tsx';

const USER = testUser({ id: 1, phone: '138****8000', nickname: '奥瑞麟车主', avatar: '/static/avatar/1.png' });

function Needs() {
  const requireLogin = useRequireLogin();
  return (
    <button type="button" onClick={() => requireLogin(() => undefined)}>
      收藏车型
    </button>
  );
}

freezeClock('2026-03-01T10:00:00Z');

/** 「立即登录」, once the popup's buttons (loaded when it first opens) are there. */
async function loginButton(): Promise<HTMLElement> {
  await act(async () => {
    await import('./login-required-actions.tsx');
  });
  return screen.getByRole('button', { name: '立即登录' });
}

describe('user store', () => {
  it('merges updates and persists under `user`; reload restores profile and logged-in state', async () => {
    const a = createClientStores();
    await a.user.persist.rehydrate();
    a.user.getState().login(USER);
    a.user.getState().update({ nickname: '新昵称' });
    expect(a.user.getState().user).toMatchObject({ id: 1, nickname: '新昵称', phone: '138****8000' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      state: { loggedIn: true, user: { nickname: '新昵称' } },
    });
    const b = createClientStores();
    await b.user.persist.rehydrate();
    expect(b.user.getState()).toMatchObject({ loggedIn: true, user: { nickname: '新昵称' } });
  });

  it('treats malformed stored data as logged out', async () => {
    localStorage.setItem('user', JSON.stringify({ state: { loggedIn: true, user: { id: 'x' } }, version: 1 }));
    const s = createClientStores();
    await s.user.persist.rehydrate();
    expect(s.user.getState().loggedIn).toBe(false);
  });

  it('hydrates the server HTML without a mismatch, then shows the stored nickname', async () => {
    localStorage.setItem('user', JSON.stringify({ state: { loggedIn: true, user: USER }, version: 1 }));
    const tree = (stores: ClientStores) => (
      <TestEnv>
        <ClientStoresProvider stores={stores}>
          <MemoryRouter>
            <AccountEntry />
          </MemoryRouter>
        </ClientStoresProvider>
      </TestEnv>
    );
    const html = renderToString(tree(createClientStores()));
    expect(html).toContain('登录 / 注册');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    // A mismatch would log console.error, which fails the test.
    await act(async () => {
      hydrateRoot(container, tree(createClientStores()));
      await Promise.resolve();
    });
    expect(container.textContent).toContain('奥瑞麟车主');
    container.remove();
  });
});

describe('login-required popup', () => {
  it('tells an anonymous visitor login is needed and 立即登录 goes to type=3 with prev', async () => {
    const { router } = renderApp({
      path: '/models/es?tab=spec',
      page: (
        <div id="page">
          <AccountEntry />
          <Needs />
        </div>
      ),
    });
    await act(async () => {
      await Promise.resolve();
    });
    act(() => screen.getByRole('button', { name: '收藏车型' }).click());
    expect(screen.getByRole('dialog').textContent).toContain('该功能需要登录后使用');
    const login = await loginButton();
    act(() => login.click());
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.location.pathname).toBe('/account/login');
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('3');
    expect(new URLSearchParams(router.state.location.search).get('prev')).toBe('/models/es?tab=spec');
  });
});

describe('login-required popup in the mini-program', () => {
  afterEach(() => {
    delete window.wx;
  });

  async function pressLogin() {
    renderApp({ path: '/models/es', edge: { isWechat: true, isMiniProgram: true }, page: <Needs /> });
    act(() => screen.getByRole('button', { name: '收藏车型' }).click());
    const login = await loginButton();
    act(() => login.click());
    // The file's clock is frozen: this only settles the bridge's promises (no toast has timed out).
    await act(() => vi.advanceTimersByTimeAsync(0));
  }

  it('opens the mini-program login page and closes the popup', async () => {
    const opened: string[] = [];
    window.wx = { miniProgram: { navigateTo: ({ url }) => opened.push(url), postMessage: () => undefined } };
    await pressLogin();
    expect(opened).toEqual(['/pages/login/index']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('无法打开小程序登录页，请稍后重试')).toBeNull();
  });

  it('says so when the JS-SDK is not there to open the login page', async () => {
    await pressLogin();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('无法打开小程序登录页，请稍后重试')).toBeTruthy();
  });
});
