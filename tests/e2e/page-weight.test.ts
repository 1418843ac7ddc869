/**
 * The production build as a phone gets it, with the rendered-page cache on (as in production): a cached
 * page hydrates in Chromium under its own CSP nonce, and Lighthouse's deterministic findings hold on the
 * pages `npm run lighthouse` scores (docs/decisions/0019-client-byte-budgets.md). Scores and timings
 * vary with the machine and are not asserted here.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useStack } from '../support/stack.ts';
import { CHROMIUM, hydrated, useBrowser } from './support/browser.ts';

const site = useStack({ app: 'built', env: { PAGE_CACHE: 'on' } });
const { page } = useBrowser();

describe('a cached page in the browser', () => {
  it('hydrates a cache hit (gzip, assembled from stored pieces) without console errors or CSP violations', async () => {
    const { page: p, problems } = await page({ width: 375, height: 812 });
    const first = await p.goto(`${site.url}/models/es`);
    const hit = await p.goto(`${site.url}/models/es`);
    expect([first?.headers()['x-cache'], hit?.headers()['x-cache']]).toEqual(['miss', 'hit']);
    // Chromium decodes the gzip answer the cache assembles from its compressed pieces.
    expect(hit?.headers()['content-encoding']).toBe('gzip');
    await hydrated(p);
    expect(problems).toEqual([]);
  });
});

describe('Lighthouse, deterministic findings', () => {
  let chrome: chromeLauncher.LaunchedChrome;
  beforeAll(async () => {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
  });
  afterAll(() => chrome.kill());

  it.each(['/', '/models/es', '/configurator/es'])(
    '%s: no layout shift, no render-blocking script, no other origin, every image sized',
    async (path) => {
      const result = await lighthouse(site.url + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: ['cumulative-layout-shift', 'render-blocking-resources', 'unsized-images', 'network-requests'],
      });
      const audits = result?.lhr.audits ?? {};
      const items = (id: string) => {
        const details = audits[id]?.details;
        // An audit that did not run must not pass as "nothing found".
        expect(details && 'items' in details, `${id} has no items`).toBe(true);
        return details && 'items' in details ? (details.items as Array<Record<string, unknown>>) : [];
      };
      // A run Lighthouse could not finish (a protocol timeout on a loaded machine) says so here, rather
      // than as a missing number below.
      expect(result?.lhr.runtimeError).toBeUndefined();
      expect(audits['cumulative-layout-shift']?.errorMessage).toBeUndefined();
      expect(audits['cumulative-layout-shift']?.numericValue).toBe(0);
      expect(items('render-blocking-resources').filter((i) => String(i.url).endsWith('.js'))).toEqual([]);
      expect(items('unsized-images').map((i) => (i.node as { snippet?: string } | undefined)?.snippet)).toEqual([]);
      const requests = items('network-requests').map((i) => String(i.url));
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.filter((url) => new URL(url).origin !== new URL(site.url).origin)).toEqual([]);
    },
    120_000,
  );
});
