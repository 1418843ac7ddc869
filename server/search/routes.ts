/**
 * The search's own endpoints and limit, before the proxy and the pages: `GET /search/suggest?q=` (the
 * header's suggestions) and `GET /search/results?q=&kind=&page=` (a search page's data for the browser's
 * router), both JSON in the `/api` envelope. Every search (these and the `/search` page) counts against
 * one per-address budget in the shared store; while the store is unreachable searches go on (they send
 * nothing and cost little) with a warning. The access log masks the query (server/logger.ts): a phone
 * number typed into the box never reaches a log line.
 */
import express, { type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { envelopeFor } from '#shared/api/envelope';
import { parsePageParam } from '#shared/domain/paging';
import { cleanQuery, parseSearchKind, SEARCH_RESULTS_PATH, SEARCH_SUGGEST_PATH } from '#shared/domain/search';
import type { OnRefused } from '../middleware/rate-limit.ts';
import { addressLimit } from '../middleware/address-limit.ts';
import type { SharedStore } from '../store/store.ts';
import type { SearchService } from './search-service.ts';

export const SEARCH_PER_IP = 120;
export const SEARCH_WINDOW_MS = 60 * 1000;
const TOO_MANY = '搜索过于频繁，请稍后再试';
const UNAVAILABLE = '搜索暂时不可用，请稍后再试';

function isSearch(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && /^\/search(\/suggest|\/results)?\/*$/.test(req.path);
}

export interface SearchRouteDeps {
  service: SearchService;
  store: SharedStore;
  logger: Logger;
  onRefused?: OnRefused;
  /** Searches per address per minute (tests lower it). */
  limit?: number;
}

export function searchRoutes({
  service,
  store,
  logger,
  onRefused,
  limit = SEARCH_PER_IP,
}: SearchRouteDeps): RequestHandler[] {
  const limited = addressLimit({
    name: 'search',
    what: 'search',
    windowMs: SEARCH_WINDOW_MS,
    limit,
    store,
    logger,
    onRefused,
    applies: isSearch,
    message: TOO_MANY,
    wantsJson: (req) => !/^\/search\/*$/.test(req.path),
  });

  const router = express.Router();
  router.get(SEARCH_SUGGEST_PATH, async (req, res) => {
    const q = cleanQuery(typeof req.query.q === 'string' ? req.query.q : '');
    const hits = q ? await service.suggest(q) : [];
    if (hits === null) {
      return void res
        .status(503)
        .set({ 'Retry-After': '30', 'Cache-Control': 'no-store' })
        .json(envelopeFor(req.path, 'serviceUnavailable', UNAVAILABLE));
    }
    res.set('Cache-Control', 'no-store').json(envelopeFor(req.path, 'ok', 'success', { query: q, hits }));
  });
  router.get(SEARCH_RESULTS_PATH, async (req, res) => {
    const q = cleanQuery(typeof req.query.q === 'string' ? req.query.q : '');
    const kind = parseSearchKind(typeof req.query.kind === 'string' ? req.query.kind : null);
    const page = parsePageParam(typeof req.query.page === 'string' ? req.query.page : null);
    if (page === null)
      return void res
        .status(400)
        .set('Cache-Control', 'no-store')
        .json(envelopeFor(req.path, 'badRequest', '页码无效'));
    const results = await service.search({ query: q, ...(kind ? { kind, page } : {}) });
    if (results === null) {
      return void res
        .status(503)
        .set({ 'Retry-After': '30', 'Cache-Control': 'no-store' })
        .json(envelopeFor(req.path, 'serviceUnavailable', UNAVAILABLE));
    }
    res.set('Cache-Control', 'no-store').json(envelopeFor(req.path, 'ok', 'success', results));
  });
  return [limited, router];
}
