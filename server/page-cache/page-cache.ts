/**
 * The rendered-page cache (docs/decisions/0018-rendered-page-cache.md, docs/architecture.md#rendered-page-cache):
 * anonymous GETs of public pages are answered from a stored render.
 *
 * - Key: the variant of the markup (mobile, mini-program, Mac WeChat, 关怀版 and its text size), the path and the query parameters
 *   the matched routes declare they read, and for a route that reads the visitor's IP location the place it
 *   locates to. Any other parameter (tracking parameters aside) means the page is rendered for that request alone.
 * - A page is rendered for the cache the way a crawler gets it (every deferred value inline), so one
 *   entry serves browsers and crawlers alike; the render sees no cookie, no session and the default channel.
 * - Per-request parts are never stored: the CSP nonce, the edge context (UA flags and channel) and a lead
 *   form's idempotency key are holes filled on every answer (a fresh key each time, so two visitors of one
 *   render never share one); the request id and the channel cookie are headers of the answer.
 * - Fresh for `ttlMs`, then served stale while one background render per key refreshes it; when that
 *   render meets a failing upstream the stale page stays (logged) and is retried after `ttlMs`.
 * - Only 200 HTML without Set-Cookie and without a failed upstream call is stored: never redirects,
 *   error pages, posts, account pages or logged-in visitors.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { carriesSessionCookie } from '#shared/api/session';
import type { ApiResult, ApiTransport } from '#shared/api/request';
import { DEFAULT_CHANNEL } from '#shared/domain/channel';
import type { EdgeContext } from '#shared/domain/edge-context';
import { paths } from '#shared/paths';
import { edgeOf } from '../middleware/edge.ts';
import { nonceOf } from '../middleware/security.ts';
import { clientAddress } from '../proxy/forwarding.ts';
import type { PageRenderer } from '../ssr/document.ts';
import type { PageCachePolicy, PageCacheRule } from '../ssr/render-contract.ts';
import type { PageStore, StoredPage } from '../store/page-store.ts';
import { CapturedResponse } from './capture.ts';
import { compressPieces, gzipFromPieces } from './gzip-template.ts';
import { cacheQuery, variantOf, type Variant } from './key.ts';
import { fillTemplate, holeValues, serializedEdge, templateOf, type HoleValues } from './holes.ts';

export type PageCacheResult = 'hit' | 'miss' | 'stale';

/** A page older than this is never served, even when the upstream is down. */
export const PAGE_CACHE_MAX_STALE_MS = 24 * 60 * 60 * 1000;

export interface PageCacheOptions {
  store: PageStore;
  ttlMs: number;
  policy: PageCachePolicy;
  renderPage: PageRenderer;
  publicOrigin: string;
  logger: Logger;
  now?: () => number;
  onLookup?: (result: PageCacheResult) => void;
  /**
   * The place a caller's address locates to, as the pages' loaders find it (same lookup, same cache):
   * pages that read it are kept per place. null (not located) or absent: such pages are rendered per request.
   */
  locate?: (address: string) => Promise<string | null>;
}


/** A request made with a session: read from its own headers, whatever middleware runs before this one. */
function isPersonal(req: Request): boolean {
  return Boolean(req.headers.authorization) || carriesSessionCookie(req.headers.cookie);
}

const ACCOUNT_PREFIX = paths.account();

type Outcome = { page: StoredPage } | { page: null; upstreamFailed: boolean };

/** What a render for the cache needs: the page, the markup variant, and for a located page an address of its place. */
interface CacheRender {
  location: string;
  variant: Variant;
  address: string;
}

export interface PageCache {
  middleware: (req: Request, res: Response, next: NextFunction) => Promise<void>;
  /** Renders running for the cache (tests wait for background renders). */
  idle(): Promise<void>;
}

