/**
 * The Redis store against a real redis-server (tests/support/redis.ts): the SharedStore contract,
 * key prefix, fail-fast while Redis is down, recovery by itself, and one log line per state change.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../../tests/support/redis.ts';
import { createRedisStore, describeRedisUrl } from './redis-store.ts';
import type { SharedStore } from './store.ts';

const silent = pino({ level: 'silent' });
let redis: TestRedis;
let raw: Redis;
const opened: SharedStore[] = [];

function store(prefix = `test-${randomUUID()}:`, logger = silent) {
  const s = createRedisStore({ url: redis.url, prefix, logger });
  opened.push(s);
  return s;
}

async function ready(s: ReturnType<typeof store>) {
  expect(await s.waitUntilReady(5000)).toBe(true);
  return s;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  redis = await startRedis();
  raw = new Redis(redis.url);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

afterAll(async () => {
  raw?.disconnect();
  await redis?.stop();
});

describe('redis store', () => {
  it('counts hits in a fixed window that starts with the first hit, and starts over after it', async () => {
    const s = await ready(store());
    const before = Date.now();
    const first = await s.increment('n', 300);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThan(before);
    // Date.now() is the wall clock, which the machine may step back by a millisecond or two between the
    // store's reading and this one (seen once on a loaded VM): a few ms of slack, as below.
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 300 + 5);
    const second = await s.increment('n', 300);
    expect(second.count).toBe(2);
    // The window is not stretched by later hits.
    expect(second.resetAt).toBeLessThanOrEqual(first.resetAt + 5);
    expect((await s.increment('other', 300)).count).toBe(1);
    await sleep(400);
    expect((await s.increment('n', 300)).count).toBe(1);
  });

  it('shares counters between two clients (two workers, two machines) on the same prefix', async () => {
    const prefix = `test-${randomUUID()}:`;
    const a = await ready(store(prefix));
    const b = await ready(store(prefix));
    const counts = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).increment('phone', 60_000)));
    // Atomic: ten concurrent hits from two clients are numbered 1..10, none lost or repeated.
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await a.increment('phone', 60_000)).count).toBe(11);
  });

  it('repairs a counter that has no expiry, so it cannot block forever', async () => {
    const prefix = `test-${randomUUID()}:`;
    const s = await ready(store(prefix));
    await raw.set(`${prefix}stuck`, '7');
    const hit = await s.increment('stuck', 60_000);
    expect(hit.count).toBe(8);
    const ttl = await raw.pttl(`${prefix}stuck`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('setIfAbsent stores once until the first value expires', async () => {
    const prefix = `test-${randomUUID()}:`;
    const s = await ready(store(prefix));
    expect(await s.setIfAbsent('lock', 'a', 300)).toBe(true);
    expect(await s.setIfAbsent('lock', 'b', 300)).toBe(false);
    expect(await s.get('lock')).toBe('a');
    const ttl = await raw.pttl(`${prefix}lock`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await sleep(400);
    expect(await s.setIfAbsent('lock', 'c', 300)).toBe(true);
    expect(await s.get('lock')).toBe('c');
  });

  it('keeps a value for its lifetime, forgets it afterwards, and deletes on request', async () => {
    const prefix = `test-${randomUUID()}:`;
    const s = await ready(store(prefix));
    await s.set('page', '<html>', 300);
    expect(await s.get('page')).toBe('<html>');
    const ttl = await raw.pttl(`${prefix}page`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await sleep(400);
    expect(await s.get('page')).toBeNull();
    await s.set('gone', 'x', 60_000);
    await s.delete('gone');
    expect(await s.get('gone')).toBeNull();
  });

  it('keeps every key under its prefix: two prefixes never see each other', async () => {
    const a = await ready(store('site-a:'));
    const b = await ready(store('site-b:'));
    await a.set('shared-name', 'from a', 60_000);
    expect(await raw.get('site-a:shared-name')).toBe('from a');
    expect(await raw.get('shared-name')).toBeNull();
    expect(await b.get('shared-name')).toBeNull();
    expect((await a.increment('n', 60_000)).count).toBe(1);
    expect((await b.increment('n', 60_000)).count).toBe(1);
    await raw.del('site-a:shared-name', 'site-a:n', 'site-b:n');
  });

  it('answers ping', async () => {
    const s = await ready(store());
    expect(await s.ping?.()).toBe(true);
  });

  it('logs the target without credentials', () => {
    expect(describeRedisUrl('rediss://user:s3cret@cache.internal:6380/2')).toBe('rediss://cache.internal:6380/2');
    expect(describeRedisUrl('redis://:s3cret@127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });
});

describe('redis store when Redis goes away', () => {
  let own: TestRedis;
  afterEach(async () => {
    await own?.stop();
  });

  it('rejects at once while Redis is down, logs the outage once, and recovers by itself', async () => {
    own = await startRedis();
    const lines: Array<{ msg: string; level: number }> = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as { msg: string; level: number });
        done();
      },
    });
    const s = createRedisStore({
      url: own.url,
      prefix: `test-${randomUUID()}:`,
      logger: pino({ level: 'info' }, sink),
    });
    opened.push(s);
    expect(await s.waitUntilReady(5000)).toBe(true);
    expect((await s.increment('n', 60_000)).count).toBe(1);

    await own.stop();
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      await expect(s.increment('n', 60_000)).rejects.toThrow();
      await expect(s.get('n')).rejects.toThrow();
      // Fail fast: no request waits for a reconnection (bound: the 1 s command timeout).
      expect(Date.now() - started).toBeLessThan(1000);
    }
    expect(await s.ping?.()).toBe(false);

    await own.restart();
    const until = Date.now() + 10_000;
    while (!(await s.ping?.()) && Date.now() < until) await sleep(100);
    expect(await s.ping?.()).toBe(true);
    // A fresh server (nothing persisted): counting starts over and works again.
    expect((await s.increment('n', 60_000)).count).toBe(1);

    const messages = lines.map((l) => l.msg);
    expect(messages.filter((m) => m === 'redis store connected')).toHaveLength(1);
    expect(messages.filter((m) => m === 'redis store connection lost: reconnecting')).toHaveLength(1);
    expect(messages.filter((m) => m === 'redis store reconnected')).toHaveLength(1);
    expect(lines.every((l) => !JSON.stringify(l).includes('increment'))).toBe(true);
  });

  it('starts without Redis (pages must not wait for it) and connects once it appears', async () => {
    own = await startRedis();
    await own.stop();
    const s = createRedisStore({ url: own.url, prefix: `test-${randomUUID()}:`, logger: silent });
    opened.push(s);
    expect(await s.waitUntilReady(300)).toBe(false);
    await expect(s.setIfAbsent('k', 'v', 60_000)).rejects.toThrow();
    await own.restart();
    expect(await s.waitUntilReady(10_000)).toBe(true);
    expect(await s.setIfAbsent('k', 'v', 60_000)).toBe(true);
  });
});
