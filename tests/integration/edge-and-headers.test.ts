import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildApp, CHROME_UA, testConfig, useStack } from '../support/stack.ts';

/** A client build stand-in: one hashed asset and the favicon. */
function fakeClientDir(): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'console.log("entry");'.repeat(200));
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return clientDir;
}

const stack = useStack({ app: { deps: () => ({ clientDir: fakeClientDir() }) } });

describe('utm channel cookie', () => {
  it.each([
    ['douyin', '33'],
    ['  XHS ', '34'],
    ['unknown-source', '25'],
  ])('utm_source=%j sets utm_channel=%s for 30 days, SameSite=Lax, Path=/', async (source, code) => {
    const res = await request(stack.app).get('/404').query({ utm_source: source });
    const cookie = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('utm_channel='));
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`utm_channel=${code};`);
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('leaves the cookie alone when utm_source is absent', async () => {
    const res = await request(stack.app).get('/404').set('cookie', 'utm_channel=36');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('request id', () => {
  it('echoes a given x-request-id', async () => {
    const res = await request(stack.app).get('/healthz').set('x-request-id', 'req-abc-123');
    expect(res.headers['x-request-id']).toBe('req-abc-123');
  });

  it('generates one when missing or malformed', async () => {
    const res = await request(stack.app).get('/healthz').set('x-request-id', 'bad id with spaces <script>');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it.each(['/', '/404', '/healthz', '/api/client/findIndexKv'])('are on %s', async (url) => {
    const res = await request(stack.app).get(url).set('user-agent', CHROME_UA);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('pages', () => {
  it.each(['/', '/models/es', '/dealer'])(
    '%s is gzipped by the origin and still tells intermediaries no-transform',
    async (path) => {
      const res = await request(stack.app).get(path).set('accept-encoding', 'gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['cache-control']).toBe('private, no-store, no-transform');
      expect(res.text).toContain('</html>');
    },
  );

  it('is sent as it is to a client that does not accept gzip', async () => {
    const res = await request(stack.app).get('/').set('accept-encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store, no-transform');
  });
});

describe('static assets', () => {
  it('serves hashed assets immutable for a year, compressed', async () => {
    const res = await request(stack.app).get('/assets/entry-abc123.js').set('accept-encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with a fast 404, not a rendered page', async () => {
    const res = await request(stack.app).get('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('serves unhashed public files with a short cache', async () => {
    const res = await request(stack.app).get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('health', () => {
  it('/healthz says the process is up', async () => {
    const res = await request(stack.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz reflects whether the upstream is reachable', async () => {
    const ready = buildApp(testConfig(stack.mock.url), { checkUpstream: async () => true });
    const down = buildApp(testConfig(stack.mock.url), { checkUpstream: async () => false });
    expect((await request(ready).get('/readyz')).status).toBe(200);
    expect((await request(down).get('/readyz')).status).toBe(503);
  });
});
