import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

const item = (size: number, tag = '') => ({ size, tag });

describe('LruCache', () => {
  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = new LruCache<{ size: number; tag: string }>({ maxEntries: 2, maxBytes: 1000 });
    cache.set('a', item(1));
    cache.set('b', item(1));
    cache.get('a');
    cache.set('c', item(1));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('evicts old entries beyond maxBytes and never keeps an entry larger than the bound', () => {
    const cache = new LruCache<{ size: number; tag: string }>({ maxEntries: 10, maxBytes: 100 });
    cache.set('a', item(60));
    cache.set('b', item(60));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(60);
    cache.set('huge', item(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('coalesces concurrent creations of the same key into one', async () => {
    const cache = new LruCache<{ size: number; tag: string }>({ maxEntries: 10, maxBytes: 100 });
    let calls = 0;
    const create = () => {
      calls += 1;
      return new Promise<{ size: number; tag: string }>((resolve) => setTimeout(() => resolve(item(1, 'x')), 5));
    };
    const results = await Promise.all([
      cache.getOrCreate('k', create),
      cache.getOrCreate('k', create),
      cache.getOrCreate('k', create),
    ]);
    expect(calls).toBe(1);
    expect(new Set(results).size).toBe(1);
    await cache.getOrCreate('k', create);
    expect(calls).toBe(1);
  });

  it('does not cache a failed creation', async () => {
    const cache = new LruCache<{ size: number; tag: string }>({ maxEntries: 10, maxBytes: 100 });
    await expect(cache.getOrCreate('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(cache.getOrCreate('k', () => Promise.resolve(item(1, 'ok')))).resolves.toEqual(item(1, 'ok'));
  });
});
