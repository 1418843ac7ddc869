/**
 * Fixed-rate traffic for the operations scripts: a mix of the site's pages, sent by autocannon at an
 * overall request rate (not as fast as possible), and a summary of what came back.
 */
import autocannon from 'autocannon';
import { PAGE_MIX } from './page-mix.ts';
import { assertLoopback, BROWSER_UA } from './production-site.ts';

export interface TrafficOptions {
  url: string;
  /** Requests per second over all connections. */
  rate: number;
  seconds: number;
  /**
   * autocannon keeps one request in flight per connection, so rate ÷ connections must stay below
   * 1000 ms ÷ latency or the rate is not reached.
   */
  connections: number;
}

export interface TrafficSummary {
  requests: number;
  seconds: number;
  achievedRate: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCounts: Record<string, number>;
  latency: { p50: number; p90: number; p99: number; max: number };
  /** Requests that did not end in a 2xx response. */
  failed: number;
}

export function readNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

export async function sendTraffic(options: TrafficOptions): Promise<TrafficSummary> {
  assertLoopback(options.url);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    overallRate: options.rate,
    duration: options.seconds,
    timeout: 10,
    headers: { 'user-agent': BROWSER_UA },
    requests: PAGE_MIX.map((path) => ({ method: 'GET' as const, path })),
  });
  const statusCounts: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCounts[code] = stat.count ?? 0;
  return {
    requests: result.requests.total,
    seconds: result.duration,
    achievedRate: result.requests.total / result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCounts,
    latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    failed: result.errors + result.non2xx,
  };
}

export function formatSummary(s: TrafficSummary, target: { rate: number; connections: number }): string {
  const statuses = Object.entries(s.statusCounts)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  return [
    `pages            ${PAGE_MIX.join(' ')}`,
    `target           ${target.rate} req/s over ${target.connections} connections`,
    `duration         ${s.seconds.toFixed(1)} s`,
    `responses        ${s.requests}   statuses: ${statuses || 'none'}`,
    `achieved rate    ${s.achievedRate.toFixed(1)} req/s`,
    `errors           ${s.errors} (timeouts ${s.timeouts})   non-2xx ${s.non2xx}`,
    `latency (2xx)    p50 ${s.latency.p50} ms   p90 ${s.latency.p90} ms   p99 ${s.latency.p99} ms   max ${s.latency.max} ms`,
  ].join('\n');
}
