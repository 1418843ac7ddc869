/**
 * The server's side of every upstream call made by the loaders: a circuit breaker per host (shared
 * with the API proxy), one bounded retry for idempotent GETs, and the catalogue cache for public,
 * user-independent GETs. Plugged into the shared request helper as its `transport`, so the helper
 * stays the same in the browser. See docs/decisions/0011.
 */
import type { Logger } from 'pino';
import type { AnyPath } from '#shared/api/contract';
import {
  createApiClient,
  failure,
  isLegacyPath,
  type ApiAttemptOptions,
  type ApiCallOutcome,
  type ApiCall,
  type ApiClient,
  type ApiResult,
  type ApiTransport,
} from '#shared/api/request';
import type { Config } from '../config.ts';
import { hostOf, type UpstreamRecorder } from '../metrics/metrics.ts';
import { signatureHeaders } from '../proxy/signature.ts';
import type { SharedStore } from '../store/store.ts';
import {
  BreakerOpenError,
  createBreakerRegistry,
  isUpstreamFailure,
  UpstreamFailure,
  type BreakerRegistry,
} from './breakers.ts';
import { ADDRESS_STALE_MS, CATALOGUE_PATHS, catalogueKey, isAddressLookup, SITE_ANSWERED_POSTS } from './cached-paths.ts';
import { createCatalogueCache, type CatalogueCache, type CatalogueCacheOptions } from './catalogue-cache.ts';
import { superagentHttp } from './superagent-http.ts';

/**
 * Headers of every server-side upstream call. On loopback (the embedded mock, a sidecar) compression
 * only costs CPU at both ends: ask for plain answers there.
 */
export function upstreamHeaders(config: Pick<Config, 'userApiUrl' | 'legacyApiUrl'>): Record<string, string> {
  const loopback = [config.userApiUrl, config.legacyApiUrl].every((url) =>
    ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname),
  );
  return loopback ? { 'accept-encoding': 'identity' } : {};
}

/** A retry needs at least this much of the deadline left to be worth making. */
const MIN_RETRY_MS = 250;
/** 502, 503, 504: a gateway or the service said "not now"; another try may land elsewhere. */
const RETRY_STATUSES = new Set([0, 502, 503, 504]);

type Timeout = { response: number; deadline: number };

/**
 * Each attempt goes through the host's breaker (open: the helper's failure result at once). A GET
 * that failed without an answer or with 502/503/504 is tried once more, only when the first attempt
 * did not use up the response timeout and the retry fits in what is left of the overall deadline.
 * POSTs are never retried.
 */
