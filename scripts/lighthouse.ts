/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling: its defaults) in Debian's Chromium
 * against the production build and the mock on loopback. Three runs per page, the median run by
 * performance score printed: the four category scores, LCP, TBT and CLS. Targets: performance ≥ 98,
 * LCP ≤ 2.0 s, TBT ≤ 50 ms. Needs `apt-get install chromium` (CHROME_PATH overrides /usr/bin/chromium).
 * `LIGHTHOUSE_PAGES=/,/news/1` picks the pages; `LIGHTHOUSE_CARE=1` (2, 3) audits them in 关怀版 at that text
 * size (its cookie on every request).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { CARE_COOKIE } from '#shared/domain/care-mode';
import { ensureBuild, startProductionSite } from './lib/production-site.ts';

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? ['/', '/models/es', '/configurator/es'];
const CARE = process.env.LIGHTHOUSE_CARE ?? '';
if (CARE && !/^[123]$/.test(CARE)) throw new Error(`LIGHTHOUSE_CARE must be 1, 2 or 3, not "${CARE}"`);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Lhr = RunnerResult['lhr'];

function score(lhr: Lhr, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function audit(lhr: Lhr, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

async function main() {
  ensureBuild();
  const site = await startProductionSite({ OVERLOAD_LAG_MS: '0', METRICS_PORT: '0' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(CARE ? { extraHeaders: { Cookie: `${CARE_COOKIE}=${CARE}` } } : {}),
    };
    const mode = CARE ? `, 关怀版 level ${CARE}` : '';
    console.log(`Lighthouse mobile (simulated throttling), median of ${RUNS} runs${mode}, ${site.url}\n`);
    console.log(`${'page'.padEnd(18)} perf  a11y  best   seo    LCP ms  TBT ms    CLS`);
    for (const page of PAGES) {
      const runs: Lhr[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(site.url + page, flags);
        if (!result) throw new Error(`${page}: Lighthouse returned no result`);
        if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
        runs.push(result.lhr);
      }
      runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = runs[Math.floor(runs.length / 2)];
      if (!median) continue;
      const [perf, a11y, best, seo] = CATEGORIES.map((c) => String(score(median, c)).padStart(4));
      console.log(
        `${page.padEnd(18)} ${perf}  ${a11y}  ${best}  ${seo}  ${audit(median, 'largest-contentful-paint').toFixed(0).padStart(8)}  ${audit(median, 'total-blocking-time').toFixed(0).padStart(6)}  ${audit(median, 'cumulative-layout-shift').toFixed(3).padStart(6)}`,
      );
    }
    console.log('\ntargets: performance ≥ 98, LCP ≤ 2000 ms, TBT ≤ 50 ms, CLS 0');
  } finally {
    chrome.kill();
    await site.stop();
  }
}

await main();
