/**
 * Server entry, built by Vite for SSR: runs the route loaders through the static handler and streams
 * the document with `renderToPipeableStream`, the way React Router's own node entry does:
 * redirects become real 3xx, HEAD is answered without rendering, browsers get the shell as soon as
 * it is ready and crawlers the whole page, a hung render is aborted after `ssrTimeoutMs`, and a
 * client that leaves aborts the render and (through `request.signal`) its upstream calls.
 */
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouterProvider, type StaticHandler } from 'react-router';
import type {
  BareReact,
  PageCachePolicy,
  PreparedDocument,
  Render,
  RenderArgs,
  RenderTarget,
} from '#server/ssr/render-contract';
import { siteLocation } from '#shared/domain/site-location';
import { ApiClientProvider } from './lib/data/api-client-context.tsx';
import { ServerAppContext, type AppContext } from './lib/data/app-context.ts';
import { AssetsProvider } from './lib/ssr/assets.tsx';
import { dehydrateLoaderData, DeferredKeysProvider, settleForCrawler } from './lib/ssr/deferred.tsx';
import { documentStateScript } from './lib/ssr/document-state.ts';
import { documentOptions, HTML_HEADERS, streamDocument, type DocumentParts } from './stream-document.server.ts';
import { RequestReads } from './lib/data/request-reads.ts';
import { UNAVAILABLE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './lib/data/route-status.ts';
import { EnvProvider } from './lib/platform/edge.tsx';
import { routeModuleFile, routes } from './routes.tsx';
import { preloadChrome } from './components/preloaded-chrome.ts';
import { branchRouter } from './branch-router.ts';
import { sendActionJson, serializeErrors, wantsActionJson } from './action-answer.ts';
import { isResource, mayBeResource, pageCachePolicy as pagePolicy } from './page-policy.ts';
import { segmentHandlers } from './segment-handlers.ts';

const handlers = segmentHandlers(routes);

/** Loader and action redirects leave through the site's one redirect rule: never to another host. */
function sendRedirect(res: RenderTarget, response: Response, origin: string): void {
  const target = siteLocation(response.headers.get('Location') ?? '/', origin);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.writeHead(response.status, { Location: target, 'Cache-Control': 'no-store' });
  res.end();
}

/**
 * A resource route's answer (a download) goes out as its loader made it; `query` would render it as a page.
 * A failure there is left to the page render, which shows the error page with its status.
 */
async function sentResource(
  request: Request,
  pathname: string,
  handler: StaticHandler,
  res: RenderTarget,
  app: AppContext,
  args: RenderArgs,
): Promise<boolean> {
  // matchRoutes decodes the path first; an encoded one is left to it.
  if (!pathname.includes('%') && !mayBeResource(pathname)) return false;
  const leaf = matchRoutes(handler.dataRoutes, pathname)?.at(-1);
  if (!leaf || !isResource(leaf.route.id)) return false;
  let answer: unknown;
  try {
    answer = await handler.queryRoute(request, {
      routeId: leaf.route.id,
      requestContext: new ServerAppContext(app),
    });
  } catch (thrown) {
    answer = thrown;
  }
  if (!(answer instanceof Response) || answer.status >= 400) return false;
  args.onRoute?.(leaf.route.id);
  if (answer.status >= 300 && answer.status < 400) {
    sendRedirect(res, answer, args.config.publicOrigin);
    return true;
  }
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(request.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer()));
  return true;
}

/** The rendered-page cache's rule for a path (client/page-policy.ts), matched in the path's own routes. */
export const pageCachePolicy: PageCachePolicy = (pathname) => pagePolicy(pathname, handlers.forPath(pathname).dataRoutes);

/**
 * A prepared document and what the renderers need of it, kept in a private field: the element tree
 * never leaves this module. Not a module-level `WeakMap` keyed by the document: V8 keeps the values of
 * a long-lived `WeakMap` through young-generation collections, which would promote every request's
 * tree (docs/decisions/0048-no-request-keys-in-long-lived-weakmaps.md).
 */
class Prepared implements PreparedDocument {
  readonly #parts: DocumentParts;

  constructor(
    readonly status: number,
    readonly headers: Readonly<Record<string, string>>,
    parts: DocumentParts,
  ) {
    this.#parts = parts;
  }

  static partsOf(doc: PreparedDocument): DocumentParts {
    if (!(doc instanceof Prepared)) throw new Error('not a document prepared by this module');
    return doc.#parts;
  }
}

/**
 * Runs the loaders and builds the document's element tree; null when the request was answered without
 * a document (a redirect, a non-GET answer, HEAD, an action's JSON).
 */
