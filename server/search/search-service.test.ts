import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './search-index.ts';
import { createSearchService, isSearchSource } from './search-service.ts';

const doc = (title: string): SearchDocument => ({
  kind: 'news',
  id: title,
  title,
  body: title,
  href: `/news/${title}`,
  keywords: [],
  initials: [],
});

/** Loads that wait until the test settles them, in order. */
function gatedLoads() {
  const waiting: { resolve: (docs: SearchDocument[]) => void; reject: (err: Error) => void }[] = [];
  return {
    load: () => new Promise<SearchDocument[]>((resolve, reject) => waiting.push({ resolve, reject })),
    count: () => waiting.length,
    settle: (n: number, docs: SearchDocument[] | Error) => {
      const w = waiting[n];
      if (docs instanceof Error) w?.reject(docs);
      else w?.resolve(docs);
    },
  };
}

const logger = pino({ level: 'silent' });
const titles = async (service: ReturnType<typeof createSearchService>, query: string) =>
  (await service.search({ query }))?.groups.flatMap((g) => g.hits.map((h) => h.id));

describe('search service', () => {
  it('answers from the index in hand while a rebuild runs, and from the new one once it is swapped in', async () => {
    const loads = gatedLoads();
    let now = 0;
    const built: number[] = [];
    const service = createSearchService({ load: loads.load, logger, maxAgeMs: 1000, now: () => now, onBuilt: (s) => built.push(s.documents) });
    const first = service.search({ query: '极光' });
    loads.settle(0, [doc('极光蓝')]);
    expect((await first)?.groups[0]?.hits[0]?.id).toBe('极光蓝');

    now = 1000; // stale: the next search starts a rebuild and does not wait for it
    expect(await titles(service, '极光')).toEqual(['极光蓝']);
    expect(service.building).toBe(true);
    expect(await titles(service, '极光')).toEqual(['极光蓝']);
    expect(loads.count()).toBe(2); // one rebuild, however many searches meanwhile
    loads.settle(1, [doc('极光蓝'), doc('极光绿')]);
    await service.idle();
    expect(await titles(service, '极光')).toEqual(expect.arrayContaining(['极光蓝', '极光绿']));
    expect(built).toEqual([1, 2]);
  });

  it('keeps the previous index when a rebuild fails', async () => {
    const loads = gatedLoads();
    let failed = 0;
    const service = createSearchService({ load: loads.load, logger, maxAgeMs: 60_000, onFailed: () => failed++ });
    const first = service.search({ query: '极光' });
    loads.settle(0, [doc('极光蓝')]);
    await first;
    service.refresh();
    loads.settle(1, new Error('upstream down'));
    await service.idle();
    expect(failed).toBe(1);
    expect(await titles(service, '极光')).toEqual(['极光蓝']);
  });

  it('answers null while there has never been an index, and builds nothing for a refresh before the first search', async () => {
    const loads = gatedLoads();
    const service = createSearchService({ load: loads.load, logger, maxAgeMs: 60_000 });
    service.refresh();
    expect(loads.count()).toBe(0);
    const first = service.search({ query: '极光' });
    loads.settle(0, new Error('upstream down'));
    expect(await first).toBeNull();
  });

  it('runs one more build when a refresh comes during a build, so a change stored meanwhile is seen', async () => {
    const loads = gatedLoads();
    const service = createSearchService({ load: loads.load, logger, maxAgeMs: 60_000 });
    const first = service.search({ query: '极光' });
    service.refresh();
    loads.settle(0, [doc('极光蓝')]);
    await first;
    await Promise.resolve();
    expect(loads.count()).toBe(2);
    loads.settle(1, [doc('极光绿')]);
    await service.idle();
    expect(await titles(service, '极光')).toEqual(['极光绿']);
  });

  it('warms an index without a search; a changed list then waits for the first search, which answers from it and rebuilds', async () => {
    const loads = gatedLoads();
    const service = createSearchService({ load: loads.load, logger, maxAgeMs: 60_000 });
    const warmed = service.warm();
    loads.settle(0, [doc('极光蓝')]);
    await warmed;
    service.refresh();
    expect(service.building).toBe(false);
    expect(loads.count()).toBe(1);
    expect(await titles(service, '极光')).toEqual(['极光蓝']);
    expect(loads.count()).toBe(2);
    loads.settle(1, [doc('极光绿')]);
    await service.idle();
    expect(await titles(service, '极光')).toEqual(['极光绿']);
    // Searched once: from now on a changed list rebuilds at once, as before.
    service.refresh();
    expect(service.building).toBe(true);
  });

  it('warms nothing when an index is already there', async () => {
    const loads = gatedLoads();
    const service = createSearchService({ load: loads.load, logger, maxAgeMs: 60_000 });
    const warmed = service.warm();
    loads.settle(0, [doc('极光蓝')]);
    await warmed;
    await service.warm();
    expect(loads.count()).toBe(1);
  });

  it('rebuilds for the catalogue lists it is made of, not for other cached answers', () => {
    expect(isSearchSource('/api/client/queryCarSeriesList')).toBe(true);
    expect(isSearchSource('/api/client/findNews?page=1&pageSize=100')).toBe(true);
    expect(isSearchSource('/api/client/findDealers')).toBe(true);
    expect(isSearchSource('/api/client/findNewsById?id=3')).toBe(false);
    expect(isSearchSource('/api/client/findRegions')).toBe(false);
  });
});
