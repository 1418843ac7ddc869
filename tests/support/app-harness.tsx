/**
 * Component tests of pieces that live in the app shell: a memory router whose shell has the UI and
 * client stores, the modal and toast hosts, and the same app context the real root gives (the
 * router's context for loaders and actions, `ApiClientProvider` for the components), with the
 * test's own API client. Also the test user and a frozen browser clock.
 */
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  Outlet,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { AuthExpiredSignal } from '#shared/api/auth-events';
import type { ApiClient } from '#shared/api/request';
import type { User } from '#shared/api/user-api';
import type { EdgeContext } from '#shared/domain/edge-context';
import { ApiClientProvider } from '#client/lib/data/api-client-context.tsx';
import { searchForwarder } from '#client/lib/data/search-forwarder.ts';
import { leadForwarder } from '#client/lib/data/lead-forwarder.ts';
import { lazyOnce } from '#client/lib/ui/lazy-once.ts';
import { createQueryClient } from '#client/lib/data/query-client.ts';
import { createAppContextProvider, type AppContext } from '#client/lib/data/app-context.ts';
import { ModalHost } from '#client/components/ui/modal-host.tsx';
import { ToastHost } from '#client/components/ui/toast-host.tsx';
import { ClientStoresProvider, createClientStores, type ClientStores } from '#client/stores/client-stores.tsx';
import { UiStoreProvider } from '#client/stores/ui-store.tsx';
import { TestEnv, testEdge, testPublicConfig } from './test-env.tsx';
import { createPageGaps } from '#shared/api/upstream-gaps';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    phone: '139****5678',
    nickname: '林先生',
    avatar: '/static/avatar/7.png',
    email: null,
    createdAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A client for tests that must not reach the API: any request fails the test. */
const noApi: ApiClient = {
  get: (path) => Promise.reject(new Error(`unexpected request ${path}`)),
  post: (path) => Promise.reject(new Error(`unexpected request ${path}`)),
};

export interface AppHarnessOptions {
  path: string;
  /** What the shell shows on every path; without it, `children` render through an outlet. */
  page?: ReactNode;
  children?: RouteObject[];
  /** Routes beside the shell: the routes with an action or a loader and no page. */
  resourceRoutes?: RouteObject[];
  stores?: ClientStores;
  edge?: Partial<EdgeContext>;
  api?: ApiClient;
  authExpired?: AuthExpiredSignal;
  /** The data cache; a fresh one per render unless the test looks into it. */
  queryClient?: QueryClient;
  /** The loaders' and actions' clock; the (possibly frozen) browser clock by default. */
  now?: () => number;
  /**
   * Route on jsdom's own `window.history` (as the site's browser router does), starting at `path`,
   * for behaviour that depends on the browser's history entries; a memory router by default.
   */
  browserHistory?: boolean;
}

/** Browser routers listen to the window's history: each is stopped after its test. */
const browserRouters: DataRouter[] = [];
afterEach(() => {
  for (const router of browserRouters.splice(0)) router.dispose();
});

export function renderApp(options: AppHarnessOptions): {
  router: DataRouter;
  stores: ClientStores;
} {
  const stores = options.stores ?? createClientStores();
  const app: AppContext = {
    api: options.api ?? noApi,
    ...(options.authExpired ? { authExpired: options.authExpired } : {}),
    edge: { ...testEdge, ...options.edge },
    config: testPublicConfig,
    leadDesk: leadForwarder,
    search: searchForwarder,
    upstreamGaps: createPageGaps(testPublicConfig.upstreamLacks),
    queryClient: lazyOnce(() => options.queryClient ?? createQueryClient()),
    now: options.now ?? Date.now,
    submissionKey: () => crypto.randomUUID(),
  };
  const shell = (
    <TestEnv {...(options.edge ? { edge: options.edge } : {})}>
      <UiStoreProvider>
        <ClientStoresProvider stores={stores}>
          {options.page ?? <Outlet />}
          <ModalHost />
          <ToastHost />
        </ClientStoresProvider>
      </UiStoreProvider>
    </TestEnv>
  );
  const routes: RouteObject[] = [
    ...(options.resourceRoutes ?? []),
    options.children ? { path: '/', element: shell, children: options.children } : { path: '*', element: shell },
  ];
  const getContext = () => createAppContextProvider(app);
  if (options.browserHistory) window.history.replaceState(null, '', options.path);
  const router = options.browserHistory
    ? createBrowserRouter(routes, { getContext })
    : createMemoryRouter(routes, { initialEntries: [options.path], getContext });
  if (options.browserHistory) browserRouters.push(router);
  render(
    <ApiClientProvider app={app}>
      <RouterProvider router={router} />
    </ApiClientProvider>,
  );
  return { router, stores };
}

/** Fake timers and a fixed date for every test of the file (the register prompt counts page time). */
export function freezeClock(at: string): void {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({
      shouldAdvanceTime: false,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(new Date(at));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The text a control's `aria-describedby` points at (what a screen reader reads after its label). */
export function describedBy(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
