/**
 * The page side, after the API layer: what the site answers itself on page paths (the share-code
 * lookup limit of `/c/…`, the site search and its limit, the auto-show calendar, the 关怀版 switch),
 * one canonical URL per page, the overload guard, the edge context, the rendered-page cache, SSR, and
 * 405 for any other method.
 */
import type express from 'express';
import type { RequestHandler } from 'express';
import { envelopeFor } from '#shared/api/envelope';
import { MAX_REDIRECT_LENGTH, siteLocation } from '#shared/domain/site-location';
import type { Config } from '../config.ts';
import { createDataLake } from '../leads/data-lake.ts';
import { autoshowCalendarRoute } from '../dealer-services/autoshow-calendar.ts';
import { startLagSampler } from '../event-loop-lag.ts';
import { careModeRoute } from '../middleware/care-mode.ts';
import { edgeContext } from '../middleware/edge.ts';
import { overloadGuard } from '../middleware/overload.ts';
import { createPageCache, PAGE_CACHE_MAX_STALE_MS } from '../page-cache/page-cache.ts';
import { placeLocator } from '../page-cache/place.ts';
import { searchRoutes } from '../search/routes.ts';
import { createPageRenderer, ssrHandler, type PageRendererDeps } from '../ssr/document.ts';
import { createMemoryPageStore } from '../store/page-store.ts';
import { createSharedPageStore } from '../store/shared-page-store.ts';
import type { AppContext } from './context.ts';

/**
 * One canonical form per page: no trailing slash. The Location goes through the site's one redirect
 * rule (shared/domain/site-location.ts), so `/\\host/` or `//host/` never becomes another host; a
 * path too long to redirect gets its 404 from the page handler instead of an echo in a header.
 */
function canonicalPath(config: Config): RequestHandler {
  return (req, res, next) => {
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
  };
}

/** What a render needs besides the SSR entry's own dependencies. */
function rendererDeps(ctx: AppContext): PageRendererDeps {
  const { deps, upstream } = ctx;
  const dataLake = createDataLake({
    client: upstream.siteClient,
    logger: deps.logger,
    ...(deps.dataLakeRetryDelaysMs ? { retryDelaysMs: deps.dataLakeRetryDelaysMs } : {}),
  });
  const { leadLimiter, metrics, upstreamGaps, now, search } = ctx;
  return { ...deps.ssr, leadLimiter, upstream, metrics, dataLake, upstreamGaps, now, search };
}

/** Rendered-page cache (docs/decisions/0018-rendered-page-cache.md): only with the routes' cache rule. */
function pageCacheMiddleware(app: express.Express, ctx: AppContext, ssrDeps: PageRendererDeps): RequestHandler | null {
  const { config, deps, store, metrics } = ctx;
  if (!config.pageCache.enabled || !deps.ssr.pagePolicy) return null;
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
    locate: placeLocator(ctx.upstream.cachedSiteClient('page-cache')),
    onLookup: (result) => metrics.cacheLookup('page', result),
  });
  app.locals.pageCache = pageCache;
  return pageCache.middleware;
}

export function mountPages(app: express.Express, ctx: AppContext, shareCodes: RequestHandler): void {
  const { config, deps, store, onRefused, metrics } = ctx;
  app.use(shareCodes);
  const searchLimit = deps.searchLimit ? { limit: deps.searchLimit } : {};
  app.use(searchRoutes({ service: ctx.search, store, logger: deps.logger, onRefused, ...searchLimit }));
  app.use(autoshowCalendarRoute(config));
  app.use(careModeRoute(config));
  app.use(canonicalPath(config));
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
  const ssrDeps = rendererDeps(ctx);
  const pageCache = pageCacheMiddleware(app, ctx, ssrDeps);
  if (pageCache) app.use(pageCache);
  app.use(ssrHandler(config, deps.logger, ssrDeps));
  app.use((req, res) => {
    // Pages answer GET, HEAD and their forms' POST; the answer never echoes the request.
    res
      .status(405)
      .set({ Allow: 'GET, HEAD, POST', 'Cache-Control': 'no-store' })
      .json(envelopeFor(req.path, 'methodNotAllowed', '不支持该请求方法'));
  });
}
