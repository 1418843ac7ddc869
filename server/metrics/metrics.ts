/**
 * Prometheus metrics (prom-client) in a registry per app, never the library's global one: two apps in
 * one test process keep their own counts, and only what this module registers is exported. Callers
 * get a typed recorder; the registry is read by the loopback metrics server (./server.ts). See
 * docs/decisions/0012-overload-and-metrics.md for names and labels.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export type CacheResult = 'hit' | 'miss' | 'stale';
/** For caches (catalogue, rendered pages): one call per lookup. */
export type CacheLookupRecorder = (cache: string, result: CacheResult) => void;

/** opossum's states (as server/upstream/breakers.ts names them); `setBreakerState` takes the one just entered. */
export type BreakerState = 'closed' | 'halfOpen' | 'open';
export type BreakerStateRecorder = (host: string, state: BreakerState) => void;
export const BREAKER_STATE_VALUE: Record<BreakerState, number> = { closed: 0, halfOpen: 1, open: 2 };

/** Why an upstream call failed: no answer in time, no connection, or an answer with a 5xx status. */
export type UpstreamErrorKind = 'timeout' | 'network' | 'http_5xx';

export interface UpstreamRecorder {
  /** A response arrived after `seconds` (any status; a 5xx also counts as an error). */
  upstreamResponse(host: string, seconds: number, status: number): void;
  /** No response: timed out or could not connect. */
  upstreamFailure(host: string, kind: Exclude<UpstreamErrorKind, 'http_5xx'>): void;
}

export type RateLimitRecorder = (limit: string) => void;

export interface Metrics extends UpstreamRecorder {
  readonly registry: Registry;
  /** A page request answered by the SSR handler: leaf route id, seconds from start to the last byte. */
  observeRender(routeId: string, seconds: number): void;
  cacheLookup: CacheLookupRecorder;
  setBreakerState: BreakerStateRecorder;
  rateLimitRefused: RateLimitRecorder;
  /** A page request answered 503 by the overload guard. */
  overloadShed(): void;
  /** The search index was built: its size and how long the build took (server/search/). */
  searchIndexBuilt(stats: { documents: number; postings: number; bytes: number; seconds: number }): void;
  /** A search index build failed (the previous index, if any, stays). */
  searchIndexFailed(): void;
  /** Any response of the site's port, by its status: the 5xx share is an alert. */
  response(status: number): void;
}

export interface MetricsOptions {
  /** Process, heap, GC and event-loop metrics of prom-client (`collectDefaultMetrics`). Default true. */
  defaultMetrics?: boolean;
  /** Current event-loop lag in ms (the overload sampler's value), exported as a gauge. */
  eventLoopLagMs?: () => number;
  /** Does the shared store (Redis) answer right now? Asked at each scrape, exported as a gauge. */
  sharedStoreUp?: () => Promise<boolean>;
}

/** Pages render in tens of ms; streamed pages with deferred data take up to the SSR timeout (10 s). */
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Upstream answers: up to the upstream timeout (8 s). */
const UPSTREAM_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });

  // One line a metric: every series lives in this registry only, never in prom-client's global one.
  const histogram = <L extends string>(name: string, help: string, labelNames: L[], buckets: number[]) =>
    new Histogram<L>({ name, help, labelNames, buckets, registers });
  const counter = <L extends string>(name: string, help: string, labelNames: L[]) =>
    new Counter<L>({ name, help, labelNames, registers });

  const render = histogram(
    'ssr_render_duration_seconds',
    'Server render of a page, from the request reaching the SSR handler to its last streamed byte, by leaf route id',
    ['route'],
    RENDER_BUCKETS,
  );
  const cacheLookups = counter('cache_lookups_total', 'Cache lookups by cache and result (hit, miss, stale)', [
    'cache',
    'result',
  ]);
  const upstreamDuration = histogram(
    'upstream_request_duration_seconds',
    'Time until an upstream answered (proxy and server-side loaders), by upstream host',
    ['host'],
    UPSTREAM_BUCKETS,
  );
  const upstreamErrors = counter(
    'upstream_errors_total',
    'Failed upstream calls by host and kind (timeout, network, http_5xx)',
    ['host', 'kind'],
  );
  const breakerState = new Gauge({
    name: 'upstream_breaker_state',
    help: 'Circuit breaker state per upstream host: 0 closed, 1 half-open, 2 open',
    labelNames: ['host'],
    registers,
  });
  const rateLimitRefusals = counter('rate_limit_refusals_total', 'Requests refused by a rate limit, by limit name', [
    'limit',
  ]);
  const shed = counter(
    'overload_shed_total',
    'Page requests answered 503 because the event loop lagged past OVERLOAD_LAG_MS',
    [],
  );
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers });
  const searchDocuments = gauge('search_index_documents', 'Documents in the search index in use');
  const searchPostings = gauge('search_index_postings', 'Posting entries (document references) in the search index in use');
  const searchBytes = gauge('search_index_bytes', 'Approximate memory of the search index in use (texts and postings)');
  const searchBuild = histogram(
    'search_index_build_duration_seconds',
    'One build of the search index, from its first upstream read to the swap',
    [],
    [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  );
  const searchBuilds = counter('search_index_builds_total', 'Search index builds by result (ok, failed)', ['result']);
  const responses = counter('http_responses_total', 'Responses of the site by status class (2xx, 3xx, 4xx, 5xx)', [
    'status_class',
  ]);
  const storeUp = options.sharedStoreUp;
  if (storeUp) {
    new Gauge({
      name: 'shared_store_up',
      help: 'Whether the shared store (Redis) answered a PING at this scrape: 1 yes, 0 no',
      registers,
      async collect() {
        this.set((await storeUp()) ? 1 : 0);
      },
    });
  }
  const lag = options.eventLoopLagMs;
  if (lag) {
    new Gauge({
      name: 'overload_event_loop_lag_seconds',
      help: 'Event-loop lag the overload guard compares with OVERLOAD_LAG_MS (largest timer drift of the last second)',
      registers,
      collect() {
        this.set(lag() / 1000);
      },
    });
  }

  return {
    registry,
    observeRender: (routeId, seconds) => render.observe({ route: routeId }, seconds),
    cacheLookup: (cache, result) => cacheLookups.inc({ cache, result }),
    upstreamResponse(host, seconds, status) {
      upstreamDuration.observe({ host }, seconds);
      if (status >= 500) upstreamErrors.inc({ host, kind: 'http_5xx' });
    },
    upstreamFailure: (host, kind) => upstreamErrors.inc({ host, kind }),
    setBreakerState: (host, state) => breakerState.set({ host }, BREAKER_STATE_VALUE[state]),
    rateLimitRefused: (limit) => rateLimitRefusals.inc({ limit }),
    overloadShed: () => shed.inc(),
    searchIndexBuilt({ documents, postings, bytes, seconds }) {
      searchDocuments.set(documents);
      searchPostings.set(postings);
      searchBytes.set(bytes);
      searchBuild.observe(seconds);
      searchBuilds.inc({ result: 'ok' });
    },
    searchIndexFailed: () => searchBuilds.inc({ result: 'failed' }),
    response: (status) => responses.inc({ status_class: `${Math.floor(status / 100)}xx` }),
  };
}

/** `host:port` of an upstream base URL, the label value of the upstream metrics. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'unknown';
  }
}
