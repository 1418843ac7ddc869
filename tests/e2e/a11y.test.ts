/**
 * axe-core on every route of the public site (the ROUTES table below), in Chromium at 375 px and 1440 px:
 * no serious or critical violation. axe is injected from node_modules with `addScriptTag({ path })`;
 * the nonce CSP would block that inline script, so this test alone uses a context with `bypassCSP`
 * (the CSP itself is covered by the platform tests). No route is skipped: a route that does not
 * answer 200 (404 for /404) fails unless the table says so. The same table is also loaded with the CSP
 * on and every console message watched: each route hydrates without a warning, error or violation.
 * Every page gets a context of its own, so the routes of a table run a few at a time (the e2e project's
 * `maxConcurrency`): most of a page's time is the browser and the server working or the network going
 * quiet, which another page can use.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { useStack } from '../support/stack.ts';
import { openPage, UA, useBrowser } from './support/browser.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const ROUTES: Array<{ path: string; status: number }> = [
  { path: '/', status: 200 },
  ...['es', 'ux', 'nx', 'lc', 'lm', 'gx'].map((m) => ({ path: `/models/${m}`, status: 200 })),
  { path: '/models/nx_onlinepurchase', status: 200 },
  ...['after-sales', 'app', 'connected', 'assistant', 'faq'].map((s) => ({ path: `/services/${s}`, status: 200 })),
  { path: '/services/after-sales?vin=LAUES1234R0A12345', status: 200 },
  { path: '/news', status: 200 },
  { path: '/news?page=2', status: 200 },
  { path: '/news/1', status: 200 },
  { path: '/dealer', status: 200 },
  { path: '/events/autoshow', status: 200 },
  { path: '/services/after-sales/notices', status: 200 },
  { path: '/services/after-sales/notices?series=es', status: 200 },
  { path: '/services/after-sales/notices/1', status: 200 },
  { path: '/test-drive', status: 200 },
  { path: '/test-drive?model=nx', status: 200 },
  { path: '/legal/user-agreement', status: 200 },
  { path: '/legal/privacy', status: 200 },
  { path: '/404', status: 404 },
  { path: '/configurator/es?grade=102&paint=077&opts=PKG-SPORT,NOPE', status: 200 },
  { path: '/configurator/lm', status: 200 },
  { path: '/c/NOT-A-CODE', status: 404 },
  { path: '/compare', status: 200 },
  { path: '/compare?cars=101,301,302&diff=1&best=1&base=301', status: 200 },
  { path: '/finance?car=101&product=balloon&down=1&term=60', status: 200 },
  { path: '/finance?car=105&product=zero&term=12&apply=1', status: 200 },
  { path: '/trade-in', status: 200 },
  { path: '/trade-in?brand=1&series=1&year=2021&model=11&reg=2022-03&km=3.5&city=310100', status: 200 },
  { path: '/trade-in?brand=1&series=1&year=2021&model=11&reg=2019-03&km=300&city=310100', status: 200 },
];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
  }
}

const site = useStack({ app: 'built' });
const chrome = useBrowser();

async function serious(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const { violations } = await page.evaluate(() =>
    window.axe!.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } }),
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

describe.each([
  { width: 375, height: 812, userAgent: UA.iphoneWechat },
  { width: 1440, height: 900, userAgent: UA.desktop },
])('axe-core at $width px', ({ width, height, userAgent }) => {
  it.concurrent.for(ROUTES)('$path has no serious or critical violation', async ({ path, status }, { expect }) => {
    const context = await chrome.browser.newContext({ userAgent, viewport: { width, height }, locale: 'zh-CN', bypassCSP: true });
    try {
      const page = await context.newPage();
      const response = await page.goto(site.url + path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(status);
      expect(await serious(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('hydration on every route', () => {
  it.concurrent.for(ROUTES)('$path hydrates without a console warning, error or CSP violation', async ({ path, status }, { expect }) => {
    const { page, context, problems } = await openPage(chrome.browser, { width: 1440, height: 900 });
    try {
      const response = await page.goto(site.url + path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(status);
      await page.waitForFunction(() => '__reactRouterVersion' in window);
      // The server's h1 is still the page's only h1 once the client took over.
      expect(await page.locator('h1').count()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
