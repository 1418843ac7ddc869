/**
 * One circuit breaker (opossum) per upstream host, shared by everything that calls that host: the
 * loaders' API client and the API proxy. Failures are what says the host is in trouble (no answer,
 * a timeout, a 5xx); a 4xx or an envelope-level business error is an answer and counts as a success.
 * After too many failures in the window the breaker opens and calls fail at once; after `resetMs`
 * one probe call decides whether it closes again. See docs/decisions/0011.
 */
import { EventEmitter } from 'node:events';
import CircuitBreaker from 'opossum';

export type BreakerState = 'closed' | 'open' | 'halfOpen';
export type UpstreamName = 'user' | 'legacy';

export interface BreakerSettings {
  /** Opens when more than this share (%) of the calls in the window failed... */
  errorPercent: number;
  /** ...and the window holds at least this many calls. */
  volume: number;
  /** Open this long before a probe call is let through. */
  resetMs: number;
  /** Rolling statistics window (a multiple of 10 ms: ten buckets). */
  windowMs: number;
}

export interface BreakerStateChange {
  /** Origin of the upstream host, e.g. `https://api.aurelion.example`. */
  host: string;
  /** The upstreams served by that host (both when user-service and legacy share one, as the mock does). */
  upstreams: UpstreamName[];
  state: BreakerState;
}

/**
 * Did the upstream fail (no answer, a timeout, a 5xx), as opposed to answering, even with an error
 * (a 4xx, a business error code)? Status 0 is the request helper's "no response arrived".
 */
export function isUpstreamFailure(result: { status: number }): boolean {
  return result.status === 0 || result.status >= 500;
}

/** A failure of the upstream that the breaker counts: thrown inside `run`'s call. */
export class UpstreamFailure extends Error {
  constructor(
    message: string,
    /** The answer to hand back to the caller once counted (a failed API result, for instance). */
    readonly answer?: unknown,
  ) {
    super(message);
    this.name = 'UpstreamFailure';
  }
}

/** The breaker is open: the call was not made. */
export class BreakerOpenError extends Error {
  constructor(
    readonly host: string,
    /** Seconds until a probe call will be let through (for `Retry-After`). */
    readonly retryAfterSeconds: number,
  ) {
    super(`Circuit breaker for ${host} is open`);
    this.name = 'BreakerOpenError';
  }
}

export interface UpstreamBreaker {
  readonly host: string;
  state(): BreakerState;
  /**
   * Runs `call` through the breaker. A call that throws `UpstreamFailure` counts as a failure; anything
   * else it throws (an abort, for instance) passes through uncounted. Rejects with `BreakerOpenError`
   * without calling when the breaker is open (or half-open with its probe under way).
   */
  run<T>(call: () => Promise<T>): Promise<T>;
}

export interface BreakerRegistry {
  /** The breaker of the host of `url` (created on first use). */
  forUrl(url: string): UpstreamBreaker;
  /** State of each named upstream, for `/readyz`. */
  states(): Record<UpstreamName, BreakerState>;
  /** Called on every state change of any breaker (metrics, logs); returns the unsubscribe function. */
  onStateChange(listener: (change: BreakerStateChange) => void): () => void;
  /** Stops the breakers' timers. */
  shutdown(): void;
}

type Action = (call: () => Promise<unknown>) => Promise<unknown>;

export function createBreakerRegistry(
  settings: BreakerSettings,
  upstreams: Record<UpstreamName, string>,
): BreakerRegistry {
  const events = new EventEmitter();
  const breakers = new Map<string, UpstreamBreaker & { shutdown(): void }>();
  const originOf = (url: string) => new URL(url).origin;
  const namesOf = (host: string) =>
    (Object.keys(upstreams) as UpstreamName[]).filter((name) => originOf(upstreams[name]) === host);

  function create(host: string): UpstreamBreaker & { shutdown(): void } {
    const action: Action = (call) => call();
    const breaker = new CircuitBreaker<Parameters<Action>, unknown>(action, {
      name: host,
      // No timer of its own: every upstream call is already bounded (superagent, proxy socket timeout).
      timeout: false,
      errorThresholdPercentage: settings.errorPercent,
      volumeThreshold: settings.volume,
      resetTimeout: settings.resetMs,
      rollingCountTimeout: settings.windowMs,
      rollingCountBuckets: 10,
      enableSnapshots: false,
      // Only what says the host is in trouble counts; aborts by the visitor and 4xx answers do not.
      errorFilter: (err: unknown) => !(err instanceof UpstreamFailure),
    });
    let openedAt = 0;
    const state = (): BreakerState => (breaker.opened ? 'open' : breaker.halfOpen ? 'halfOpen' : 'closed');
    const announce = () =>
      events.emit('change', { host, upstreams: namesOf(host), state: state() } satisfies BreakerStateChange);
    breaker.on('open', () => {
      openedAt = Date.now();
      announce();
    });
    breaker.on('halfOpen', announce);
    breaker.on('close', announce);
    return {
      host,
      state,
      async run<T>(call: () => Promise<T>): Promise<T> {
        try {
          return (await breaker.fire(call)) as T;
        } catch (err) {
          if (err instanceof UpstreamFailure && err.answer !== undefined) return err.answer as T;
          if (isOpenBreakerError(err)) {
            const left = openedAt + settings.resetMs - Date.now();
            throw new BreakerOpenError(host, Math.max(1, Math.ceil(left / 1000)));
          }
          throw err;
        }
      },
      shutdown: () => breaker.shutdown(),
    };
  }

  function forHost(host: string) {
    let breaker = breakers.get(host);
    if (!breaker) {
      breaker = create(host);
      breakers.set(host, breaker);
    }
    return breaker;
  }

  return {
    forUrl: (url) => forHost(originOf(url)),
    states: () => ({
      user: forHost(originOf(upstreams.user)).state(),
      legacy: forHost(originOf(upstreams.legacy)).state(),
    }),
    onStateChange(listener) {
      events.on('change', listener);
      return () => void events.off('change', listener);
    },
    shutdown() {
      for (const breaker of breakers.values()) breaker.shutdown();
      breakers.clear();
      events.removeAllListeners();
    },
  };
}

function isOpenBreakerError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'EOPENBREAKER';
}
