/**
 * `npm run bench:search`: CPU time of one query against the full search index, per query of the
 * integration table. The index is built once from the real mock (every series, grade, news item,
 * notice, service answer and dealer), then each query runs SEARCH_BENCH_RUNS (2000) times after a
 * warm-up; printed per query: mean and p99 CPU µs (process.cpuUsage, user + system) and the worst
 * query's p99 against the budget of 5 ms. Exit code 1 when the worst p99 is over budget.
 */
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { createMockApi } from '../mock-api/server.ts';
import { loadConfig } from '../server/config.ts';
import { loadSearchDocuments } from '../server/search/documents.ts';
import { buildSearchIndex } from '../server/search/search-index.ts';
import { createMemoryStore } from '../server/store/memory-store.ts';
import { createUpstream } from '../server/upstream/upstream.ts';

const RUNS = Number(process.env.SEARCH_BENCH_RUNS ?? 2000);
const BUDGET_MS = 5;
const QUERIES = [
  'es300h', 'ＥＳ３００ｈ', 'F SPORT 多少钱', 'ux300e', 'LM 七座', 'NX 价格', 'ES 油耗', '上海 经销商', 'sh',
  '杭州 經銷商', '召回', '保養', '如何保养', '保养周期', '保修', '道路救援', '试驾', '续费', '车机 升级', '全新 上市',
  '量子计算机', 'a', '车', '保养'.repeat(32),
];

const logger = pino({ level: 'silent' });
const SECRET = 'bench-search-secret';
const mock = await createMockApi({ port: 0, signSecret: SECRET, logger });
try {
  const config = loadConfig({ NODE_ENV: 'test', USER_API_URL: mock.url, LEGACY_API_URL: mock.url, SIGN_SECRET: SECRET, LOG_LEVEL: 'silent' });
  const upstream = createUpstream(config, logger, createMemoryStore());
  const documents = await loadSearchDocuments(upstream.cachedSiteClient('bench-search'));
  const started = performance.now();
  const index = buildSearchIndex(documents);
  const buildMs = performance.now() - started;
  upstream.shutdown();
  console.log(`index: ${index.documents} documents, ${index.postings} postings, ~${Math.round(index.approximateBytes / 1024)} KiB, built in ${buildMs.toFixed(1)} ms`);

  let worst = 0;
  console.log('query'.padEnd(28), 'mean µs'.padStart(9), 'p99 µs'.padStart(9), 'hits'.padStart(6));
  for (const query of QUERIES) {
    for (let i = 0; i < 200; i++) index.search({ query });
    const samples: number[] = [];
    let hits = 0;
    for (let i = 0; i < RUNS; i++) {
      const before = process.cpuUsage();
      const r = index.search({ query });
      const used = process.cpuUsage(before);
      samples.push(used.user + used.system);
      hits = r.groups.reduce((n, g) => n + g.total, 0);
    }
    samples.sort((a, b) => a - b);
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    const p99 = samples[Math.floor(samples.length * 0.99)] ?? 0;
    worst = Math.max(worst, p99);
    const label = query.length > 24 ? `${query.slice(0, 21)}…` : query;
    console.log(label.padEnd(28), mean.toFixed(0).padStart(9), String(p99).padStart(9), String(hits).padStart(6));
  }
  const ok = worst / 1000 < BUDGET_MS;
  console.log(`worst p99: ${(worst / 1000).toFixed(2)} ms CPU (budget ${BUDGET_MS} ms): ${ok ? 'OK' : 'OVER BUDGET'}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await mock.close();
}
