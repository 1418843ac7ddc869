/**
 * Express -> React Router: builds a Fetch `Request` whose signal aborts when the client leaves
 * ("close without finish", not the request's own close, which fires once a body is read), gives the
 * loaders a per-request API client (signed, with the request id and the caller's auth), and renders.
 */
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { performance } from 'node:perf_hooks';
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import type { Logger } from 'pino';
import type { ApiTransport } from '#shared/api/request';
import type { EdgeContext } from '#shared/domain/edge-context';
import { createLeadDesk } from './lead-desk.ts';
import type { PageCachePolicy, Render, RenderTarget } from './render-contract.ts';
import type { Config } from '../config.ts';
import { publicConfig } from '../config.ts';
import { HttpError } from '../errors.ts';
import type { DataLake } from '../leads/data-lake.ts';
import type { LeadLimiter } from '../leads/lead-limits.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { isSameOrigin } from '../middleware/csrf.ts';
import { edgeOf } from '../middleware/edge.ts';
import { nonceOf } from '../middleware/security.ts';
import { authorizationOf } from '../proxy/session.ts';
import { clientAddress, isClientAddressHeader } from '../proxy/forwarding.ts';
import type { Upstream } from '../upstream/upstream.ts';
import type { AssetResolver } from './assets.ts';
import { CoalescingTarget } from './coalescing-target.ts';
import type { ServerUpstreamGaps } from '../upstream/upstream-gaps.ts';
import { TICKET_PATH } from '../wechat/tickets.ts';
import { createPageGaps } from '#shared/api/upstream-gaps';
import type { SiteSearch } from '#shared/domain/search';

export interface SsrDeps {
  loadRender: () => Promise<Render>;
  /** The routes' rendered-page cache rule (the server entry's `pageCachePolicy`); absent: no page cache. */
  pagePolicy?: PageCachePolicy;
  assets: AssetResolver;
  /** Limits of the lead actions; absent: no limits (tests of other parts). */
  leadLimiter?: LeadLimiter;
  /** The server's one upstream client factory (set by createApp). */
  upstream?: Upstream;
  /** Render time per route (docs/decisions/0012-overload-and-metrics.md); the upstream client meters its own calls. */
  metrics?: Pick<Metrics, 'observeRender'>;
  /** The test-drive clue through the data lake (set by createApp). */
  dataLake?: DataLake;
  /** The site's additions the upstream lacks (set by createApp); absent: none known. */
  upstreamGaps?: ServerUpstreamGaps;
  /** The site's clock, read by loaders and actions (tests fix it); `Date.now` by default. */
  now?: () => number;
  /** The site search (set by createApp); absent: every search answers "unavailable". */
  search?: SiteSearch;
}

/** Page forms are small: a lead form is well under 2 kB. */
const parseForm = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 40 });

/**
 * A page form post (a route action): same-origin only, URL-encoded only, size-limited. Each refusal
 * is an HttpError with a message a visitor can read (the error handler answers HTML or JSON).
 */
function readPageForm(req: ExpressRequest, res: ExpressResponse, publicOrigin: string): Promise<URLSearchParams> {
  if (!isSameOrigin(req, publicOrigin)) {
    return Promise.reject(new HttpError(403, '请求来源无效，请返回页面后重新提交'));
  }
  if (!req.is('application/x-www-form-urlencoded')) {
    return Promise.reject(new HttpError(415, '不支持的提交格式，请返回页面后重新提交'));
  }
  return new Promise((resolve, reject) => {
    parseForm(req, res, (err?: unknown) => {
      if (err) {
        const status = (err as { status?: unknown }).status;
        reject(
          status === 413
            ? new HttpError(413, '提交的内容过多，请精简后重新提交')
            : new HttpError(400, '提交的内容无法识别，请返回页面后重新提交'),
        );
        return;
      }
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries((req.body ?? {}) as Record<string, string | string[]>)) {
        for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
      }
      resolve(body);
    });
  });
}

/**
 * A page's fetch `Request`, whose `signal` is the visitor's connection. Handed to `new Request` as its
 * `signal`, the visitor's signal would be followed by undici with a listener, a `WeakRef` and a
 * `FinalizationRegistry` entry per request (which keep it until a full collection); the request answers
 * with it directly instead. Loaders, actions and React Router read `request.signal`, and React Router
 * passes it on when it makes a request of its own.
 */
