import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthExpiredSignal, type AuthExpiredSignal } from '#shared/api/auth-events';
import type { ApiClient, ApiResult } from '#shared/api/request';
import { renderApp, testUser } from '../../../tests/support/app-harness.tsx';
import * as favoriteRoute from '#client/routes/account/actions/favorite/route.ts';
import * as followRoute from '#client/routes/account/actions/follow/route.ts';
import * as logoutRoute from '#client/routes/account/actions/logout/route.ts';
import { createClientStores, type ClientStores } from '#client/stores/client-stores.tsx';
import { AuthSync, LOGIN_INVALID_TOAST, MINI_PROGRAM_REDIRECT_DELAY_MS } from './auth-sync.tsx';
import { FavoriteButton, FollowButton } from './favorite-button.tsx';

const USER = testUser();

function ok<T>(data: T): ApiResult<T> {
  return { ok: true, code: 200, msg: 'success', data, status: 200 };
}

/** A recording API client: every call is kept; answers come from `answers` by path. */
function fakeApi(answers: Record<string, unknown> = {}) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const answer = (path: string) => Promise.resolve(ok(answers[path] ?? null));
  const api = {
    get: (path: string, query?: unknown) => {
      calls.push({ method: 'GET', path, body: query });
      return answer(path);
    },
    post: (path: string, body?: unknown) => {
      calls.push({ method: 'POST', path, body });
      return answer(path);
    },
  } as unknown as ApiClient;
  return { api, calls, paths: () => calls.map((c) => c.path) };
}

async function setup(
  path: string,
  options: {
    loggedIn?: boolean;
    miniProgram?: boolean;
    signal?: AuthExpiredSignal;
    api?: ApiClient;
    page?: ReactNode;
  } = {},
) {
  const stores: ClientStores = createClientStores();
  await stores.user.persist.rehydrate();
  stores.user.getState().markHydrated();
  if (options.loggedIn) stores.user.getState().login(USER);
  stores.cars.getState().setItems([{ id: 1, name: '我的 NX', code: 'ABC123', seriesCode: 'nx' }]);
  const signal = options.signal ?? createAuthExpiredSignal();
  const own = fakeApi({ '/api/user/ckauth': USER });
  const { calls, paths } = own;
  const { router } = renderApp({
    path,
    stores,
    edge: { isMiniProgram: options.miniProgram ?? false },
    // One client for the router's loaders and actions and for the root's provider, as in the app.
    api: options.api ?? own.api,
    authExpired: signal,
    // The routes with an action and no page that the buttons and the logout post to.
    resourceRoutes: [
      { path: '/account/actions/favorite', loader: favoriteRoute.loader, action: favoriteRoute.action },
      { path: '/account/actions/follow', loader: followRoute.loader, action: followRoute.action },
      { path: '/account/actions/logout', action: logoutRoute.action },
    ],
    page: (
      <>
        <AuthSync />
        {options.page ?? <p>页面</p>}
      </>
    ),
  });
  await act(async () => {
    await Promise.resolve();
  });
  return { router, stores, signal, calls, paths };
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  delete window.wx;
});

