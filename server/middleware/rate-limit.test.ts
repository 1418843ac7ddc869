/**
 * The code and captcha limits on a bare Express app (the full stack is covered in
 * tests/integration/session.test.ts and, across processes with Redis, tests/e2e/shared-state.test.ts).
 */
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import { createRedisStore } from '../store/redis-store.ts';
import type { SharedStore } from '../store/store.ts';
import { DEFAULT_RATE_LIMITS, rateLimits, type RateLimitSettings } from './rate-limit.ts';

const silent = pino({ level: 'silent' });
const closing: SharedStore[] = [];
afterAll(async () => {
  await Promise.all(closing.map((s) => s.close()));
});

function app(store: SharedStore, settings: RateLimitSettings = DEFAULT_RATE_LIMITS) {
  const a = express();
  a.set('trust proxy', 'loopback');
  for (const limit of rateLimits(settings, { store, logger: silent })) a.use(limit);
  a.use((_req, res) => void res.json({ code: 200, msg: 'ok', data: null }));
  return a;
}

function sendCode(a: express.Express, phone: string, ip: string) {
  return request(a).post('/api/user/new-smscode').set('X-Forwarded-For', ip).send({ data: { phone } });
}

/** A Redis store with nothing listening behind it: every command fails at once. */
async function unreachableStore(): Promise<SharedStore> {
  const store = createRedisStore({ url: `redis://127.0.0.1:${await freePort()}`, prefix: 't:', logger: silent });
  closing.push(store);
  return store;
}

describe('code and captcha rate limits', () => {
  it('production values: 3 codes per phone per 10 minutes, 10 per IP per hour, 30 captchas per IP per 10 minutes', async () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({ codePerTarget: 3, codePerIp: 10, captchaPerIp: 30 });
    const a = app(createMemoryStore());
    for (let i = 0; i < 3; i++) expect((await sendCode(a, '13700000001', `10.0.${i}.1`)).status).toBe(200);
    const refused = await sendCode(a, '13700000001', '10.0.9.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(540);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);

    for (let i = 0; i < 10; i++) expect((await sendCode(a, `1370000${1000 + i}`, '10.1.0.1')).status).toBe(200);
    const perIp = await sendCode(a, '13700002000', '10.1.0.1');
    expect(perIp.status).toBe(429);
    expect(Number(perIp.headers['retry-after'])).toBeGreaterThan(3540);

    for (let i = 0; i < 30; i++) {
      expect((await request(a).get('/api/captcha/gen').set('X-Forwarded-For', '10.2.0.1')).status).toBe(200);
    }
    expect((await request(a).get('/api/captcha/gen').set('X-Forwarded-For', '10.2.0.1')).status).toBe(429);
  });

  it('two apps on one shared store (two workers) count one phone together', async () => {
    const store = createMemoryStore();
    const [a, b] = [app(store), app(store)];
    expect((await sendCode(a, '13700000002', '10.3.0.1')).status).toBe(200);
    expect((await sendCode(b, '13700000002', '10.3.0.2')).status).toBe(200);
    expect((await sendCode(a, '13700000002', '10.3.0.3')).status).toBe(200);
    const refused = await sendCode(b, '13700000002', '10.3.0.4');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, msg: expect.stringMatching(/^该号码获取验证码过于频繁/) });
  });

  it.each(['/api/user/new-smscode', '/api/user/upphone-smscode', '/api/user/cancel-smscode', '/api/user/sendEmail'])(
    'store unreachable: %s refuses with 503, Retry-After and a Chinese message (never unlimited codes)',
    async (path) => {
      const a = app(await unreachableStore());
      const res = await request(a).post(path).send({ phone: '13700000003', email: 'a@example.com' });
      expect(res.status).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({ code: 503, msg: '验证码服务暂时不可用，请稍后再试', data: null });
    },
  );

  it('store unreachable: captchas and every other request go on', async () => {
    const a = app(await unreachableStore());
    expect((await request(a).get('/api/captcha/gen')).status).toBe(200);
    expect((await request(a).get('/')).status).toBe(200);
    expect((await request(a).post('/api/user/login').send({ phone: '13700000004' })).status).toBe(200);
  });
});
