/**
 * The production process's warm-up (server/warm-up.ts), against the real app and the real mock: each page
 * kind answered once before the process listens, and the search index built then, not on a visitor's
 * first search. The order "warm-up, then listen and report ready" is the built server's
 * (tests/e2e/warm-up.test.ts).
 */
import superagent from 'superagent';
import { afterEach, describe, expect, it } from 'vitest';
import { warmUp, WARM_UP_PATHS } from '../../server/warm-up.ts';
import { searchOf } from '../../server/app.ts';
import { buildApp, clearFaults, injectFault, listen, silentLogger, testConfig, useStack } from '../support/stack.ts';

const stack = useStack({ app: false });
const opened: Array<{ close(): Promise<void> }> = [];

afterEach(async () => {
  await clearFaults(stack.mock);
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

async function site(warm: boolean) {
  const app = buildApp(testConfig(stack.mock.url));
  const report = warm ? await warmUp(app, { logger: silentLogger, search: searchOf(app) }) : null;
  const listening = await listen(app);
  opened.push(listening);
  return { url: listening.url, report };
}

const suggest = (url: string) => superagent.get(`${url}/search/suggest?q=ES`).ok(() => true);

describe('warm-up before listening', () => {
  it('answers every warm-up page with 200, then builds the search index', async () => {
    const { report } = await site(true);
    expect(report?.pages.map((r) => r.path)).toEqual([...WARM_UP_PATHS]);
    expect(report?.pages.filter((r) => r.status !== 200)).toEqual([]);
    expect(report?.searchIndexMs).toEqual(expect.any(Number));
  });

  it('builds the search index: the first search is answered from it even when the upstream fails', async () => {
    const { url } = await site(true);
    await injectFault(stack.mock, 'status=500');
    const res = await suggest(url);
    expect(res.status).toBe(200);
    expect((res.body as { data: { hits: unknown[] } }).data.hits.length).toBeGreaterThan(0);
  });

  it('without it, the first search builds the index on its own request path (and fails with the upstream)', async () => {
    const { url } = await site(false);
    await injectFault(stack.mock, 'status=500');
    expect((await suggest(url)).status).toBe(503);
  });

  it('waits for the upstream to answer before warming the pages', async () => {
    const app = buildApp(testConfig(stack.mock.url));
    let asked = 0;
    // Down for the first two asks, as a mock API PM2 starts beside the web workers.
    const upstreamReachable = () => Promise.resolve(++asked > 2);
    const { pages } = await warmUp(app, { logger: silentLogger, paths: ['/models/es'], upstreamReachable });
    expect(asked).toBe(3);
    expect(pages.map((r) => r.status)).toEqual([200]);
  });

  it('warms no page against an upstream that never answers, so no breaker opens and pages serve once it is back', async () => {
    const app = buildApp(testConfig(stack.mock.url));
    const report = await warmUp(app, {
      logger: silentLogger,
      budgetMs: 600,
      upstreamReachable: () => Promise.resolve(false),
      search: searchOf(app),
    });
    expect(report.pages).toEqual([]);
    expect(report.searchIndexMs).toBeUndefined();
    const listening = await listen(app);
    opened.push(listening);
    expect((await superagent.get(`${listening.url}/models/es`).ok(() => true)).status).toBe(200);
  });

  it('reports a page that could not be answered instead of failing the start', async () => {
    await injectFault(stack.mock, 'status=500');
    const app = buildApp(testConfig(stack.mock.url));
    const { pages } = await warmUp(app, { logger: silentLogger, paths: ['/models/es'], search: searchOf(app) });
    expect(pages).toEqual([{ path: '/models/es', status: expect.any(Number) as number, ms: expect.any(Number) as number }]);
    expect(pages[0]?.status).toBeGreaterThanOrEqual(500);
  });
});
