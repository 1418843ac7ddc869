/**
 * Account list actions with the real route modules: the layout (unread badge) and the
 * saved-cars, favourites and messages pages, in a memory router whose loaders and the pages' actions
 * both reach one small in-memory user service through the router's app context. A change made by an
 * action therefore shows only if the page really asks the service again (revalidation), as it must
 * against the real API.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '#shared/api/request';
import type { Collection, CustomizedConfig, FollowedDealer, UserMessage } from '#shared/api/user-api';
import { renderApp, testUser } from '../../../tests/support/app-harness.tsx';
import { createClientStores, type ClientStores } from '#client/stores/client-stores.tsx';
import * as accountLayout from './route.tsx';
import * as carsPage from './cars/route.tsx';
import { UNDO_DELETE_MS } from '#client/features/saved-build/car-action.ts';
import * as favoritesPage from './favorites/route.tsx';
import * as followsPage from './follows/route.tsx';
import * as messagesPage from './messages/route.tsx';

const USER = testUser();

function car(id: number, name: string): CustomizedConfig {
  return {
    id,
    name,
    code: `CODE000${id}`,
    seriesCode: 'nx',
    carId: 301,
    paintCode: '083',
    interiorCode: 'LA20',
    wheelCode: 'W20',
    options: [],
    totalPrice: 389_000,
    img: `/static/custom/${id}.png`,
    createdAt: '2026-05-01T08:00:00Z',
  };
}

interface Call {
  path: string;
  body: unknown;
}

/** The user service as the account pages see it: lists that change when the pages act on them. */
function createUserService(
  options: { failDelete?: boolean; failMessagesOnce?: boolean; withoutRename?: boolean } = {},
) {
  const state = {
    cars: [car(1, '我的 NX 350h'), car(2, '周末的 RX')],
    favorites: [
      {
        id: 11,
        type: 'series',
        targetId: 'lc',
        title: 'LC 豪华运动轿跑',
        img: '/static/lc.png',
        createdAt: '2026-05-02T08:00:00Z',
      },
      {
        id: 12,
        type: 'news',
        targetId: '3',
        title: '奥瑞麟携全新 ES 亮相车展',
        img: '/static/n3.png',
        createdAt: '2026-05-03T08:00:00Z',
      },
    ] as Collection[],
    messages: [
      {
        id: 21,
        title: '试驾预约已确认',
        content: '您预约的 NX 试驾已由经销商确认。',
        read: false,
        createdAt: '2026-05-04T08:00:00Z',
      },
      {
        id: 22,
        title: '会员活动邀请',
        content: '诚邀您参加本月的车主品鉴会。',
        read: false,
        createdAt: '2026-05-03T08:00:00Z',
      },
      {
        id: 23,
        title: '欢迎加入奥瑞麟',
        content: '感谢您注册奥瑞麟会员。',
        read: true,
        createdAt: '2026-05-01T08:00:00Z',
      },
    ] as UserMessage[],
    follows: [
      {
        dealerId: 5,
        name: '奥瑞麟杭州瑞丰店',
        cityName: '杭州',
        address: '杭州市西湖区文一西路 88 号',
        salesPhone: '0571-88886666',
        followedAt: '2026-05-02T08:00:00Z',
      },
    ] as FollowedDealer[],
  };
  const initial = { favorites: [...state.favorites], follows: [...state.follows] };
  let messagesFailing = options.failMessagesOnce ?? false;
  const calls: Call[] = [];
  const unread = () => state.messages.filter((m) => !m.read).length;
  /** One page of `list`, as the user service pages it (`size` for the favourites, else `pageSize`). */
  const paged = <T,>(list: T[], defaultSize: number, input: Record<string, unknown>) => {
    const page = Number(input.page ?? 1);
    const pageSize = Number(input.size ?? input.pageSize ?? defaultSize);
    return { list: list.slice((page - 1) * pageSize, page * pageSize), total: list.length, page, pageSize };
  };

  function answer(path: string, body: unknown): unknown {
    const input = (body ?? {}) as Record<string, unknown>;
    switch (path) {
      case '/api/user/ckauth':
        return USER;
      case '/api/user/unread-messages-count':
        return { count: unread() };
      case '/api/user/customizedList':
        return paged(state.cars, 50, input);
      case '/api/user/renameCustomized':
        state.cars = state.cars.map((c) => (c.id === input.id ? { ...c, name: String(input.name) } : c));
        return state.cars.find((c) => c.id === input.id);
      case '/api/user/deleteUserCustomized':
        state.cars = state.cars.filter((c) => c.id !== input.id);
        return null;
      case '/api/user/collectionsList':
        return paged(
          state.favorites.filter((f) => !input.type || f.type === input.type),
          20,
          input,
        );
      case '/api/user/collections': {
        // Toggles, as upstream: a favourite no longer in the list is put back.
        const had = state.favorites.some((f) => f.type === input.type && f.targetId === input.targetId);
        const original = initial.favorites.find((f) => f.type === input.type && f.targetId === input.targetId);
        state.favorites = had
          ? state.favorites.filter((f) => !(f.type === input.type && f.targetId === input.targetId))
          : [...state.favorites, ...(original ? [original] : [])];
        return { collected: !had };
      }
      case '/api/user/followList':
        return paged(state.follows, 20, input);
      case '/api/user/follow': {
        const had = state.follows.some((d) => d.dealerId === input.dealerId);
        const original = initial.follows.find((d) => d.dealerId === input.dealerId);
        state.follows = had
          ? state.follows.filter((d) => d.dealerId !== input.dealerId)
          : [...state.follows, ...(original ? [original] : [])];
        return { following: !had };
      }
      case '/api/user/msgList':
        return paged(state.messages, 20, input);
      case '/api/user/readMsg':
        state.messages = state.messages.map((m) =>
          input.id === undefined || m.id === input.id ? { ...m, read: true } : m,
        );
        return { count: unread() };
      default:
        throw new Error(`unexpected request ${path}`);
    }
  }

  const respond = (path: string, body: unknown): Promise<ApiResult<unknown>> => {
    calls.push({ path, body });
    // An upstream without the endpoint: HTTP 404, its gateway's page for a body.
    if (options.withoutRename && path === '/api/user/renameCustomized')
      return Promise.resolve({ ok: false, code: -1, msg: '请求错误', data: null, status: 404 });
    if (options.failDelete && path === '/api/user/deleteUserCustomized')
      return Promise.resolve({ ok: false, code: 500, msg: '服务繁忙', data: null, status: 200 });
    if (messagesFailing && path === '/api/user/msgList') {
      messagesFailing = false;
      return Promise.resolve({ ok: false, code: -1, msg: '请求错误', data: null, status: 502 });
    }
    return Promise.resolve({ ok: true, code: 200, msg: 'success', data: answer(path, body), status: 200 });
  };
  const api = { get: respond, post: respond } as unknown as ApiClient;
  return { api, state, calls, posted: (path: string) => calls.filter((c) => c.path === path) };
}

