/**
 * `createApp(config, deps)` builds the Express app without listening; `index.ts` owns the process.
 * Middleware order (docs/architecture.md#middleware-order): request id + log line, CSP nonce + helmet, compression,
 * static assets, health, API proxy, overload guard, edge context, SSR, and one error handler last.
 */
import path from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { envelopeFor } from '#shared/api/envelope';
import type { Config } from './config.ts';
import { errorHandler } from './errors.ts';
import { careModeRoute } from './middleware/care-mode.ts';
import { edgeContext } from './middleware/edge.ts';
import { requestLogging } from './middleware/request-context.ts';
import { cspNonce, securityHeaders } from './middleware/security.ts';
import { createApiProxy } from './proxy/api-proxy.ts';
import { csrfProtection } from './middleware/csrf.ts';
import { apiMethods } from './middleware/methods.ts';
import { rateLimits } from './middleware/rate-limit.ts';
import { shareCodeLimit } from './middleware/share-code-limit.ts';
import { createLeadLimiter, type LeadLimitSettings } from './leads/lead-limits.ts';
import { proxyLeadLimits } from './leads/proxy-lead-limits.ts';
import { createMemoryStore } from './store/memory-store.ts';
import type { SharedStore } from './store/store.ts';
import { sessionAuthorization, sessionBodyErrors, sessionRoutes } from './proxy/session.ts';
import { ssrHandler, type SsrDeps } from './ssr/document.ts';
import { seoRoutes } from './seo.ts';
import { MAX_REDIRECT_LENGTH, siteLocation } from '#shared/domain/site-location';
import { createUpstream } from './upstream/upstream.ts';
import { startLagSampler, type LagSampler } from './event-loop-lag.ts';
import { createMetrics, hostOf, type Metrics } from './metrics/metrics.ts';
import { overloadGuard } from './middleware/overload.ts';
import { hideNoTransform, restoreNoTransform } from './middleware/origin-compression.ts';
import { placeLocator } from './page-cache/place.ts';
import { createPageCache, PAGE_CACHE_MAX_STALE_MS, type PageCache } from './page-cache/page-cache.ts';
import { createPageRenderer } from './ssr/document.ts';
import { createMemoryPageStore, type PageStore } from './store/page-store.ts';
import { createSharedPageStore } from './store/shared-page-store.ts';
import { dealerServices } from './dealer-services/routes.ts';
import { autoshowCalendarRoute } from './dealer-services/autoshow-calendar.ts';
import { createDataLake } from './leads/data-lake.ts';
import { jssdkConfigRoute } from './wechat/jssdk-config.ts';
import { createTicketSource } from './wechat/tickets.ts';
import { createUpstreamGaps } from './upstream/upstream-gaps.ts';
import { loadSearchDocuments } from './search/documents.ts';
import { searchRoutes } from './search/routes.ts';
import { createSearchService, isSearchSource, type SearchService } from './search/search-service.ts';

export interface Lifecycle {
  /** Set while shutting down: responses ask clients to close their keep-alive connections. */
  draining: boolean;
}

export interface AppDeps {
  logger: Logger;
  ssr: SsrDeps;
  /** Built client (`dist/client`); absent in development, where Vite serves the sources. */
  clientDir?: string;
  /** Vite dev middlewares (development only). */
  devMiddleware?: RequestHandler;
  lifecycle?: Lifecycle;
  /** Is the upstream reachable? Used by `/readyz`. */
  checkUpstream?: () => Promise<boolean>;
  /** Rate limits of the SMS and captcha endpoints (tests lower them). */
  rateLimits?: Parameters<typeof rateLimits>[0];
  /** Lead submission limits (page forms and the lead API endpoints); tests lower them. */
  leadLimits?: LeadLimitSettings;
  /** Shared state (rate-limit counters, catalogue cache entries and locks): Redis in a cluster, this process's memory by default. */
  store?: SharedStore;
  /** Metrics recorder (its registry is served by the metrics server); absent: a private one nobody reads. */
  metrics?: Metrics;
  /** Waits between the data-lake clue's attempts (tests shorten them); default DATA_LAKE_RETRY_DELAYS_MS. */
  dataLakeRetryDelaysMs?: readonly number[];
  /** Event-loop lag for the overload guard (the process stops it on shutdown); absent: one of its own. */
  lagSampler?: LagSampler;
  /**
   * The site's clock, read by loaders, actions and the dealer services (the auto-show's registration
   * closes by it); tests fix it. `Date.now` by default.
   */
  now?: () => number;
  /** Rendered-page cache: its store (memory by default) and clock (tests move time). */
  pageCache?: { store?: PageStore; now?: () => number };
  /** The catalogue cache's clock (tests move time); its store is `store`. */
  catalogueCache?: { now?: () => number };
  /** Searches per address per minute (tests lower it); default SEARCH_PER_IP. */
  searchLimit?: number;
}

