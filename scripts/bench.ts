/**
 * `npm run bench`: throughput and latency of the production build against the real mock API, on
 * loopback, in one run, printed as ratios (absolute numbers vary with the machine; ratios within one
 * run are what to compare between changes).
 *
 *   proxy overhead     = mock direct req/s ÷ proxied req/s for the same endpoint
 *   SSR cost           = /healthz req/s ÷ SSR home page req/s
 *   streaming gain     = full-response time ÷ first-byte time of the home page with a 500 ms news call
 */
import { get } from 'node:http';
import autocannon from 'autocannon';
import superagent from 'superagent';
import { BROWSER_UA, ensureBuild, startProductionSite } from './lib/production-site.ts';
import { signatureHeaders } from '../server/proxy/signature.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 16, duration: DURATION, headers: { 'user-agent': BROWSER_UA, ...headers } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

function timeToFirstByteAndEnd(url: string): Promise<{ first: number; end: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let first = 0;
    get(url, { headers: { 'user-agent': BROWSER_UA } }, (res) => {
      res.once('data', () => (first = performance.now() - t0));
      res.on('end', () => resolve({ first, end: performance.now() - t0 }));
      res.resume();
    }).on('error', reject);
  });
}

async function main() {
  ensureBuild();
  const { url: site, mock, secret, stop } = await startProductionSite();

  try {
    const direct = await measure(`${mock.url}/api/client/findIndexKv`, signatureHeaders(secret, 'GET', '/api/client/findIndexKv'));
    const proxied = await measure(`${site}/api/client/findIndexKv`);
    const health = await measure(`${site}/healthz`);
    const home = await measure(`${site}/`);
    await superagent.post(`${mock.url}/__mock/faults`).send({ fault: 'latency=500', path: '/api/client/findNews' });
    const stream = await timeToFirstByteAndEnd(`${site}/`);

    const rows = [
      ['mock direct  /api/client/findIndexKv', direct],
      ['proxied      /api/client/findIndexKv', proxied],
      ['site         /healthz', health],
      ['SSR          / (home)', home],
    ] as const;
    console.log(`\nloopback, 16 connections, ${DURATION} s each\n`);
    for (const [name, r] of rows) console.log(`${name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${r.p99} ms`);
    console.log('\nratios (same run)');
    console.log(`proxy overhead  (direct ÷ proxied req/s)        ${(direct.rps / proxied.rps).toFixed(2)}`);
    console.log(`SSR cost        (healthz ÷ home req/s)          ${(health.rps / home.rps).toFixed(2)}`);
    console.log(`streaming gain  (full ÷ first byte, news +500ms) ${(stream.end / stream.first).toFixed(2)}  (first byte ${stream.first.toFixed(0)} ms, end ${stream.end.toFixed(0)} ms)`);
  } finally {
    await stop();
  }
}

await main();
