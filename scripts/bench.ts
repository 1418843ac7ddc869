/**
 * `npm run bench`: throughput and latency of the production build against the real mock API, on
 * loopback, in one run, printed as ratios (absolute numbers vary with the machine; ratios within one
 * run are what to compare between changes).
 *
 *   proxy overhead     = mock direct req/s ÷ proxied req/s for the same endpoint
 *   SSR cost           = /healthz req/s ÷ SSR home page req/s
 *   streaming gain     = full-response time ÷ first-byte time of the home page with a 500 ms news call
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { pino } from 'pino';
import superagent from 'superagent';
import { createMockApi } from '../mock-api/server.ts';
import { signatureHeaders } from '../server/proxy/signature.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET = 'bench-secret';
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

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
  if (!existsSync(path.join(ROOT, 'dist/server/index.js'))) throw new Error('Run npm run build first.');
  const mock = await createMockApi({ port: 0, signSecret: SECRET, logger: pino({ level: 'silent' }) });
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', USER_API_URL: mock.url, SIGN_SECRET: SECRET, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const site = await new Promise<string>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    let buffered: string | null = '';
    child.stdout.on('data', (c: Buffer) => {
      // Request log lines keep coming (as in production); only the first port matters.
      if (buffered === null) return;
      buffered += c.toString();
      const m = /"msg":"site listening"/.test(buffered) ? /"port":(\d+)/.exec(buffered) : null;
      if (m) {
        buffered = null;
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    });
  }).catch(async (err: unknown) => {
    child.kill();
    await mock.close();
    throw err;
  });

  try {
    const direct = await measure(`${mock.url}/api/client/findIndexKv`, signatureHeaders(SECRET, 'GET', '/api/client/findIndexKv'));
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
    child.kill('SIGTERM');
    await mock.close();
  }
}

await main();
