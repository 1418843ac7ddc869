import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../../tests/support/redis.ts';
import { createStore } from './create-store.ts';

const silent = pino({ level: 'silent' });
let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

describe('createStore', () => {
  it('keeps shared state in memory when REDIS_URL is unset', async () => {
    const store = await createStore({ redisUrl: null, redisPrefix: 'aurelion:' }, silent);
    expect(store.kind).toBe('memory');
    await store.close();
  });

  it('uses Redis when REDIS_URL is set, connected by the time it is returned', async () => {
    const store = await createStore({ redisUrl: redis.url, redisPrefix: 'aurelion-test:' }, silent);
    expect(store.kind).toBe('redis');
    expect(await store.setIfAbsent('first-call', '1', 60_000)).toBe(true);
    await store.close();
  });
});
