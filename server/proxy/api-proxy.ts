/**
 * `/api/*` and legacy `/client/*` forwarded to the upstream chosen by path and API_ENV (and `/static/*`
 * when no separate static host is configured). Each forwarded request is signed, keeps the caller's
 * `Authorization` and request id, and is bounded in time: an upstream that does not answer in time
 * gets a 504 envelope, one that cannot be reached a 502 envelope, never a hang or a stack trace.
 * Each host's circuit breaker (shared with the loaders, docs/decisions/0011) sees every forwarded
 * call; while it is open the proxy answers 503 with `Retry-After` at once instead of forwarding.
 */
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware, fixRequestBody } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { performance } from 'node:perf_hooks';
import { envelopeFor } from '#shared/api/envelope';
import { isAdditionPath } from '#shared/api/endpoints';
import type { UpstreamGaps } from '#shared/api/upstream-gaps';
import { siteLocation } from '#shared/domain/site-location';
import type { Config } from '../config.ts';
import { hostOf, type UpstreamRecorder } from '../metrics/metrics.ts';
import { BreakerOpenError, UpstreamFailure, type UpstreamBreaker } from '../upstream/breakers.ts';
import type { Upstream } from '../upstream/upstream.ts';
import { CLIENT_ADDRESS_HEADERS, clientAddress } from './forwarding.ts';
import { signatureHeaders } from './signature.ts';

/**
 * What the proxy keeps of one forwarded request, on the request itself: module-level WeakMaps keyed by
 * requests would keep their values through young collections
 * (docs/decisions/0048-no-request-keys-in-long-lived-weakmaps.md).
 */
interface Forwarding {
  /** How it ended, reported to its breaker: nothing for an answer, the failure otherwise. */
  settle?: (failure?: UpstreamFailure) => void;
  /** When it left for the upstream (upstream latency metrics). */
  sentAt?: number;
  timedOut?: boolean;
}
const FORWARDING = Symbol('forwarding');
type ForwardedRequest = IncomingMessage & { [FORWARDING]?: Forwarding };
const forwarding = (req: IncomingMessage): Forwarding => ((req as ForwardedRequest)[FORWARDING] ??= {});

/** Headers a browser sends that the upstream must not see. */
const STRIPPED_HEADERS = ['cookie', 'x-mock-fault'];

const ERRORS = {
  502: ['upstreamUnavailable', '服务暂时不可用，请稍后再试'],
  503: ['serviceUnavailable', '服务繁忙，请稍后再试'],
  504: ['upstreamTimeout', '服务响应超时，请稍后再试'],
} as const;

export function errorEnvelope(path: string, status: 502 | 503 | 504) {
  const [kind, msg] = ERRORS[status];
  return envelopeFor(path, kind, msg);
}

/** An upstream's `Location` as this site sends it on. */
export function upstreamLocation(location: string, upstream: string, publicOrigin: string): string {
  let onUpstream: string = location;
  try {
    const url = new URL(location, upstream);
    if (url.origin === new URL(upstream).origin) onUpstream = url.pathname + url.search + url.hash;
  } catch {
    /* not a URL: siteLocation falls back */
  }
  return siteLocation(onUpstream, publicOrigin);
}

function pathnameOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/';
}

