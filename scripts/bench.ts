/**
 * `npm run bench`: the production build against bare React, in one run, on loopback.
 *
 *   (a) site /models/es, PAGE_CACHE=off       the whole server: Express, middleware, loaders, catalogue cache
 *   (b) bare renderToPipeableStream           the same document tree and data on node:http (scripts/bench-reference.ts)
 *   (c) bare renderToString                   the same, rendered to one string
 *   (d) site /models/es, PAGE_CACHE=on        the rendered-page cache
 *
 * A warm-up of BENCH_WARMUP_SECONDS (15) per case, in rounds like the measured ones, then BENCH_ROUNDS
 * (3) rounds in which the four take turns (a, b, c, d), BENCH_SECONDS (5) each, BENCH_CONNECTIONS (10)
 * connections. The warm-up lasts until V8 has compiled the hot code: the site has much more of it than
 * the reference, and after 2 s its compiler threads still took 0.21 ms of CPU a request, against
 * 0.09 ms from 10 s on (docs/decisions/0050-bench-warm-up-to-steady-state.md). Each server and the
 * mock API run as their own processes, so their CPU time (from /proc/<pid>/stat) is counted apart.
 * Printed: req/s, p50/p99 (median of the rounds), CPU ms per request of the server and of the mock, and
 * the ratios (a)/(b) (target ≥ 0.85) and (d)/(c) (target ≥ 2), the CPU ratio also per round. Then the
 * first byte: `/` and `/models/es` with the news upstream delayed 2 s, median of 20 sequential
 * requests on the idle PAGE_CACHE=off site (target < 10 ms).
 *
 * BENCH_CASES=a,b runs only the named cases (and skips the first-byte check): a quick before/after of
 * one change. The ratios are printed when both of their cases ran.
 *
 * Every server process, the site and the reference alike, runs with the production node flags
 * (scripts/lib/node-flags.ts), or with BENCH_NODE_FLAGS instead (e.g. `--max-semi-space-size=64`; empty:
 * none), printed with the results: a runtime setting is compared on both sides or not at all
 * (docs/decisions/0043-uncached-render-cpu.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { assertLoopback, BROWSER_UA, ensureBuild, freePort, ROOT } from './lib/production-site.ts';
import { PRODUCTION_NODE_FLAGS } from './lib/node-flags.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGE = '/models/es';
const CASES = process.env.BENCH_CASES?.split(',').map((c) => c.trim().toLowerCase());
const SECRET = 'bench-secret-0001';
const NODE_FLAGS = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [...PRODUCTION_NODE_FLAGS];
/**
 * Like the references, the clients ask for no compression by default. BENCH_ACCEPT_ENCODING (e.g.
 * `gzip, deflate, br, zstd`, as Chrome sends it) measures the site's cost of compressing; (b) and (c)
 * never compress, so their ratios then compare unlike work.
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;
const HEADERS: Record<string, string> = {
  'user-agent': BROWSER_UA,
  ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
};
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_S = 100;

interface Proc {
  pid: number;
  url: string;
  stop(): Promise<void>;
}

/** CPU time (user + system) of a process so far, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

/** Starts `node <args>` with `env`, and resolves once `readyPath` on its port answers. */
async function startProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<Proc> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), MOCK_PORT: String(port), BENCH_PORT: String(port) },
    // Request log lines (LOG_LEVEL=info, as in production) are written and thrown away.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  assertLoopback(url);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering`);
    const status = await new Promise<number>((resolve) => {
      request(url + readyPath, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', () => resolve(0))
        .end();
    });
    if (status > 0 && status < 500) {
      if (child.pid === undefined) throw new Error(`${name} has no pid`);
      return { pid: child.pid, url, stop };
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`${name} did not answer ${readyPath} within 30 s`);
}

interface Sample {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  serverCpuMs: number;
  mockCpuMs: number;
}

interface Target {
  label: string;
  url: string;
  pid: number;
  samples: Sample[];
}

