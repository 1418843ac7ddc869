/**
 * The site search in Chromium against the production build, at 375 and 1440 px: the header's field used
 * by keyboard alone (its listbox axe-clean while open), the results page axe-clean with results and
 * empty, and a phone number typed into the box never reaching the server's log.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-site.ts';
import { startMock, TEST_SIGN_SECRET, type MockApi } from '../support/stack.ts';
import { hydrated, UA, useBrowser } from './support/browser.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let mock: MockApi;
let site: BuiltServer;
beforeAll(async () => {
  mock = await startMock();
  site = await startBuiltServer(mock, TEST_SIGN_SECRET);
});
afterAll(async () => {
  await site.stop();
  await mock.close();
});
const chrome = useBrowser();

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

async function serious(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(d: Document, o: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/** Tabs from the top of the hydrated home page to the header's search button, opens it with Enter. */
async function openHeaderField(page: Page) {
  await page.goto(`${site.url}/`);
  await hydrated(page);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup') === 'dialog')) break;
  }
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
  await page.keyboard.press('Enter');
  const field = page.getByRole('combobox', { name: '搜索内容' });
  // The field's code arrives on first use: typing starts once it has the focus.
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  return field;
}

describe.each([
  { width: 375, height: 812, userAgent: UA.iphoneWechat },
  { width: 1440, height: 900, userAgent: UA.desktop },
])('search at $width px', ({ width, height, userAgent }) => {
  it('the header field works by keyboard alone: suggestions in a listbox, arrow keys, Enter opens the choice', async () => {
    // bypassCSP only for axe's injected script; the page's own scripts run as in production.
    const context = await chrome.browser.newContext({ userAgent, viewport: { width, height }, locale: 'zh-CN', bypassCSP: true });
    try {
      const page = await context.newPage();
      let field = await openHeaderField(page);
      // Escape closes the field and gives the focus back to the button; Enter opens it again.
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
      await page.keyboard.press('Enter');
      field = page.getByRole('combobox', { name: '搜索内容' });
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      const box = await page.locator('dialog[open]').boundingBox();
      if (width < 768) expect(box?.width).toBeGreaterThanOrEqual(width - 1);
      await page.keyboard.type('保养');
      const options = page.getByRole('option');
      await expect.poll(() => options.count()).toBeGreaterThan(1);
      await page.keyboard.press('ArrowDown');
      const firstId = await options.first().getAttribute('id');
      expect(await field.getAttribute('aria-activedescendant')).toBe(firstId);
      expect(await options.first().getAttribute('aria-selected')).toBe('true');
      expect(await serious(page)).toEqual([]);
      const target = await options.first().textContent();
      expect(target).toContain('保养');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/services/'), { timeout: 15_000 });
      expect(await page.locator('dialog[open]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it.each(['/search?q=%E4%BF%9D%E5%85%BB', '/search?q=F%20SPORT%20%E5%A4%9A%E5%B0%91%E9%92%B1', '/search?q=%E9%87%8F%E5%AD%90%E8%AE%A1%E7%AE%97%E6%9C%BA', '/search'])(
    '%s has no serious or critical violation',
    async (path) => {
      const context = await chrome.browser.newContext({ userAgent, viewport: { width, height }, locale: 'zh-CN', bypassCSP: true });
      try {
        const page = await context.newPage();
        const response = await page.goto(site.url + path, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        expect(await serious(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('privacy', () => {
  it('a phone number typed into the header field or the page never appears in the server log', async () => {
    const context = await chrome.browser.newContext({ userAgent: UA.desktop, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await openHeaderField(page);
      const suggested = page.waitForResponse((r) => r.url().includes('/search/suggest'));
      await page.keyboard.type('我的电话 139 8765 4321');
      await suggested;
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search', { timeout: 15_000 });
      // Reached in the browser: the page's data came from the server's JSON, the query is in the box.
      await expect.poll(() => page.locator('#search-page-q').inputValue()).toBe('我的电话 139 8765 4321');
      await expect.poll(() => page.getByText('未找到与').count()).toBe(1);
      await page.goto(`${site.url}/search?q=${encodeURIComponent('１３９８７６５４３２１')}`);
      const log = site.output();
      expect(log).toContain('/search');
      const decoded = decodeURIComponent(log.replace(/%(?![0-9A-F]{2})/gi, '%25'));
      for (const secret of ['87654321', '8765 4321', '８７６５４３２１']) expect(decoded).not.toContain(secret);
    } finally {
      await context.close();
    }
  });
});
