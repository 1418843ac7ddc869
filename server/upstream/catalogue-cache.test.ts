/**
 * The catalogue cache: coalescing and what is (never) shared against the real mock over HTTP, counted
 * in the mock's request log; freshness, stale-while-revalidate, stale-if-error and the cross-process
 * refresh lock with a clock the test controls.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '#shared/api/request';
import { createMockApi, type MockApi } from '../../mock-api/server.ts';
import { loadConfig } from '../config.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import type { SharedStore } from '../store/store.ts';
import { createCatalogueCache } from './catalogue-cache.ts';
import { ADDRESS_STALE_MS, CATALOGUE_PATHS, catalogueKey } from './cached-paths.ts';
import { createUpstream, type Upstream } from './upstream.ts';
import { brokenStore } from '../../tests/support/broken-store.ts';

const SECRET = 'catalogue-test-secret';
const silent = pino({ level: 'silent' });

/** URLs the mock logged, in order: its request log is the count of upstream calls. */
const mockRequests: string[] = [];
let mock: MockApi;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { msg?: string; url?: string; method?: string };
        if (entry.msg === 'request') mockRequests.push(`${entry.method ?? ''} ${entry.url ?? ''}`);
      }
      done();
    },
  });
  mock = await createMockApi({ port: 0, signSecret: SECRET, logger: pino({ level: 'info' }, sink) });
});

afterAll(async () => {
  await mock.close();
});

beforeEach(() => {
  mockRequests.length = 0;
});

function upstreamFor(store: SharedStore = createMemoryStore()): Upstream {
  const config = loadConfig({
    NODE_ENV: 'test',
    USER_API_URL: mock.url,
    LEGACY_API_URL: mock.url,
    SIGN_SECRET: SECRET,
  });
  return createUpstream(config, silent, store);
}

/** A page request's API client, from the factory the SSR handler uses. */
function pageClient(upstream: Upstream, requestId: string, authorization?: string) {
  return upstream.client({ requestId, cached: true, ...(authorization ? { authorization } : {}) });
}

const countOf = (prefix: string) => mockRequests.filter((r) => r.startsWith(prefix)).length;

describe('catalogue cache against the mock', () => {
  it('coalesces: 20 concurrent page requests for the series list make one upstream call', async () => {
    const upstream = upstreamFor();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pageClient(upstream, `req-${i}`).get('/api/client/queryCarSeriesList', {})),
    );
    expect(results.every((r) => r.ok && Array.isArray(r.data) && r.data.length === 6)).toBe(true);
    expect(countOf('GET /api/client/queryCarSeriesList')).toBe(1);
    // And the next one, still fresh, makes none.
    await pageClient(upstream, 'req-21').get('/api/client/queryCarSeriesList', {});
    expect(countOf('GET /api/client/queryCarSeriesList')).toBe(1);
    upstream.shutdown();
  });

  it('shares entries between processes through the shared store', async () => {
    const store = createMemoryStore();
    const first = upstreamFor(store);
    const second = upstreamFor(store);
    await pageClient(first, 'a').get('/api/client/queryModel', { seriesCode: 'es' });
    const fromSecond = await pageClient(second, 'b').get('/api/client/queryModel', { seriesCode: 'es' });
    expect(fromSecond.ok).toBe(true);
    expect(countOf('GET /api/client/queryModel')).toBe(1);
    first.shutdown();
    second.shutdown();
  });

  it('stores only successful answers with data: an error answer is asked again', async () => {
    const upstream = upstreamFor();
    for (let i = 0; i < 2; i++) {
      const result = await pageClient(upstream, `r${i}`).get('/api/client/findDealers', { provinceId: -1 } as never);
      expect(result.ok).toBe(false);
    }
    expect(countOf('GET /api/client/findDealers')).toBe(2);
    upstream.shutdown();
  });

  it('a store that fails is a miss: the answer still comes from the upstream', async () => {
    const broken = brokenStore();
    const upstream = upstreamFor(broken);
    const result = await pageClient(upstream, 'r').get('/api/client/findIndexKv');
    expect(result.ok).toBe(true);
    upstream.shutdown();
  });

  it('never caches user data: two users each get their own answer from the upstream', async () => {
    const upstream = upstreamFor();
    const alice = await pageClient(upstream, 'a', 'Bearer token-of-alice').post('/api/user/ckauth', {});
    const bob = await pageClient(upstream, 'b', 'Bearer token-of-bob').post('/api/user/ckauth', {});
    // Unknown tokens: both are refused, each by its own upstream call.
    expect([alice.code, bob.code]).toEqual([401, 401]);
    expect(countOf('POST /api/user/ckauth')).toBe(2);
    // The one user-service read kept: a shared build by its code, public and fetched without a token.
    expect([...CATALOGUE_PATHS].filter((path) => path.startsWith('/api/user/'))).toEqual(['/api/user/findCodeInfo']);
    upstream.shutdown();
  });

  it('keeps the IP lookup per address, for 10 minutes past its freshness at most, and never a lookup without an address', async () => {
    const memory = createMemoryStore();
    const lifetimes = new Map<string, number | undefined>();
    const store: SharedStore = {
      ...memory,
      set: (key, value, ttlMs) => {
        lifetimes.set(key, ttlMs);
        return memory.set(key, value, ttlMs);
      },
    };
    const upstream = upstreamFor(store);
    for (const ip of ['203.0.113.7', '203.0.113.7', '198.51.100.2']) await pageClient(upstream, ip).get('/api/client/IP', { ip });
    for (let i = 0; i < 2; i++) await pageClient(upstream, `anon-${i}`).get('/api/client/IP', {});
    // One call per address (the mock's log masks the address), one per lookup without one.
    expect(countOf('GET /api/client/IP?ip=')).toBe(2);
    expect(mockRequests.filter((r) => r === 'GET /api/client/IP')).toHaveLength(2);
    const kept = [...lifetimes].filter(([key]) => key.includes('/api/client/IP'));
    expect(kept.map(([key]) => key).sort()).toEqual([
      'catalogue:v1:/api/client/IP?ip=198.51.100.2',
      'catalogue:v1:/api/client/IP?ip=203.0.113.7',
    ]);
    for (const [, ttl] of kept) expect(ttl).toBe(60_000 + ADDRESS_STALE_MS);
    expect(ADDRESS_STALE_MS).toBe(10 * 60 * 1000);
    upstream.shutdown();
  });

  it("fetches catalogue entries anonymously, so a visitor's token never shapes a shared answer", async () => {
    const upstream = upstreamFor();
    // An expired token would make an auth-checking endpoint answer 401; the catalogue call carries none.
    const result = await pageClient(upstream, 'r', 'Bearer expired').get('/api/client/findRegions');
    expect(result.ok).toBe(true);
    upstream.shutdown();
  });
});

