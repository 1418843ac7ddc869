import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { cspNonce, helmetFor, newNonce, nonceOf, securityHeaders } from './security.ts';

describe('CSP nonces', () => {
  it('are 16 random bytes in base64, never handed out twice across batches', () => {
    // 1,000 nonces span four batches of the pool (256 each) and its refills.
    const nonces = Array.from({ length: 1000 }, newNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });

  it('gives every response its own nonce', () => {
    const responses = [0, 1].map(() => ({ locals: {} }) as unknown as Response);
    const next: NextFunction = () => undefined;
    for (const res of responses) cspNonce({} as Request, res, next);
    const [a, b] = responses.map((res) => nonceOf(res));
    expect(a).not.toBe(b);
  });
});

describe('security headers', () => {
  /** The headers an app with the nonce and `headers` middleware answers, the CSP's nonce written as N. */
  async function answered(headers: (config: Config) => RequestHandler, config: Config) {
    const app = express();
    app.disable('x-powered-by');
    app.use(cspNonce, headers(config));
    app.get('/', (_req, res) => void res.json({ nonce: nonceOf(res) }));
    const res = await request(app).get('/');
    const { nonce } = res.body as { nonce: string };
    const own = Object.fromEntries(
      Object.entries(res.headers).filter(([name]) => !['date', 'etag', 'content-type', 'content-length', 'connection'].includes(name)),
    );
    return { nonce, csp: String(res.headers['content-security-policy']), own: JSON.parse(JSON.stringify(own).replaceAll(nonce, 'N')) as unknown };
  }

  it("are helmet's own, worked out once, with each response's nonce in the CSP", async () => {
    for (const config of [loadConfig({}), loadConfig({ NODE_ENV: 'development', STATIC_HOST: 'https://img.example.cn' })]) {
      const recorded = await answered(securityHeaders, config);
      const direct = await answered(helmetFor, config);
      expect(recorded.own).toEqual(direct.own);
      expect(recorded.csp).toContain(`'nonce-${recorded.nonce}'`);
      expect(Object.keys(recorded.own as object).length).toBeGreaterThan(10);
    }
  });

  it('carry a new nonce on every response', async () => {
    const config = loadConfig({});
    const [a, b] = [await answered(securityHeaders, config), await answered(securityHeaders, config)];
    expect(a.nonce).not.toBe(b.nonce);
    expect(b.csp).toContain(`'nonce-${b.nonce}'`);
    expect(b.csp).not.toContain(a.nonce);
  });
});
