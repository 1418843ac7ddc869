/**
 * Hardening as an attacker would probe it: every redirect stays on the site's origin whatever the
 * path holds; pages never carry the router's internal messages; API methods and content types get
 * 405 and 415 without echoing the request, and cross-site posts keep their 403.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODES, LEGACY_CODES } from '#shared/api/envelope';
import { buildApp, CHROME_UA, startMock, testConfig, type MockApi } from '../support/stack.ts';

const ORIGIN = 'https://www.aurelion.example';
let mock: MockApi;
let server: Server;
let port: number;

beforeAll(async () => {
  mock = await startMock();
  const app = buildApp(testConfig(mock.url));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await mock.close();
});

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends the request line byte for byte (no client-side normalisation of the path) and reads the answer. */
function raw(method: string, target: string, headers: Record<string, string> = {}, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const map = new Map<string, string>();
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) map.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: map, body: rest.join('\r\n\r\n') });
    });
    const extra = Object.entries({ 'User-Agent': CHROME_UA, ...headers })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}Connection: close\r\n\r\n${body}`);
  });
}

/** Where a browser on the site lands for a Location header. */
function landingOrigin(location: string): string {
  return new URL(location, `${ORIGIN}/current/page`).origin;
}

describe('redirects never leave the site', () => {
  // Each path as it travels on the wire; the answer must never send the browser to another origin.
  const forms = [
    '/\\attacker.example/',
    '/\\attacker.example/path/',
    '//attacker.example/',
    '///attacker.example/',
    '/\\\\attacker.example/',
    '/\\/attacker.example/',
    '\\\\attacker.example/',
    '/%2F%2Fattacker.example/',
    '/%2Fattacker.example/',
    '/%5Cattacker.example/',
    '/%5C%5Cattacker.example/',
    '/%2e%2e//attacker.example/',
    '/..//attacker.example/',
    '/.//attacker.example/',
    '/%09/attacker.example/',
    '/%0D%0ALocation:%20https://attacker.example/',
    '//attacker.example/?next=//attacker.example',
    '/home/',
    '/services/',
    '/@attacker.example/',
  ];

  it.each(forms)('GET %s answers with a Location on the site', async (path) => {
    const res = await raw('GET', path);
    const location = res.headers.get('location');
    if (location !== undefined) {
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(landingOrigin(location)).toBe(ORIGIN);
      expect(location).not.toMatch(/[\r\n\t]/);
    }
    expect(res.status).not.toBe(500);
  });

  it('turns /\\attacker.example/ into the on-site path /attacker.example', async () => {
    const res = await raw('GET', '/\\attacker.example/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/attacker.example');
  });

  it.each([
    ['a raw tab', '/\t/attacker.example/'],
    ['a raw newline', '/\n/attacker.example/'],
  ])('refuses a request line with %s without redirecting', async (_name, path) => {
    const res = await raw('GET', path);
    expect(res.headers.get('location')).toBeUndefined();
  });

  it('answers a very long path with its 404, never a redirect that echoes it', async () => {
    const long = `/${'a'.repeat(5000)}/`;
    const res = await raw('GET', long);
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeUndefined();
    expect(res.body).not.toContain('a'.repeat(100));
  });

  it('keeps the login return path on the site for an anonymous account visit', async () => {
    const res = await raw('GET', '/account/cars?x=//attacker.example');
    expect(res.status).toBe(302);
    const location = res.headers.get('location') ?? '';
    expect(landingOrigin(location)).toBe(ORIGIN);
    expect(location.startsWith('/account/login?prev=')).toBe(true);
  });
});

describe('pages carry a status and a Chinese message, never the router’s internal text', () => {
  const INTERNAL = [
    /No route matches/i,
    /You made a POST request/i,
    /did not provide an `?action/i,
    /Internal Server Error/,
    /"internal":true/,
  ];

  function expectClean(body: string, marker?: string) {
    for (const pattern of INTERNAL) expect(body).not.toMatch(pattern);
    if (marker) expect(body).not.toContain(marker);
  }

  it('an unknown URL: 404 page with the Chinese copy, the path not echoed', async () => {
    const res = await raw('GET', '/no/such/page-zq7marker');
    expect(res.status).toBe(404);
    expect(res.body).toContain('页面未找到');
    expectClean(res.body, 'zq7marker');
  });

  it.each(['/', '/models/es', '/news'])('a form post to the read-only page %s: 405 page in Chinese', async (path) => {
    const body = 'name=x';
    const res = await raw(
      'POST',
      path,
      { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(body.length) },
      body,
    );
    expect(res.status).toBe(405);
    expect(res.body).toContain('该页面不接受提交');
    expectClean(res.body);
  });

  it('a form post with JSON accept to a read-only page: a Chinese message only', async () => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/models/es',
          method: 'POST',
          headers: { origin: ORIGIN, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        },
        (r) => {
          let text = '';
          r.setEncoding('utf8');
          r.on('data', (c: string) => (text += c));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end('name=x');
    });
    expect(res.status).toBe(405);
    expect(JSON.parse(res.body)).toEqual({ message: '该页面不接受提交' });
  });

  it.each([
    '/news?page=abc',
    '/news?page=-1&page=2',
    '/news/not-a-number',
    '/dealer?province=%E0%A4%A',
    '/models/zz',
    '/services/no-such-page',
    '/legal/none',
  ])('malformed input %s: an error page without internal text', async (path) => {
    const res = await raw('GET', path);
    expect([200, 400, 404]).toContain(res.status);
    expectClean(res.body);
  });
});

