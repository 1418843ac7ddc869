import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { signatureHeaders } from '../../server/proxy/signature.ts';
import { buildApp, CHROME_UA, testConfig, TEST_SIGN_SECRET, useStack } from '../support/stack.ts';

const stack = useStack({ app: false });

/** An upstream that records what it receives, to see exactly what the proxy sends. */
async function recordingUpstream(): Promise<{ url: string; seen: Array<Record<string, unknown>>; close(): Promise<void> }> {
  const seen: Array<Record<string, unknown>> = [];
  const server: Server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, msg: 'ok', data: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('API proxy', () => {
  it('forwards /api calls with a signature the mock accepts', async () => {
    const app = buildApp(testConfig(stack.mock.url));
    const res = await request(app).get('/api/client/findIndexKv');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    // The same call straight to the mock, unsigned, is refused.
    const direct = await request(stack.mock.url).get('/api/client/findIndexKv');
    expect(direct.body.code).toBe(403);
  });

  it('signs with HMAC-SHA256 over timestamp, method and path, and passes Authorization and the request id', async () => {
    const upstream = await recordingUpstream();
    try {
      const app = buildApp(testConfig(upstream.url));
      await request(app)
        .get('/api/user/findCodeInfo?x=1')
        .set('authorization', 'Bearer tok-1')
        .set('cookie', 'utm_channel=33')
        .set('x-request-id', 'rid-42');
      const headers = upstream.seen[0]?.headers as Record<string, string>;
      const expected = signatureHeaders(TEST_SIGN_SECRET, 'GET', '/api/user/findCodeInfo', Number(headers['x-timestamp']) * 1000);
      expect(headers['x-signature']).toBe(expected['x-signature']);
      expect(Math.abs(Number(headers['x-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
      expect(headers.authorization).toBe('Bearer tok-1');
      expect(headers['x-request-id']).toBe('rid-42');
      expect(headers.cookie).toBeUndefined();
    } finally {
      await upstream.close();
    }
  });

  it('tells the upstream the caller address the site trusts, never the caller’s own address headers', async () => {
    const upstream = await recordingUpstream();
    try {
      const app = buildApp(testConfig(upstream.url));
      // From loopback (a trusted proxy hop): the last untrusted X-Forwarded-For entry is the caller.
      await request(app)
        .get('/api/client/findRegions')
        .set('x-forwarded-for', '6.6.6.6, 7.7.7.7')
        .set('x-real-ip', '6.6.6.6')
        .set('true-client-ip', '6.6.6.6')
        .set('forwarded', 'for=6.6.6.6')
        .set('x-forwarded-host', 'evil.example');
      const headers = upstream.seen[0]?.headers as Record<string, string>;
      expect(headers['x-forwarded-for']).toBe('7.7.7.7');
      expect(headers['x-forwarded-host']).toBe('www.aurelion.example');
      for (const name of ['x-real-ip', 'true-client-ip', 'forwarded']) expect(headers[name], name).toBeUndefined();
    } finally {
      await upstream.close();
    }
  });

  it('gives the loaders the same trusted address: the dealer page locates the caller by it', async () => {
    const upstream = await recordingUpstream();
    try {
      const app = buildApp(testConfig(upstream.url, { PAGE_CACHE: 'off' }));
      await request(app).get('/dealer').set('user-agent', CHROME_UA).set('x-forwarded-for', '6.6.6.6, 7.7.7.7');
      const located = upstream.seen.find((s) => String(s.url).startsWith('/api/client/IP'));
      expect(located?.url).toBe('/api/client/IP?ip=7.7.7.7');
    } finally {
      await upstream.close();
    }
  });

  it('routes legacy /client paths to the legacy upstream', async () => {
    const user = await recordingUpstream();
    const legacy = await recordingUpstream();
    try {
      const app = buildApp(testConfig(user.url, { LEGACY_API_URL: legacy.url }));
      await request(app).get('/client/ip/location');
      await request(app).get('/api/client/IP');
      expect(legacy.seen.map((s) => s.url)).toEqual(['/client/ip/location']);
      expect(user.seen.map((s) => s.url)).toEqual(['/api/client/IP']);
    } finally {
      await user.close();
      await legacy.close();
    }
  });

  it('answers an upstream timeout with a 504 envelope, never a hang', async () => {
    const app = buildApp(testConfig(stack.mock.url, { UPSTREAM_TIMEOUT_MS: '300' }));
    const res = await request(app).get('/api/client/findNews').set('x-mock-fault', 'latency=3000');
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ code: 504, msg: '服务响应超时，请稍后再试', data: null });
  });
});

describe('upstream down', () => {
  const closedPort = 'http://127.0.0.1:9';

  it('still serves the home page (200) with its API-fed blocks replaced by notices', async () => {
    const app = buildApp(testConfig(closedPort));
    const res = await request(app).get('/').set('user-agent', CHROME_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain('车型信息暂时无法加载');
    expect(res.text).toContain('新闻暂时无法加载');
    expect(res.text).toContain('匠心之作'); // the static hero stands in for the key visuals
  });

  it('answers 503 with a useful page where the content comes only from the API', async () => {
    const app = buildApp(testConfig(closedPort));
    const res = await request(app).get('/news/1').set('user-agent', CHROME_UA);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.text).toContain('重新加载');
    expect(res.text).toContain('服务暂时不可用');
    expect(res.text).toContain('返回首页');
    expect(res.text).not.toMatch(/ECONNREFUSED|at .+\.(ts|js):\d+/);
  });

  it('answers /api with a 502 error envelope and legacy paths with a retCode envelope', async () => {
    const app = buildApp(testConfig(closedPort));
    const api = await request(app).get('/api/client/findNews');
    expect(api.status).toBe(502);
    expect(api.body).toEqual({ code: 502, msg: '服务暂时不可用，请稍后再试', data: null });
    const legacy = await request(app).get('/client/news/list');
    expect(legacy.status).toBe(502);
    expect(legacy.body).toMatchObject({ retCode: 502, data: null });
  });
});

describe('client leaving', () => {
  it('aborts the render and its upstream calls when the browser disconnects mid-stream', async () => {
    let newsCallClosedEarly: () => void = () => undefined;
    const closedEarly = new Promise<void>((resolve) => (newsCallClosedEarly = resolve));
    const upstream: Server = createServer((req, res) => {
      if (req.url?.startsWith('/api/client/findNews')) {
        // Never answers; resolves once the site gives up on this call.
        res.on('close', () => newsCallClosedEarly());
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, msg: 'ok', data: [] }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const app = buildApp(testConfig(upstreamUrl, { UPSTREAM_TIMEOUT_MS: '60000', SSR_TIMEOUT_MS: '60000' }));
    const site = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const { port } = site.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = get(`http://127.0.0.1:${port}/`, { headers: { 'user-agent': CHROME_UA } }, (res) => {
          // The shell arrived; the visitor leaves before the news block.
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => undefined);
        setTimeout(() => reject(new Error('no shell')), 5000);
      });
      await closedEarly; // would hang (and time out) if the upstream call outlived the visitor
    } finally {
      site.closeAllConnections();
      await new Promise((r) => site.close(r));
      upstream.closeAllConnections();
      await new Promise((r) => upstream.close(r));
    }
  });
});
