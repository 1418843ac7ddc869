import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { SharedStore } from './store.ts';

/** The shared store did not answer a rate-limit count; the caller decides (refuse or let through). */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('shared store unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/**
 * express-rate-limit's `Store` over `SharedStore.increment`, so every limiter counts where the rest of
 * the shared state lives (memory or Redis) with one failure rule and one key prefix
 * (docs/decisions/0010-shared-state-redis.md). One instance per limiter, as express-rate-limit asks.
 *
 * No `decrement`: the limiters never use skipSuccessfulRequests / skipFailedRequests (their options
 * type leaves them out), and a counter that silently failed to go down would be worse than an error.
 */
export class SharedRateLimitStore implements Store {
  /** Keys counted here are seen by every process only when the store is shared (Redis). */
  readonly localKeys: boolean;
  private windowMs = 60_000;

  constructor(
    private readonly store: SharedStore,
    readonly prefix = 'rl:',
  ) {
    this.localKeys = store.kind === 'memory';
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    try {
      const { count, resetAt } = await this.store.increment(this.prefix + key, this.windowMs);
      return { totalHits: count, resetTime: new Date(resetAt) };
    } catch (err) {
      throw new StoreUnavailableError(err);
    }
  }

  decrement(): Promise<void> {
    return Promise.reject(
      new Error('SharedRateLimitStore does not decrement: skip*Requests options are not supported'),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.store.delete(this.prefix + key);
  }
}
