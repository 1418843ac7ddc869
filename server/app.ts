/**
 * `createApp(config, deps)` builds the Express app without listening; `index.ts` owns the process.
 * Middleware order (docs/architecture.md#middleware-order): draining flag and response metrics, request
 * id + log line, CSP nonce + helmet, compression, health, SEO files, static assets, cookies, the API
 * layer (its own router, entered only by `/api`, `/client` and `/static` paths), the pages, and one
 * error handler last.
 */
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { Config } from './config.ts';
import { errorHandler } from './errors.ts';
import { requestLogging } from './middleware/request-context.ts';
import { cspNonce, securityHeaders } from './middleware/security.ts';
import { shareCodeLimit } from './middleware/share-code-limit.ts';
import { hideNoTransform, restoreNoTransform } from './middleware/origin-compression.ts';
import type { PageCache } from './page-cache/page-cache.ts';
import type { SearchService } from './search/search-service.ts';
import { seoRoutes } from './seo.ts';
import { apiRouter } from './app/api-router.ts';
import { createAppContext } from './app/context.ts';
import type { AppDeps } from './app/deps.ts';
import { healthRoutes, staticFiles } from './app/front.ts';
import { mountPages } from './app/pages.ts';

export type { AppDeps, Lifecycle } from './app/deps.ts';

/** The app's search index (tests wait for its background rebuilds). */
export function searchOf(app: express.Express): SearchService {
  return app.locals.search as SearchService;
}

/** The app's rendered-page cache, when it has one (tests wait for its background renders). */
export function pageCacheOf(app: express.Express): PageCache | undefined {
  return app.locals.pageCache as PageCache | undefined;
}

export function createApp(config: Config, deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const ctx = createAppContext(config, deps);
  const { lifecycle, metrics, store } = ctx;
  app.locals.search = ctx.search;

  app.use((_req, res, next) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    res.once('finish', () => metrics.response(res.statusCode));
    next();
  });
  app.use(requestLogging(app, deps.logger));
  app.use(cspNonce);
  app.use(securityHeaders(config));
  // compression adds res.flush(); React calls it after each streamed chunk, so streaming survives gzip.
  // Pages' no-transform is for intermediaries: the origin still compresses them (origin-compression.ts).
  app.use(restoreNoTransform);
  app.use(compression());
  app.use(hideNoTransform);

  app.use(healthRoutes(ctx));
  // robots.txt (with the sitemap line) and sitemap.xml from the public origin, before any static file.
  app.use(seoRoutes(config, deps.logger, ctx.upstream));
  if (deps.clientDir) app.use(staticFiles(deps.clientDir));
  // Development: Vite serves the sources first. They live under /client/, which is also the legacy API's
  // prefix; Vite passes on every path that is not a source file, so API calls still reach the API layer.
  if (deps.devMiddleware) app.use(deps.devMiddleware);

  // The session cookie is read on both sides: the API layer sends it upstream, pages render for it.
  app.use(cookieParser());
  // One limit counts share-code lookups by the API and by the `/c/…` pages alike.
  const shareCodes = shareCodeLimit({ store, logger: deps.logger, onRefused: ctx.onRefused });
  app.use(apiRouter(ctx, shareCodes));
  mountPages(app, ctx, shareCodes);
  app.use(errorHandler(deps.logger));
  return app;
}
