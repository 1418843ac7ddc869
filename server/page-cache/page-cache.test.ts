/**
 * The rendered-page cache's middleware on its own: an Express app with only what the middleware reads
 * before it (the CSP nonce and the edge context), no cookie parser, and a renderer that writes a small
 * document with the nonce and edge holes. A visitor's session must keep the cache away by itself, not
 * because some other middleware happened to parse the cookies first.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import superagent from 'superagent';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#shared/api/session';
import { edgeContext } from '../middleware/edge.ts';
import { cspNonce } from '../middleware/security.ts';
import type { PageRenderer } from '../ssr/document.ts';
import { createMemoryPageStore } from '../store/page-store.ts';
import { serializedEdge } from './holes.ts';
import { createPageCache, type PageCache } from './page-cache.ts';

let server: Server;
let base: string;
let cache: PageCache;
/** Renders for the cache, and renders for one visitor (the handler after the middleware). */
let forCache: string[];
let perRequest: string[];

const renderPage: PageRenderer = ({ request, res, nonce, edge }) => {
  forCache.push(new URL(request.url).pathname);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><script nonce="${nonce}">var edge="${serializedEdge(edge)}"</script><p>公开页面</p>`);
  return Promise.resolve();
};

beforeAll(async () => {
  const app = express();
  app.use(cspNonce);
  app.use(edgeContext);
  cache = createPageCache({
    store: createMemoryPageStore(),
    ttlMs: 60_000,
    policy: () => Promise.resolve({ query: [], located: false }),
    renderPage,
    publicOrigin: 'https://www.aurelion.example',
    logger: pino({ level: 'silent' }),
  });
  app.use(cache.middleware);
  app.use((req, res) => {
    perRequest.push(req.path);
    res.type('html').send('<p>为这位访客渲染</p>');
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  forCache = [];
  perRequest = [];
});

const get = (path: string, cookie?: string) => {
  const req = superagent.get(base + path);
  return cookie ? req.set('Cookie', cookie) : req;
};

describe('page cache middleware on its own', () => {
  it('serves an anonymous visitor from the cache', async () => {
    expect((await get('/models/es')).headers['x-cache']).toBe('miss');
    expect((await get('/models/es')).headers['x-cache']).toBe('hit');
    expect(forCache).toEqual(['/models/es']);
  });

  it('never serves a request carrying only the session cookie from the cache', async () => {
    await get('/models/ux');
    const personal = await get('/models/ux', `${SESSION_COOKIE}=some-token`);
    expect(personal.headers['x-cache']).toBeUndefined();
    expect(personal.text).toBe('<p>为这位访客渲染</p>');
    const bearer = await superagent.get(`${base}/models/ux`).set('Authorization', 'Bearer some-token');
    expect(bearer.headers['x-cache']).toBeUndefined();
    expect(perRequest).toEqual(['/models/ux', '/models/ux']);
  });

  it('never stores the page of a request carrying only the session cookie', async () => {
    const personal = await get('/models/nx', `${SESSION_COOKIE}=some-token`);
    expect(personal.headers['x-cache']).toBeUndefined();
    await cache.idle();
    expect(forCache).toEqual([]);
    // The first anonymous visitor finds nothing stored.
    expect((await get('/models/nx')).headers['x-cache']).toBe('miss');
  });

  it('still caches for a visitor whose cookies hold no session', async () => {
    await get('/models/lc', 'utm_channel=33; aur_sessionless=1');
    expect((await get('/models/lc', 'theme=dark')).headers['x-cache']).toBe('hit');
    expect(perRequest).toEqual([]);
  });
});