function createUpstreamProxy(
  target: string,
  paths: string[],
  config: Config,
  logger: Logger,
  metrics?: UpstreamRecorder,
  gaps?: UpstreamGaps,
): RequestHandler {
  const host = hostOf(target);
  const publicHost = new URL(config.publicOrigin).host;
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    changeOrigin: true,
    // X-Forwarded-Proto and -Port from the proxy; -For and -Host are written in proxyReq below.
    xfwd: true,
    pathFilter: paths,
    on: {
      proxyReq(proxyReq: ClientRequest, req: IncomingMessage) {
        for (const name of STRIPPED_HEADERS) proxyReq.removeHeader(name);
        // The upstream learns the caller's address from the site only, never from the caller's own headers.
        for (const name of CLIENT_ADDRESS_HEADERS) proxyReq.removeHeader(name);
        const address = clientAddress(req as Request);
        if (address) proxyReq.setHeader('x-forwarded-for', address);
        proxyReq.setHeader('x-forwarded-host', publicHost);
        // Tests and local poking may pass a fault through to the mock; never in production.
        if (!config.isProduction && typeof req.headers['x-mock-fault'] === 'string') {
          proxyReq.setHeader('x-mock-fault', req.headers['x-mock-fault']);
        }
        const signed = signatureHeaders(config.signSecret, req.method ?? 'GET', pathnameOf(req.url));
        proxyReq.setHeader('x-timestamp', signed['x-timestamp']);
        proxyReq.setHeader('x-signature', signed['x-signature']);
        // A body parsed on the way (the rate limits read the phone number) is sent on as it came.
        fixRequestBody(proxyReq, req as IncomingMessage & { body?: unknown });
        forwarding(req).sentAt = performance.now();
        proxyReq.setTimeout(config.upstreamTimeoutMs, () => {
          forwarding(req).timedOut = true;
          proxyReq.destroy(new Error(`Upstream timeout after ${config.upstreamTimeoutMs} ms`));
        });
      },
      proxyRes(proxyRes: IncomingMessage, req: IncomingMessage) {
        const status = proxyRes.statusCode ?? 0;
        // An upstream's redirect leaves through the site's one redirect rule: a URL on the upstream's own
        // host becomes that path on this site, any other host the home page (docs/architecture.md#redirects).
        const location = proxyRes.headers.location;
        if (location !== undefined) proxyRes.headers.location = upstreamLocation(location, target, config.publicOrigin);
        forwarding(req).settle?.(
          status >= 500
            ? new UpstreamFailure(`${req.method ?? 'GET'} ${pathnameOf(req.url)} answered HTTP ${status}`)
            : undefined,
        );
        // An addition to the specification's endpoints that this upstream does not have: the browser gets
        // the 404 as it came, and the site stops offering what needs it (shared/api/upstream-gaps.ts).
        const pathname = pathnameOf(req.url);
        if (status === 404 && gaps && isAdditionPath(pathname)) void gaps.note(pathname);
        const started = forwarding(req).sentAt;
        if (started !== undefined) metrics?.upstreamResponse(host, (performance.now() - started) / 1000, status);
      },
      error(err: Error, req: IncomingMessage, res: ServerResponse | Socket) {
        const status = forwarding(req).timedOut ? 504 : 502;
        forwarding(req).settle?.(
          new UpstreamFailure(`${req.method ?? 'GET'} ${pathnameOf(req.url)} failed: ${err.message}`),
        );
        metrics?.upstreamFailure(host, status === 504 ? 'timeout' : 'network');
        const reqId = (req as IncomingMessage & { id?: unknown }).id;
        logger.warn({ err, reqId, url: req.url, status }, 'upstream request failed');
        if (!('writeHead' in res)) return void res.destroy();
        if (res.headersSent) return void res.destroy();
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(errorEnvelope(pathnameOf(req.url), status)));
      },
    },
  });
}

/**
 * Runs each forwarded request through the host's breaker. The breaker's call settles when the
 * upstream's answer head arrives (a 5xx counts as a failure), when the proxy fails (no answer, timeout),
 * or when the response closes first (the visitor left: not the upstream's fault, not a failure).
 */
function withBreaker(
  breaker: UpstreamBreaker,
  prefixes: string[],
  proxy: RequestHandler,
  logger: Logger,
): RequestHandler {
  return (req, res, next) => {
    if (!prefixes.some((prefix) => req.path.startsWith(prefix))) return next();
    let forwarded = false;
    breaker
      .run(
        () =>
          new Promise<void>((resolve, reject) => {
            forwarded = true;
            let settled = false;
            const settle = (failure?: UpstreamFailure) => {
              if (settled) return;
              settled = true;
              forwarding(req).settle = undefined;
              if (failure) reject(failure);
              else resolve();
            };
            forwarding(req).settle = settle;
            res.once('close', () => settle());
            Promise.resolve(proxy(req, res, next)).catch((err: unknown) => {
              settle();
              next(err);
            });
          }),
      )
      .catch((err: unknown) => {
        if (forwarded) return; // the proxy has answered (or the visitor left); the breaker counted it
        if (err instanceof BreakerOpenError) return void refuse(req, res, err, logger);
        next(err);
      });
  };
}

function refuse(req: Request, res: Parameters<RequestHandler>[1], err: BreakerOpenError, logger: Logger): void {
  logger.debug({ reqId: req.id, url: req.originalUrl, host: err.host }, 'upstream circuit open; refused at once');
  res
    .status(503)
    .set({ 'Retry-After': String(err.retryAfterSeconds), 'Cache-Control': 'no-store' })
    .json(errorEnvelope(req.path, 503));
}

/**
 * The proxy streams bodies through, so it makes no request-helper client; it takes the breakers and the
 * metrics from the server's one upstream factory (server/upstream/upstream.ts), like every other caller.
 */
export function createApiProxy(
  config: Config,
  logger: Logger,
  upstream: Pick<Upstream, 'breakers' | 'metrics'>,
  gaps?: UpstreamGaps,
): RequestHandler[] {
  const { breakers, metrics } = upstream;
  const userPaths = ['/api/**', ...(config.staticHost ? [] : ['/static/**'])];
  const user = createUpstreamProxy(config.userApiUrl, userPaths, config, logger, metrics, gaps);
  const legacy = createUpstreamProxy(config.legacyApiUrl, ['/client/**'], config, logger, metrics, gaps);
  return [
    withBreaker(
      breakers.forUrl(config.userApiUrl),
      ['/api/', ...(config.staticHost ? [] : ['/static/'])],
      user,
      logger,
    ),
    withBreaker(breakers.forUrl(config.legacyApiUrl), ['/client/'], legacy, logger),
  ];
}
