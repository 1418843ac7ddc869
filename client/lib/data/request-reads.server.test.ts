import { dehydrate, hashKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '#shared/api/request';
import { cachedApi, invalidateApi } from './api-query.ts';
import { createQueryClient } from './query-client.ts';
import { readHash, RequestReads } from './request-reads.ts';

/** An API client that counts its calls and answers what the test set for each path. */
function countingApi(
  answer: (path: string) => ApiResult<unknown> = (path) => ({ ok: true, code: 200, msg: '', data: { path }, status: 200 }),
) {
  const calls: string[] = [];
  const api: ApiClient = {
    get: (path, query) => {
      calls.push(`GET ${path} ${JSON.stringify(query ?? {})}`);
      return Promise.resolve(answer(path)) as never;
    },
    post: (path, body) => {
      calls.push(`POST ${path} ${JSON.stringify(body ?? {})}`);
      return Promise.resolve(answer(path)) as never;
    },
  };
  return { api, calls };
}

/** The loaders' reader over one request's data cache, as the server entry makes it. */
function requestReader(api: ApiClient) {
  const reads = new RequestReads(api);
  return { reads, queryClient: reads.queryClient, reader: cachedApi({ api, queryClient: reads.queryClient, read: reads.read }) };
}

const pageReads = async (reader: ReturnType<typeof cachedApi>) =>
  Promise.all([
    reader.get('/api/client/queryModel', { seriesCode: 'es' }),
    reader.get('/api/client/queryCarSeriesSpec/', { seriesCode: 'es' }),
    reader.post('/api/user/isCollections', { type: 'series', targetId: 'es' }),
    reader.get('/api/client/findRegions'),
  ]);

describe("a server render's reads", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('go into the page exactly as reads through the browser cache would (the same dehydrated state)', async () => {
    const { api } = countingApi();
    const server = requestReader(api);
    const browserClient = createQueryClient();
    const browser = cachedApi({ api, queryClient: () => Promise.resolve(browserClient) });
    expect(await pageReads(server.reader)).toEqual(await pageReads(browser));
    expect(server.reads.dehydrate()).toEqual(dehydrate(browserClient));
    expect(server.reads.dehydrate().queries).toHaveLength(4);
  });

  it("are written field for field as query-core's own dehydrate writes them, before and after an action asks for its client", async () => {
    const { api } = countingApi();
    const server = requestReader(api);
    await pageReads(server.reader);
    // Dehydrated a second after the answers came, and moved into the client a second later still.
    vi.advanceTimersByTime(1000);
    const kept = JSON.stringify(server.reads.dehydrate());
    vi.advanceTimersByTime(1000);
    const client = await server.queryClient();
    vi.setSystemTime(new Date('2026-03-01T10:00:01Z'));
    expect(JSON.stringify(dehydrate(client))).toBe(kept);
    expect(server.reads.dehydrate()).toEqual(dehydrate(client));
    await server.reader.get('/api/client/queryModel', { seriesCode: 'nx' });
    expect(server.reads.dehydrate().queries).toHaveLength(5);
  });

  it('ask the API once per read, however many loaders ask at once or later, with the method the contract names', async () => {
    const { api, calls } = countingApi();
    const { reader } = requestReader(api);
    await Promise.all([pageReads(reader), pageReads(reader)]);
    await pageReads(reader);
    await reader.get('/api/client/queryModel', { seriesCode: 'nx' });
    expect(calls).toEqual([
      'GET /api/client/queryModel {"seriesCode":"es"}',
      'GET /api/client/queryCarSeriesSpec/ {"seriesCode":"es"}',
      'POST /api/user/isCollections {"type":"series","targetId":"es"}',
      'GET /api/client/findRegions {}',
      'GET /api/client/queryModel {"seriesCode":"nx"}',
    ]);
  });

  it('never keep a failed answer: the loader gets it as it came, the next read asks again, the page carries none', async () => {
    let ok = false;
    const { api, calls } = countingApi(() =>
      ok
        ? { ok: true, code: 200, msg: '', data: [], status: 200 }
        : { ok: false, code: 404, msg: '不存在', data: null, status: 200 },
    );
    const { reads, reader } = requestReader(api);
    expect(await reader.get('/api/client/findRegions')).toMatchObject({ ok: false, code: 404, msg: '不存在' });
    expect(reads.dehydrate().queries).toHaveLength(0);
    ok = true;
    expect(await reader.get('/api/client/findRegions')).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('let a thrown failure reach the loader and ask again on the next read', async () => {
    const { api: answering } = countingApi();
    let calls = 0;
    const api: ApiClient = {
      ...answering,
      get: (...args) => (++calls === 1 ? Promise.reject(new Error('socket hang up')) : answering.get(...args)),
    };
    const { reader } = requestReader(api);
    await expect(reader.get('/api/client/findRegions')).rejects.toThrow('socket hang up');
    await expect(reader.get('/api/client/findRegions')).resolves.toMatchObject({ ok: true });
    expect(calls).toBe(2);
  });

  it('ask again for a read a change marked stale (an action before the loaders run again)', async () => {
    const { api, calls } = countingApi();
    const { queryClient, reader } = requestReader(api);
    await pageReads(reader);
    calls.length = 0;
    await invalidateApi(queryClient, '/api/user/isCollections');
    await pageReads(reader);
    expect(calls).toEqual(['POST /api/user/isCollections {"type":"series","targetId":"es"}']);
  });
});

describe('readHash', () => {
  it("is query-core's hashKey of every shape of key, taking its own way only for a path and plain fields", () => {
    class Point {
      constructor(
        readonly y: number,
        readonly x: number,
      ) {}
    }
    const keys: unknown[][] = [
      ['/api/client/queryCarSeriesList', {}],
      ['/api/client/queryModel', { seriesCode: 'es' }],
      ['/api/client/findNews', { pageSize: 4, page: 1 }],
      ['/api/client/dealer', { z: null, a: true, m: 'x', gone: undefined, n: Number.NaN, zh: '上海' }],
      ['/api/client/nested', { b: { d: 1, c: 2 }, a: [3, { f: 1, e: 2 }] }],
      ['/api/client/instance', new Point(1, 2)],
      ['/api/client/one'],
      ['/api/client/three', { b: 1, a: 2 }, 'more'],
      [{ b: 1, a: 2 }, { d: 1, c: 2 }],
    ];
    for (const key of keys) expect(readHash(key), JSON.stringify(key)).toBe(hashKey(key));
  });
});
