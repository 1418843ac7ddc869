/**
 * Lighthouse's deterministic findings on the pages `npm run lighthouse` scores, against the production
 * build with the rendered-page cache on (as in production): no request to another origin, every image
 * sized (docs/decisions/0019-client-byte-budgets.md). Scores and timings vary with the machine and are
 * not asserted here, and nothing asserted depends on the machine being quiet: this file runs with the
 * other browser files. Layout shift and render-blocking scripts are measured in Chromium itself, alone,
 * in page-weight.test.ts.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useStack } from '../support/stack.ts';
import { CHROMIUM } from './support/browser.ts';

const site = useStack({ app: 'built', env: { PAGE_CACHE: 'on' } });

/** The pages `npm run lighthouse` scores. */
const PAGES = ['/', '/models/es', '/configurator/es', '/dealer', '/compare?cars=101,301', '/finance'];

describe('Lighthouse, deterministic findings', () => {
  let chrome: chromeLauncher.LaunchedChrome;
  beforeAll(async () => {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
  });
  afterAll(() => chrome.kill());

  // Audits that read the page and its requests, not the trace: Lighthouse's trace processing failed now
  // and then in CI on a fresh browser ("NO_NAVSTART"), which is about the tool, not the page.
  it.each(PAGES)(
    '%s: no request to another origin, every image sized',
    async (path) => {
      const result = await lighthouse(site.url + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: ['unsized-images', 'network-requests'],
        // Neither audit reads the page's picture: no full-page screenshot to take.
        disableFullPageScreenshot: true,
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
      expect(items('unsized-images').map((i) => (i.node as { snippet?: string } | undefined)?.snippet)).toEqual([]);
      const requests = items('network-requests').map((i) => String(i.url));
      expect(requests.length).toBeGreaterThan(0);
      // A data: URL (the selects' chevron in the stylesheet) is inline, not a request to anyone.
      expect(requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== new URL(site.url).origin)).toEqual([]);
    },
    120_000,
  );
});