type UserService = ReturnType<typeof createUserService>;

async function renderAccount(
  path: string,
  userService: UserService,
): Promise<{ stores: ClientStores; router: ReturnType<typeof renderApp>['router'] }> {
  const stores = createClientStores();
  const { router } = renderApp({
    path,
    stores,
    api: userService.api,
    children: [
      {
        path: 'account',
        loader: accountLayout.loader,
        Component: accountLayout.Component,
        HydrateFallback: () => <p>正在加载…</p>,
        children: [
          { path: 'cars', loader: carsPage.loader, action: carsPage.action, Component: carsPage.Component },
          {
            id: 'favorites',
            path: 'favorites',
            loader: favoritesPage.loader,
            action: favoritesPage.action,
            Component: favoritesPage.Component,
          },
          {
            id: 'follows',
            path: 'follows',
            loader: followsPage.loader,
            action: followsPage.action,
            Component: followsPage.Component,
          },
          {
            path: 'messages',
            loader: messagesPage.loader,
            action: messagesPage.action,
            Component: messagesPage.Component,
          },
        ],
      },
    ],
  });
  await screen.findByRole('navigation', { name: '账户导航' });
  return { stores, router };
}

type Router = Awaited<ReturnType<typeof renderAccount>>['router'];

/** The same form posted twice at once to a list page's action, as a page that has not hydrated yet does. */
async function postTwice(router: Router, page: 'favorites' | 'follows', fields: Record<string, string>) {
  const post = (key: string) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.set(name, value);
    return router.fetch(key, page, `/account/${page}`, { formMethod: 'post', formData });
  };
  await act(async () => {
    await Promise.all([post('first'), post('second')]);
  });
}