/** Renders a page for the cache and stores it when it may be shared. */
async function renderForCache(
  options: PageCacheOptions,
  key: string,
  render: CacheRender,
  requestId: string,
): Promise<Outcome> {
  const { store, renderPage, logger } = options;
  const now = options.now ?? Date.now;
  const { location, variant, address } = render;
  const log = logger.child({ reqId: requestId, pageCacheKey: key });
  const nonce = randomBytes(16).toString('base64');
  // Marks where the page's lead-form key sits: every answer gets a fresh key there.
  const submissionKey = randomUUID();
  // Rendered as a crawler gets it: the whole page inline, shareable by every visitor of the variant.
  const edge: EdgeContext = {
    isWechat: variant.flags.isMiniProgram || variant.flags.isMacWechat,
    ...variant.flags,
    isBot: true,
    channel: DEFAULT_CHANNEL,
  };
  let upstreamFailed = false;
  // Calls still running when the render ends: it gave up on their blocks (the SSR timeout) and left
  // them to the browser; such a page is incomplete, like one whose upstream failed.
  let pending = 0;
  const watch =
    (transport: ApiTransport): ApiTransport =>
    async (call, attempt) => {
      pending += 1;
      try {
        const result: ApiResult<unknown> = await transport(call, attempt);
        if (!result.ok && (result.status === 0 || result.status >= 500)) upstreamFailed = true;
        return result;
      } finally {
        pending -= 1;
      }
    };
  const target = new CapturedResponse();
  // A located page is rendered with the address of a visitor of its place (the loaders look it up again).
  const headers: Record<string, string> = { accept: 'text/html', ...(address ? { 'x-forwarded-for': address } : {}) };
  const request = new Request(new URL(location, options.publicOrigin), { headers });
  const startedAt = now();
  try {
    await renderPage({ request, res: target, nonce, edge, submissionKey, requestId, ip: '', log: () => log, wrapTransport: watch });
  } catch (err) {
    log.error({ err }, 'page cache: render failed');
    return { page: null, upstreamFailed: true };
  }
  if (pending > 0) {
    log.warn({ pending }, 'page cache: the render gave up on blocks still loading; not stored');
    upstreamFailed = true;
  }
  const answered: Record<string, string> = {};
  for (const [name, value] of Object.entries(target.headers))
    answered[name] = Array.isArray(value) ? value.join(', ') : value;
  const html = answered['content-type']?.startsWith('text/html') ? target.body() : '';
  const template =
    target.statusCode === 200 && !upstreamFailed && html && !('set-cookie' in answered)
      ? templateOf(html, { nonce, edge: serializedEdge(edge), key: submissionKey })
      : null;
  if (!template) return { page: null, upstreamFailed: upstreamFailed || target.statusCode >= 500 };
  // Compressed once here, so a gzip answer is assembled, not compressed, per request (gzip-template.ts).
  const gzip = await compressPieces(template.pieces).catch((err: unknown) => {
    log.warn({ err }, 'page cache: compressing the page failed; its answers are compressed per request');
    return undefined;
  });
  const page: StoredPage = {
    status: 200,
    headers: answered,
    ...template,
    ...(gzip ? { gzip } : {}),
    storedAt: startedAt,
    retryAt: 0,
  };
  try {
    await store.set(key, page);
  } catch (err) {
    log.warn({ err }, 'page cache: store write failed');
  }
  return { page };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { store, ttlMs, policy, logger } = options;
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, Promise<Outcome>>();
  // Keys whose last render could not be stored (a redirect, a 404): rendered per request for a while
  // instead of twice (once for the cache, once for the visitor).
  async function locate(address: string): Promise<string | null> {
    if (!options.locate || !address) return null;
    return options.locate(address).catch((err: unknown) => {
      logger.warn({ err }, 'page cache: locating the visitor failed; rendering for them');
      return null;
    });
  }
  const uncacheable = new LRUCache<string, true>({ max: 10_000, ttl: Math.max(ttlMs, 1000) });
  // Matching a path flattens and ranks the routes of its first segment each time (~20 µs): once per path.
  const policies = new LRUCache<string, PageCacheRule | false>({ max: 10_000 });
  async function policyOf(pathname: string): Promise<PageCacheRule | null> {
    const known = policies.get(pathname);
    if (known !== undefined) return known || null;
    const found = await policy(pathname);
    policies.set(pathname, found ?? false);
    return found;
  }

  /** One render per key at a time, whoever asks. */
  function refresh(key: string, render: CacheRender, requestId: string): Promise<Outcome> {
    const running = inFlight.get(key);
    if (running) return running;
    const started = renderForCache(options, key, render, requestId).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  function send(req: Request, res: Response, page: StoredPage, result: PageCacheResult): void {
    options.onLookup?.(result);
    const values: HoleValues = { nonce: nonceOf(res), edge: serializedEdge(edgeOf(res)), key: randomUUID() };
    res.status(page.status).set(page.headers).set('x-cache', result);
    res.vary('Accept-Encoding');
    let body: Buffer;
    if (page.gzip && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      // Already encoded: the compression middleware leaves an answer with a Content-Encoding alone.
      body = gzipFromPieces(page.pieces, page.gzip, holeValues(page, values));
      res.setHeader('Content-Encoding', 'gzip');
    } else {
      body = fillTemplate(page, values);
    }
    res.setHeader('Content-Length', body.length);
    res.end(body);
  }

  async function read(key: string, log: () => Logger): Promise<StoredPage | undefined> {
    try {
      return await store.get(key);
    } catch (err) {
      log().warn({ err }, 'page cache: store read failed; rendering');
      return undefined;
    }
  }

  async function middleware(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (
      req.method !== 'GET' ||
      isPersonal(req) ||
      req.path === ACCOUNT_PREFIX ||
      req.path.startsWith(`${ACCOUNT_PREFIX}/`)
    )
      return next();
    const queryStart = req.originalUrl.indexOf('?');
    const search = new URLSearchParams(queryStart === -1 ? '' : req.originalUrl.slice(queryStart + 1));
    const declared = await policyOf(req.path);
    const query = declared ? cacheQuery(search, declared.query) : null;
    if (query === null) return next();
    const variant = variantOf(edgeOf(res));
    const location = query ? `${req.path}?${query}` : req.path;
    const address = declared?.located ? clientAddress(req) : '';
    const place = declared?.located ? await locate(address) : '';
    if (place === null) return next();
    const key = `${variant.id}${location}${place && `@${place}`}`;
    const render: CacheRender = { location, variant, address };
    if (uncacheable.has(key)) return next();
    // Asked for when a line is written: binding the request to a logger costs, and a hit logs nothing.
    const log = () => req.log ?? logger;
    const requestId = String(req.id ?? '');

    const stored = await read(key, log);
    const age = stored ? now() - stored.storedAt : Infinity;
    if (stored && age < ttlMs) return send(req, res, stored, 'hit');
    if (stored && age < ttlMs + PAGE_CACHE_MAX_STALE_MS) {
      if (now() >= stored.retryAt && !inFlight.has(key)) {
        void refresh(key, render, requestId).then(async (outcome) => {
          if (outcome.page) return;
          if (outcome.upstreamFailed) {
            log().warn(
              { pageCacheKey: key, ageMs: now() - stored.storedAt },
              'page cache: refresh met a failing upstream; serving the stale page',
            );
            await store.set(key, { ...stored, retryAt: now() + ttlMs }).catch(() => undefined);
          } else {
            // The page is gone or moved (404, redirect): never serve the old one again.
            uncacheable.set(key, true);
            await store.delete(key).catch(() => undefined);
          }
        });
      }
      return send(req, res, stored, 'stale');
    }

    const outcome = await refresh(key, render, requestId);
    if (outcome.page) return send(req, res, outcome.page, 'miss');
    // Rendered per request for a while, whatever the reason: during an outage a second render for
    // the cache per visitor would only double the failing calls.
    uncacheable.set(key, true);
    // Not storable: this visitor gets their own render, streamed as usual.
    next();
  }

  return {
    middleware,
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight.values()]);
    },
  };
}
