/**
 * Fixed-window counters of the dealer services in the shared store, so every worker of every machine
 * counts together (docs/architecture.md#caches-and-shared-state). A refusal carries its wait and a
 * message for the visitor; a store that cannot count throws StoreUnavailableError and the caller refuses
 * (never an unlimited SMS).
 */
import { StoreUnavailableError } from '../store/rate-limit-store.ts';
import type { SharedStore } from '../store/store.ts';

export interface Refusal {
  retryAfter: number;
  message: string;
}

export interface WindowLimit {
  key: string;
  windowMs: number;
  limit: number;
  message: (wait: { seconds: number; minutes: number }) => string;
}

/** Counts one hit of each limit in order; the first one over its limit refuses (later ones are not counted). */
export async function consumeLimits(store: SharedStore, limits: readonly WindowLimit[]): Promise<Refusal | null> {
  for (const l of limits) {
    let hit: { count: number; resetAt: number };
    try {
      hit = await store.increment(`svc:${l.key}`, l.windowMs);
    } catch (err) {
      throw new StoreUnavailableError(err);
    }
    if (hit.count > l.limit) {
      const seconds = Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000));
      return { retryAfter: seconds, message: l.message({ seconds, minutes: Math.ceil(seconds / 60) }) };
    }
  }
  return null;
}
