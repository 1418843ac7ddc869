/**
 * The compare page in Chromium at 375 px and 1440 px against the production build: a comparison built
 * from a model page's "加入对比" and the picker, columns reordered and removed (the URL follows, a reload
 * restores), toggles by keyboard, the sticky header row and first column at 375 px, the CSV download as
 * shown, and axe-core. Screenshots go to test-results/ (artifacts, not committed).
 */
import { createRequire } from 'node:module';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStack } from '../support/stack.ts';
import { downloaded, hydrated, screenshot, UA, useBrowser } from './support/browser.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const site = useStack({ app: 'built' });
const chrome = useBrowser();

const WIDTHS = [
  { width: 375, height: 812, userAgent: UA.iphoneWechat, label: '375' },
  { width: 1440, height: 900, userAgent: UA.desktop, label: '1440' },
] as const;

async function open(p: Page, path: string): Promise<void> {
  const res = await p.goto(`${site.url}${path}`);
  expect(res?.status()).toBe(200);
  await hydrated(p);
}

const columnIds = (p: Page) =>
  p.locator('thead th[data-car]').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-car')));
const carsInUrl = (p: Page) => new URL(p.url()).searchParams.get('cars');
const trayCount = (p: Page) => p.locator('[data-compare-tray]').textContent();

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }>;
}

