import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { startRedis, type TestRedis } from '../../tests/support/redis.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import { createRedisStore } from '../store/redis-store.ts';
import type { SharedStore } from '../store/store.ts';
import { createLeadLimiter, DEFAULT_LEAD_LIMITS, IDEMPOTENCY_TTL_MS } from './lead-limits.ts';

const silent = pino({ level: 'silent' });

describe('lead limits', () => {
  it('production values: 10 per IP per hour, 3 per phone per 10 minutes, resent keys remembered 10 minutes', () => {
    expect(DEFAULT_LEAD_LIMITS).toEqual({ leadPerIp: 10, leadPerPhone: 3 });
    expect(IDEMPOTENCY_TTL_MS).toBe(10 * 60 * 1000);
  });

  it('refuses the submission over the per-IP limit, with a Chinese message and a retry time', async () => {
    const limiter = createLeadLimiter({ leadPerIp: 2, leadPerPhone: 100 });
    expect(await limiter.consume({ ip: '203.0.113.1', phone: '13900000001', key: null })).toBeNull();
    expect(await limiter.consume({ ip: '203.0.113.1', phone: '13900000002', key: null })).toBeNull();
    const refused = await limiter.consume({ ip: '203.0.113.1', phone: '13900000003', key: null });
    expect(refused?.message).toMatch(/^提交过于频繁，请 \d+ 分钟后再试$/);
    expect(refused?.retryAfter).toBeGreaterThan(0);
    expect(refused?.retryAfter).toBeLessThanOrEqual(3600);
    expect(await limiter.consume({ ip: '203.0.113.2', phone: '13900000004', key: null })).toBeNull();
  });

  it('refuses the submission over the per-phone limit from any address', async () => {
    const limiter = createLeadLimiter({ leadPerIp: 100, leadPerPhone: 1 });
    expect(await limiter.consume({ ip: '203.0.113.1', phone: '13900000001', key: null })).toBeNull();
    const refused = await limiter.consume({ ip: '203.0.113.9', phone: '13900000001', key: null });
    expect(refused?.message).toMatch(/^该手机号码提交过于频繁/);
    expect(refused?.retryAfter).toBeLessThanOrEqual(600);
  });

  it('counts a resent submission (same idempotency key) once', async () => {
    const limiter = createLeadLimiter({ leadPerIp: 1, leadPerPhone: 1 });
    const submission = { ip: '203.0.113.1', phone: '13900000001', key: 'key-00000001' };
    expect(await limiter.consume(submission)).toBeNull();
    expect(await limiter.consume(submission)).toBeNull();
    expect(await limiter.consume({ ...submission, key: 'key-00000002' })).not.toBeNull();
  });

  it('does not let a replayed idempotency key carry other phone numbers past the limits', async () => {
    const limiter = createLeadLimiter({ leadPerIp: 1, leadPerPhone: 10 });
    const key = 'key-00000001';
    expect(await limiter.consume({ ip: '203.0.113.1', phone: '13900000001', key })).toBeNull();
    expect(await limiter.consume({ ip: '203.0.113.1', phone: '13900000002', key })).not.toBeNull();
  });

  it('two copies of a submission sent at once over the limit are both refused', async () => {
    const limiter = createLeadLimiter({ leadPerIp: 100, leadPerPhone: 3 });
    const phone = '13900000007';
    for (let i = 0; i < 3; i++) expect(await limiter.consume({ ip: '203.0.113.1', phone, key: null })).toBeNull();
    for (let round = 0; round < 5; round++) {
      const copy = { ip: '203.0.113.1', phone, key: randomUUID() };
      const [a, b] = await Promise.all([limiter.consume(copy), limiter.consume(copy)]);
      expect(a?.message).toMatch(/^该手机号码提交过于频繁/);
      expect(b?.message).toBe(a?.message);
    }
  });

  it('two copies of a submission sent at once under the limit both go on, counted once', async () => {
    const limiter = createLeadLimiter({ leadPerIp: 100, leadPerPhone: 2 });
    const phone = '13900000008';
    expect(await limiter.consume({ ip: '203.0.113.1', phone, key: randomUUID() })).toBeNull();
    const copy = { ip: '203.0.113.1', phone, key: randomUUID() };
    expect(await Promise.all([limiter.consume(copy), limiter.consume(copy)])).toEqual([null, null]);
    expect(await limiter.consume({ ip: '203.0.113.1', phone, key: randomUUID() })).not.toBeNull();
  });

  it('counts a refused submission again when it is resent', async () => {
    const limiter = createLeadLimiter({ leadPerIp: 10, leadPerPhone: 1 });
    expect(await limiter.consume({ ip: '203.0.113.1', phone: '13900000001', key: null })).toBeNull();
    const again = { ip: '203.0.113.1', phone: '13900000001', key: 'key-00000003' };
    expect(await limiter.consume(again)).not.toBeNull();
    expect(await limiter.consume(again)).not.toBeNull();
  });

  it('two limiters on one shared store (two workers) count together', async () => {
    const store = createMemoryStore();
    const a = createLeadLimiter(DEFAULT_LEAD_LIMITS, { store });
    const b = createLeadLimiter(DEFAULT_LEAD_LIMITS, { store });
    const phone = '13900000009';
    expect(await a.consume({ ip: '203.0.113.1', phone, key: null })).toBeNull();
    expect(await b.consume({ ip: '203.0.113.2', phone, key: null })).toBeNull();
    expect(await a.consume({ ip: '203.0.113.3', phone, key: null })).toBeNull();
    expect(await b.consume({ ip: '203.0.113.4', phone, key: null })).not.toBeNull();
  });
});

describe('lead limits in Redis', () => {
  let redis: TestRedis;
  const stores: SharedStore[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await redis?.stop();
  });

  async function redisStore(prefix: string) {
    const store = createRedisStore({ url: redis.url, prefix, logger: silent });
    stores.push(store);
    expect(await store.waitUntilReady(5000)).toBe(true);
    return store;
  }

  it('the per-phone limit and resent keys hold across two processes sharing Redis', async () => {
    const prefix = `test-${randomUUID()}:`;
    const a = createLeadLimiter(DEFAULT_LEAD_LIMITS, { store: await redisStore(prefix) });
    const b = createLeadLimiter(DEFAULT_LEAD_LIMITS, { store: await redisStore(prefix) });
    const phone = '13900000010';
    const first = { ip: '203.0.113.1', phone, key: 'key-10000001' };
    expect(await a.consume(first)).toBeNull();
    expect(await b.consume(first)).toBeNull(); // the same submission resent to the other worker
    expect(await b.consume({ ip: '203.0.113.2', phone, key: null })).toBeNull();
    expect(await a.consume({ ip: '203.0.113.3', phone, key: null })).toBeNull();
    expect((await b.consume({ ip: '203.0.113.4', phone, key: null }))?.message).toMatch(/^该手机号码提交过于频繁/);
  });

  it('lets the lead through with a warning in the log when the store is unreachable', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'warn' },
      new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    // Nothing listens on this port: every command fails at once.
    const store = createRedisStore({ url: `redis://127.0.0.1:${await freePort()}`, prefix: 'x:', logger: silent });
    stores.push(store);
    const limiter = createLeadLimiter({ leadPerIp: 1, leadPerPhone: 1 }, { store });
    for (let i = 0; i < 3; i++) {
      expect(await limiter.consume({ ip: '203.0.113.1', phone: '13900000011', key: null }, log)).toBeNull();
    }
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('lead limit store unavailable: submission allowed without counting');
    expect(lines.join('')).not.toContain('13900000011');
  });
});
