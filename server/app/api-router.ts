/**
 * The API layer: `/api/*`, `/client/*` (the legacy API) and `/static/*`, one router with its own
 * middleware, entered only by those paths, so a page request never passes an API-only check.
 * In order: the allow-list of endpoints and their methods, the CSRF check, the SMS/captcha limits, the
 * share-code lookup limit, the lead limits, the session handler (docs/decisions/0007) and the session's
 * token as `Authorization`, the requests the site answers itself (WeChat JS-SDK signing,
 * docs/decisions/0024; the dealer services, docs/decisions/0025), then the proxy.
 */
import express, { type RequestHandler } from 'express';
import { dealerServices } from '../dealer-services/routes.ts';
import { proxyLeadLimits } from '../leads/proxy-lead-limits.ts';
import { csrfProtection } from '../middleware/csrf.ts';
import { apiMethods } from '../middleware/methods.ts';
import { rateLimits } from '../middleware/rate-limit.ts';
import { createApiProxy } from '../proxy/api-proxy.ts';
import { sessionAuthorization, sessionBodyErrors, sessionRoutes } from '../proxy/session.ts';
import { jssdkConfigRoute } from '../wechat/jssdk-config.ts';
import { createTicketSource } from '../wechat/tickets.ts';
import type { AppContext } from './context.ts';

const API_PREFIXES = ['/api/', '/client/', '/static/'] as const;

/** Paths the API layer owns (the same prefixes its checks and the proxy match). */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** `shareCodes` is the share-code lookup limit, shared with the `/c/…` pages so both count together. */
export function apiRouter(ctx: AppContext, shareCodes: RequestHandler): RequestHandler {
  const { config, deps, store, onRefused, upstream } = ctx;
  const { logger } = deps;
  const router = express.Router();
  router.use(apiMethods());
  router.use(csrfProtection(config));
  for (const limit of rateLimits(deps.rateLimits, { store, logger, onRefused })) router.use(limit);
  router.use(shareCodes);
  router.use(proxyLeadLimits(ctx.leadLimiter));
  router.use(sessionRoutes(config, logger, upstream));
  router.use(sessionBodyErrors);
  router.use(sessionAuthorization);
  const tickets = createTicketSource({
    wechat: config.wechat,
    store,
    client: upstream.siteClient,
    gaps: ctx.upstreamGaps,
    logger,
  });
  router.use(jssdkConfigRoute({ origins: config.wechatSignOrigins, tickets, logger }));
  router.use(dealerServices({ store, client: upstream.siteClient, logger, onRefused, now: ctx.now }));
  router.use(createApiProxy(config, logger, upstream, ctx.upstreamGaps));
  // Anything the layer does not answer (`/static/*` with a separate static host) goes on to the pages.
  return (req, res, next) => (isApiPath(req.path) ? router(req, res, next) : next());
}
