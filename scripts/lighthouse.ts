/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling: its defaults) in Debian's Chromium
 * against the production build and the mock on loopback. Three runs per page; each figure printed is
 * its own median over the runs (a single run on a busy machine swings by several points). Exits 1 when
 * a page's median misses a target: performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 2.5 s, CLS 0.
 * Needs `apt-get install chromium` (CHROME_PATH overrides /usr/bin/chromium); its version is printed
 * because Lighthouse's figures move with the browser's.
 * `LIGHTHOUSE_PAGES=/,/news/1` picks the pages (a comma inside a query is written %2C);
 * `LIGHTHOUSE_RUNS=5` the runs per page; `LIGHTHOUSE_CARE=1` (2, 3) audits them in 关怀版 at that text
 * size (its cookie on every request); `LIGHTHOUSE_JSON=<dir>` keeps every run's report there, for the
 * audits behind a figure (LCP element and phases, layout shifts, long tasks); `LIGHTHOUSE_WARMUP=0` skips
 * the uncounted first load of each page.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { CARE_COOKIE } from '#shared/domain/care-mode';
import { ensureBuild, startProductionSite } from './lib/production-site.ts';

const DEFAULT_PAGES = ['/', '/models/es', '/configurator/es', '/dealer', '/compare?cars=101%2C301', '/finance'];
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? DEFAULT_PAGES;
const CARE = process.env.LIGHTHOUSE_CARE ?? '';
if (CARE && !/^[123]$/.test(CARE)) throw new Error(`LIGHTHOUSE_CARE must be 1, 2 or 3, not "${CARE}"`);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number ≥ 1, not "${process.env.LIGHTHOUSE_RUNS}"`);
const JSON_DIR = process.env.LIGHTHOUSE_JSON;
const WARMUP = process.env.LIGHTHOUSE_WARMUP !== '0';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The targets, each read from a page's medians; `miss` says how a page misses it, or null. */
const TARGETS: { name: string; miss: (m: Medians) => string | null }[] = [
  { name: 'performance ≥ 95', miss: (m) => (m.performance < 95 ? `performance ${m.performance} < 95` : null) },
  { name: 'TBT ≤ 150 ms', miss: (m) => (m.tbt > 150 ? `TBT ${m.tbt.toFixed(0)} ms > 150 ms` : null) },
  { name: 'LCP ≤ 2.5 s', miss: (m) => (m.lcp > 2500 ? `LCP ${m.lcp.toFixed(0)} ms > 2500 ms` : null) },
  // Lighthouse reports CLS to three decimals: a sub-pixel shift that rounds to 0.000 is no shift.
  { name: 'CLS 0', miss: (m) => (m.cls >= 0.0005 ? `CLS ${m.cls.toFixed(3)} > 0` : null) },
];

type Lhr = RunnerResult['lhr'];

interface Medians {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Every run's performance score, in run order. */
  scores: number[];
}

function score(lhr: Lhr, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function audit(lhr: Lhr, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}

function medians(runs: Lhr[]): Medians {
  const of = (read: (lhr: Lhr) => number) => median(runs.map(read));
  return {
    performance: of((r) => score(r, 'performance')),
    accessibility: of((r) => score(r, 'accessibility')),
    'best-practices': of((r) => score(r, 'best-practices')),
    seo: of((r) => score(r, 'seo')),
    lcp: of((r) => audit(r, 'largest-contentful-paint')),
    tbt: of((r) => audit(r, 'total-blocking-time')),
    cls: of((r) => audit(r, 'cumulative-layout-shift')),
    scores: runs.map((r) => score(r, 'performance')),
  };
}

function chromiumVersion(): string {
  try {
    // Debian's wrapper script complains on stderr about its own environment checks: not ours to show.
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch (error) {
    return `unknown (${CHROME_PATH} --version failed: ${error instanceof Error ? error.message : String(error)})`;
  }
}

function row(page: string, m: Medians): string {
  const scores = CATEGORIES.map((c) => String(m[c]).padStart(4)).join('  ');
  const runs = m.scores.join('/');
  return `${page.padEnd(24)} ${scores}  ${m.lcp.toFixed(0).padStart(6)}  ${m.tbt.toFixed(0).padStart(6)}  ${m.cls.toFixed(3).padStart(6)}  ${runs}`;
}

/** Where a run's report goes: the page as a file name, then the run's number. */
function reportFile(page: string, run: number): string {
  const name = page.replace(/^\//, '').replace(/[^\w.-]+/g, '_') || 'home';
  return path.join(JSON_DIR ?? '.', `${name}-${run + 1}.json`);
}

/**
 * One Lighthouse run. A run whose trace Lighthouse could not use (NO_NAVSTART, NO_FCP on a starved
 * machine) measured nothing: it is said and run again, twice at most; a page that errs three times fails.
 */
async function audited(url: string, flags: Flags): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.code}: ${error.message}`);
    console.log(`  (${url}: ${error.code}, run again)`);
  }
}

async function main(): Promise<number> {
  ensureBuild();
  const site = await startProductionSite({ OVERLOAD_LAG_MS: '0', METRICS_PORT: '0' });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  if (JSON_DIR) mkdirSync(JSON_DIR, { recursive: true });
  const misses: string[] = [];
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(CARE ? { extraHeaders: { Cookie: `${CARE_COOKIE}=${CARE}` } } : {}),
    };
    const mode = CARE ? `, 关怀版 level ${CARE}` : '';
    console.log(`Lighthouse mobile (simulated throttling) in ${chromiumVersion()}, median of ${RUNS} runs${mode}, ${site.url}\n`);
    console.log(`${'page'.padEnd(24)} perf  a11y  best   seo  LCP ms  TBT ms     CLS  perf per run`);
    for (const page of PAGES) {
      // One load first, not counted: the page cache and the image host's rendered variants are warm
      // in production (a CDN); a cold first run measures the mock's rasterising instead.
      if (WARMUP) await audited(site.url + page, flags);
      const runs: Lhr[] = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await audited(site.url + page, flags);
        if (JSON_DIR) writeFileSync(reportFile(page, i), JSON.stringify(lhr));
        runs.push(lhr);
      }
      const m = medians(runs);
      console.log(row(page, m));
      for (const target of TARGETS) {
        const miss = target.miss(m);
        if (miss) misses.push(`${page}: ${miss}`);
      }
    }
  } finally {
    chrome.kill();
    await site.stop();
  }
  console.log(`\ntargets (each a median of ${RUNS}): ${TARGETS.map((t) => t.name).join(', ')}`);
  if (misses.length === 0) {
    console.log('every page meets every target');
    return 0;
  }
  console.log(`missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
  return 1;
}

process.exitCode = await main();
