/**
 * Overload guard (docs/decisions/0012-overload-and-metrics.md): the test process's own event loop is
 * blocked by a synchronous busy loop, longer than a test-sized threshold, while the real app and the
 * real mock run in it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import superagent from 'superagent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLagSampler, type LagSampler } from '../../server/event-loop-lag.ts';
import { createMetrics, type Metrics } from '../../server/metrics/metrics.ts';
import { buildApp, CHROME_UA, injectFault, listen, startMock, testConfig, type MockApi } from '../support/stack.ts';

const THRESHOLD_MS = 200;
const RETRY_AFTER_S = 7;

let mock: MockApi;
let site: Awaited<ReturnType<typeof listen>>;
let sampler: LagSampler;
let metrics: Metrics;

function blockLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy on purpose: the server shares this thread and cannot run meanwhile.
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Lag left by an earlier step (or a loaded machine) must be gone before a step starts. */
async function untilCalm(): Promise<void> {
  while (sampler.lagMs() >= THRESHOLD_MS / 2) await sleep(25);
}

function get(url: string, method: 'GET' | 'HEAD' = 'GET') {
  const req = method === 'GET' ? superagent.get(site.url + url) : superagent.head(site.url + url);
  return req.ok(() => true).redirects(0).set('user-agent', CHROME_UA);
}

beforeAll(async () => {
  mock = await startMock();
  const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'console.log("entry");');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Test-sized window: a lag counts for half a second instead of the production second.
  sampler = startLagSampler({ intervalMs: 10, windowMs: 500 });
  metrics = createMetrics({ defaultMetrics: false });
  const config = testConfig(mock.url, {
    OVERLOAD_LAG_MS: String(THRESHOLD_MS),
    OVERLOAD_RETRY_AFTER_S: String(RETRY_AFTER_S),
  });
  site = await listen(buildApp(config, { clientDir, lagSampler: sampler, metrics }));
});

afterAll(async () => {
  sampler.stop();
  await site.close();
  await mock.close();
});

describe('overload: a lagging event loop', () => {
  it('makes new page requests answer a fast 503 with Retry-After and a static Chinese page', async () => {
    await untilCalm();
    expect((await get('/')).status).toBe(200);

    blockLoop(THRESHOLD_MS * 3);
    const [home, model, head] = await Promise.all([get('/'), get('/models/es'), get('/', 'HEAD')]);

    for (const res of [home, model, head]) {
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_S));
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.text).toContain('<title>访问人数较多</title>');
    expect(home.text).toContain('请稍后刷新重试');
    expect(home.text).toContain('<a href="/"');
    expect(model.text).toBe(home.text);
    // Nothing the site's CSP would block: no script, no stylesheet, no external resource.
    expect(home.text).not.toMatch(/<script|<link|<style|<img|src=|url\(|https?:/i);
    expect(home.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(await metrics.registry.getSingleMetricAsString('overload_shed_total')).toMatch(/^overload_shed_total 3$/m);
  });

  it('still answers health checks, static files and API calls through the proxy', async () => {
    await untilCalm();
    blockLoop(THRESHOLD_MS * 3);
    const [page, healthz, readyz, asset, favicon, api] = await Promise.all([
      get('/news'),
      get('/healthz'),
      get('/readyz'),
      get('/assets/entry-abc123.js'),
      get('/favicon.svg'),
      get('/api/client/findIndexKv'),
    ]);
    expect(page.status).toBe(503);
    expect(healthz.status).toBe(200);
    expect(healthz.body).toEqual({ status: 'ok' });
    expect(readyz.status).toBe(200);
    expect(asset.status).toBe(200);
    expect(asset.text).toContain('console.log');
    expect(favicon.status).toBe(200);
    expect(api.status).toBe(200);
    expect((api.body as { code: number }).code).toBe(200);
  });

  it('lets a page request already in flight finish normally', async () => {
    await untilCalm();
    // The news page waits for its list: hold that upstream answer until the loop has been blocked.
    await injectFault(mock, 'latency=1500', '/api/client/findNews', 1);
    const inFlight = get('/news').then((res) => res);
    // The fault is used up once the page's loader has called the mock: the page is past the guard.
    while (((await superagent.get(`${mock.url}/__mock/faults`)).body as { data: unknown[] }).data.length > 0) {
      await sleep(20);
    }
    blockLoop(THRESHOLD_MS * 3);
    const [late, finished] = await Promise.all([get('/news'), inFlight]);
    expect(late.status).toBe(503);
    expect(finished.status).toBe(200);
    expect(finished.text).toContain('</html>');
  });

  it('serves pages again once the lag has subsided', async () => {
    await untilCalm();
    blockLoop(THRESHOLD_MS * 3);
    expect((await get('/')).status).toBe(503);
    await untilCalm();
    const [home, model] = await Promise.all([get('/'), get('/models/es')]);
    expect(home.status).toBe(200);
    expect(model.status).toBe(200);
    expect(home.text).not.toContain('访问人数较多');
  });
});
