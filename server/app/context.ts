/**
 * What the app's middleware share, built once per app: the shared store, the metrics, the one upstream
 * client factory (breakers, catalogue cache, metrics), the upstream's gaps, the search index and the lead
 * limits. createApp hands it to the groups it mounts (server/app/*.ts).
 */
import type { Config } from '../config.ts';
import { createLeadLimiter, type LeadLimiter } from '../leads/lead-limits.ts';
import { createMetrics, hostOf, type Metrics } from '../metrics/metrics.ts';
import type { OnRefused } from '../middleware/rate-limit.ts';
import { loadSearchDocuments } from '../search/documents.ts';
import { createSearchService, isSearchSource, type SearchService } from '../search/search-service.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import type { SharedStore } from '../store/store.ts';
import { createUpstreamGaps, type ServerUpstreamGaps } from '../upstream/upstream-gaps.ts';
import { createUpstream, type Upstream } from '../upstream/upstream.ts';
import type { AppDeps, Lifecycle } from './deps.ts';

export interface AppContext {
  config: Config;
  deps: AppDeps;
  lifecycle: Lifecycle;
  store: SharedStore;
  metrics: Metrics;
  onRefused: OnRefused;
  leadLimiter: LeadLimiter;
  upstream: Upstream;
  upstreamGaps: ServerUpstreamGaps;
  search: SearchService;
  now: () => number;
}

export function createAppContext(config: Config, deps: AppDeps): AppContext {
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
  const upstream = createUpstream(config, deps.logger, cacheStore, {
    metrics,
    onCacheLookup: (result) => metrics.cacheLookup('catalogue', result),
    onCacheStored: (key) => {
      if (isSearchSource(key)) search.refresh();
    },
    ...(deps.catalogueCache?.now ? { now: deps.catalogueCache.now } : {}),
  });
  // Every breaker starts closed: a series from the start, not only after the first change.
  for (const url of new Set([config.userApiUrl, config.legacyApiUrl])) metrics.setBreakerState(hostOf(url), 'closed');
  upstream.breakers.onStateChange(({ host, state }) => metrics.setBreakerState(hostOf(host), state));
  return {
    config,
    deps,
    lifecycle: deps.lifecycle ?? { draining: false },
    store,
    metrics,
    onRefused,
    leadLimiter,
    upstream,
    // The site's additions to the specification's endpoints that the upstream answered with 404 lately.
    upstreamGaps: createUpstreamGaps({ store, logger: deps.logger }),
    search,
    now: deps.now ?? Date.now,
  };
}
