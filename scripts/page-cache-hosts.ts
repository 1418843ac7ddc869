/**
 * The rendered-page cache across two hosts, both ways: each host its own copy in memory
 * (`PAGE_CACHE_STORE=memory`) or one copy in Redis (`shared`). Two production-build processes share one
 * redis-server; paced mixed pages alternate between them (as nginx's round robin does) at `MEASURE_RATE`
 * req/s (50) for `MEASURE_SECONDS` (75: past one 60 s freshness, so refreshes are counted too). Prints
 * per variant the page-cache lookups (hit / stale / miss) and the CPU per request of each host, from
 * their metrics. docs/decisions/0030-page-cache-per-host.md holds a run.
 *
 *   npx tsx scripts/page-cache-hosts.ts
 */
import { get } from 'node:http';
import { startRedis } from './lib/redis-server.ts';
import { pacedLoad, failures } from './lib/paced-load.ts';
import { ensureBuild, freePort, startProductionSite, BROWSER_UA, type ProductionSite } from './lib/production-site.ts';
import { readNumber } from './lib/traffic.ts';

const rate = readNumber('MEASURE_RATE', 50);
const seconds = readNumber('MEASURE_SECONDS', 75);

function fetchText(url: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers }, (res) => {
      let text = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

function sample(exposition: string, series: string): number {
  const line = exposition.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

interface Reading {
  hit: number;
  stale: number;
  miss: number;
  cpuSeconds: number;
}

async function read(metricsPort: number): Promise<Reading> {
  const { text } = await fetchText(`http://127.0.0.1:${metricsPort}/metrics`);
  const lookups = (result: string) => sample(text, `cache_lookups_total{cache="page",result="${result}"}`);
  return { hit: lookups('hit'), stale: lookups('stale'), miss: lookups('miss'), cpuSeconds: sample(text, 'process_cpu_seconds_total') };
}

async function measure(variant: 'memory' | 'shared', redisUrl: string): Promise<string[]> {
  const hosts: Array<{ site: ProductionSite; metricsPort: number }> = [];
  try {
    for (let i = 0; i < 2; i++) {
      const metricsPort = await freePort();
      const site = await startProductionSite({
        REDIS_URL: redisUrl,
        // Each variant starts empty.
        REDIS_PREFIX: `measure-${variant}:`,
        PAGE_CACHE: 'on',
        PAGE_CACHE_STORE: variant,
        METRICS_PORT: String(metricsPort),
        // A loaded machine would shed pages: what is measured is the cache, not the guard.
        OVERLOAD_LAG_MS: '0',
      });
      hosts.push({ site, metricsPort });
    }
    // Warm the renderer up (JIT) without filling the cache: an undeclared query parameter bypasses it.
    for (const h of hosts) for (let i = 0; i < 20; i++) await fetchText(`${h.site.url}/models/es?warm-up=${i}`);
    const before = await Promise.all(hosts.map((h) => read(h.metricsPort)));
    let turn = 0;
    const served = hosts.map(() => 0);
    const load = pacedLoad(async (page) => {
      const index = turn++ % hosts.length;
      const host = hosts[index];
      if (!host) return 'no host';
      served[index] = (served[index] ?? 0) + 1;
      return fetchText(`${host.site.url}${page}`, { 'user-agent': BROWSER_UA, 'accept-encoding': 'gzip' }).then(
        (r) => r.status,
        (err: NodeJS.ErrnoException) => err.code ?? err.message,
      );
    }, rate);
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const outcomes = await load.stop();
    const after = await Promise.all(hosts.map((h) => read(h.metricsPort)));
    const lines: string[] = [];
    let total = { hit: 0, stale: 0, miss: 0, cpu: 0, requests: 0 };
    after.forEach((a, i) => {
      const b = before[i] ?? a;
      const hit = a.hit - b.hit;
      const stale = a.stale - b.stale;
      const miss = a.miss - b.miss;
      const cpu = a.cpuSeconds - b.cpuSeconds;
      const lookups = hit + stale + miss;
      const requests = served[i] ?? 0;
      total = { hit: total.hit + hit, stale: total.stale + stale, miss: total.miss + miss, cpu: total.cpu + cpu, requests: total.requests + requests };
      lines.push(
        `${variant.padEnd(7)} host ${'AB'[i]}  requests ${requests}, page-cache lookups ${lookups}: hit ${hit} stale ${stale} miss ${miss}` +
          `  hit ratio ${((100 * (hit + stale)) / Math.max(1, lookups)).toFixed(1)} %` +
          `  CPU ${(cpu * 1000).toFixed(0)} ms = ${((cpu * 1000) / Math.max(1, requests)).toFixed(2)} ms/request`,
      );
    });
    const lookups = total.hit + total.stale + total.miss;
    lines.push(
      `${variant.padEnd(7)} both    page-cache lookups ${lookups}, misses ${total.miss}` +
        `  hit ratio ${((100 * (total.hit + total.stale)) / Math.max(1, lookups)).toFixed(1)} %` +
        `  CPU ${((total.cpu * 1000) / Math.max(1, total.requests)).toFixed(2)} ms/request;` +
        ` ${outcomes.length} requests, ${failures(outcomes).length} failed`,
    );
    return lines;
  } finally {
    for (const h of hosts) await h.site.stop();
  }
}

ensureBuild();
const redis = await startRedis();
try {
  console.log(`\ntwo hosts, one Redis, ${rate} req/s of mixed pages alternating between them for ${seconds} s per variant\n`);
  for (const variant of ['memory', 'shared'] as const) {
    for (const line of await measure(variant, redis.url)) console.log(line);
  }
} finally {
  await redis.stop();
}
