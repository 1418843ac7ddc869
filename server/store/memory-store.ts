import { LRUCache } from 'lru-cache';
import type { SharedStore } from './store.ts';

interface Entry {
  value: string;
  /** Epoch ms: the end of the entry's life (and of a counter's window). */
  expiresAt: number;
}

/**
 * The embedded default: one process's memory, bounded in entries so a flood of distinct keys (IPs,
 * phone numbers, page variants) cannot grow it without limit. Right for one process only.
 */
export function createMemoryStore(options: { maxEntries?: number; now?: () => number } = {}): SharedStore {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry>({ max: options.maxEntries ?? 50_000 });

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    kind: 'memory',
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async delete(key) {
      entries.delete(key);
    },
    async increment(key, windowMs) {
      const entry = live(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      const expiresAt = entry ? entry.expiresAt : now() + windowMs;
      entries.set(key, { value: String(count), expiresAt });
      return { count, resetAt: expiresAt };
    },
    async ping() {
      return true;
    },
    async close() {
      entries.clear();
    },
  };
}
