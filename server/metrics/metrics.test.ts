import { describe, expect, it } from 'vitest';
import { createLeadLimiter } from '../leads/lead-limits.ts';
import { BREAKER_STATE_VALUE, createMetrics, hostOf } from './metrics.ts';

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics recorder', () => {
  it('counts lead-limit refusals by limit name through the limiter hook', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const limiter = createLeadLimiter({ leadPerIp: 2, leadPerPhone: 1 }, { onRefused: metrics.rateLimitRefused });
    expect(await limiter.consume({ ip: '10.0.0.1', phone: '13800000001', key: null })).toBeNull();
    expect(await limiter.consume({ ip: '10.0.0.1', phone: '13800000001', key: null })).not.toBeNull();
    expect(await limiter.consume({ ip: '10.0.0.1', phone: '13800000002', key: null })).not.toBeNull();
    const text = await metrics.registry.metrics();
    expect(sample(text, 'rate_limit_refusals_total{limit="lead-phone"}')).toBe(1);
    expect(sample(text, 'rate_limit_refusals_total{limit="lead-ip"}')).toBe(1);
  });

  it('maps breaker states to 0 closed, 1 half-open, 2 open', () => {
    expect(BREAKER_STATE_VALUE).toEqual({ closed: 0, halfOpen: 1, open: 2 });
  });

  it('observes upstream answers per host and counts 5xx answers and failures as errors by kind', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.upstreamResponse('api.example:443', 0.05, 200);
    metrics.upstreamResponse('api.example:443', 0.2, 502);
    metrics.upstreamFailure('api.example:443', 'timeout');
    metrics.upstreamFailure('legacy.example', 'network');
    const text = await metrics.registry.metrics();
    expect(sample(text, 'upstream_request_duration_seconds_count{host="api.example:443"}')).toBe(2);
    expect(sample(text, 'upstream_errors_total{host="api.example:443",kind="http_5xx"}')).toBe(1);
    expect(sample(text, 'upstream_errors_total{host="api.example:443",kind="timeout"}')).toBe(1);
    expect(sample(text, 'upstream_errors_total{host="legacy.example",kind="network"}')).toBe(1);
  });

  it('labels upstreams by host and port of their base URL', () => {
    expect(hostOf('http://127.0.0.1:3100')).toBe('127.0.0.1:3100');
    expect(hostOf('https://api.aurelion.example')).toBe('api.aurelion.example');
    expect(hostOf('not a url')).toBe('unknown');
  });

  it('counts responses by status class', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    for (const status of [200, 204, 302, 404, 503, 500]) metrics.response(status);
    const text = await metrics.registry.metrics();
    expect(sample(text, 'http_responses_total{status_class="2xx"}')).toBe(2);
    expect(sample(text, 'http_responses_total{status_class="3xx"}')).toBe(1);
    expect(sample(text, 'http_responses_total{status_class="4xx"}')).toBe(1);
    expect(sample(text, 'http_responses_total{status_class="5xx"}')).toBe(2);
  });

  it("reports whether the shared store answers at each scrape, and nothing without a store check", async () => {
    let up = true;
    const metrics = createMetrics({ defaultMetrics: false, sharedStoreUp: async () => up });
    expect(sample(await metrics.registry.metrics(), 'shared_store_up')).toBe(1);
    up = false;
    expect(sample(await metrics.registry.metrics(), 'shared_store_up')).toBe(0);
    expect(await createMetrics({ defaultMetrics: false }).registry.metrics()).not.toContain('shared_store_up');
  });
});