export function guardedTransport(
  breakers: BreakerRegistry,
  timeout: Timeout,
  baseUrlFor: (path: AnyPath) => string,
): ApiTransport {
  return async (call: ApiCall, attempt) => {
    const breaker = breakers.forUrl(baseUrlFor(call.path));
    const once = async (options?: ApiAttemptOptions): Promise<{ result: ApiResult<unknown>; open: boolean }> => {
      try {
        const result = await breaker.run(async () => {
          const answer = await attempt(options);
          if (isUpstreamFailure(answer)) {
            throw new UpstreamFailure(`${call.method} ${call.path} failed (HTTP ${answer.status || 'none'})`, answer);
          }
          return answer;
        });
        return { result, open: false };
      } catch (err) {
        if (err instanceof BreakerOpenError) return { result: failure(0), open: true };
        throw err;
      }
    };
    const started = Date.now();
    const first = await once();
    if (call.method !== 'GET' || first.open || !RETRY_STATUSES.has(first.result.status)) return first.result;
    const elapsed = Date.now() - started;
    const left = timeout.deadline - elapsed;
    if (elapsed >= timeout.response || left < MIN_RETRY_MS) return first.result;
    const second = await once({ timeout: { response: Math.min(timeout.response, left), deadline: left } });
    // The first failure opened the breaker: its answer says more than "not tried".
    return second.open ? first.result : second.result;
  };
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason ?? new DOMException('The request was aborted', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new DOMException('The request was aborted', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

type UntypedGet = (path: AnyPath, query?: unknown) => Promise<ApiResult<unknown>>;

/** What one server-side caller asks of its upstream client. */
export interface UpstreamClientOptions {
  requestId: string;
  /** The caller's `Authorization` (the visitor's session); absent: anonymous. */
  authorization?: string;
  /** The visitor's connection: a call stops when they leave. Absent: the call outlives any request. */
  signal?: AbortSignal;
  /**
   * Through the catalogue cache: public GETs shared by every visitor, and the posts the site answers
   * itself refused (a page render's client and the search index's source).
   */
  cached?: boolean;
  /** The caller's own headers (a test's fault pass-through outside production). */
  headers?: Record<string, string>;
  /** Wraps this client's transport (the page cache watches for failed upstream calls). */
  wrapTransport?: (transport: ApiTransport) => ApiTransport;
}

export interface Upstream {
  breakers: BreakerRegistry;
  cache: CatalogueCache;
  /** Where every upstream call's latency and failure go (the proxy reports there too). */
  metrics?: UpstreamRecorder;
  /**
   * The one way server code talks to the upstream: signed, with the request id, behind the host's
   * breaker (with its bounded retry), and measured. Loaders, the session handlers, the sitemap, the
   * site's own API handlers and background work all get their client here.
   */
  client(options: UpstreamClientOptions): ApiClient;
  /**
   * A signed, anonymous client behind the breakers, tied to no visitor's connection: the site's own
   * handlers (WeChat signing, dealer services) and work that outlives a request (the data-lake clue,
   * which carries the visitor's `authorization` so the clue is linked to the account like the booking).
   */
  siteClient(requestId: string, authorization?: string): ApiClient;
  /** The site's anonymous client reading catalogue paths through the catalogue cache (the search index's source). */
  cachedSiteClient(requestId: string): ApiClient;
  shutdown(): void;
}

export function createUpstream(
  config: Config,
  logger: Logger,
  store: SharedStore,
  hooks: {
    /** Latency and failures of every upstream call, per host. */
    metrics?: UpstreamRecorder;
    onCacheLookup?: CatalogueCacheOptions['onLookup'];
    onCacheStored?: CatalogueCacheOptions['onStored'];
    now?: CatalogueCacheOptions['now'];
  } = {},
): Upstream {
  const breakers = createBreakerRegistry(config.breaker, { user: config.userApiUrl, legacy: config.legacyApiUrl });
  breakers.onStateChange((change) => {
    const level = change.state === 'open' ? 'warn' : 'info';
    logger[level](
      { host: change.host, upstreams: change.upstreams, state: change.state },
      'upstream circuit breaker changed state',
    );
  });
  const timeout: Timeout = { response: config.upstreamTimeoutMs, deadline: config.upstreamTimeoutMs + 2000 };
  const baseUrlFor = (path: AnyPath) => (isLegacyPath(path) ? config.legacyApiUrl : config.userApiUrl);
  const guard = guardedTransport(breakers, timeout, baseUrlFor);
  const encoding = upstreamHeaders(config);
  const cache = createCatalogueCache({
    store,
    ttlMs: config.catalogue.ttlMs,
    staleMs: config.catalogue.staleMs,
    // A refresh is one call and at most one retry, both within the deadline.
    lockMs: timeout.deadline + 1000,
    logger,
    onLookup: hooks.onCacheLookup,
    onStored: hooks.onCacheStored,
    ...(hooks.now ? { now: hooks.now } : {}),
  });
  const addressCache = createCatalogueCache({
    store,
    ttlMs: config.catalogue.ttlMs,
    staleMs: Math.min(config.catalogue.staleMs, ADDRESS_STALE_MS),
    lockMs: timeout.deadline + 1000,
    logger,
    onLookup: hooks.onCacheLookup,
  });

  const hosts = new Map([config.userApiUrl, config.legacyApiUrl].map((u) => [u, hostOf(u)]));
  const { metrics } = hooks;
  const onSettled = metrics
    ? (o: ApiCallOutcome) => {
        const host = hosts.get(o.baseUrl) ?? hostOf(o.baseUrl);
        if (o.failure) metrics.upstreamFailure(host, o.failure);
        else metrics.upstreamResponse(host, o.durationMs / 1000, o.status);
      }
    : undefined;
  const sign = (method: 'GET' | 'POST', pathname: string) => signatureHeaders(config.signSecret, method, pathname);

  function client(options: UpstreamClientOptions): ApiClient {
    const { requestId, authorization, signal } = options;
    const own = options.cached ? cachedTransport(requestId, signal) : guard;
    return createApiClient({
      http: superagentHttp,
      baseUrl: config.userApiUrl,
      baseUrlFor,
      headers: {
        ...encoding,
        ...options.headers,
        'x-request-id': requestId,
        ...(authorization ? { authorization } : {}),
      },
      sign,
      ...(signal ? { signal } : {}),
      timeout,
      transport: options.wrapTransport ? options.wrapTransport(own) : own,
      ...(onSettled ? { onSettled } : {}),
    });
  }

  function cachedTransport(requestId: string, signal?: AbortSignal): ApiTransport {
    return (call, attempt) => {
      if (call.method === 'POST' && SITE_ANSWERED_POSTS.has(call.path)) return Promise.resolve(failure(403));
      const shared = call.method === 'GET' && config.catalogue.ttlMs > 0;
      const kept =
        shared && CATALOGUE_PATHS.has(call.path) ? cache : shared && isAddressLookup(call) ? addressCache : null;
      if (!kept) return guard(call, attempt);
      // Shared answers are fetched anonymously and without the visitor's signal (one visitor leaving
      // must not cancel the load others wait for); the client is made only on a miss, so a hot page's
      // reads are answered without one.
      const load = () => (client({ requestId }).get as UntypedGet)(call.path, call.payload);
      return untilAborted(kept.get(catalogueKey(call.path, call.payload), load), signal);
    };
  }

  return {
    breakers,
    cache,
    ...(metrics ? { metrics } : {}),
    client,
    siteClient: (requestId, authorization) => client({ requestId, ...(authorization ? { authorization } : {}) }),
    cachedSiteClient: (requestId) => client({ requestId, cached: true }),
    shutdown: () => breakers.shutdown(),
  };
}