describe('catalogue cache freshness (clock controlled by the test)', () => {
  const TTL = 60_000;
  const STALE = 86_400_000;
  const good = (n: number): ApiResult<unknown> => ({ ok: true, code: 200, msg: 'ok', data: { n }, status: 200 });
  const down: ApiResult<unknown> = { ok: false, code: -1, msg: '请求错误', data: null, status: 0 };

  function setup() {
    let now = 1_000_000;
    const store = createMemoryStore({ now: () => now });
    const cache = createCatalogueCache({
      store,
      ttlMs: TTL,
      staleMs: STALE,
      lockMs: 10_000,
      logger: silent,
      now: () => now,
    });
    return { cache, advance: (ms: number) => (now += ms) };
  }

  it('is fresh for the TTL, then answers stale at once while one load refreshes it', async () => {
    const { cache, advance } = setup();
    let loads = 0;
    const load = async () => good(++loads);
    expect((await cache.get('k', load)).data).toEqual({ n: 1 });
    advance(TTL - 1);
    expect((await cache.get('k', load)).data).toEqual({ n: 1 });
    expect(loads).toBe(1);

    advance(2);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowLoad = async () => {
      await gate;
      return good(++loads);
    };
    // Three requests on a stale entry: all answered with the old value, one refresh under way.
    const answers = await Promise.all([cache.get('k', slowLoad), cache.get('k', slowLoad), cache.get('k', slowLoad)]);
    expect(answers.map((a) => a.data)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    release();
    await vi.waitFor(async () => expect((await cache.get('k', load)).data).toEqual({ n: 2 }));
    expect(loads).toBe(2);
  });

  it('stale-if-error: an old entry whose refresh fails is still answered, up to the stale limit', async () => {
    const { cache, advance } = setup();
    await cache.get('k', async () => good(1));
    advance(2 * TTL + 1); // past stale-while-revalidate: the request waits for the load
    expect((await cache.get('k', async () => down)).data).toEqual({ n: 1 });
    advance(STALE); // gone from the store
    expect(await cache.get('k', async () => down)).toEqual(down);
  });

  it('passes on an answer that is not a failure (e.g. "not found") instead of the old entry', async () => {
    const { cache, advance } = setup();
    await cache.get('k', async () => good(1));
    advance(2 * TTL + 1);
    const notFound: ApiResult<unknown> = { ok: false, code: 404, msg: '车系不存在', data: null, status: 200 };
    expect(await cache.get('k', async () => notFound)).toEqual(notFound);
  });

  it('takes a lock in the shared store: two processes with one stale entry refresh it once', async () => {
    let now = 1_000_000;
    const store = createMemoryStore({ now: () => now });
    const make = () =>
      createCatalogueCache({ store, ttlMs: TTL, staleMs: STALE, lockMs: 10_000, logger: silent, now: () => now });
    const [a, b] = [make(), make()];
    await a.get('k', async () => good(1));
    now += TTL + 1;
    let loads = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads++;
      await gate;
      return good(2);
    };
    await a.get('k', load);
    await vi.waitFor(() => expect(loads).toBe(1));
    await b.get('k', load);
    release();
    await vi.waitFor(async () => expect((await b.get('k', load)).data).toEqual({ n: 2 }));
    expect(loads).toBe(1);
  });
});

describe('catalogue keys', () => {
  it('are the path and the query sorted by name, without empty values', () => {
    expect(
      catalogueKey('/api/client/findDealers', { seriesCode: 'es', cityId: 310100, provinceId: 310000, x: undefined }),
    ).toBe('/api/client/findDealers?cityId=310100&provinceId=310000&seriesCode=es');
    expect(catalogueKey('/api/client/findIndexKv', undefined)).toBe('/api/client/findIndexKv');
  });
});
