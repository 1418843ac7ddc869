/**
 * Server entry, built by Vite for SSR: runs the route loaders through the static handler and streams
 * the document with `renderToPipeableStream`, the way React Router's own node entry does:
 * redirects become real 3xx, HEAD is answered without rendering, browsers get the shell as soon as
 * it is ready and crawlers the whole page, a hung render is aborted after `ssrTimeoutMs`, and a
 * client that leaves aborts the render and (through `request.signal`) its upstream calls.
 */
import type { ServerResponse } from 'node:http';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { Render, RenderLogger } from '#server/ssr/render-contract';
import { siteLocation } from '#shared/domain/site-location';
import { fallbackPage } from '#shared/html/fallback-page';
import { ApiClientProvider } from './lib/api-client-context.tsx';
import { createQueryClient } from './lib/api-query.ts';
import { createAppContextProvider, type AppContext } from './lib/app-context.ts';
import { AssetsProvider } from './lib/assets.tsx';
import {
  dehydrateLoaderData,
  DeferredKeysProvider,
  isSsrTimeout,
  settleForCrawler,
  SSR_TIMEOUT_DIGEST,
  ssrTimeoutError,
} from './lib/deferred.tsx';
import { documentStateScript } from './lib/document-state.ts';
import { errorCopy } from './lib/error-copy.ts';
import { EnvProvider } from './lib/edge.tsx';
import { ROUTE_MODULES, routes } from './routes.tsx';

const handler = createStaticHandler(routes);

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // Every document carries a fresh CSP nonce: never store it in a shared cache. no-transform: no Baidu transcoding.
  'Cache-Control': 'private, no-store, no-transform',
  // Behind nginx: do not buffer the stream.
  'X-Accel-Buffering': 'no',
};

/** Loader and action redirects leave through the site's one redirect rule: never to another host. */
function sendRedirect(res: ServerResponse, response: Response, origin: string): void {
  const target = siteLocation(response.headers.get('Location') ?? '/', origin);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.writeHead(response.status, { Location: target, 'Cache-Control': 'no-store' });
  res.end();
}

/**
 * Errors in the shape `createBrowserRouter` revives from `window.__staticRouterHydrationData`: a status
 * and the Chinese copy only. The router's own messages (`No route matches URL "…"`, `You made a POST
 * request to "…"`) echo the request and a thrown error's message is internal: both go to the log,
 * with the request id, never into the page.
 */
function serializeErrors(errors: StaticHandlerContext['errors'], log: RenderLogger): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    if (!isRouteErrorResponse(error)) log.error({ err: error, routeId }, 'route failed');
    else if ('internal' in error && error.internal === true) log.warn({ routeId, status, detail: String(error.data) }, 'router refused the request');
    const message = errorCopy(status).heading;
    out[routeId] = { status, statusText: message, internal: false, data: message, __type: 'RouteErrorResponse' };
  }
  return out;
}

/**
 * A form an action forwarded from the browser (`submitToServer`): the action runs here, no loader
 * runs, and the answer is the action's data as JSON (the browser router revalidates by itself).
 */
function wantsActionJson(request: Request): boolean {
  return request.method === 'POST' && (request.headers.get('accept') ?? '').includes('application/json');
}

function sendActionJson(res: ServerResponse, context: StaticHandlerContext, log: RenderLogger): void {
  const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
  const error = context.errors ? Object.values(context.errors)[0] : undefined;
  if (error !== undefined) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    if (status >= 500) log.error({ err: error }, 'action failed');
    else if (isRouteErrorResponse(error)) log.warn({ status, detail: String(error.data) }, 'action refused');
    res.writeHead(status, headers);
    res.end(JSON.stringify({ message: status === 405 ? '该页面不接受提交' : '提交失败，请稍后重试' }));
    return;
  }
  const actionData = context.actionData ? Object.values(context.actionData)[0] : null;
  const actionHeaders = Object.values(context.actionHeaders)[0];
  res.writeHead(context.statusCode, { ...(actionHeaders ? Object.fromEntries(actionHeaders) : {}), ...headers });
  res.end(JSON.stringify({ actionData: actionData ?? null }));
}

