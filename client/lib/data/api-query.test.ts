import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '#shared/api/request';
import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey, cachedApi, invalidateApi, readThrough } from './api-query.ts';
import { cacheChanges } from './cache-changes.ts';
import { lazyOnce } from '../ui/lazy-once.ts';
import { browserQueryClient, createQueryClient, STALE_TIME_MS } from './query-client.ts';

/** The app context's way to a client the test holds. */
const sourceOf = (client: QueryClient) => lazyOnce(() => client);

/** An API client that counts its calls and answers what the test set for each path. */
function countingApi(
  answer: (path: string) => ApiResult<unknown> = () => ({ ok: true, code: 200, msg: '', data: { n: 1 }, status: 200 }),
) {
  const calls: { method: string; path: string; input: unknown }[] = [];
  const api: ApiClient = {
    get: (path, query) => {
      calls.push({ method: 'GET', path, input: query });
      return Promise.resolve(answer(path)) as never;
    },
    post: (path, body) => {
      calls.push({ method: 'POST', path, input: body });
      return Promise.resolve(answer(path)) as never;
    },
  };
  return { api, calls };
}

describe('the client data cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a read fresh for exactly 5 minutes (the product's staleTime)", async () => {
    expect(STALE_TIME_MS).toBe(300_000);
    const { api, calls } = countingApi();
    const reader = cachedApi({ api, queryClient: sourceOf(createQueryClient()) });
    await reader.get('/api/client/queryModel', { seriesCode: 'es' });
    vi.setSystemTime(Date.now() + STALE_TIME_MS - 1);
    await reader.get('/api/client/queryModel', { seriesCode: 'es' });
    expect(calls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2);
    await reader.get('/api/client/queryModel', { seriesCode: 'es' });
    expect(calls).toHaveLength(2);
  });

  it('keys reads by contract path and input, and sends each with the method the contract names', async () => {
    const { api, calls } = countingApi();
    const reader = cachedApi({ api, queryClient: sourceOf(createQueryClient()) });
    await reader.get('/api/client/queryModel', { seriesCode: 'es' });
    await reader.get('/api/client/queryModel', { seriesCode: 'nx' });
    await reader.post('/api/user/collectionsList', { page: 1, size: 20 });
    await reader.post('/api/user/collectionsList', { size: 20, page: 1 });
    expect(calls.map((c) => `${c.method} ${c.path} ${JSON.stringify(c.input)}`)).toEqual([
      'GET /api/client/queryModel {"seriesCode":"es"}',
      'GET /api/client/queryModel {"seriesCode":"nx"}',
      'POST /api/user/collectionsList {"page":1,"size":20}',
    ]);
    expect(apiQueryKey('/api/client/findIndexKv')).toEqual(['/api/client/findIndexKv', {}]);
  });

  it('never keeps a failed answer: the loader gets it as it came, the next read asks again', async () => {
    let ok = false;
    const { api, calls } = countingApi(() =>
      ok
        ? { ok: true, code: 200, msg: '', data: [], status: 200 }
        : { ok: false, code: 404, msg: '不存在', data: null, status: 200 },
    );
    const app = { api, queryClient: sourceOf(createQueryClient()) };
    expect(await readThrough(app, '/api/client/findRegions')).toMatchObject({ ok: false, code: 404, msg: '不存在' });
    ok = true;
    expect(await readThrough(app, '/api/client/findRegions')).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('a change invalidates exactly the reads it affects', async () => {
    const { api, calls } = countingApi();
    const queryClient = sourceOf(createQueryClient());
    const reader = cachedApi({ api, queryClient });
    const reads = async () => {
      await reader.post('/api/user/isCollections', { type: 'series', targetId: 'es' });
      await reader.post('/api/user/isCollections', { type: 'series', targetId: 'nx' });
      await reader.post('/api/user/collectionsList', { page: 1, size: 20 });
      await reader.post('/api/user/collectionsList', { page: 2, size: 20 });
      await reader.post('/api/user/followList', { page: 1, pageSize: 20 });
      await reader.get('/api/client/queryModel', { seriesCode: 'es' });
    };
    await reads();
    calls.length = 0;
    await cacheChanges.favourite(queryClient, { type: 'series', targetId: 'es' });
    await reads();
    expect(calls.map((c) => `${c.path} ${JSON.stringify(c.input)}`)).toEqual([
      '/api/user/isCollections {"type":"series","targetId":"es"}',
      '/api/user/collectionsList {"page":1,"size":20}',
      '/api/user/collectionsList {"page":2,"size":20}',
    ]);
    calls.length = 0;
    await invalidateApi(queryClient, '/api/user/followList');
    await reads();
    expect(calls.map((c) => c.path)).toEqual(['/api/user/followList']);
  });

  it('a session change (login, logout) leaves nothing of the previous visitor', async () => {
    const { api, calls } = countingApi();
    const client = createQueryClient();
    const queryClient = sourceOf(client);
    const reader = cachedApi({ api, queryClient });
    await reader.post('/api/user/ckauth', {});
    await reader.get('/api/client/queryCarSeriesList');
    await cacheChanges.sessionChanged(queryClient);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    await reader.post('/api/user/ckauth', {});
    expect(calls.filter((c) => c.path === '/api/user/ckauth')).toHaveLength(2);
  });

  it('reads hydrated from the server count as fresh from the moment the page arrived, however late the cache is made', async () => {
    const serverClient = createQueryClient();
    const { api } = countingApi();
    await readThrough({ api, queryClient: sourceOf(serverClient) }, '/api/client/queryModel', { seriesCode: 'es' });
    const { dehydrate } = await import('@tanstack/react-query');
    // The server's clock an hour behind the browser's.
    const state = dehydrate(serverClient);
    const skewed = {
      ...state,
      queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: Date.now() - 3_600_000 } })),
    };
    const arrivedAt = Date.now();
    const { api: browserApi, calls } = countingApi();
    const browser = lazyOnce(() => browserQueryClient(skewed, arrivedAt));
    // The first navigation comes 4 minutes after the page: the cache is made then.
    vi.setSystemTime(arrivedAt + 4 * 60_000);
    await readThrough({ api: browserApi, queryClient: browser }, '/api/client/queryModel', { seriesCode: 'es' });
    expect(calls).toHaveLength(0);
    vi.setSystemTime(arrivedAt + STALE_TIME_MS + 1);
    await readThrough({ api: browserApi, queryClient: browser }, '/api/client/queryModel', { seriesCode: 'es' });
    expect(calls).toHaveLength(1);
  });

  it('the browser makes one cache on first use, and tries again after a failed download', async () => {
    let made = 0;
    let offline = true;
    const source = lazyOnce(() => {
      made += 1;
      if (offline) return Promise.reject(new Error('Failed to fetch dynamically imported module'));
      return createQueryClient();
    });
    const { api } = countingApi();
    await expect(readThrough({ api, queryClient: source }, '/api/client/findRegions')).rejects.toThrow('Failed to fetch');
    offline = false;
    const [a, b] = await Promise.all([source(), source()]);
    expect(a).toBe(b);
    expect(await source()).toBe(a);
    expect(made).toBe(2);
  });
});
