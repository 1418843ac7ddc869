/**
 * Shared state of the site: rate-limit counters, cache entries, locks, idempotency records. Every
 * worker of every machine must agree on them, so they go through this interface: memory (one
 * process) by default, Redis when `REDIS_URL` is set. See docs/architecture.md#caches-and-shared-state.
 *
 * Failure rule: a store that cannot be reached rejects (it never waits for a reconnect). Callers
 * decide what that means: caches treat it as a miss and render, code-sending limits refuse with 503.
 */
export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** Stores `value` under `key` for `ttlMs` milliseconds. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Stores only when `key` is absent (a lock, an idempotency record): true when this call stored it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * Counts one hit in a fixed window that starts with the key's first hit: the hits so far (this one
   * included) and when the window ends (epoch ms).
   */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Cheap health check: true when the store answers right now (never rejects). */
  ping?(): Promise<boolean>;
  close(): Promise<void>;
}
