/**
 * Prometheus metrics (docs/decisions/0012-overload-and-metrics.md): the loopback metrics server of the
 * app's own registry, fed by real page renders, proxied API calls against the real mock and rate-limit
 * refusals; the site's own port never shows them.
 */
import superagent from 'superagent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLagSampler, type LagSampler } from '../../server/event-loop-lag.ts';
import { createMetrics, type Metrics } from '../../server/metrics/metrics.ts';
import { startMetricsServer, type MetricsServer } from '../../server/metrics/server.ts';
import {
  buildApp,
  CHROME_UA,
  clearFaults,
  injectFault,
  listen,
  silentLogger,
  startMock,
  testConfig,
  type MockApi,
} from '../support/stack.ts';

let mock: MockApi;
let site: Awaited<ReturnType<typeof listen>>;
let sampler: LagSampler;
let metrics: Metrics;
let metricsServer: MetricsServer;
let upstreamHost: string;

beforeAll(async () => {
  mock = await startMock();
  upstreamHost = new URL(mock.url).host;
  sampler = startLagSampler();
  metrics = createMetrics({ eventLoopLagMs: () => sampler.lagMs() });
  metricsServer = await startMetricsServer({ registry: metrics.registry, port: 0, host: '127.0.0.1', logger: silentLogger });
  const app = buildApp(testConfig(mock.url), {
    metrics,
    rateLimits: { codePerTarget: 3, codePerIp: 10, captchaPerIp: 1 },
  });
  site = await listen(app);
});

afterAll(async () => {
  await clearFaults(mock);
  sampler.stop();
  await metricsServer.close();
  await site.close();
  await mock.close();
});

const get = (url: string) => superagent.get(site.url + url).ok(() => true).redirects(0).set('user-agent', CHROME_UA);

async function scrape(): Promise<superagent.Response> {
  return superagent.get(metricsServer.url).ok(() => true);
}

/** The value of one sample line, e.g. `rate_limit_refusals_total{limit="captcha-ip"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics server', () => {
  it('answers Prometheus text with render, upstream, rate-limit, lag and process metrics after a few requests', async () => {
    for (const url of ['/', '/models/es', '/models/es', '/no-such-page', '/home']) await get(url);
    expect((await get('/api/client/findIndexKv')).status).toBe(200);
    await injectFault(mock, 'status=503', '/api/client/findNews', 1);
    expect((await get('/api/client/findNews')).status).toBe(503);
    expect((await get('/api/captcha/gen')).status).toBe(200);
    expect((await get('/api/captcha/gen')).status).toBe(429);

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.text;

    // Render time per leaf route id.
    expect(text).toContain('# TYPE ssr_render_duration_seconds histogram');
    expect(sample(text, 'ssr_render_duration_seconds_count{route="home"}')).toBe(1);
    expect(sample(text, 'ssr_render_duration_seconds_count{route="model"}')).toBe(2);
    expect(sample(text, 'ssr_render_duration_seconds_count{route="catch-all"}')).toBe(1);
    // A loader's redirect is counted under the route that sent it.
    expect(sample(text, 'ssr_render_duration_seconds_count{route="legacy-home"}')).toBe(1);
    // Upstream latency per host, from the loaders' API client and the proxy; a 503 counts as an error.
    expect(sample(text, `upstream_request_duration_seconds_count{host="${upstreamHost}"}`)).toBeGreaterThanOrEqual(4);
    expect(sample(text, `upstream_errors_total{host="${upstreamHost}",kind="http_5xx"}`)).toBe(1);
    // Refusals per limit name.
    expect(sample(text, 'rate_limit_refusals_total{limit="captcha-ip"}')).toBe(1);
    // Lag of the overload sampler, process and heap metrics of prom-client.
    expect(sample(text, 'overload_event_loop_lag_seconds')).toBeGreaterThanOrEqual(0);
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(text).toMatch(new RegExp(`^${name}(\\{[^}]*\\})? `, 'm'));
    }
    // Each upstream host's breaker is reported closed from the start.
    expect(sample(text, `upstream_breaker_state{host="${upstreamHost}"}`)).toBe(0);
    // Declared for the caches, the circuit breakers and the overload guard even before any sample.
    for (const declared of ['cache_lookups_total counter', 'upstream_breaker_state gauge', 'overload_shed_total counter']) {
      expect(text).toContain(`# TYPE ${declared}`);
    }
  });

  it('counts cache lookups and circuit breaker states reported through the recorder', async () => {
    metrics.cacheLookup('catalogue', 'hit');
    metrics.cacheLookup('catalogue', 'hit');
    metrics.cacheLookup('catalogue', 'stale');
    metrics.cacheLookup('page', 'miss');
    metrics.setBreakerState('api.aurelion.example', 'open');
    metrics.setBreakerState('legacy.aurelion.example', 'halfOpen');
    metrics.setBreakerState('legacy.aurelion.example', 'closed');

    const { text } = await scrape();
    expect(sample(text, 'cache_lookups_total{cache="catalogue",result="hit"}')).toBe(2);
    expect(sample(text, 'cache_lookups_total{cache="catalogue",result="stale"}')).toBe(1);
    expect(sample(text, 'cache_lookups_total{cache="page",result="miss"}')).toBe(1);
    expect(sample(text, 'upstream_breaker_state{host="api.aurelion.example"}')).toBe(2);
    expect(sample(text, 'upstream_breaker_state{host="legacy.aurelion.example"}')).toBe(0);
  });

  it('listens on loopback and answers nothing but /metrics', async () => {
    expect(metricsServer.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const other = await superagent.get(metricsServer.url.replace(/\/metrics$/, '/')).ok(() => true);
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('process_cpu');
  });
});

describe('circuit breakers', () => {
  it('report an opened breaker as 2 for its host, and refused calls add no upstream latency', async () => {
    const own = await startMock();
    const ownMetrics = createMetrics({ defaultMetrics: false });
    const ownSite = await listen(buildApp(testConfig(own.url, { BREAKER_VOLUME: '4' }), { metrics: ownMetrics }));
    try {
      const host = new URL(own.url).host;
      await injectFault(own, 'status=503', undefined, 1000);
      for (let i = 0; i < 4; i++) await superagent.get(`${ownSite.url}/api/client/findNews`).ok(() => true);
      const refused = await superagent.get(`${ownSite.url}/api/client/findNews`).ok(() => true);
      expect(refused.status).toBe(503);

      const text = await ownMetrics.registry.metrics();
      expect(sample(text, `upstream_breaker_state{host="${host}"}`)).toBe(2);
      expect(sample(text, `upstream_request_duration_seconds_count{host="${host}"}`)).toBe(4);
      expect(sample(text, `upstream_errors_total{host="${host}",kind="http_5xx"}`)).toBe(4);
    } finally {
      await ownSite.close();
      await own.close();
    }
  });
});

describe('the site port', () => {
  it('answers GET /metrics with the 404 page, never the metrics', async () => {
    const res = await get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).toContain('页面未找到');
    expect(res.text).not.toMatch(/process_cpu|nodejs_heap|# TYPE/);
  });
});

describe('registries', () => {
  it('are per app: a second app counts from zero', async () => {
    const other = createMetrics({ defaultMetrics: false });
    const otherSite = await listen(buildApp(testConfig(mock.url), { metrics: other }));
    try {
      await superagent.get(`${otherSite.url}/models/es`).set('user-agent', CHROME_UA);
      const text = await other.registry.metrics();
      expect(sample(text, 'ssr_render_duration_seconds_count{route="model"}')).toBe(1);
      expect(text).not.toContain('process_cpu');
    } finally {
      await otherSite.close();
    }
  });
});