async function seriousViolations(p: Page): Promise<string[]> {
  await p.addScriptTag({ path: AXE_PATH });
  const { violations } = await p.evaluate(() =>
    (window as unknown as { axe: { run(d: Document, o: object): Promise<AxeResult> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    }),
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} -> ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

describe.each(WIDTHS)('compare at $label px', ({ width, height, userAgent, label }) => {
  it('builds a comparison from model pages and the picker; reorder and removal follow the URL and survive a reload', async () => {
    const { page: p, problems } = await chrome.page({ width, height, userAgent });
    await open(p, '/models/es');
    await p.locator('button[data-compare-car="101"]').click();
    await expect.poll(() => trayCount(p)).toMatch(/^对比\s*1/);
    await open(p, '/models/nx');
    await p.locator('button[data-compare-car="301"]').click();
    await expect.poll(() => trayCount(p)).toMatch(/^对比\s*2/);

    await p.locator('[data-compare-tray]').click();
    await p.waitForURL(/\/compare\?cars=101,301$/);
    await expect.poll(() => columnIds(p)).toEqual(['101', '301']);

    // The picker: series NX, grade 302.
    await p.locator('summary', { hasText: 'NX' }).click();
    await p.locator('button[name="add"][value="302"]').click();
    await p.waitForURL(/cars=101,301,302$/);
    await expect.poll(() => columnIds(p)).toEqual(['101', '301', '302']);
    await expect.poll(() => trayCount(p)).toMatch(/^对比\s*3/);

    await p.locator('thead th[data-car="101"] a[data-move="right"]').click();
    await expect.poll(() => carsInUrl(p)).toBe('301,101,302');
    await expect.poll(() => columnIds(p)).toEqual(['301', '101', '302']);

    await p.locator('thead th[data-car="302"] a[data-remove]').click();
    await expect.poll(() => carsInUrl(p)).toBe('301,101');
    await expect.poll(() => columnIds(p)).toEqual(['301', '101']);

    await p.reload();
    await hydrated(p);
    expect(await columnIds(p)).toEqual(['301', '101']);
    await expect.poll(() => trayCount(p)).toMatch(/^对比\s*2/);
    await screenshot(p, `compare-built-${label}`);
    expect(problems).toEqual([]);
  });

  it('toggles work by keyboard', async () => {
    const { page: p, problems } = await chrome.page({ width, height, userAgent });
    await open(p, '/compare?cars=101,301,302');
    const rowsBefore = await p.locator('tbody th[scope="row"]').count();
    // The same cars throughout: the loaded tables serve every toggle, no API request is made.
    const apiCalls: string[] = [];
    p.on('request', (r) => {
      if (/^\/(api|client)\//.test(new URL(r.url()).pathname)) apiCalls.push(r.url());
    });

    await p.locator('a[data-toggle="hideSame"]').focus();
    await p.keyboard.press('Enter');
    await expect.poll(() => new URL(p.url()).searchParams.get('same')).toBe('0');
    const notice = await p.locator('[data-notice="hidden-same"]').textContent();
    const hidden = Number(/已隐藏 (\d+) 项相同参数/.exec(notice ?? '')?.[1]);
    expect(hidden).toBeGreaterThan(0);
    await expect.poll(() => p.locator('tbody th[scope="row"]').count()).toBe(rowsBefore - hidden);

    await p.locator('a[data-toggle="best"]').focus();
    await p.keyboard.press('Enter');
    await expect.poll(() => new URL(p.url()).searchParams.get('best')).toBe('1');
    await expect.poll(() => p.locator('td .cmp-best').count()).toBeGreaterThan(0);

    await p.locator('a[data-toggle="diff"]').focus();
    await p.keyboard.press('Enter');
    await expect.poll(() => new URL(p.url()).searchParams.get('diff')).toBe('1');
    await expect.poll(() => p.locator('tr.cmp-row-differs').count()).toBeGreaterThan(0);
    // Focus stays usable: the same toggle is reachable and turns the highlight off again.
    await p.locator('a[data-toggle="diff"]').focus();
    await p.keyboard.press('Enter');
    await expect.poll(() => new URL(p.url()).searchParams.get('diff')).toBeNull();

    // A new baseline reorders the columns, still without a request.
    await p.locator('thead th[data-car="302"] a', { hasText: '设为基准' }).click();
    await expect.poll(() => columnIds(p)).toEqual(['302', '101', '301']);
    expect(new URL(p.url()).searchParams.get('base')).toBe('302');
    expect(apiCalls).toEqual([]);
    await screenshot(p, `compare-toggles-${label}`);
    expect(problems).toEqual([]);
  });

  it.each([
    '/compare?cars=101,301,302&same=0&best=1',
    '/compare?cars=101,301,302,201&diff=1&best=1&base=301',
    '/compare?cars=101,999',
  ])('%s: axe finds no serious or critical violation', async (path) => {
    // axe is injected as a script tag, which the nonce CSP would block: this context alone bypasses it.
    const context = await chrome.browser.newContext({
      userAgent,
      viewport: { width, height },
      locale: 'zh-CN',
      bypassCSP: true,
    });
    try {
      const p = await context.newPage();
      await open(p, path);
      expect(await seriousViolations(p)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('compare on a phone (375 px)', () => {
  it('shows two grades at a time, steps through the others, and keeps the header row and first column in view while scrolling both ways', async () => {
    const { page: p } = await chrome.page({ width: 375, height: 812, userAgent: UA.iphoneWechat });
    await open(p, '/compare?cars=101,301,302,201');
    const box = p.locator('#cmp-scroll');
    // It overflows, so it is a focusable, labelled region.
    await expect.poll(() => box.getAttribute('role')).toBe('region');
    expect(await box.getAttribute('tabindex')).toBe('0');
    expect(await box.getAttribute('aria-label')).toContain('车型对比表');

    const boxRect = await box.boundingBox();
    const cols = await p
      .locator('thead th.cmp-col')
      .evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().right));
    expect(cols[1]).toBeLessThanOrEqual((boxRect?.x ?? 0) + (boxRect?.width ?? 0) + 1);
    expect(cols[2]).toBeGreaterThan((boxRect?.x ?? 0) + (boxRect?.width ?? 0));

    await p.getByRole('button', { name: '下一款' }).click();
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(50);

    // The box at the top of the screen (under the site header), then scrolled right and down inside.
    await p.evaluate(() => {
      const el = document.getElementById('cmp-scroll');
      const header = document.querySelector('header');
      if (!el || !header) return;
      window.scrollBy(0, el.getBoundingClientRect().top - header.getBoundingClientRect().bottom);
      el.scrollTo({ left: el.scrollWidth, top: 900, behavior: 'instant' });
    });
    await expect.poll(() => box.evaluate((el) => [el.scrollLeft > 100, el.scrollTop > 500])).toEqual([true, true]);

    const view = await box.boundingBox();
    if (!view) throw new Error('no scroll box');
    const headerBottom = await p
      .locator('header')
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom);
    // The column headers sit at the box's top edge, below the site header, inside the viewport.
    const head = await p.locator('thead th.cmp-col').last().boundingBox();
    expect(head?.y).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(Math.abs((head?.y ?? 0) - view.y)).toBeLessThanOrEqual(2);
    // The first column: the row header at the box's middle sits at its left edge.
    const rowHeaderAtLeft = await p.evaluate(
      ({ x, y }) => {
        const th = document.elementFromPoint(x, y)?.closest('th[scope="row"], th[scope="colgroup"]');
        const r = th?.getBoundingClientRect();
        return r ? { x: r.x, right: r.right } : null;
      },
      { x: view.x + 10, y: view.y + view.height / 2 },
    );
    expect(rowHeaderAtLeft).not.toBeNull();
    expect(Math.abs((rowHeaderAtLeft?.x ?? 0) - view.x)).toBeLessThanOrEqual(2);
    const corner = await p.locator('thead .cmp-corner').boundingBox();
    expect(Math.abs((corner?.x ?? 0) - view.x)).toBeLessThanOrEqual(2);
    expect(Math.abs((corner?.y ?? 0) - view.y)).toBeLessThanOrEqual(2);
    await p.screenshot({ path: 'test-results/compare-sticky-375.png' });
  });
});

describe('compare at 1440 px', () => {
  it('is no scroll region when the table fits, and downloads the CSV of the table as shown', async () => {
    const { page: p } = await chrome.page({ width: 1440, height: 900, userAgent: UA.desktop });
    await open(p, '/compare?cars=101,301&same=0&best=1&base=301');
    expect(await p.locator('#cmp-scroll').getAttribute('role')).toBeNull();
    expect(await p.locator('#cmp-scroll').getAttribute('tabindex')).toBeNull();

    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('link', { name: '下载 CSV' }).click(),
    ]);
    const file = await downloaded(download);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = parse(file.toString('utf8'), { bom: true, relax_column_count: true }) as string[][];
    const squash = (s: string) => s.replace(/\s+/g, '');
    const shown = await p
      .locator('table > tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')));
    expect(csv[0]).toEqual(['车型', ...(await p.locator('thead [data-col-name]').allTextContents())]);
    expect(csv.slice(2, 2 + shown.length).map((r) => r.map(squash))).toEqual(shown.map((r) => r.map(squash)));
  });

  it('prints in landscape, without the page controls', async () => {
    const { page: p } = await chrome.page({ width: 1440, height: 900, userAgent: UA.desktop });
    await open(p, '/compare?cars=101,301,302,201');
    await p.emulateMedia({ media: 'print' });
    expect(await p.locator('a[data-toggle]').first().isVisible()).toBe(false);
    expect(await p.locator('#cmp-picker-title').isVisible()).toBe(false);
    expect(await p.locator('table caption').isVisible()).toBe(true);
    const pdf = (await p.pdf({ preferCSSPageSize: true })).toString('latin1');
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
    expect(Number(box?.[1])).toBeGreaterThan(Number(box?.[2]));
  });
});
