/**
 * The rendered-page cache (docs/decisions/0018-rendered-page-cache.md) over HTTP: createApp() with the
 * real SSR entry against the real mock. Each test builds its own app with a clock it moves and counts
 * the renders the server entry is asked for.
 */
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { Writable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import superagent from 'superagent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageCachePolicy, render } from '../../client/entry.server.tsx';
import { pageCacheOf } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Render } from '../../server/ssr/render-contract.ts';
import {
  createMemoryPageStore,
  PAGE_CACHE_MAX_BYTES,
  type PageStore,
  type StoredPage,
} from '../../server/store/page-store.ts';
import { testClock } from '../support/mock-client.ts';
import { testDriveForm } from '../support/test-drive-form.ts';
import {
  BAIDU_UA,
  buildApp,
  CHROME_UA,
  clearFaults,
  injectFault,
  listen,
  MINI_PROGRAM_UA,
  startMock,
  testAssets,
  testConfig,
} from '../support/stack.ts';

const TTL_MS = 60_000;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Site {
  url: string;
  mock: Awaited<ReturnType<typeof startMock>>;
  store: PageStore;
  clock: ReturnType<typeof testClock>;
  /** Renders the server entry was asked for (the cache's and the visitors' own). */
  renders(): number;
  logs: string[];
  /** Resolves once no render for the cache is running. */
  idle(): Promise<void>;
}

async function site(options: { store?: PageStore; env?: Record<string, string> } = {}): Promise<Site> {
  const mock = await startMock();
  cleanups.push(() => mock.close());
  const clock = testClock();
  const store = options.store ?? createMemoryPageStore();
  let renders = 0;
  const counting: Render = (args) => {
    renders += 1;
    return render(args);
  };
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = buildApp(testConfig(mock.url, { PAGE_CACHE: 'on', PAGE_CACHE_TTL_MS: String(TTL_MS), ...options.env }), {
    logger: pino({ level: 'warn' }, sink),
    ssr: { loadRender: async () => counting, pagePolicy: pageCachePolicy, assets: testAssets },
    pageCache: { store, now: clock.now },
  });
  const listening = await listen(app);
  cleanups.push(() => listening.close());
  const cache = pageCacheOf(app);
  if (!cache) throw new Error('the page cache is off');
  return { url: listening.url, mock, store, clock, renders: () => renders, logs, idle: () => cache.idle() };
}

function get(s: Site, path: string, headers: Record<string, string> = {}) {
  return superagent
    .get(s.url + path)
    .set({ 'user-agent': CHROME_UA, ...headers })
    .ok(() => true)
    .redirects(0);
}

/** One GET with its body as sent: no client-side decoding. */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The lead form's idempotency key in a page, if it has a lead form. */
function keyOf(html: string): string | undefined {
  return /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
}

function nonceOfHeader(csp: unknown): string {
  const nonce = /'nonce-([^']+)'/.exec(String(csp))?.[1];
  if (!nonce) throw new Error(`no nonce in ${String(csp)}`);
  return nonce;
}

