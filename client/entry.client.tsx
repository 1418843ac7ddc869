/**
 * Browser entry: hydrates the server-rendered document with the same route table.
 * Matched lazy routes are resolved first (else the router would start uninitialised and throw the
 * server HTML away), streamed loader promises are rebuilt from the page, and the router gets the
 * same app context the server loaders had.
 */
import '@vitejs/plugin-react/preamble';
import './styles/app.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ApiClientProvider } from './lib/data/api-client-context.tsx';
import { createAppContextProvider, type AppContext } from './lib/data/app-context.ts';
import { AssetsProvider } from './lib/ssr/assets.tsx';
import { authExpired, browserApi, preloadBrowserApi } from './lib/data/browser-api.ts';
import { DeferredKeysProvider, hasSsrTimeoutDigest, rehydrateLoaderData } from './lib/ssr/deferred.tsx';
import { EnvProvider } from './lib/platform/edge.tsx';
import { lazyOnce } from './lib/ui/lazy-once.ts';
import { bindRouteEvents, routeEvents } from './lib/platform/route-events.ts';
import { routes } from './routes.tsx';
import { preloadChrome } from './components/preloaded-chrome.ts';
import { createPageGaps } from '#shared/api/upstream-gaps';

async function resolveLazyMatches(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  );
}

/**
 * Runs `effect` once, after the hydration commit. `RouterProvider` subscribes to the router in a
 * layout effect and does not re-read the router's state when it does, so a router update made
 * before that commit (as hydration in a transition can take longer than a revalidation) would be
 * lost and the page would keep the loader data it hydrated with.
 */
function AfterHydration({ effect }: { effect: () => void }) {
  useEffect(effect, [effect]);
  return null;
}

function streamEnded(): Promise<void> {
  return document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve();
}

async function start(): Promise<void> {
  const state = window.__DOCUMENT_STATE__;
  const hydration = window.__staticRouterHydrationData;
  if (!state || !hydration) throw new Error('The document carries no server state.');
  const arrivedAt = Date.now();
  const deferred = rehydrateLoaderData(hydration.loaderData ?? {}, window);

  const { edge, config } = state.env;
  // The error page and the 关怀版 bar are their own chunks: the document's must be here to hydrate it.
  await Promise.all([
    resolveLazyMatches(routes),
    preloadChrome({ error: Object.keys(hydration.errors ?? {}).length > 0, care: Boolean(edge.care) }),
  ]);
  // The data cache, made with the server's reads for this page the first time a loader, an action or
  // the session check needs it: hydration reads nothing from it, so its code (query-core, ~10 KB) is
  // not part of the first view. Nothing the server read is asked twice, and a later visit within
  // 5 minutes is answered from here.
  const queryClient = lazyOnce(() =>
    import('./lib/data/query-client.ts').then((m) => m.browserQueryClient(state.queries, arrivedAt)),
  );
  const app: AppContext = {
    api: browserApi,
    authExpired,
    edge,
    config,
    // Only a lead form's submission and a search page reached in the browser ask: their code loads then.
    leadDesk: { submit: (post) => import('./lib/data/lead-forwarder.ts').then((m) => m.leadForwarder.submit(post)) },
    search: {
      search: (request, signal) =>
        import('./lib/data/search-forwarder.ts').then((m) => m.searchForwarder.search(request, signal)),
    },
    upstreamGaps: createPageGaps(config.upstreamLacks),
    queryClient,
    now: Date.now,
    submissionKey: () => crypto.randomUUID(),
  };
  const router = createBrowserRouter(routes, { getContext: () => createAppContextProvider(app) });
  // Only WeChat on macOS needs it, before the first click: awaited there, never downloaded elsewhere.
  if (edge.isMacWechat && !edge.isMiniProgram) (await import('./lib/platform/mac-wechat.ts')).forceDocumentNavigation(router);
  bindRouteEvents(router, routeEvents, window.history);
  // The first navigation or fetcher starts both downloads beside its route module, not after it.
  const preload = router.subscribe(({ navigation, fetchers }) => {
    if (navigation.state === 'idle' && fetchers.size === 0) return;
    preload();
    preloadBrowserApi();
    queryClient().catch(() => undefined); // a failed download is tried again by the read that needs it
  });

  // If the server gave up on a slow block (SSR timeout), its data never arrived: load it here, once
  // the stream has ended (data may still arrive until then) and the router's provider listens.
  let checkedPending = false;
  const loadWhatTheServerGaveUpOn = () => {
    if (checkedPending) return; // StrictMode runs effects twice in development
    checkedPending = true;
    void streamEnded().then(() => {
      if (deferred.pendingKeys().length > 0) void router.revalidate();
    });
  };

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <EnvProvider value={state.env}>
          <AssetsProvider value={state.assets}>
            <DeferredKeysProvider value={deferred}>
              <ApiClientProvider app={app}>
                <RouterProvider router={router} />
                <AfterHydration effect={loadWhatTheServerGaveUpOn} />
              </ApiClientProvider>
            </DeferredKeysProvider>
          </AssetsProvider>
        </EnvProvider>
      </StrictMode>,
      {
        onRecoverableError(error, info) {
          if (hasSsrTimeoutDigest(error)) return; // the server gave up on a slow block; rendered here instead
          console.error('React recovered from an error while hydrating', error, info.componentStack);
        },
      },
    );
  });
}

void start();