async function run(target: Target, mockPid: number, seconds: number): Promise<Sample> {
  const server0 = cpuMs(target.pid);
  const mock0 = cpuMs(mockPid);
  const result = await autocannon({ url: target.url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${target.label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpuMs: cpuMs(target.pid) - server0,
    mockCpuMs: cpuMs(mockPid) - mock0,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function summary(t: Target) {
  const requests = t.samples.reduce((n, s) => n + s.requests, 0);
  const seconds = t.samples.reduce((n, s) => n + s.seconds, 0);
  return {
    rps: requests / seconds,
    p50: median(t.samples.map((s) => s.p50)),
    p99: median(t.samples.map((s) => s.p99)),
    serverCpu: t.samples.reduce((n, s) => n + s.serverCpuMs, 0) / requests,
    mockCpu: t.samples.reduce((n, s) => n + s.mockCpuMs, 0) / requests,
  };
}

/** Time to the first body byte and to the end of one GET, in ms. */
function firstByte(url: string): Promise<{ first: number; total: number; status: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let first = 0;
    request(url, { headers: { 'user-agent': BROWSER_UA } }, (res) => {
      res.once('data', () => (first = performance.now() - t0));
      res.on('end', () => resolve({ first, total: performance.now() - t0, status: res.statusCode ?? 0 }));
      res.resume();
    })
      .on('error', reject)
      .end();
  });
}

async function main() {
  ensureBuild();
  const mock = await startProcess(
    'mock',
    ['dist/server/mock.js'],
    { SIGN_SECRET: SECRET, LOG_LEVEL: 'silent' },
    '/api/client/findIndexKv',
  );
  const procs: Proc[] = [mock];
  try {
    const siteEnv = (pageCache: string) => ({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      USER_API_URL: mock.url,
      LEGACY_API_URL: mock.url,
      SIGN_SECRET: SECRET,
      LOG_LEVEL: 'info',
      PAGE_CACHE: pageCache,
      OVERLOAD_LAG_MS: '0',
      METRICS_PORT: '0',
    });
    const uncached = await startProcess('site (PAGE_CACHE=off)', [...NODE_FLAGS, 'dist/server/index.js'], siteEnv('off'), '/healthz');
    procs.push(uncached);
    const cached = await startProcess('site (PAGE_CACHE=on)', [...NODE_FLAGS, 'dist/server/index.js'], siteEnv('on'), '/healthz');
    procs.push(cached);
    const reference = await startProcess(
      'bare React reference',
      [...NODE_FLAGS, '--import', 'tsx', 'scripts/bench-reference.ts'],
      { BENCH_UPSTREAM: mock.url, SIGN_SECRET: SECRET, BENCH_PAGE: PAGE, BENCH_UA: BROWSER_UA, NODE_ENV: 'production' },
      '/string',
    );
    procs.push(reference);

    const targets: Target[] = [
      { label: `(a) site ${PAGE}, PAGE_CACHE=off`, url: uncached.url + PAGE, pid: uncached.pid, samples: [] },
      { label: '(b) bare renderToPipeableStream', url: `${reference.url}/stream`, pid: reference.pid, samples: [] },
      { label: '(c) bare renderToString', url: `${reference.url}/string`, pid: reference.pid, samples: [] },
      { label: `(d) site ${PAGE}, PAGE_CACHE=on`, url: cached.url + PAGE, pid: cached.pid, samples: [] },
    ];
    const chosen = targets.filter((_t, i) => !CASES || CASES.includes('abcd'[i] ?? ''));
    // Warm-up (JIT, catalogue and page caches) in rounds like the measured ones: a case left idle for
    // the others' whole warm-up starts its first round with a heap the idle time shrank.
    const warmupRounds = Math.max(1, Math.ceil(WARMUP_SECONDS / SECONDS));
    for (let round = 0; round < warmupRounds; round++) {
      for (const t of chosen) await run(t, mock.pid, Math.min(SECONDS, WARMUP_SECONDS));
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of chosen) t.samples.push(await run(t, mock.pid, SECONDS));
    }

    console.log(
      `\n${PAGE}, loopback, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s after a warm-up of ${WARMUP_SECONDS} s each, Accept-Encoding: ${ACCEPT_ENCODING ?? '(none)'}, node flags of every server: ${NODE_FLAGS.join(' ') || '(none)'}\n`,
    );
    console.log(
      `${'server'.padEnd(38)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'CPU ms/req'.padStart(11)} ${'mock CPU ms/req'.padStart(16)}`,
    );
    const s = targets.map((t) => (t.samples.length > 0 ? summary(t) : undefined));
    targets.forEach((t, i) => {
      const r = s[i];
      if (!r) return;
      console.log(
        `${t.label.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${r.serverCpu.toFixed(2).padStart(11)} ${r.mockCpu.toFixed(2).padStart(16)}`,
      );
    });
    const [a, b, c, d] = s;
    console.log('\nratios (same run)');
    if (a && b)
      console.log(`(a)/(b) req/s, site uncached ÷ bare stream     ${(a.rps / b.rps).toFixed(2)}   (target ≥ 0.85)`);
    if (c && d)
      console.log(`(d)/(c) req/s, site cached ÷ bare string       ${(d.rps / c.rps).toFixed(2)}   (target ≥ 2)`);
    if (a && b) {
      const [ta, tb] = targets;
      const rounds = (ta?.samples ?? []).map((sa, i) => {
        const sb = tb?.samples[i];
        return sb ? (sa.serverCpuMs / sa.requests / (sb.serverCpuMs / sb.requests)).toFixed(2) : '';
      });
      console.log(
        `CPU per request, site uncached ÷ bare stream   ${(a.serverCpu / b.serverCpu).toFixed(2)}   (target ≤ 1.5; by round ${rounds.join(' ')})`,
      );
    }
    if (CASES) return;

    // First byte on an idle server: the news upstream (deferred on the home page) answers after 2 s.
    await fetch(`${mock.url}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fault: 'latency=2000', path: '/api/client/findNews' }),
    });
    console.log('\nfirst byte, news upstream delayed 2 s, PAGE_CACHE=off, median of 20 sequential requests');
    for (const path of ['/', PAGE]) {
      const times = [];
      for (let i = 0; i < 20; i++) times.push(await firstByte(uncached.url + path));
      if (times.some((t) => t.status !== 200)) throw new Error(`${path}: not every answer was 200`);
      console.log(
        `${path.padEnd(12)} first byte ${median(times.map((t) => t.first))
          .toFixed(1)
          .padStart(7)} ms   total ${median(times.map((t) => t.total))
          .toFixed(1)
          .padStart(7)} ms   (target: first byte < 10 ms)`,
      );
    }
  } finally {
    for (const p of procs.reverse()) await p.stop();
  }
}

await main();