describe('AuthSync: an expired session', () => {
  it('logs out once for a burst of failures, empties the car list, ends the server session and goes to login with prev', async () => {
    const { router, stores, signal, paths } = await setup('/account/messages?page=2', { loggedIn: true });
    act(() => {
      signal.raise('/api/user/msgList');
      signal.raise('/api/user/unread-messages-count');
      signal.raise('/api/user/ckauth');
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(stores.user.getState()).toMatchObject({ loggedIn: false, user: null });
    expect(stores.cars.getState().items).toEqual([]);
    expect(paths().filter((p) => p === '/api/user/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/account/login');
    expect(new URLSearchParams(router.state.location.search).get('prev')).toBe('/account/messages?page=2');
  });

  it('on a public page the user is logged out but stays where they are', async () => {
    const { router, stores, signal } = await setup('/news/3', { loggedIn: true });
    act(() => signal.raise('/api/user/isCollections'));
    expect(stores.user.getState().loggedIn).toBe(false);
    expect(router.state.location.pathname).toBe('/news/3');
  });

  it('ignores a 401 of an anonymous visitor outside the account area', async () => {
    const { paths, signal } = await setup('/', {});
    act(() => signal.raise('/api/user/ckauth'));
    expect(paths()).not.toContain('/api/user/logout');
  });

  it('in the mini-program: the toast, then after 2 s navigateTo the login page and postMessage LOGIN_INVALID', async () => {
    const recorded: { fn: string; arg: unknown }[] = [];
    window.wx = {
      miniProgram: {
        navigateTo: (arg) => recorded.push({ fn: 'navigateTo', arg }),
        postMessage: (arg) => recorded.push({ fn: 'postMessage', arg }),
      },
    };
    const { router, signal } = await setup('/account', { loggedIn: true, miniProgram: true });
    act(() => signal.raise('/api/user/msgList'));
    expect(screen.getByRole('status').textContent).toContain(LOGIN_INVALID_TOAST);
    await act(async () => {
      vi.advanceTimersByTime(MINI_PROGRAM_REDIRECT_DELAY_MS - 1);
      await Promise.resolve();
    });
    expect(recorded).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(1);
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    expect(recorded).toEqual([
      { fn: 'navigateTo', arg: { url: '/pages/login/index' } },
      { fn: 'postMessage', arg: { data: 'LOGIN_INVALID' } },
    ]);
    // The web-view page itself does not move: the mini-program shows its own login page.
    expect(router.state.location.pathname).toBe('/account');
  });
});

describe('AuthSync: the focus check', () => {
  it('asks ckauth again when the window regains focus, for a logged-in user only', async () => {
    const anonymous = await setup('/', {});
    fireEvent.focus(window);
    expect(anonymous.paths()).not.toContain('/api/user/ckauth');
  });

  it('refreshes the stored profile from ckauth on focus', async () => {
    const { paths, stores } = await setup('/', { loggedIn: true });
    stores.user.getState().update({ nickname: '旧昵称' });
    await act(async () => {
      fireEvent.focus(window);
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(paths()).toContain('/api/user/ckauth');
    expect(stores.user.getState().user?.nickname).toBe('林先生');
  });
});

describe('favourite and follow buttons', () => {
  // The buttons go through the router's fetchers, which settle on real timers; nothing here is timed.
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('an anonymous visitor gets the login-required popup instead of a request', async () => {
    const { api, paths } = fakeApi();
    await setup('/models/nx', { api, page: <FavoriteButton type="series" targetId="nx" /> });
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(screen.getByRole('dialog').textContent).toContain('该功能需要登录后使用');
    expect(paths()).toEqual([]);
  });

  it('a logged-in user toggles a favourite: state read first, then changed, with a toast', async () => {
    const { api, calls } = fakeApi({
      '/api/user/isCollections': { collected: false },
      '/api/user/collections': { collected: true },
    });
    await setup('/news/3', { loggedIn: true, api, page: <FavoriteButton type="news" targetId="3" /> });
    await waitFor(() =>
      expect(calls[0]).toEqual({
        method: 'POST',
        path: '/api/user/isCollections',
        body: { type: 'news', targetId: '3' },
      }),
    );
    await waitFor(() => expect((screen.getByRole('button', { name: '收藏' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '已收藏' }).getAttribute('aria-pressed')).toBe('true'));
    expect(calls[1]).toEqual({ method: 'POST', path: '/api/user/collections', body: { type: 'news', targetId: '3' } });
    expect(calls).toHaveLength(2);
    // The toast follows the answer's render, from an effect of its own.
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('已加入收藏'));
  });

  it('the follow button names its dealer, reads the follow list, and toggles', async () => {
    const { api, calls } = fakeApi({
      '/api/user/followList': { list: [], total: 0, page: 1, pageSize: 100 },
      '/api/user/follow': { following: true },
    });
    await setup('/dealer', { loggedIn: true, api, page: <FollowButton dealerId={5} label="奥瑞麟杭州瑞丰店" /> });
    const button = screen.getByRole('button', { name: /^关注\s?奥瑞麟杭州瑞丰店$/ });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(calls).toEqual([
      { method: 'POST', path: '/api/user/followList', body: { page: 1, pageSize: 100 } },
      { method: 'POST', path: '/api/user/follow', body: { dealerId: 5 } },
    ]);
    expect(button.textContent).toBe('已关注奥瑞麟杭州瑞丰店');
  });

  it('logged in, stays disabled until the follow list has answered: no click can act on an unknown state', async () => {
    let answer: (value: ApiResult<unknown>) => void = () => undefined;
    const pending = new Promise<ApiResult<unknown>>((resolve) => (answer = resolve));
    const api = {
      get: () => Promise.resolve(ok(null)),
      post: (path: string) => (path === '/api/user/followList' ? pending : Promise.resolve(ok(null))),
    } as unknown as ApiClient;
    // Every change of a button's `disabled` from the first render on (the effect that starts the read
    // runs after the render has been committed, so a button enabled in between shows up here).
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'], attributeOldValue: true });
    try {
      await setup('/dealer', { loggedIn: true, api, page: <FollowButton dealerId={5} label="奥瑞麟杭州瑞丰店" /> });
      const button = screen.getByRole('button', { name: /^关注\s?奥瑞麟杭州瑞丰店$/ });
      await act(async () => {
        await Promise.resolve();
      });
      expect(button).toHaveProperty('disabled', true);
      expect(changes.filter((c) => c.target === button)).toEqual([]);
      answer(ok({ list: [], total: 0, page: 1, pageSize: 100 }));
      await waitFor(() => expect(button).toHaveProperty('disabled', false));
    } finally {
      observer.disconnect();
    }
  });

  it("a dealer in the user's follow list starts as 已关注, and the first click unfollows it", async () => {
    expect(followRoute.FOLLOW_LIST_PAGE_SIZE).toBe(100);
    const followed = (dealerId: number) => ({
      dealerId,
      name: `经销商 ${dealerId}`,
      cityName: '杭州',
      address: '杭州市',
      salesPhone: '0571-88886666',
      followedAt: '2026-05-02T08:00:00Z',
    });
    const { api, calls } = fakeApi({
      '/api/user/followList': { list: [followed(9), followed(5)], total: 2, page: 1, pageSize: 100 },
      '/api/user/follow': { following: false },
    });
    await setup('/dealer', { loggedIn: true, api, page: <FollowButton dealerId={5} label="奥瑞麟杭州瑞丰店" /> });
    const button = screen.getByRole('button', { name: /奥瑞麟杭州瑞丰店$/ });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe('已关注奥瑞麟杭州瑞丰店');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/user/follow', body: { dealerId: 5 } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('已取消关注'));
  });

  it('is disabled until the page knows who the visitor is: an early click is neither lost nor taken as anonymous', async () => {
    const { api, paths } = fakeApi();
    // As on the server and in the first client render: the user store has not read its persisted state
    // yet (the provider does that right after mounting).
    renderApp({
      path: '/dealer',
      api,
      resourceRoutes: [{ path: '/account/actions/follow', loader: followRoute.loader, action: followRoute.action }],
      page: <FollowButton dealerId={5} label="奥瑞麟杭州瑞丰店" />,
    });
    const button = screen.getByRole('button', { name: /^关注\s?奥瑞麟杭州瑞丰店$/ });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    expect(screen.getByRole('dialog').textContent).toContain('该功能需要登录后使用');
    expect(paths()).toEqual([]);
  });

  it('an anonymous visitor sees 关注 and is asked to log in, without a request', async () => {
    const { api, paths } = fakeApi();
    await setup('/dealer', { api, page: <FollowButton dealerId={5} label="奥瑞麟杭州瑞丰店" /> });
    const button = screen.getByRole('button', { name: /^关注\s?奥瑞麟杭州瑞丰店$/ });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByRole('dialog').textContent).toContain('该功能需要登录后使用');
    expect(paths()).toEqual([]);
  });
});
