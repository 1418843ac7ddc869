/**
 * A small LRU cache bounded by entry count and total bytes, with request coalescing: concurrent callers of
 * `getOrCreate` for the same key share one pending creation. Failed creations are not cached.
 */

export interface LruOptions {
  maxEntries: number;
  maxBytes: number;
}

export class LruCache<V extends { size: number }> {
  readonly #entries = new Map<string, V>();
  readonly #pending = new Map<string, Promise<V>>();
  readonly #options: LruOptions;
  #bytes = 0;

  constructor(options: LruOptions) {
    if (options.maxEntries < 0 || options.maxBytes < 0) throw new RangeError('cache bounds must be >= 0');
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    const old = this.#entries.get(key);
    if (old !== undefined) {
      this.#entries.delete(key);
      this.#bytes -= old.size;
    }
    if (value.size > this.#options.maxBytes || this.#options.maxEntries === 0) return;
    this.#entries.set(key, value);
    this.#bytes += value.size;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#entries.size <= this.#options.maxEntries && this.#bytes <= this.#options.maxBytes) break;
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.size;
    }
  }

  /** The cached value, or the one pending creation for `key`, or a new one from `create`. */
  getOrCreate(key: string, create: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const created = create().then(
      (value) => {
        this.#pending.delete(key);
        this.set(key, value);
        return value;
      },
      (err: unknown) => {
        this.#pending.delete(key);
        throw err;
      },
    );
    this.#pending.set(key, created);
    return created;
  }
}
