/**
 * A value every worker of every machine shares through the store (a WeChat token or ticket), loaded by
 * one of them at a time: the loader holds a lock in the store (`setIfAbsent`, `lockMs`), the others poll
 * the store until the value appears, and within one process concurrent callers share one promise. So a
 * cold cluster asks the value's source once, not once per worker or per request.
 *
 * A store that cannot be reached makes each process load on its own (never a refused request). A load
 * that fails releases the lock, so the next caller (in any process) tries again.
 */
import type { Logger } from 'pino';
import type { SharedStore } from './store.ts';

/** How often a waiting process looks for the value another one is loading. */
export const SHARED_VALUE_POLL_MS = 50;

export interface SharedValueOptions {
  store: SharedStore;
  key: string;
  /** How long a loader may hold the lock: longer than its slowest load, so no two load at once. */
  lockMs: number;
  logger: Logger;
  /** Keep a copy in this process (no store read per call) until it expires. */
  keepLocal: boolean;
  now?: () => number;
}

export interface SharedValue<T> {
  /** The stored value; else the one another process is loading; else `load`'s, stored for its `ttlMs`. */
  get(load: () => Promise<{ value: T; ttlMs: number }>): Promise<T>;
  /** Drops the value everywhere: the next `get` loads a new one. */
  forget(): Promise<void>;
}

interface Entry<T> {
  value: T;
  until: number;
}

export class SharedValueTimeout extends Error {
  constructor(key: string) {
    super(`${key}: no value appeared while another process held the lock`);
    this.name = 'SharedValueTimeout';
  }
}

const UNREACHABLE = Symbol('unreachable');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSharedValue<T>(options: SharedValueOptions): SharedValue<T> {
  const { store, key, lockMs, logger } = options;
  const now = options.now ?? Date.now;
  const lockKey = `${key}:lock`;
  let local: Entry<T> | null = null;
  let pending: Promise<T> | null = null;

  const unreachable = (err: unknown): typeof UNREACHABLE => {
    logger.warn({ err, key }, 'shared value: store unreachable, this process loads on its own');
    return UNREACHABLE;
  };

  async function read(): Promise<Entry<T> | null | typeof UNREACHABLE> {
    const raw = await store.get(key).catch(unreachable);
    if (raw === UNREACHABLE || raw === null) return raw;
    const entry = JSON.parse(raw) as Entry<T>;
    return entry.until > now() ? entry : null;
  }

  function use(entry: Entry<T>): T {
    if (options.keepLocal) local = entry;
    return entry.value;
  }

  async function loadAndStore(load: () => Promise<{ value: T; ttlMs: number }>): Promise<T> {
    const { value, ttlMs } = await load();
    const entry = { value, until: now() + ttlMs };
    await store.set(key, JSON.stringify(entry), ttlMs).catch((err: unknown) => {
      logger.warn({ err, key }, 'shared value: could not be shared through the store');
    });
    return use(entry);
  }

  async function fetchShared(load: () => Promise<{ value: T; ttlMs: number }>): Promise<T> {
    // The lock expires after lockMs; twice that without a value means its holder and a successor failed.
    for (let polls = Math.ceil((2 * lockMs) / SHARED_VALUE_POLL_MS); polls > 0; polls--) {
      const found = await read();
      if (found === UNREACHABLE) return loadAndStore(load);
      if (found) return use(found);
      const locked = await store.setIfAbsent(lockKey, String(process.pid), lockMs).catch(unreachable);
      if (locked === UNREACHABLE) return loadAndStore(load);
      if (locked) {
        try {
          // Stored by the previous holder between the read above and this lock.
          const again = await read();
          if (again !== UNREACHABLE && again) return use(again);
          return await loadAndStore(load);
        } finally {
          await store.delete(lockKey).catch(() => undefined);
        }
      }
      await sleep(SHARED_VALUE_POLL_MS);
    }
    throw new SharedValueTimeout(key);
  }

  return {
    get(load) {
      if (local && local.until > now()) return Promise.resolve(local.value);
      pending ??= fetchShared(load).finally(() => {
        pending = null;
      });
      return pending;
    },
    async forget() {
      local = null;
      await store.delete(key).catch((err: unknown) => {
        logger.warn({ err, key }, 'shared value: could not be dropped from the store');
      });
    },
  };
}
