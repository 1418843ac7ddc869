import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from './memory-store.ts';
import { createSharedValue } from './shared-value.ts';
import type { SharedStore } from './store.ts';
import { brokenStore } from '../../tests/support/broken-store.ts';

const logger = pino({ level: 'silent' });
const options = (store: SharedStore) => ({ store, key: 'value', lockMs: 5000, logger, keepLocal: true });

/** A load that can be finished from outside, counting how often it was started. */
function gatedLoad(value: string) {
  let started = 0;
  let finish: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    load: async () => {
      started += 1;
      await gate;
      return { value, ttlMs: 60_000 };
    },
    started: () => started,
    finish: () => finish(),
  };
}

describe('a shared value', () => {
  it('is loaded once by two processes sharing a store: the other waits for the stored result', async () => {
    const store = createMemoryStore();
    // b's view of the store tells when b found the lock taken.
    let lockedOut: () => void = () => undefined;
    const bFoundTheLock = new Promise<void>((resolve) => {
      lockedOut = resolve;
    });
    const storeOfB: SharedStore = {
      ...store,
      setIfAbsent: async (key, value, ttlMs) => {
        const stored = await store.setIfAbsent(key, value, ttlMs);
        if (!stored) lockedOut();
        return stored;
      },
    };
    const [a, b] = [createSharedValue<string>(options(store)), createSharedValue<string>(options(storeOfB))];
    const first = gatedLoad('from a');
    const second = gatedLoad('from b');
    const fromA = [a.get(first.load), a.get(first.load)];
    // a holds the lock and is loading before b asks.
    await vi.waitFor(() => expect(first.started()).toBe(1));
    const fromB = b.get(second.load);
    await bFoundTheLock;
    first.finish();
    expect(await Promise.all([...fromA, fromB])).toEqual(['from a', 'from a', 'from a']);
    expect(first.started()).toBe(1);
    expect(second.started()).toBe(0);
  });

  it('releases the lock when its load fails, so the next caller loads', async () => {
    const store = createMemoryStore();
    const value = createSharedValue<string>(options(store));
    await expect(value.get(() => Promise.reject(new Error('quota')))).rejects.toThrow('quota');
    expect(await store.get('value:lock')).toBeNull();
    expect(await value.get(() => Promise.resolve({ value: 'second try', ttlMs: 1000 }))).toBe('second try');
  });

  it('is loaded again everywhere once forgotten', async () => {
    const store = createMemoryStore();
    const [a, b] = [
      createSharedValue<string>(options(store)),
      createSharedValue<string>({ ...options(store), keepLocal: false }),
    ];
    await a.get(() => Promise.resolve({ value: 'old', ttlMs: 60_000 }));
    await a.forget();
    expect(await b.get(() => Promise.resolve({ value: 'new', ttlMs: 60_000 }))).toBe('new');
    expect(await a.get(() => Promise.resolve({ value: 'unused', ttlMs: 60_000 }))).toBe('new');
  });

  it('is loaded by the process alone when the store cannot be reached, never refused', async () => {
    const down = brokenStore();
    const value = createSharedValue<string>(options(down));
    expect(await value.get(() => Promise.resolve({ value: 'local', ttlMs: 60_000 }))).toBe('local');
  });
});
