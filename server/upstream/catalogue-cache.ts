/**
 * The catalogue cache: upstream answers that are the same for every visitor and change rarely (series,
 * model, spec, notes, options, regions, dealers, key visuals, news: `CATALOGUE_PATHS`), shared by all
 * loaders through the shared store (memory in one process, Redis across processes). See
 * docs/decisions/0011 and 0026.
 *
 * - Fresh for `ttlMs`: answered from the store, no upstream call.
 * - Then, for another `ttlMs`, stale-while-revalidate: answered at once with the old value while one
 *   request refreshes it in the background.
 * - Older (up to `ttlMs + staleMs`): the request waits for the refresh and, when the upstream fails or
 *   its breaker is open, gets the old value (stale-if-error).
 * - Concurrent loads of one key make one upstream call per process (the in-flight promise is shared);
 *   a background refresh takes a short lock in the store first, so several processes do not all
 *   refresh the same key at once.
 * - Only successful answers with data are stored. A store that fails is a miss, never a failed page.
 */
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { ApiResult } from '#shared/api/request';
import type { SharedStore } from '../store/store.ts';
import { isUpstreamFailure } from './breakers.ts';

export interface CatalogueCacheOptions {
  store: SharedStore;
  ttlMs: number;
  staleMs: number;
  /** Lifetime of a refresh lock: longer than one upstream call may take. */
  lockMs: number;
  logger: Logger;
  now?: () => number;
  /** Told how each lookup was answered (metrics): fresh from the store, stale while refreshing, or a miss. */
  onLookup?: (result: 'hit' | 'stale' | 'miss') => void;
  /** Told the key of every answer stored (a new or refreshed entry): what is built from it may rebuild. */
  onStored?: (key: string) => void;
}

export interface CatalogueCache {
  /** The answer for `key`, from the store or from `load` (called at most once per process at a time). */
  get(key: string, load: () => Promise<ApiResult<unknown>>): Promise<ApiResult<unknown>>;
}

interface Entry {
  storedAt: number;
  result: ApiResult<unknown>;
}

/** Bumped when the stored shape changes, so a shared store never hands an old shape to new code. */
const PREFIX = 'catalogue:v1:';

export function isCacheable(result: ApiResult<unknown>): boolean {
  return result.ok && result.data !== null && result.data !== undefined;
}

function parseEntry(raw: string | null): Entry | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { storedAt, result } = value as Partial<Entry>;
    if (typeof storedAt !== 'number' || typeof result !== 'object' || result === null || !result.ok) return null;
    return { storedAt, result };
  } catch {
    return null;
  }
}

/**
 * Entries are shared by every request of the process: frozen, so a loader that sorted or edited one in
 * place would fail loudly instead of changing the page of the next visitor.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Parsed entries this process keeps while they are fresh (bounded: keys include query values). */
const LOCAL_ENTRIES = 2000;

export function createCatalogueCache(options: CatalogueCacheOptions): CatalogueCache {
  const { store, ttlMs, staleMs, lockMs, logger } = options;
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, Promise<ApiResult<unknown>>>();
  // A fresh entry is answered from this process's memory: no store round trip, no JSON.parse per
  // request. It cannot have changed in the store meanwhile: refreshes happen only once it is stale.
  const local = new LRUCache<string, Entry>({ max: LOCAL_ENTRIES });

  function remember(key: string, entry: Entry): Entry {
    local.set(key, deepFreeze(entry));
    return entry;
  }

  async function read(key: string): Promise<Entry | null> {
    const kept = local.get(key);
    if (kept && now() - kept.storedAt < ttlMs) return kept;
    try {
      const entry = parseEntry(await store.get(PREFIX + key));
      return entry ? remember(key, entry) : null;
    } catch (err) {
      logger.warn({ err, key }, 'catalogue cache read failed; treated as a miss');
      return null;
    }
  }

  async function write(key: string, result: ApiResult<unknown>): Promise<void> {
    const entry: Entry = { storedAt: now(), result };
    remember(key, entry);
    try {
      await store.set(PREFIX + key, JSON.stringify(entry), ttlMs + staleMs);
    } catch (err) {
      logger.warn({ err, key }, 'catalogue cache write failed');
    }
    options.onStored?.(key);
  }

  /** One upstream load per key per process; a good answer is stored before the waiters get it. */
  function loadOnce(key: string, load: () => Promise<ApiResult<unknown>>): Promise<ApiResult<unknown>> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const promise = (async () => {
      try {
        const result = await load();
        if (isCacheable(result)) await write(key, result);
        return result;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, promise);
    return promise;
  }

  async function takeLock(key: string): Promise<boolean> {
    try {
      return await store.setIfAbsent(`${PREFIX}lock:${key}`, String(process.pid), lockMs);
    } catch {
      // No store, no shared lock: the in-process coalescing still bounds the refreshes to one.
      return true;
    }
  }

  function refreshInBackground(key: string, load: () => Promise<ApiResult<unknown>>): void {
    if (inFlight.has(key)) return;
    void (async () => {
      if (!(await takeLock(key))) return; // another process is refreshing it
      try {
        await loadOnce(key, load);
      } catch (err) {
        logger.warn({ err, key }, 'catalogue refresh failed');
      } finally {
        await store.delete(`${PREFIX}lock:${key}`).catch(() => undefined);
      }
    })();
  }

  return {
    async get(key, load) {
      const stored = await read(key);
      const age = stored ? now() - stored.storedAt : Number.POSITIVE_INFINITY;
      // The store's own expiry drops it too; this holds for a store whose clock runs differently.
      const entry = age < ttlMs + staleMs ? stored : null;
      if (entry && age < ttlMs) {
        options.onLookup?.('hit');
        return entry.result;
      }
      if (entry && age < 2 * ttlMs) {
        options.onLookup?.('stale');
        refreshInBackground(key, load);
        return entry.result;
      }
      options.onLookup?.('miss');
      const result = await loadOnce(key, load);
      // Stale-if-error: when the upstream failed (not when it answered "no such series"), the last
      // good answer beats a failure; the store drops it after ttl + stale.
      return entry && isUpstreamFailure(result) ? entry.result : result;
    },
  };
}