describe('HTTP semantics on the API and the proxy', () => {
  it('a same-origin JSON endpoint answers 415 to a form body (API envelope)', async () => {
    const body = 'nickname=x';
    const res = await raw(
      'POST',
      '/api/user/reset-nickname',
      { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(body.length) },
      body,
    );
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body.trim())).toMatchObject({ code: API_CODES.unsupportedMediaType, data: null });
  });

  it('a same-origin legacy endpoint answers 415 to text/plain (legacy envelope)', async () => {
    const res = await raw('POST', '/client/recall/query', {
      Origin: ORIGIN,
      'Content-Type': 'text/plain',
      'Content-Length': '0',
    });
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body.trim())).toMatchObject({ retCode: LEGACY_CODES.unsupportedMediaType, data: null });
  });

  it.each([
    ['a JSON post', 'application/json'],
    ['a form post', 'application/x-www-form-urlencoded'],
    ['a text post', 'text/plain'],
  ])('a cross-site %s keeps its 403', async (_name, type) => {
    const res = await raw(
      'POST',
      '/api/user/logout',
      {
        Origin: 'https://attacker.example',
        'Content-Type': type,
        'Content-Length': '2',
      },
      '{}',
    );
    expect(res.status).toBe(403);
  });

  it.each([
    ['TRACE', '/api/client/findNews', 'GET, HEAD'],
    ['PUT', '/api/client/queryCarSeriesList', 'GET, HEAD'],
    ['DELETE', '/api/client/findDealers', 'GET, HEAD'],
    ['GET', '/api/user/login', 'POST'],
    ['PATCH', '/api/user/ckauth', 'POST'],
    ['PUT', '/client/news/list', 'GET, HEAD'],
    ['TRACE', '/client/lead/sale-clue', 'POST'],
    ['PUT', '/static/cars/es/side/212.png', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s, never echoing the request', async (method, path, allow) => {
    const res = await raw(method, `${path}?echo=zq7marker`, { 'X-Probe': 'zq7header', 'Content-Length': '0' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(res.body).not.toContain('zq7marker');
    expect(res.body).not.toContain('zq7header');
    expect(res.body).not.toContain(method === 'GET' ? 'zq7' : method);
    expect(JSON.parse(res.body.trim())).toMatchObject(
      path.startsWith('/client/') ? { retCode: LEGACY_CODES.methodNotAllowed } : { code: API_CODES.methodNotAllowed },
    );
  });

  it.each(['TRACE', 'PUT', 'DELETE'])('%s on a page answers 405 with Allow and no echo', async (method) => {
    const res = await raw(method, '/models/es?echo=zq7marker', { 'Content-Length': '0' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(res.body).not.toContain('zq7marker');
    expect(res.body).not.toContain(method);
  });

  it('the endpoints still answer their own methods', async () => {
    const get = await raw('GET', '/api/client/queryCarSeriesList');
    expect(get.status).toBe(200);
    const head = await raw('HEAD', '/api/client/queryCarSeriesList');
    expect(head.status).toBe(200);
  });
});

describe('an upstream’s redirect through the proxy stays on the site', () => {
  it.each([
    ['its own host', (upstream: string) => `${upstream}/static/cars/es/side/212.png`, '/static/cars/es/side/212.png'],
    ['a path on its host', () => '/static/kv/1.jpg', '/static/kv/1.jpg'],
    ['a protocol-relative URL', () => '//attacker.example/x', '/attacker.example/x'],
    ['a backslash form', () => '/\\attacker.example/x', '/attacker.example/x'],
    ['another host', () => 'https://attacker.example/', '/'],
  ])('%s', async (_name, locationFor, expected) => {
    let upstreamUrl = '';
    const upstream = createServer((_req, res) => {
      res.writeHead(302, { Location: locationFor(upstreamUrl) });
      res.end();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    try {
      const res = await request(buildApp(testConfig(upstreamUrl)))
        .get('/api/client/findNews')
        .redirects(0);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(expected);
    } finally {
      upstream.closeAllConnections();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    }
  });
});