function accountNav() {
  return screen.getByRole('navigation', { name: '账户导航' });
}

describe('/account/cars: saved builds', () => {
  it('删除 replaces the car with 撤销 for 5 seconds; 撤销 keeps it and sends nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const users = createUserService();
      await renderAccount('/account/cars', users);
      fireEvent.click(await screen.findByRole('button', { name: '删除配置 周末的 RX' }));
      expect(screen.getByText('已删除「周末的 RX」').getAttribute('role')).toBe('status');
      expect(screen.queryByRole('heading', { name: '周末的 RX' })).toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(UNDO_DELETE_MS - 100);
      });
      fireEvent.click(screen.getByRole('button', { name: '撤销' }));
      await act(async () => {
        vi.advanceTimersByTime(UNDO_DELETE_MS);
      });
      expect(users.posted('/api/user/deleteUserCustomized')).toEqual([]);
      expect(screen.getByRole('heading', { name: '周末的 RX' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('after 5 seconds the delete is sent and the car leaves the list and the stored car list', async () => {
    expect(UNDO_DELETE_MS).toBe(5000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const users = createUserService();
      const { stores } = await renderAccount('/account/cars', users);
      await waitFor(() => expect(stores.cars.getState().items.map((c) => c.id)).toEqual([1, 2]));
      fireEvent.click(screen.getByRole('button', { name: '删除配置 周末的 RX' }));
      await act(async () => {
        vi.advanceTimersByTime(UNDO_DELETE_MS);
      });
      await waitFor(() => expect(screen.queryByText('已删除「周末的 RX」')).toBeNull());
      expect(users.posted('/api/user/deleteUserCustomized')).toEqual([
        { path: '/api/user/deleteUserCustomized', body: { id: 2 } },
      ]);
      expect(screen.getByRole('heading', { name: '我的 NX 350h' })).toBeTruthy();
      expect(screen.getByText('共 1 项')).toBeTruthy();
      expect(stores.cars.getState().items.map((c) => c.id)).toEqual([1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaving the page within the 5 seconds still sends the delete, and the car leaves the stored car list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const users = createUserService();
      const { stores, router } = await renderAccount('/account/cars', users);
      await waitFor(() => expect(stores.cars.getState().items.map((c) => c.id)).toEqual([1, 2]));
      fireEvent.click(screen.getByRole('button', { name: '删除配置 周末的 RX' }));
      await act(async () => {
        await router.navigate('/account/favorites');
      });
      expect(await screen.findByRole('link', { name: 'LC 豪华运动轿跑' })).toBeTruthy();
      await waitFor(() =>
        expect(users.posted('/api/user/deleteUserCustomized')).toEqual([
          { path: '/api/user/deleteUserCustomized', body: { id: 2 } },
        ]),
      );
      await waitFor(() => expect(stores.cars.getState().items.map((c) => c.id)).toEqual([1]));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed delete brings the car back and tells the user', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const users = createUserService({ failDelete: true });
      const { stores } = await renderAccount('/account/cars', users);
      fireEvent.click(await screen.findByRole('button', { name: '删除配置 周末的 RX' }));
      await act(async () => {
        vi.advanceTimersByTime(UNDO_DELETE_MS);
      });
      await waitFor(() => expect(screen.getByRole('status').textContent).toContain('删除未成功，请稍后再试'));
      expect(screen.getByRole('heading', { name: '周末的 RX' })).toBeTruthy();
      await waitFor(() => expect(stores.cars.getState().items.map((c) => c.id)).toEqual([1, 2]));
    } finally {
      vi.useRealTimers();
    }
  });

  it('重命名 saves the new name at the service, in the list and in the stored car list', async () => {
    const users = createUserService();
    const { stores } = await renderAccount('/account/cars', users);
    fireEvent.click(await screen.findByRole('button', { name: '重命名 周末的 RX' }));
    // The rename form's code loads on this first click.
    const field = await screen.findByLabelText('配置名称');
    fireEvent.change(field, { target: { value: '周末座驾' } });
    fireEvent.click(screen.getByRole('button', { name: '保存名称' }));
    expect(await screen.findByRole('heading', { name: '周末座驾' })).toBeTruthy();
    expect(users.posted('/api/user/renameCustomized')).toEqual([
      { path: '/api/user/renameCustomized', body: { id: 2, name: '周末座驾' } },
    ]);
    expect(stores.cars.getState().items.find((c) => c.id === 2)?.name).toBe('周末座驾');
  });

  it('renaming against an upstream without it keeps the typed name, says so, and is offered no more', async () => {
    const users = createUserService({ withoutRename: true });
    await renderAccount('/account/cars', users);
    fireEvent.click(await screen.findByRole('button', { name: '重命名 周末的 RX' }));
    fireEvent.change(await screen.findByLabelText('配置名称'), { target: { value: '周末座驾' } });
    fireEvent.click(screen.getByRole('button', { name: '保存名称' }));
    expect((await screen.findByRole('alert')).textContent).toBe('暂不支持修改配置名称，名称未保存。');
    expect((screen.getByLabelText('配置名称') as HTMLInputElement).value).toBe('周末座驾');
    expect(screen.queryByRole('button', { name: '保存名称' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(await screen.findByRole('heading', { name: '周末的 RX' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^重命名/ })).toBeNull();
    // Everything else still works: each build opens and shares by its code, and can be deleted.
    expect(screen.getByRole('button', { name: '删除配置 周末的 RX' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '编辑 周末的 RX' })).toBeTruthy();
    expect(users.posted('/api/user/renameCustomized')).toHaveLength(1);
  });

  it('shows the total when saved and today, the code, 编辑 into the configurator, and 无法再配置 for a retired build', async () => {
    const users = createUserService();
    users.state.cars = [
      { ...car(1, '我的 NX 350h'), currentPrice: 395_000, buildable: true },
      { ...car(2, '周末的 RX'), currentPrice: null, buildable: false },
    ];
    await renderAccount('/account/cars', users);
    const first = (await screen.findByRole('heading', { name: '我的 NX 350h' })).closest('li');
    const second = screen.getByRole('heading', { name: '周末的 RX' }).closest('li');
    expect(first?.textContent).toContain('保存时总价389,000 元');
    expect(first?.textContent).toContain('当前总价395,000 元');
    expect(within(first!).getByRole('link', { name: '编辑 我的 NX 350h' }).getAttribute('href')).toBe(
      '/configurator/nx?grade=301&paint=083&wheel=W20&interior=LA20',
    );
    expect(within(first!).getByRole('link', { name: 'CODE-0001' }).getAttribute('href')).toBe('/c/CODE0001');
    expect(second?.textContent).toContain('无法再配置');
    expect(second?.textContent).toContain('当前总价—');
    expect(within(second!).queryByRole('link', { name: /编辑/ })).toBeNull();
  });
});

describe('/account/favorites', () => {
  it('取消收藏 removes the favourite at the service and from the list', async () => {
    const users = createUserService();
    await renderAccount('/account/favorites', users);
    fireEvent.click(await screen.findByRole('button', { name: '取消收藏 LC 豪华运动轿跑' }));
    // The row goes at once (while the request is on its way); the toast says the service answered.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'LC 豪华运动轿跑' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('已取消收藏'));
    expect(users.posted('/api/user/collections')).toEqual([
      { path: '/api/user/collections', body: { type: 'series', targetId: 'lc' } },
    ]);
    expect(screen.queryByRole('link', { name: 'LC 豪华运动轿跑' })).toBeNull();
    expect(screen.getByRole('link', { name: '奥瑞麟携全新 ES 亮相车展' })).toBeTruthy();
  });

  it('a double click on 取消收藏 sends one request, so the favourite stays removed', async () => {
    const users = createUserService();
    await renderAccount('/account/favorites', users);
    const button = await screen.findByRole('button', { name: '取消收藏 LC 豪华运动轿跑' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'LC 豪华运动轿跑' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('已取消收藏'));
    expect(users.posted('/api/user/collections')).toEqual([
      { path: '/api/user/collections', body: { type: 'series', targetId: 'lc' } },
    ]);
    expect(users.state.favorites.map((f) => f.targetId)).toEqual(['3']);
  });

  it('while one row is being removed, the other rows stay usable', async () => {
    const users = createUserService();
    await renderAccount('/account/favorites', users);
    fireEvent.click(await screen.findByRole('button', { name: '取消收藏 LC 豪华运动轿跑' }));
    expect(screen.getByRole('button', { name: '取消收藏 奥瑞麟携全新 ES 亮相车展' }).hasAttribute('disabled')).toBe(
      false,
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'LC 豪华运动轿跑' })).toBeNull());
  });

  it('the same removal reaching the action twice (a form posted twice before hydration) leaves it removed', async () => {
    const users = createUserService();
    const { router } = await renderAccount('/account/favorites', users);
    await screen.findByRole('button', { name: '取消收藏 LC 豪华运动轿跑' });
    await postTwice(router, 'favorites', { type: 'series', targetId: 'lc' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'LC 豪华运动轿跑' })).toBeNull());
    expect(users.state.favorites.map((f) => f.targetId)).toEqual(['3']);
  });

  it('removing the only favourite of the last page leads to the page before it, with its favourites', async () => {
    const users = createUserService();
    const [lc, news] = users.state.favorites;
    // 21 favourites: 20 on page 1, and LC alone on page 2.
    users.state.favorites = [
      ...Array.from({ length: 20 }, (_, i) => ({
        ...news!,
        id: 100 + i,
        targetId: String(100 + i),
        title: `资讯 ${i + 1}`,
      })),
      lc!,
    ];
    const { router } = await renderAccount('/account/favorites?page=2', users);
    fireEvent.click(await screen.findByRole('button', { name: '取消收藏 LC 豪华运动轿跑' }));
    expect(await screen.findByRole('link', { name: '资讯 1' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('共 20 项')).toBeTruthy();
    expect(screen.queryByText('暂无收藏')).toBeNull();
  });

  it('a page beyond the end of the list leads to the last page', async () => {
    const users = createUserService();
    users.state.favorites = Array.from({ length: 45 }, (_, i) => ({
      ...users.state.favorites[1]!,
      id: 100 + i,
      targetId: String(100 + i),
      title: `资讯 ${i + 1}`,
    }));
    const { router } = await renderAccount('/account/favorites?type=news&page=7', users);
    expect(await screen.findByRole('link', { name: '资讯 41' })).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ type: 'news', page: '3' });
    expect(screen.getByText('第 3 / 3 页')).toBeTruthy();
  });

  it('the type filter asks the service for that type only and marks the current filter', async () => {
    const users = createUserService();
    await renderAccount('/account/favorites', users);
    const filters = await screen.findByRole('navigation', { name: '收藏类型' });
    fireEvent.click(within(filters).getByRole('link', { name: '资讯' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'LC 豪华运动轿跑' })).toBeNull());
    expect(users.posted('/api/user/collectionsList').at(-1)?.body).toEqual({ page: 1, size: 20, type: 'news' });
    expect(within(filters).getByRole('link', { name: '资讯' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '奥瑞麟携全新 ES 亮相车展' })).toBeTruthy();
  });

  it('removing the last one shows the empty state', async () => {
    const users = createUserService();
    users.state.favorites = users.state.favorites.slice(0, 1);
    await renderAccount('/account/favorites', users);
    fireEvent.click(await screen.findByRole('button', { name: '取消收藏 LC 豪华运动轿跑' }));
    expect(await screen.findByText('暂无收藏')).toBeTruthy();
  });
});

describe('/account/follows', () => {
  it('取消关注 unfollows at the service; the empty state follows', async () => {
    const users = createUserService();
    await renderAccount('/account/follows', users);
    fireEvent.click(await screen.findByRole('button', { name: '取消关注 奥瑞麟杭州瑞丰店' }));
    expect(await screen.findByText('暂无关注的经销商')).toBeTruthy();
    expect(users.posted('/api/user/follow')).toEqual([{ path: '/api/user/follow', body: { dealerId: 5 } }]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('已取消关注'));
  });
  it('a double click on 取消关注 sends one request, so the dealer stays unfollowed', async () => {
    const users = createUserService();
    await renderAccount('/account/follows', users);
    const button = await screen.findByRole('button', { name: '取消关注 奥瑞麟杭州瑞丰店' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('暂无关注的经销商')).toBeTruthy();
    expect(users.posted('/api/user/follow')).toEqual([{ path: '/api/user/follow', body: { dealerId: 5 } }]);
    expect(users.state.follows).toEqual([]);
  });

  it('the same unfollow reaching the action twice leaves the dealer unfollowed', async () => {
    const users = createUserService();
    const { router } = await renderAccount('/account/follows', users);
    await screen.findByRole('button', { name: '取消关注 奥瑞麟杭州瑞丰店' });
    await postTwice(router, 'follows', { dealerId: '5' });
    expect(await screen.findByText('暂无关注的经销商')).toBeTruthy();
    expect(users.state.follows).toEqual([]);
  });
});

describe('/account/messages', () => {
  const badge = () => within(accountNav()).queryByLabelText(/条未读$/);

  it('opening an unread message shows it, marks it read at the service, and the badge drops by one', async () => {
    const users = createUserService();
    await renderAccount('/account/messages', users);
    expect(badge()?.getAttribute('aria-label')).toBe('2 条未读');
    const message = await screen.findByRole('button', { name: /^试驾预约已确认\s*（未读）/ });
    fireEvent.click(message);
    expect(screen.getByText('您预约的 NX 试驾已由经销商确认。')).toBeTruthy();
    expect(message.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(badge()?.getAttribute('aria-label')).toBe('1 条未读'));
    expect(users.posted('/api/user/readMsg')).toEqual([{ path: '/api/user/readMsg', body: { id: 21 } }]);
    // Once read, the message no longer announces itself as unread.
    expect(screen.getByRole('button', { name: /^试驾预约已确认/ }).textContent).not.toContain('未读');
  });

  it('opening a message already read sends nothing', async () => {
    const users = createUserService();
    await renderAccount('/account/messages', users);
    fireEvent.click(await screen.findByRole('button', { name: /^欢迎加入奥瑞麟/ }));
    expect(screen.getByText('感谢您注册奥瑞麟会员。')).toBeTruthy();
    await act(async () => {
      await Promise.resolve();
    });
    expect(users.posted('/api/user/readMsg')).toEqual([]);
    expect(badge()?.getAttribute('aria-label')).toBe('2 条未读');
  });

  it('全部标为已读 clears the badge', async () => {
    const users = createUserService();
    await renderAccount('/account/messages', users);
    fireEvent.click(await screen.findByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(badge()).toBeNull());
    expect(users.posted('/api/user/readMsg')).toEqual([{ path: '/api/user/readMsg', body: {} }]);
    expect(screen.queryByRole('button', { name: '全部标为已读' })).toBeNull();
  });

  it('a list that failed to load offers a retry, which loads it', async () => {
    const users = createUserService({ failMessagesOnce: true });
    await renderAccount('/account/messages', users);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('内容暂时无法加载，请稍后重试。');
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('button', { name: /^会员活动邀请/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