async function prepareDocument(args: RenderArgs): Promise<PreparedDocument | null> {
  const { request, res, nonce, log } = args;
  const json = wantsActionJson(request);
  // A data cache for this request alone: one visitor's reads never reach another's page.
  const reads = new RequestReads(args.api);
  const app: AppContext = {
    api: args.api,
    edge: args.edge,
    config: args.config,
    leadDesk: args.leadDesk,
    search: args.search,
    upstreamGaps: args.upstreamGaps,
    now: args.now,
    submissionKey: () => args.submissionKey,
    queryClient: reads.queryClient,
    read: reads.read,
  };
  const { pathname } = new URL(request.url);
  const handler = handlers.forPath(pathname);
  if (!json && (await sentResource(request, pathname, handler, res, app, args))) return null;
  const context = await handler.query(request, {
    requestContext: new ServerAppContext(app),
    ...(json ? { filterMatchesToLoad: () => false } : {}),
  });

  if (context instanceof Response) {
    // A loader's redirect: the handler answers no matches, so find the route that sent it.
    const sender = matchRoutes(handler.dataRoutes, pathname)?.at(-1);
    if (sender) args.onRoute?.(sender.route.id);
    if (context.status >= 300 && context.status < 400) {
      sendRedirect(res, context, args.config.publicOrigin);
      return null;
    }
    res.writeHead(context.status, Object.fromEntries(context.headers));
    res.end(Buffer.from(await context.arrayBuffer()));
    return null;
  }

  const leaf = context.matches.at(-1);
  if (leaf) args.onRoute?.(leaf.route.id);
  if (json) {
    sendActionJson(res, context, log);
    return null;
  }

  const status = context.statusCode;
  const extraHeaders = {
    ...(leaf
      ? {
          ...Object.fromEntries(context.loaderHeaders[leaf.route.id] ?? []),
          ...Object.fromEntries(context.actionHeaders[leaf.route.id] ?? []),
        }
      : {}),
    // Every page answered without its main data (route-status.ts) says when to come back.
    ...(status === UNAVAILABLE.status ? { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } : {}),
  };

  if (request.method === 'HEAD') {
    res.writeHead(status, { ...HTML_HEADERS, ...extraHeaders });
    res.end();
    return null;
  }

  const routeFiles = context.matches.map((m) => routeModuleFile(m.route.id)).filter((f): f is string => Boolean(f));
  const { bootstrapModules, ...pageAssets } = args.assets(routeFiles);
  if (args.edge.isBot) context.loaderData = await settleForCrawler(context.loaderData, args.ssrTimeoutMs);
  const { data: loaderData, keys } = dehydrateLoaderData(context.loaderData, nonce);
  const bootstrapScriptContent = documentStateScript(
    { loaderData, actionData: context.actionData, errors: serializeErrors(context.errors, log) },
    // The reads that settled while the loaders ran; deferred blocks arrive through their own stream.
    { env: { edge: args.edge, config: args.config }, queries: reads.dehydrate() },
  );
  const router = branchRouter(handler.dataRoutes, context);
  await preloadChrome(); // once per process: the components then render as if imported statically
  const element = (
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
    </StrictMode>
  );
  return new Prepared(
    status,
    { ...HTML_HEADERS, ...extraHeaders },
    { element, nonce, bootstrapScriptContent, bootstrapModules },
  );
}

/**
 * The bench's bare-React reference (scripts/bench-reference.ts): this module's document tree, prepared
 * once, then rendered per request with nothing around it.
 */
export const bareReact: BareReact = {
  prepare: prepareDocument,
  stream(doc, res) {
    const parts = Prepared.partsOf(doc);
    const { pipe } = renderToPipeableStream(parts.element, {
      ...documentOptions(parts),
      onShellReady() {
        res.writeHead(doc.status, doc.headers);
        pipe(res);
      },
    });
  },
  string(doc) {
    const { element, nonce, bootstrapScriptContent, bootstrapModules } = Prepared.partsOf(doc);
    const scripts = bootstrapModules
      .map((src) => `<script type="module" src="${src}" nonce="${nonce}" async></script>`)
      .join('');
    return `<!DOCTYPE html>${renderToString(element)}<script nonce="${nonce}">${bootstrapScriptContent}</script>${scripts}`;
  },
};

export const render: Render = async (args) => {
  const doc = await prepareDocument(args);
  if (!doc) return;
  await streamDocument(Prepared.partsOf(doc), doc, args.res, {
    waitForAll: args.edge.isBot,
    log: args.log,
    signal: args.request.signal,
    ssrTimeoutMs: args.ssrTimeoutMs,
  });
};
