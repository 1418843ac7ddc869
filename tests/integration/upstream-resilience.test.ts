/**
 * Upstream faults (docs/decisions/0011): the per-host circuit breaker shared by the loaders and the
 * API proxy, and the catalogue cache, over HTTP against createApp() and the real mock. Breaker sizes
 * are test-sized (opens after 4 calls, probes after 2 s); the catalogue cache is on (production TTL
 * unless a test says otherwise).
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import superagent from 'superagent';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockApi } from '../../mock-api/server.ts';
import { loginAs, MOCK_TEST_SECRET, startTestMock } from '../support/mock-client.ts';
import {
  buildApp,
  CHROME_UA,
  clearFaults,
  injectFault,
  listen,
  silentLogger,
  startMock,
  testConfig,
  TEST_SIGN_SECRET,
  type MockApi,
} from '../support/stack.ts';

// Long enough that the ten requests of a test finish before the first probe is let through.
const RESET_MS = 2000;
/** A counted fault rule's size: far more than any test sends, so the rule stays registered throughout. */
const FAULT_COUNT = 1000;
const BREAKER = { BREAKER_VOLUME: '4', BREAKER_RESET_MS: String(RESET_MS), CATALOGUE_TTL_MS: '60000' };

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function stack(env: Record<string, string> = {}, mockApi?: MockApi) {
  const mock = mockApi ?? (await startMock());
  if (!mockApi) cleanups.push(() => mock.close());
  const site = await listen(buildApp(testConfig(mock.url, { ...BREAKER, ...env })));
  cleanups.push(() => site.close());
  return { mock, site };
}

interface Page {
  status: number;
  text: string;
  ms: number;
}

async function page(base: string, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const started = performance.now();
  const res = await superagent
    .get(base + path)
    .set({ 'user-agent': CHROME_UA, ...headers })
    .ok(() => true)
    .redirects(0);
  return { status: res.status, text: res.text, ms: performance.now() - started };
}

/**
 * How many requests the mock's one counted fault rule has seen: a request the breaker refused never
 * reaches the upstream, whatever the machine's speed (a wall-clock bound would measure the machine).
 */
async function upstreamCalls(mock: MockApi): Promise<number> {
  const { data } = (await superagent.get(`${mock.url}/__mock/faults`)).body as {
    data: Array<{ remaining: number | null }>;
  };
  expect(data).toHaveLength(1);
  return FAULT_COUNT - (data[0]!.remaining ?? FAULT_COUNT);
}

async function readyz(base: string): Promise<{ status: string; upstreams: Record<string, string> }> {
  const res = await superagent.get(`${base}/readyz`).ok(() => true);
  return res.body as { status: string; upstreams: Record<string, string> };
}

/** What a degraded page looks like: the home page's notices, or the model page's 503 page. */
function expectDegraded(path: string, res: Page) {
  if (path === '/') {
    expect(res.status).toBe(200);
    expect(res.text).toContain('新闻暂时无法加载');
  } else {
    expect(res.status).toBe(503);
    expect(res.text).toContain('服务暂时不可用');
  }
  expect(res.text).not.toMatch(/ECONNREFUSED|EOPENBREAKER|at .+\.(ts|js):\d+/);
}

function expectFull(path: string, res: Page) {
  expect(res.status).toBe(200);
  expect(res.text).not.toContain('暂时无法加载');
}

