/** What createApp is given: the process's logger, the SSR entry, and what tests replace. */
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { LeadLimitSettings } from '../leads/lead-limits.ts';
import type { Metrics } from '../metrics/metrics.ts';
import type { LagSampler } from '../event-loop-lag.ts';
import type { rateLimits } from '../middleware/rate-limit.ts';
import type { SsrDeps } from '../ssr/document.ts';
import type { PageStore } from '../store/page-store.ts';
import type { SharedStore } from '../store/store.ts';

export interface Lifecycle {
  /** Set while shutting down: responses ask clients to close their keep-alive connections. */
  draining: boolean;
}

export interface AppDeps {
  logger: Logger;
  ssr: SsrDeps;
  /** Built client (`dist/client`); absent in development, where Vite serves the sources. */
  clientDir?: string;
  /** Vite dev middlewares (development only). */
  devMiddleware?: RequestHandler;
  lifecycle?: Lifecycle;
  /** Is the upstream reachable? Used by `/readyz`. */
  checkUpstream?: () => Promise<boolean>;
  /** Rate limits of the SMS and captcha endpoints (tests lower them). */
  rateLimits?: Parameters<typeof rateLimits>[0];
  /** Lead submission limits (page forms and the lead API endpoints); tests lower them. */
  leadLimits?: LeadLimitSettings;
  /** Shared state (rate-limit counters, catalogue cache entries and locks): Redis in a cluster, this process's memory by default. */
  store?: SharedStore;
  /** Metrics recorder (its registry is served by the metrics server); absent: a private one nobody reads. */
  metrics?: Metrics;
  /** Waits between the data-lake clue's attempts (tests shorten them); default DATA_LAKE_RETRY_DELAYS_MS. */
  dataLakeRetryDelaysMs?: readonly number[];
  /** Event-loop lag for the overload guard (the process stops it on shutdown); absent: one of its own. */
  lagSampler?: LagSampler;
  /**
   * The site's clock, read by loaders, actions and the dealer services (the auto-show's registration
   * closes by it); tests fix it. `Date.now` by default.
   */
  now?: () => number;
  /** Rendered-page cache: its store (memory by default) and clock (tests move time). */
  pageCache?: { store?: PageStore; now?: () => number };
  /** The catalogue cache's clock (tests move time); its store is `store`. */
  catalogueCache?: { now?: () => number };
  /** Searches per address per minute (tests lower it); default SEARCH_PER_IP. */
  searchLimit?: number;
}