describe('rendered-page cache', () => {
  it('pins the production settings: on, fresh for 60 s, 64 MiB per process, in its memory', () => {
    const config = loadConfig({});
    expect(config.pageCache).toEqual({ enabled: true, ttlMs: 60_000, store: 'memory' });
    expect(() => loadConfig({ PAGE_CACHE_STORE: 'disk' })).toThrow(/PAGE_CACHE_STORE/);
    expect(PAGE_CACHE_MAX_BYTES).toBe(64 * 1024 * 1024);
    expect(loadConfig({ PAGE_CACHE: 'off' }).pageCache.enabled).toBe(false);
    expect(() => loadConfig({ PAGE_CACHE: 'maybe' })).toThrow(/PAGE_CACHE/);
    expect(() => loadConfig({ PAGE_CACHE_TTL_MS: '10' })).toThrow(/PAGE_CACHE_TTL_MS/);
  });

  it('answers a hit with a fresh nonce that every script shares with the CSP header', async () => {
    const s = await site();
    const first = await get(s, '/models/es');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const hit = await get(s, '/models/es');
    expect(hit.headers['x-cache']).toBe('hit');
    expect(s.renders()).toBe(1);

    const nonce = nonceOfHeader(hit.headers['content-security-policy']);
    expect(nonce).not.toBe(nonceOfHeader(first.headers['content-security-policy']));
    const scripts = hit.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(hit.text).not.toContain(nonceOfHeader(first.headers['content-security-policy']));
    expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('answers gzip, assembled from the pieces compressed when stored, to a browser that accepts it; plain bytes otherwise', async () => {
    const s = await site();
    await get(s, '/models/es');
    const raw = async (acceptEncoding: string) => {
      const res = await fetchRaw(`${s.url}/models/es`, { 'user-agent': CHROME_UA, 'accept-encoding': acceptEncoding });
      expect(res.headers['x-cache']).toBe('hit');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      return res;
    };
    const zipped = await raw('gzip, deflate, br, zstd');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    const html = gunzipSync(zipped.body).toString();
    const nonce = nonceOfHeader(zipped.headers['content-security-policy']);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).toContain('"channel":25');
    // The pieces were compressed when stored, not merely wrapped: the answer is about what compressing
    // the whole page at once gives (the pieces compress apart, around the holes).
    expect(zipped.body.length).toBeLessThan(gzipSync(html).length * 1.15);

    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const plainNonce = nonceOfHeader(plain.headers['content-security-policy']);
    expect(plain.body.toString()).toBe(html.replaceAll(nonce, plainNonce));
    expect(s.renders()).toBe(1);
  });

  it('keeps the channel per request: a campaign link shares the entry, its cookie and channel stay its own', async () => {
    const s = await site();
    await get(s, '/models/es');
    const campaign = await get(s, '/models/es?utm_source=douyin');
    expect(campaign.headers['x-cache']).toBe('hit');
    expect(String(campaign.headers['set-cookie'])).toMatch(/utm_channel=33/);
    expect(campaign.text).toContain('"channel":33');
    const plain = await get(s, '/models/es');
    expect(plain.headers['set-cookie']).toBeUndefined();
    expect(plain.text).toContain('"channel":25');
    // The crawler shares the entry (it was rendered whole) and is told it is one.
    const crawler = await get(s, '/models/es', { 'user-agent': BAIDU_UA });
    expect(crawler.headers['x-cache']).toBe('hit');
    expect(crawler.text).toContain('"isBot":true');
    expect(s.renders()).toBe(1);
  });

  it('keeps one entry per markup variant: the mini-program gets its own render', async () => {
    const s = await site();
    await get(s, '/models/es');
    const mini = await get(s, '/models/es', { 'user-agent': MINI_PROGRAM_UA });
    expect(mini.headers['x-cache']).toBe('miss');
    expect(mini.text).toContain('"isMiniProgram":true');
    expect(s.renders()).toBe(2);
  });

  it('keeps one entry per 关怀版 level: a hit for one mode is never served to the other', async () => {
    const s = await site();
    const plain = await get(s, '/news/1');
    expect(plain.headers['x-cache']).toBe('miss');
    const care = await get(s, '/news/1', { cookie: 'care_mode=1' });
    expect(care.headers['x-cache']).toBe('miss');
    expect(care.text).toMatch(/^<!DOCTYPE html><html lang="zh-CN" data-care="1">/);
    expect(care.text).toContain('退出关怀版');
    const larger = await get(s, '/news/1', { cookie: 'care_mode=3' });
    expect(larger.headers['x-cache']).toBe('miss');
    expect(larger.text).toMatch(/^<!DOCTYPE html><html lang="zh-CN" data-care="3">/);

    const careHit = await get(s, '/news/1', { cookie: 'care_mode=1' });
    expect(careHit.headers['x-cache']).toBe('hit');
    expect(careHit.text).toMatch(/<html lang="zh-CN" data-care="1">/);
    expect(careHit.text).toContain('"care":1');
    const plainHit = await get(s, '/news/1');
    expect(plainHit.headers['x-cache']).toBe('hit');
    expect(plainHit.text).toMatch(/^<!DOCTYPE html><html lang="zh-CN">/);
    expect(plainHit.text).not.toContain('退出关怀版');
    expect(plainHit.text).toContain('"care":0');
    // An unknown value is the mode off: it shares the plain entry.
    const junk = await get(s, '/news/1', { cookie: 'care_mode=9' });
    expect(junk.headers['x-cache']).toBe('hit');
    expect(junk.text).toMatch(/^<!DOCTYPE html><html lang="zh-CN">/);
    expect(s.renders()).toBe(3);
  });

  it('keeps the large pointer of 关怀版 apart: a hit with it is never served without it', async () => {
    const s = await site();
    const pointer = await get(s, '/news/1', { cookie: 'care_mode=1; care_pointer=1' });
    expect(pointer.headers['x-cache']).toBe('miss');
    expect(pointer.text).toMatch(/^<!DOCTYPE html><html lang="zh-CN" data-care="1" data-care-pointer="">/);
    const care = await get(s, '/news/1', { cookie: 'care_mode=1' });
    expect(care.headers['x-cache']).toBe('miss');
    expect(care.text).toMatch(/^<!DOCTYPE html><html lang="zh-CN" data-care="1">/);
    const pointerHit = await get(s, '/news/1', { cookie: 'care_mode=1; care_pointer=1' });
    expect(pointerHit.headers['x-cache']).toBe('hit');
    expect(pointerHit.text).toMatch(/<html lang="zh-CN" data-care="1" data-care-pointer="">/);
    expect(pointerHit.text).toContain('"carePointer":true');
    // Outside the mode the pointer's cookie means nothing: the plain entry.
    const plain = await get(s, '/news/1', { cookie: 'care_pointer=1' });
    expect(plain.headers['x-cache']).toBe('miss');
    expect(plain.text).toMatch(/^<!DOCTYPE html><html lang="zh-CN">/);
    expect(s.renders()).toBe(3);
  });

  it('renders afresh a query parameter the route does not declare, and keys on one it declares', async () => {
    const s = await site();
    const undeclared = await get(s, '/models/es?colour=red');
    expect(undeclared.status).toBe(200);
    expect(undeclared.headers['x-cache']).toBeUndefined();
    const page2 = await get(s, '/news?page=2');
    const page2again = await get(s, '/news?page=2');
    const page1 = await get(s, '/news');
    expect([page2.headers['x-cache'], page2again.headers['x-cache'], page1.headers['x-cache']]).toEqual([
      'miss',
      'hit',
      'miss',
    ]);
  });

  it('bypasses the cache for a logged-in visitor', async () => {
    const s = await site();
    await get(s, '/models/es');
    const before = s.renders();
    const loggedIn = await get(s, '/models/es', { cookie: 'aur_session=some-token' });
    expect(loggedIn.headers['x-cache']).toBeUndefined();
    const withHeader = await get(s, '/models/es', { authorization: 'Bearer some-token' });
    expect(withHeader.headers['x-cache']).toBeUndefined();
    expect(s.renders()).toBe(before + 2);
  });

  it('50 concurrent requests on an expired key get the stale page and trigger one render', async () => {
    const s = await site();
    await get(s, '/models/es');
    expect(s.renders()).toBe(1);
    s.clock.advance(TTL_MS);
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(s, '/models/es')));
    // Answers that arrive after the one background render stored the new page are hits.
    const results = answers.map((a) => `${a.status} ${String(a.headers['x-cache'])}`);
    expect(results.filter((r) => r !== '200 stale' && r !== '200 hit')).toEqual([]);
    expect(results).toContain('200 stale');
    await s.idle();
    expect(s.renders()).toBe(2);
    expect((await get(s, '/models/es')).headers['x-cache']).toBe('hit');
  });

  it('serves the stale page when the upstream is down, and logs the failed refresh', async () => {
    const s = await site();
    const good = await get(s, '/models/es');
    s.clock.advance(TTL_MS);
    await injectFault(s.mock, 'status=503');
    const stale = await get(s, '/models/es');
    await s.idle();
    const again = await get(s, '/models/es');
    await clearFaults(s.mock);
    expect(stale.status).toBe(200);
    expect(stale.headers['x-cache']).toBe('stale');
    expect(again.headers['x-cache']).toBe('stale');
    // The same page as before the outage (its nonce aside).
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, '');
    expect(withoutNonce(again.text)).toBe(withoutNonce(good.text));
    expect(s.logs.join('')).toContain('refresh met a failing upstream');
    // The failed refresh is not retried on every request: one try per TTL.
    expect(s.renders()).toBe(2);
  });

  it('never stores a page whose render gave up on a slow block, and renders that key per request for a while', async () => {
    const s = await site({ env: { SSR_TIMEOUT_MS: '300' } });
    // React reports the crawler-style render it was told to abort (its own wording); nothing else may log.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await injectFault(s.mock, 'latency=1500', '/api/client/findNews');
    const first = await get(s, '/');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    await s.idle();
    expect(s.store.size()).toBe(0);
    expect(s.logs.join('')).toContain('the render gave up on blocks still loading');
    const renders = s.renders();
    await clearFaults(s.mock);
    const second = await get(s, '/');
    expect(second.headers['x-cache']).toBeUndefined();
    // Only the visitor's own render: no second one for the cache within the TTL.
    expect(s.renders()).toBe(renders + 1);
    for (const [message] of reported.mock.calls) expect(String(message)).toMatch(/abortable task at the root/);
  });

  it('never stores account pages, form posts, redirects or 404s', async () => {
    const s = await site();
    const answers = [];
    for (let round = 0; round < 2; round++) {
      answers.push(await get(s, '/account/login'));
      answers.push(await get(s, '/account'));
      answers.push(await get(s, '/home'));
      answers.push(await get(s, '/models/zz'));
      answers.push(await get(s, '/no-such-page'));
      answers.push(
        await superagent
          .post(`${s.url}/test-drive`)
          .set({ 'user-agent': CHROME_UA, origin: 'https://www.aurelion.example' })
          .type('form')
          .send({ name: '张三' })
          .ok(() => true)
          .redirects(0),
      );
    }
    await s.idle();
    expect(answers.map((a) => a.status)).toEqual([200, 302, 301, 404, 404, 400, 200, 302, 301, 404, 404, 400]);
    for (const a of answers) expect(a.headers['x-cache']).toBeUndefined();
    expect(s.store.size()).toBe(0);
  });

  it('caches the pages with a lead form: every answer, hit or miss, carries an idempotency key of its own', async () => {
    const s = await site();
    const models = await superagent
      .get(`${s.url}/api/client/getPassengerModel`)
      .query({ seriesId: 1, year: 2021 });
    const model = (models.body as { data: { id: number }[] }).data[0];
    if (!model) throw new Error('no 2021 ES model in the mock');
    const valued = `/trade-in?brand=1&series=1&year=2021&model=${model.id}&reg=2022-03&km=3.5&city=310100&grade=fair`;
    const withForm = ['/test-drive', '/services/app', '/services/after-sales', '/models/nx_onlinepurchase', valued];
    for (const path of [...withForm, '/dealer', '/trade-in']) {
      const keys: string[] = [];
      for (const expected of ['miss', 'hit', 'hit']) {
        const res = await get(s, path);
        expect(res.status, path).toBe(200);
        expect(res.headers['x-cache'], path).toBe(expected);
        const key = keyOf(res.text);
        if (!withForm.includes(path)) continue;
        if (!key) throw new Error(`no idempotency key on ${path}`);
        // The same key in the form and in the data the browser hydrates it with.
        expect(res.text.split(key).length - 1, path).toBe(2);
        keys.push(key);
      }
      if (withForm.includes(path)) expect(new Set(keys).size, path).toBe(3);
    }
    expect(s.renders()).toBe(7);
  });

  it('a resent booking with the key of a cached page is one booking; another visitor of that render books their own', async () => {
    const s = await site();
    await get(s, '/test-drive');
    const [mine, theirs] = await Promise.all([get(s, '/test-drive'), get(s, '/test-drive')]);
    expect([mine.headers['x-cache'], theirs.headers['x-cache']]).toEqual(['hit', 'hit']);
    const dealer = /name="dealerCode"[^>]*>[\s\S]*?<option value="([^"]+)"/.exec(mine.text)?.[1] ?? '';
    const book = (key: string | undefined, phone: string) =>
      superagent
        .post(`${s.url}/test-drive`)
        .ok(() => true)
        .type('form')
        .set({ Origin: 'https://www.aurelion.example', Accept: 'application/json' })
        .send(testDriveForm(dealer, phone, { idempotencyKey: key ?? '' }));
    type Booked = { actionData: { status: string; summary?: { id: number } } };
    const first = (await book(keyOf(mine.text), '13912340001')).body as Booked;
    const resent = (await book(keyOf(mine.text), '13912340001')).body as Booked;
    const other = (await book(keyOf(theirs.text), '13912340001')).body as Booked;
    expect(first.actionData.status).toBe('done');
    expect(resent.actionData.summary?.id).toBe(first.actionData.summary?.id);
    expect(other.actionData.summary?.id).not.toBe(first.actionData.summary?.id);
    const drives = await superagent.get(`${s.mock.url}/__mock/records/test-drives`);
    const mineBooked = (drives.body as { data: { phone: string; source: string }[] }).data.filter(
      (d) => d.phone === '13912340001' && d.source === 'api',
    );
    expect(mineBooked).toHaveLength(2);
  });

  it('keeps a page that reads the visitor\'s location per place: a hit is never served to another city', async () => {
    const s = await site();
    // The mock places an address by its first two numbers.
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const a = await get(s, '/dealer', from('203.0.113.7'));
    const sameCity = await get(s, '/dealer', from('203.0.113.8'));
    const elsewhere = await get(s, '/dealer', from('198.51.100.2'));
    expect([a.headers['x-cache'], sameCity.headers['x-cache'], elsewhere.headers['x-cache']]).toEqual([
      'miss',
      'hit',
      'miss',
    ]);
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(sameCity.text)).toBe(title(a.text));
    expect(title(elsewhere.text)).not.toBe(title(a.text));
    // A page without the location (its place in the query) is one entry for everyone.
    const inQuery = '/dealer?province=310000&city=310100';
    expect((await get(s, inQuery, from('203.0.113.7'))).headers['x-cache']).toBe('miss');
    expect((await get(s, inQuery, from('203.0.113.7'))).headers['x-cache']).toBe('hit');
  });

  it('holds 10,000 distinct keys within the byte budget', async () => {
    const written: StoredPage[] = [];
    const memory = createMemoryPageStore();
    const s = await site({
      store: { ...memory, set: (key, page) => (written.push(page), memory.set(key, page)) },
    });
    await get(s, '/models/es');
    const page = written[0];
    if (!page) throw new Error('nothing was stored');
    const budgeted = createMemoryPageStore();
    for (let i = 0; i < 10_000; i++)
      await budgeted.set(`000/news?page=${i}`, {
        ...page,
        pieces: page.pieces.map((p) => Buffer.concat([p, Buffer.from(String(i))])),
      });
    expect(budgeted.bytes()).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
    expect(budgeted.size()).toBeLessThan(10_000);
    expect(await budgeted.get('000/news?page=9999')).toBeDefined();
    expect(await budgeted.get('000/news?page=0')).toBeUndefined();
  });
});