/** The app's search index (tests wait for its background rebuilds). */
export function searchOf(app: express.Express): SearchService {
  return app.locals.search as SearchService;
}

/** The app's rendered-page cache, when it has one (tests wait for its background renders). */
export function pageCacheOf(app: express.Express): PageCache | undefined {
  return app.locals.pageCache as PageCache | undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createApp(config: Config, deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const lifecycle = deps.lifecycle ?? { draining: false };
  const store = deps.store ?? createMemoryStore();
  const metrics = deps.metrics ?? createMetrics({ defaultMetrics: false });
  const onRefused = metrics.rateLimitRefused;
  const leadLimiter = createLeadLimiter(deps.leadLimits, { store, logger: deps.logger, onRefused });
  // Circuit breakers per upstream host (loaders and proxy share them) and the catalogue cache. In
  // memory, cache entries get a store of their own so a full cache can never evict a rate-limit counter.
  const cacheStore = store.kind === 'memory' ? createMemoryStore({ maxEntries: 5000 }) : store;
  // The search index reads through the catalogue cache and follows it: a list it is made of stored
  // anew means a rebuild (its first build runs on the first search, once `upstream` exists).
  const search = createSearchService({
    load: () => loadSearchDocuments(upstream.cachedSiteClient('search-index')),
    logger: deps.logger,
    maxAgeMs: config.catalogue.ttlMs,
    ...(deps.catalogueCache?.now ? { now: deps.catalogueCache.now } : {}),
    onBuilt: metrics.searchIndexBuilt,
    onFailed: metrics.searchIndexFailed,
  });
  app.locals.search = search;
  const upstream = createUpstream(config, deps.logger, cacheStore, {
    onCacheLookup: (result) => metrics.cacheLookup('catalogue', result),
    onCacheStored: (key) => {
      if (isSearchSource(key)) search.refresh();
    },
    ...(deps.catalogueCache?.now ? { now: deps.catalogueCache.now } : {}),
  });
  // Every breaker starts closed: a series from the start, not only after the first change.
  for (const url of new Set([config.userApiUrl, config.legacyApiUrl])) metrics.setBreakerState(hostOf(url), 'closed');
  upstream.breakers.onStateChange(({ host, state }) => metrics.setBreakerState(hostOf(host), state));
  // The site's additions to the specification's endpoints that the upstream answered with 404 lately.
  const upstreamGaps = createUpstreamGaps({ store, logger: deps.logger });

  app.use((_req, res, next) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    res.once('finish', () => metrics.response(res.statusCode));
    next();
  });
  app.use(requestLogging(deps.logger));
  app.use(cspNonce);
  app.use(securityHeaders(config));
  // compression adds res.flush(); React calls it after each streamed chunk, so streaming survives gzip.
  // Pages' no-transform is for intermediaries: the origin still compresses them (origin-compression.ts).
  app.use(restoreNoTransform);
  app.use(compression());
  app.use(hideNoTransform);

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = !lifecycle.draining && (await (deps.checkUpstream?.() ?? Promise.resolve(true)));
    res
      .set('Cache-Control', 'no-store')
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'unavailable', upstreams: upstream.breakers.states() });
  });

  // robots.txt (with the sitemap line) and sitemap.xml from the public origin, before any static file.
  app.use(seoRoutes(config, deps.logger));

  if (deps.clientDir) {
    app.use(
      '/assets',
      express.static(path.join(deps.clientDir, 'assets'), {
        index: false,
        fallthrough: true,
        setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
      }),
      // A missing hashed asset is a fast 404, never a rendered page.
      (_req, res) => void res.status(404).set('Cache-Control', 'no-store').type('text').send('Not found'),
    );
    // Public files all have an extension: a page path never costs a file-system lookup.
    const publicFiles = express.static(deps.clientDir, { index: false, maxAge: '1h' });
    app.use((req, res, next) => (/\.[^/]+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  // Development: Vite serves the sources first. They live under /client/, which is also the legacy API's
  // prefix; Vite passes on every path that is not a source file, so API calls still reach the proxy.
  if (deps.devMiddleware) app.use(deps.devMiddleware);

  // Session (docs/decisions/0007): the cookie's token rides upstream as Authorization; mutations must be
  // same-origin JSON; SMS and captcha endpoints are rate-limited; login/register/logout/cancel are
  // answered by the session handler, which keeps the token in an httpOnly cookie.
  app.use(cookieParser());
  app.use(apiMethods());
  app.use(csrfProtection(config));
  for (const limit of rateLimits(deps.rateLimits, { store, logger: deps.logger, onRefused })) app.use(limit);
  app.use(shareCodeLimit({ store, logger: deps.logger, onRefused }));
  app.use(proxyLeadLimits(leadLimiter));
  app.use(sessionRoutes(config, deps.logger));
  app.use(sessionBodyErrors);
  app.use(sessionAuthorization);
  // Answered by the site itself: WeChat JS-SDK signing (docs/decisions/0024) and the dealer services
  // with their own checks and limits (docs/decisions/0025); everything else goes through the proxy.
  app.use(
    jssdkConfigRoute({
      origins: config.wechatSignOrigins,
      tickets: createTicketSource({
        wechat: config.wechat,
        store,
        client: upstream.siteClient,
        gaps: upstreamGaps,
        logger: deps.logger,
      }),
      logger: deps.logger,
    }),
  );
  const now = deps.now ?? Date.now;
  const searchLimit = deps.searchLimit ? { limit: deps.searchLimit } : {};
  for (const handler of searchRoutes({ service: search, store, logger: deps.logger, onRefused, ...searchLimit }))
    app.use(handler);
  for (const handler of dealerServices({ store, client: upstream.siteClient, logger: deps.logger, onRefused, now }))
    app.use(handler);
  app.use(autoshowCalendarRoute(config));
  app.use(careModeRoute(config));
  for (const proxy of createApiProxy(config, deps.logger, upstream.breakers, metrics, upstreamGaps)) app.use(proxy);

  // One canonical form per page: no trailing slash. The Location goes through the site's one redirect
  // rule (shared/domain/site-location.ts), so `/\\host/` or `//host/` never becomes another host; a
  // path too long to redirect gets its 404 from the page handler instead of an echo in a header.
  app.use((req, res, next) => {
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      req.path.length > 1 &&
      req.path.endsWith('/') &&
      req.originalUrl.length <= MAX_REDIRECT_LENGTH
    ) {
      const queryStart = req.originalUrl.indexOf('?');
      const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart);
      return void res
        .status(301)
        .set('Location', siteLocation(req.path.replace(/\/+$/, '') + query, config.publicOrigin))
        .end();
    }
    next();
  });
  // Overload (docs/decisions/0012-overload-and-metrics.md): only new page requests are refused;
  // everything above (health, static files, API calls) and every request already in flight goes on.
  if (config.overloadLagMs > 0) {
    app.use(
      overloadGuard({
        thresholdMs: config.overloadLagMs,
        retryAfterS: config.overloadRetryAfterS,
        sampler: deps.lagSampler ?? startLagSampler(),
        logger: deps.logger,
        onShed: metrics.overloadShed,
      }),
    );
  }
  app.use(edgeContext);
  const dataLake = createDataLake({
    client: upstream.siteClient,
    logger: deps.logger,
    ...(deps.dataLakeRetryDelaysMs ? { retryDelaysMs: deps.dataLakeRetryDelaysMs } : {}),
  });
  const ssrDeps = { ...deps.ssr, leadLimiter, upstream, metrics, dataLake, upstreamGaps, now, search };
  // Rendered-page cache (docs/decisions/0018-rendered-page-cache.md): only with the routes' cache rule.
  if (config.pageCache.enabled && deps.ssr.pagePolicy) {
    const pageCache = createPageCache({
      store:
        deps.pageCache?.store ??
        (config.pageCache.store === 'shared'
          ? createSharedPageStore(store, config.pageCache.ttlMs + PAGE_CACHE_MAX_STALE_MS)
          : createMemoryPageStore()),
      ttlMs: config.pageCache.ttlMs,
      policy: deps.ssr.pagePolicy,
      renderPage: createPageRenderer(config, deps.logger, ssrDeps),
      publicOrigin: config.publicOrigin,
      logger: deps.logger,
      ...(deps.pageCache?.now ? { now: deps.pageCache.now } : {}),
      locate: placeLocator(upstream.cachedSiteClient('page-cache')),
      onLookup: (result) => metrics.cacheLookup('page', result),
    });
    app.locals.pageCache = pageCache;
    app.use(pageCache.middleware);
  }
  app.use(ssrHandler(config, deps.logger, ssrDeps));
  app.use((req, res) => {
    // Pages answer GET, HEAD and their forms' POST; the answer never echoes the request.
    res
      .status(405)
      .set({ Allow: 'GET, HEAD, POST', 'Cache-Control': 'no-store' })
      .json(envelopeFor(req.path, 'methodNotAllowed', '不支持该请求方法'));
  });
  app.use(errorHandler(deps.logger));
  return app;
}
