/**
 * The rendered-page cache in the shared store (Redis), so that every host serves what one host
 * rendered. Kept for the measurement behind docs/decisions/0030-page-cache-per-host.md, which found it
 * costlier than a copy per host; `PAGE_CACHE_STORE=shared` turns it on.
 */
import type { PageStore, StoredPage } from './page-store.ts';
import type { SharedStore } from './store.ts';

interface Encoded extends Omit<StoredPage, 'pieces' | 'gzip'> {
  pieces: string[];
  gzip?: string[];
}

/** Buffers travel as base64 inside one JSON string: the store's interface holds strings. */
function encode({ pieces, gzip, ...rest }: StoredPage): string {
  const encoded: Encoded = {
    ...rest,
    pieces: pieces.map((b) => b.toString('base64')),
    ...(gzip ? { gzip: gzip.map((b) => b.toString('base64')) } : {}),
  };
  return JSON.stringify(encoded);
}

function decode(text: string): StoredPage {
  const { pieces, gzip, ...rest } = JSON.parse(text) as Encoded;
  return {
    ...rest,
    pieces: pieces.map((s) => Buffer.from(s, 'base64')),
    ...(gzip ? { gzip: gzip.map((s) => Buffer.from(s, 'base64')) } : {}),
  };
}

/**
 * `keepMs`: how long the store keeps a page (the cache's freshness plus the time it may serve a stale
 * one). An unreachable store is a miss on read and nothing on write, as the cache expects of a store.
 */
export function createSharedPageStore(store: SharedStore, keepMs: number): PageStore {
  const key = (k: string) => `page:${k}`;
  return {
    async get(k) {
      const text = await store.get(key(k)).catch(() => null);
      return text === null ? undefined : decode(text);
    },
    async set(k, page) {
      await store.set(key(k), encode(page), keepMs).catch(() => undefined);
    },
    async delete(k) {
      await store.delete(key(k)).catch(() => undefined);
    },
    // Held by the store, not by this process.
    bytes: () => 0,
    size: () => 0,
  };
}
