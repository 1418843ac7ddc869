/**
 * `npm run soak`: the production build, against the real mock API on loopback, under a moderate fixed
 * rate of mixed pages for a long time, watching the server process's memory. Exits 1 when its RSS grew
 * by more than 10 % between the end of the warm-up and the end of the run, or when a request failed.
 *
 *   SOAK_SECONDS      duration (default 600)
 *   SOAK_RATE         requests per second over all connections (default 50)
 *   SOAK_CONNECTIONS  concurrent connections (default 10)
 *   SOAK_WARMUP_SECONDS  warm-up before the first checkpoint (default 60, a third of shorter runs)
 *
 * Warm-up: 60 s, or a third of a shorter run (JIT, lazy route chunks, heap and bounded caches growing
 * to their working size); short runs say little about leaks, the default is the measurement.
 * RSS comes from /proc/<pid>/status (VmRSS) of the server process. Heap comes from the server's
 * Prometheus endpoint (`nodejs_heap_size_used_bytes` at http://127.0.0.1:$METRICS_PORT/metrics); when
 * that endpoint does not answer, heap is reported as unavailable. RSS rises and falls by some 20 % with
 * the garbage collector's cycles (tens of seconds apart under this load), so each checkpoint is the
 * median of 15 readings over 28 s: a single reading at a trough and another at a peak would show a
 * growth that is not there.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { heapUsedBytes, rssBytes } from './lib/memory.ts';
import { ensureBuild, freePort, startProductionSite } from './lib/production-site.ts';
import { formatSummary, readNumber, sendTraffic, type TrafficSummary } from './lib/traffic.ts';

const MAX_RSS_GROWTH_PERCENT = 10;
const seconds = readNumber('SOAK_SECONDS', 600);
const rate = readNumber('SOAK_RATE', 50);
const connections = readNumber('SOAK_CONNECTIONS', 10);
if (seconds < 150) throw new Error('SOAK_SECONDS must be at least 150 (warm-up and three checkpoints of 28 s each)');
const warmupSeconds = readNumber('SOAK_WARMUP_SECONDS', Math.min(60, seconds / 3));
if (warmupSeconds > seconds - 100)
  throw new Error('SOAK_WARMUP_SECONDS must leave at least 100 s of the run for the checkpoints');
const TRACE_EVERY_MS = 30_000;
const CHECKPOINT_READINGS = 15;
const CHECKPOINT_INTERVAL_MS = 2000;
const CHECKPOINT_SECONDS = ((CHECKPOINT_READINGS - 1) * CHECKPOINT_INTERVAL_MS) / 1000;

interface Reading {
  at: number;
  rssBytes: number;
  heapUsedBytes: number | null;
}

async function read(pid: number, metricsUrl: string, started: number): Promise<Reading> {
  return { at: (Date.now() - started) / 1000, rssBytes: rssBytes(pid), heapUsedBytes: await heapUsedBytes(metricsUrl) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function checkpoint(pid: number, metricsUrl: string, started: number): Promise<Reading> {
  const readings: Reading[] = [];
  for (let i = 0; i < CHECKPOINT_READINGS; i++) {
    if (i > 0) await sleep(CHECKPOINT_INTERVAL_MS);
    readings.push(await read(pid, metricsUrl, started));
  }
  const heaps = readings.map((r) => r.heapUsedBytes).filter((h): h is number => h !== null);
  return {
    at: readings[Math.floor(readings.length / 2)]?.at ?? Number.NaN,
    rssBytes: median(readings.map((r) => r.rssBytes)),
    heapUsedBytes: heaps.length === readings.length ? median(heaps) : null,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const heapText = (r: Reading) => (r.heapUsedBytes === null ? 'unavailable' : mb(r.heapUsedBytes));

ensureBuild();
const metricsPort = await freePort();
const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
const site = await startProductionSite({ METRICS_PORT: String(metricsPort) });
const started = Date.now();
const at = (s: number) => sleep(Math.max(0, started + s * 1000 - Date.now()));

let summary: TrafficSummary;
const points: Record<'start' | 'middle' | 'end', Reading | null> = { start: null, middle: null, end: null };
const trace: Reading[] = [];
try {
  console.log(
    `\nsoak: ${site.url} (server pid ${site.pid}), ${rate} req/s for ${seconds} s, warm-up ${warmupSeconds} s\n`,
  );
  const traffic = sendTraffic({ url: site.url, rate, seconds, connections });
  let running = true;
  const tracing = (async () => {
    for (let t = TRACE_EVERY_MS / 1000; running && t < seconds; t += TRACE_EVERY_MS / 1000) {
      await at(t);
      if (!running) break;
      const r = await read(site.pid, metricsUrl, started);
      trace.push(r);
      console.log(`  t=${r.at.toFixed(0).padStart(4)} s   rss ${mb(r.rssBytes)}   heap used ${heapText(r)}`);
    }
  })();
  // Checkpoints end before the traffic does, so every reading is taken under load.
  const middle = warmupSeconds + (seconds - warmupSeconds) / 2;
  await at(warmupSeconds);
  points.start = await checkpoint(site.pid, metricsUrl, started);
  await at(middle - CHECKPOINT_SECONDS / 2);
  points.middle = await checkpoint(site.pid, metricsUrl, started);
  await at(seconds - CHECKPOINT_SECONDS - 3);
  points.end = await checkpoint(site.pid, metricsUrl, started);
  summary = await traffic;
  running = false;
  await tracing;
} finally {
  await site.stop();
}

console.log(`\n${formatSummary(summary, { rate, connections })}\n`);
const { start: first, middle, end: last } = points;
if (!first || !middle || !last) throw new Error('a memory checkpoint is missing');
for (const [name, r] of [
  ['start (after warm-up)', first],
  ['middle', middle],
  ['end', last],
] as const) {
  console.log(
    `${name.padEnd(22)} t=${r.at.toFixed(0).padStart(4)} s   rss ${mb(r.rssBytes).padStart(9)}   heap used ${heapText(r)}`,
  );
}
const growth = ((last.rssBytes - first.rssBytes) / first.rssBytes) * 100;
console.log(`\nRSS growth after warm-up: ${growth.toFixed(1)} % (limit ${MAX_RSS_GROWTH_PERCENT} %)`);
if (first.heapUsedBytes !== null && last.heapUsedBytes !== null) {
  console.log(
    `heap used growth after warm-up: ${(((last.heapUsedBytes - first.heapUsedBytes) / first.heapUsedBytes) * 100).toFixed(1)} %`,
  );
} else {
  console.log(`heap: unavailable (${metricsUrl} did not answer with nodejs_heap_size_used_bytes at every checkpoint)`);
}

const problems: string[] = [];
if (growth > MAX_RSS_GROWTH_PERCENT)
  problems.push(`RSS grew ${growth.toFixed(1)} % after warm-up (over ${MAX_RSS_GROWTH_PERCENT} %)`);
if (summary.failed > 0) problems.push(`${summary.failed} request(s) failed`);
if (problems.length > 0) {
  console.error(`\nFAIL: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('\nOK');