class PageRequest extends Request {
  constructor(input: URL, init: RequestInit, signal: AbortSignal) {
    super(input, init);
    // An own property in front of the prototype's getter (a field or an accessor of the subclass would
    // depend on how the class fields are compiled).
    Object.defineProperty(this, 'signal', { value: signal, enumerable: true });
  }
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string, body?: URLSearchParams): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new Error('Client closed the connection'));
  });
  // Pairs, so the Request builds its Headers once (a Headers here would be validated and copied again).
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(req.headers)) {
    // The body is re-encoded below: its length may differ from the original. The caller's address
    // headers are the caller's to forge: the loaders get the one address the site trusts instead.
    if (value === undefined || name === 'content-length' || isClientAddressHeader(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.push([name, v]);
    else headers.push([name, value]);
  }
  const address = clientAddress(req);
  if (address) headers.push(['x-forwarded-for', address]);
  // The public origin, never the Host header: canonical and redirect URLs must not follow a forged host.
  return new PageRequest(
    new URL(req.originalUrl, origin),
    { method: req.method, headers, ...(body ? { body } : {}) },
    controller.signal,
  );
}

/** One page render: what the SSR handler and the rendered-page cache both hand the server entry. */
export interface PageRenderInput {
  request: Request;
  res: RenderTarget;
  nonce: string;
  edge: EdgeContext;
  /** The page's first lead-form key (the page cache's marker); absent: a fresh one. */
  submissionKey?: string;
  requestId: string;
  /** The caller's Authorization for upstream calls; absent for anonymous renders. */
  authorization?: string;
  ip: string;
  /**
   * The request's logger, asked for when a line is written: binding the request to a logger costs
   * (server/middleware/request-context.ts), and most renders log nothing.
   */
  log: () => Logger;
  /** Wraps the upstream transport of this render (the page cache watches for failed upstream calls). */
  wrapTransport?: (transport: ApiTransport) => ApiTransport;
}

export type PageRenderer = (input: PageRenderInput) => Promise<void>;

const NO_SEARCH: SiteSearch = { search: () => Promise.resolve(null) };

/** Listeners a page request's signal may carry at once: two per concurrent upstream call, with room. */
const PAGE_SIGNAL_LISTENERS = 100;

/** What a render needs that createApp adds to the entry's dependencies. */
export type PageRendererDeps = SsrDeps & { upstream: Upstream };

/** Builds once what every render shares; each call renders one page into `input.res`. */
export function createPageRenderer(config: Config, logger: Logger, deps: PageRendererDeps): PageRenderer {
  const pub = publicConfig(config);
  const limiter = deps.leadLimiter;
  const metrics = deps.metrics;
  const upstream = deps.upstream;

  return async ({ request, res, nonce, edge, submissionKey, requestId, authorization, ip, log, wrapTransport }) => {
    // Every upstream call of the render listens on the request's signal until it settles (the request
    // helper and its exchange, one each): the dealer page's dozen concurrent calls are no leak.
    setMaxListeners(PAGE_SIGNAL_LISTENERS, request.signal);
    const api = upstream.client({
      requestId,
      signal: request.signal,
      cached: true,
      ...(authorization ? { authorization } : {}),
      ...(wrapTransport ? { wrapTransport } : {}),
    });
    const startedAt = performance.now();
    // Until the router names the route (an error before matching): still counted, under its own label.
    let routeId = 'unmatched';
    try {
      const render = await deps.loadRender();
      // What the upstream lacks right now: the browser offers nothing that needs it, and asks for no
      // JS-SDK config when the ticket comes from an upstream that has no ticket endpoint.
      const upstreamLacks = (await deps.upstreamGaps?.list()) ?? [];
      const wechatShare =
        pub.wechatShare && (config.wechat.credentials !== null || !upstreamLacks.includes(TICKET_PATH));
      await render({
        request,
        res,
        nonce,
        edge,
        submissionKey: submissionKey ?? randomUUID(),
        config: { ...pub, wechatShare, upstreamLacks },
        upstreamGaps: deps.upstreamGaps ?? createPageGaps(upstreamLacks),
        api,
        assets: deps.assets,
        ssrTimeoutMs: config.ssrTimeoutMs,
        log: { error: (obj, msg) => log().error(obj, msg), warn: (obj, msg) => log().warn(obj, msg) },
        leadDesk: createLeadDesk({
          api,
          edge,
          gaps: deps.upstreamGaps,
          gate: limiter ? { consume: (phone, key) => limiter.consume({ ip, phone, key }, log()) } : undefined,
          sendClue: deps.dataLake ? (path, clue) => deps.dataLake?.send(clue, requestId, authorization, path) : undefined,
        }),
        search: deps.search ?? NO_SEARCH,
        now: deps.now ?? Date.now,
        onRoute: (id) => {
          routeId = id;
        },
      });
    } finally {
      // A render cut short by a visitor who left says nothing about how long pages take.
      if (!request.signal.aborted) metrics?.observeRender(routeId, (performance.now() - startedAt) / 1000);
    }
  };
}

export function ssrHandler(config: Config, logger: Logger, deps: PageRendererDeps) {
  const renderPage = createPageRenderer(config, logger, deps);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') return next();
    let form: URLSearchParams | undefined;
    if (req.method === 'POST') {
      try {
        form = await readPageForm(req, res, config.publicOrigin);
      } catch (err) {
        return next(err);
      }
    }
    const request = toFetchRequest(req, res, config.publicOrigin, form);
    // The session cookie's token (docs/decisions/0007); an explicit header only for non-browser callers.
    const authorization = authorizationOf(req) ?? req.get('authorization');
    try {
      await renderPage({
        request,
        // One write per React flush instead of one per ~4 kB piece (coalescing-target.ts).
        res: new CoalescingTarget(res),
        nonce: nonceOf(res),
        edge: edgeOf(res),
        requestId: String(req.id ?? ''),
        ...(authorization ? { authorization } : {}),
        ip: clientAddress(req),
        log: () => req.log ?? logger,
      });
    } catch (err) {
      if (request.signal.aborted) return; // the client left; nothing to answer
      next(err);
    }
  };
}