export const render: Render = async (args) => {
  const { request, res, nonce, log } = args;
  const json = wantsActionJson(request);
  // A data cache for this request alone: one visitor's reads never reach another's page.
  const queryClient = createQueryClient();
  const app: AppContext = { api: args.api, edge: args.edge, config: args.config, leadDesk: args.leadDesk, queryClient };
  const context = await handler.query(request, {
    requestContext: createAppContextProvider(app),
    ...(json ? { filterMatchesToLoad: () => false } : {}),
  });

  if (context instanceof Response) {
    // A loader's redirect: the handler answers no matches, so find the route that sent it.
    const sender = matchRoutes(handler.dataRoutes, new URL(request.url).pathname)?.at(-1);
    if (sender) args.onRoute?.(sender.route.id);
    if (context.status >= 300 && context.status < 400) return sendRedirect(res, context, args.config.publicOrigin);
    res.writeHead(context.status, Object.fromEntries(context.headers));
    res.end(Buffer.from(await context.arrayBuffer()));
    return;
  }

  const leaf = context.matches.at(-1);
  if (leaf) args.onRoute?.(leaf.route.id);
  if (json) return sendActionJson(res, context, log);

  const status = context.statusCode;
  const extraHeaders = leaf
    ? { ...Object.fromEntries(context.loaderHeaders[leaf.route.id] ?? []), ...Object.fromEntries(context.actionHeaders[leaf.route.id] ?? []) }
    : {};

  if (request.method === 'HEAD') {
    res.writeHead(status, { ...HTML_HEADERS, ...extraHeaders });
    res.end();
    return;
  }

  const routeFiles = context.matches.map((m) => ROUTE_MODULES[m.route.id]).filter((f): f is string => Boolean(f));
  const { bootstrapModules, ...pageAssets } = args.assets(routeFiles);
  if (args.edge.isBot) context.loaderData = await settleForCrawler(context.loaderData, args.ssrTimeoutMs);
  const { data: loaderData, keys } = dehydrateLoaderData(context.loaderData, nonce);
  const bootstrapScriptContent = documentStateScript(
    { loaderData, actionData: context.actionData, errors: serializeErrors(context.errors, log) },
    // The reads that settled while the loaders ran; deferred blocks arrive through their own stream.
    { env: { edge: args.edge, config: args.config }, assets: pageAssets, queries: dehydrate(queryClient) },
  );
  const router = createStaticRouter(handler.dataRoutes, context);

  await new Promise<void>((resolve) => {
    let didError = false;
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <EnvProvider value={{ edge: args.edge, config: args.config }}>
          <AssetsProvider value={pageAssets}>
            <DeferredKeysProvider value={keys}>
              <ApiClientProvider app={app}>
                <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
              </ApiClientProvider>
            </DeferredKeysProvider>
          </AssetsProvider>
        </EnvProvider>
      </StrictMode>,
      {
        nonce,
        bootstrapScriptContent,
        bootstrapModules,
        // React outlines large finished boundaries behind their fallback (swapped in by script);
        // crawlers must read every word inline, without JavaScript.
        ...(args.edge.isBot ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
        [args.edge.isBot ? 'onAllReady' : 'onShellReady']() {
          // A crawler waited for everything, so a late error can still change its status.
          res.writeHead(didError && args.edge.isBot ? 500 : status, { ...HTML_HEADERS, ...extraHeaders });
          pipe(res);
        },
        onShellError(error: unknown) {
          log.error({ err: error }, 'SSR shell failed');
          if (!res.headersSent) {
            res.writeHead(500, HTML_HEADERS);
            res.end(fallbackPage());
          }
          resolve();
        },
        onError(error: unknown) {
          // The digest reaches the browser, which then knows the boundary was left to it on purpose.
          if (isSsrTimeout(error)) return SSR_TIMEOUT_DIGEST;
          if (request.signal.aborted) return undefined;
          didError = true;
          log.error({ err: error }, 'SSR render error');
          return undefined;
        },
      },
    );
    const timer = setTimeout(() => {
      log.warn({ timeoutMs: args.ssrTimeoutMs }, 'SSR render timed out; the client renders the rest');
      abort(ssrTimeoutError());
    }, args.ssrTimeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    res.on('finish', done);
    res.on('close', () => {
      if (!res.writableFinished) abort(new Error('Client closed the connection'));
      done();
    });
  });
};
