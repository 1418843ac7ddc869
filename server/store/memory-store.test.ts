import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './memory-store.ts';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('memory store', () => {
  it('keeps a value for its lifetime and forgets it afterwards', async () => {
    const c = clock();
    const store = createMemoryStore({ now: c.now });
    await store.set('k', 'v', 1000);
    expect(await store.get('k')).toBe('v');
    c.advance(1000);
    expect(await store.get('k')).toBeNull();
  });

  it('setIfAbsent stores once until the first value expires', async () => {
    const c = clock();
    const store = createMemoryStore({ now: c.now });
    expect(await store.setIfAbsent('lock', 'a', 500)).toBe(true);
    expect(await store.setIfAbsent('lock', 'b', 500)).toBe(false);
    expect(await store.get('lock')).toBe('a');
    c.advance(500);
    expect(await store.setIfAbsent('lock', 'c', 500)).toBe(true);
  });

  it('counts hits in a fixed window that starts with the first hit', async () => {
    const c = clock();
    const store = createMemoryStore({ now: c.now });
    expect(await store.increment('n', 1000)).toEqual({ count: 1, resetAt: 1_001_000 });
    c.advance(400);
    expect(await store.increment('n', 1000)).toEqual({ count: 2, resetAt: 1_001_000 });
    c.advance(600);
    expect(await store.increment('n', 1000)).toEqual({ count: 1, resetAt: 1_002_000 });
  });

  it('is bounded in entries: the least recently used key goes first', async () => {
    const store = createMemoryStore({ maxEntries: 2 });
    await store.set('a', '1', 60_000);
    await store.set('b', '2', 60_000);
    await store.get('a');
    await store.set('c', '3', 60_000);
    expect(await store.get('a')).toBe('1');
    expect(await store.get('b')).toBeNull();
  });
});
