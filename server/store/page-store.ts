/**
 * Where the rendered-page cache keeps its pages (docs/decisions/0018-rendered-page-cache.md). Pages are
 * large (tens of kB) and numerous, so they do not share the rate-limit store: memory by default, bounded
 * in bytes; a shared implementation (Redis) can replace it behind this interface without touching the
 * cache's rules.
 */
import { LRUCache } from 'lru-cache';

/**
 * A rendered page without its per-request parts: `pieces` is the document split at every place the
 * request's own values go, and `holes[i]` says which value goes between `pieces[i]` and `pieces[i + 1]`.
 */
export interface StoredPage {
  status: number;
  headers: Record<string, string>;
  /** UTF-8 bytes: an answer is a copy, never a new encoding of the page. */
  pieces: Buffer[];
  holes: PageHole[];
  /**
   * Each piece compressed on its own (raw deflate ending on a byte boundary), from which a gzip answer
   * is assembled per request (server/page-cache/gzip-template.ts); absent: compressed per request.
   */
  gzip?: Buffer[];
  /** Epoch ms of the render. */
  storedAt: number;
  /** Epoch ms before which no new background render is tried (after a failed one). */
  retryAt: number;
}

/** `nonce`: the CSP nonce; `edge`: the serialized edge context (UA flags and channel); `key`: a lead form's idempotency key. */
export type PageHole = 'nonce' | 'edge' | 'key';

export interface PageStore {
  get(key: string): Promise<StoredPage | undefined>;
  set(key: string, page: StoredPage): Promise<void>;
  delete(key: string): Promise<void>;
  /** Bytes held (memory estimate), for metrics and tests. */
  bytes(): number;
  /** Pages held. */
  size(): number;
}

/** Production budget of one process's page cache. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Fixed cost per entry (key, object, arrays) on top of its strings. */
const ENTRY_OVERHEAD_BYTES = 256;

/** The page's bytes, plus the key and headers (strings: two bytes per character at most). */
export function pageBytes(key: string, page: StoredPage): number {
  let bytes = key.length * 2;
  for (const piece of page.pieces) bytes += piece.length;
  for (const piece of page.gzip ?? []) bytes += piece.length;
  for (const [name, value] of Object.entries(page.headers)) bytes += (name.length + value.length) * 2;
  return bytes + page.holes.length * 8 + ENTRY_OVERHEAD_BYTES;
}

export function createMemoryPageStore(options: { maxBytes?: number } = {}): PageStore {
  const maxBytes = options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
  const pages = new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    // A page larger than the whole budget is simply not kept.
    maxEntrySize: maxBytes,
    sizeCalculation: (page, key) => pageBytes(key, page),
  });
  return {
    async get(key) {
      return pages.get(key);
    },
    async set(key, page) {
      pages.set(key, page);
    },
    async delete(key) {
      pages.delete(key);
    },
    bytes: () => pages.calculatedSize,
    size: () => pages.size,
  };
}