describe('upstream down: the breaker answers at once', () => {
  it.each([
    ['status=503', '/'],
    ['drop', '/models/es'],
    ['status=503', '/models/es'],
    ['drop', '/'],
  ])(
    'with %s on every path, the tenth request to %s is degraded without calling the upstream; the upstream back, it closes',
    async (fault, path) => {
      const { mock, site } = await stack();
      await injectFault(mock, fault, undefined, FAULT_COUNT);
      const pages: Page[] = [];
      for (let i = 0; i < 9; i++) pages.push(await page(site.url, path));
      const callsBefore = await upstreamCalls(mock);
      expect(callsBefore).toBeGreaterThan(0);
      const tenth = await page(site.url, path);
      expectDegraded(path, tenth);
      expect(await upstreamCalls(mock)).toBe(callsBefore);
      expect((await readyz(site.url)).upstreams).toEqual({ user: 'open', legacy: 'open' });

      await clearFaults(mock);
      await sleep(RESET_MS + 100);
      // One probe (the breaker lets a single call through while half-open) closes it.
      const probe = await superagent.get(`${site.url}/api/client/findIndexKv`);
      expect(probe.body).toMatchObject({ code: 200 });
      expect(await readyz(site.url)).toEqual({ status: 'ready', upstreams: { user: 'closed', legacy: 'closed' } });
      expectFull(path, await page(site.url, path));
    },
  );

  it('an upstream that hangs: the first pages wait for the timeout, the tenth is degraded without calling it', async () => {
    const { mock, site } = await stack({ UPSTREAM_TIMEOUT_MS: '300' });
    await injectFault(mock, 'latency=5000', undefined, FAULT_COUNT);
    const pages: Page[] = [];
    for (let i = 0; i < 9; i++) pages.push(await page(site.url, '/'));
    expect(pages[0]!.ms).toBeGreaterThanOrEqual(300);
    const callsBefore = await upstreamCalls(mock);
    const tenth = await page(site.url, '/');
    expectDegraded('/', tenth);
    expect(await upstreamCalls(mock)).toBe(callsBefore);
    await clearFaults(mock);
  });

  it("the proxy refuses at once while open: 503, the path family's envelope, a Chinese message and Retry-After", async () => {
    const { mock, site } = await stack();
    // A counted rule: its `remaining` goes down with every request that reaches the mock.
    await injectFault(mock, 'status=503', undefined, 1000);
    for (let i = 0; i < 4; i++) await superagent.get(`${site.url}/api/client/findNews`).ok(() => true);
    const hitsBefore = JSON.stringify((await superagent.get(`${mock.url}/__mock/faults`)).body);
    expect(hitsBefore).toContain('"remaining":996');

    const api = await superagent.get(`${site.url}/api/client/findNews`).ok(() => true);
    expect(api.status).toBe(503);
    expect(api.body).toEqual({ code: 503, msg: '服务繁忙，请稍后再试', data: null });
    expect(Number(api.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(api.headers['retry-after'])).toBeLessThanOrEqual(Math.ceil(RESET_MS / 1000));
    const legacy = await superagent.get(`${site.url}/client/news/list`).ok(() => true);
    expect(legacy.status).toBe(503);
    expect(legacy.body).toEqual({ retCode: 503, retMsg: '服务繁忙，请稍后再试', data: null });
    // Nothing reached the upstream: the fault rule saw no further request.
    expect(JSON.stringify((await superagent.get(`${mock.url}/__mock/faults`)).body)).toBe(hitsBefore);
  });

  it('keeps one breaker per host: the legacy host down leaves the user host closed', async () => {
    const { site } = await stack({ LEGACY_API_URL: 'http://127.0.0.1:9' });
    for (let i = 0; i < 4; i++) await superagent.get(`${site.url}/client/news/list`).ok(() => true);
    expect((await readyz(site.url)).upstreams).toEqual({ user: 'closed', legacy: 'open' });
    expect((await superagent.get(`${site.url}/api/client/findIndexKv`)).body).toMatchObject({ code: 200 });
  });

  it('mock closed with the catalogue cached: model and home pages are still full, answered from the cache; the proxy opens the breaker, reopened it closes', async () => {
    const mock = await startMock();
    const { site } = await stack({}, mock);
    expectFull('/models/es', await page(site.url, '/models/es'));
    expectFull('/', await page(site.url, '/'));
    const port = mock.port;
    await mock.close();

    const pages: Page[] = [];
    for (let i = 0; i < 10; i++) pages.push(await page(site.url, i % 2 ? '/models/es' : '/'));
    const tenth = pages[9]!;
    expect(tenth.status).toBe(200);
    expectFull('/models/es', tenth);
    // The news teasers are kept with the catalogue: the home page is whole too.
    expectFull('/', pages[8]!);
    // Nothing those pages read reached the upstream (ten failed calls would have opened the breaker);
    // the browser's calls through the proxy do, and open it once they outnumber the warm-up's successes.
    expect((await readyz(site.url)).upstreams.user).toBe('closed');
    for (let i = 0; i < 12; i++) await superagent.get(`${site.url}/api/client/findNews`).ok(() => true);
    expect((await readyz(site.url)).upstreams.user).toBe('open');

    const back = await createMockApi({ port, signSecret: TEST_SIGN_SECRET, logger: silentLogger });
    cleanups.push(() => back.close());
    await sleep(RESET_MS + 100);
    await superagent.get(`${site.url}/api/client/findIndexKv`);
    expect((await readyz(site.url)).upstreams).toEqual({ user: 'closed', legacy: 'closed' });
    expectFull('/', await page(site.url, '/'));
  });
});

describe('catalogue cache', () => {
  it('stale-if-error: with the upstream failing, a model page is still served from the last good catalogue', async () => {
    const { mock, site } = await stack({ CATALOGUE_TTL_MS: '100' });
    expectFull('/models/es', await page(site.url, '/models/es'));
    await sleep(250); // past fresh and stale-while-revalidate: the next request asks the upstream first
    await injectFault(mock, 'status=503');
    const res = await page(site.url, '/models/es');
    expectFull('/models/es', res);
    // Without the cache the same failure is the 503 page.
    const uncached = await stack({ CATALOGUE_TTL_MS: '0' }, mock);
    expectDegraded('/models/es', await page(uncached.site.url, '/models/es'));
  });

  it('never shares user data: two signed-in users each see their own account page', async () => {
    const mock = await startTestMock();
    cleanups.push(() => mock.close());
    const { site } = await stack({ SIGN_SECRET: MOCK_TEST_SECRET }, mock);
    const owner = await loginAs(mock, '13800138000');
    const other = await loginAs(mock, '13912345678');
    const nicknameOf = (res: Page) => /<h1[^>]*>([^<]+)<\/h1>/.exec(res.text)?.[1];
    const pages = await Promise.all(
      [owner, other, owner, other].map((token) => page(site.url, '/account', { authorization: `Bearer ${token}` })),
    );
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    expect(nicknameOf(pages[0]!)).toBe('奥瑞麟车主');
    expect(nicknameOf(pages[2]!)).toBe('奥瑞麟车主');
    expect(nicknameOf(pages[1]!)).not.toBe('奥瑞麟车主');
    expect(nicknameOf(pages[3]!)).toBe(nicknameOf(pages[1]!));
  });
});
