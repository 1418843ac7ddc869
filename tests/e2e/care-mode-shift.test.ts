/**
 * 关怀版's pinned bar under a layout-shift watch: from the first byte through hydration and scrolling,
 * nothing on the page moves. Chromium, against the production build. A measurement of the page while it
 * loads: this file runs alone (vitest.config.ts), where the page is not starved by another file's.
 */
import { describe, expect, it } from 'vitest';
import { useStack } from '../support/stack.ts';
import { hydrated, layoutShift, UA, useBrowser, watchLayoutShift } from './support/browser.ts';

const site = useStack({ app: 'built' });
const chrome = useBrowser();

describe('关怀版 bar', () => {
  it.each([
    { width: 412, height: 823, userAgent: UA.desktop },
    { width: 1440, height: 900, userAgent: UA.desktop },
  ])('moves nothing while a page loads, hydrates and scrolls at $width px: the pinned bar has its place from the first byte', async (viewport) => {
    const found: string[] = [];
    for (const path of ['/', '/models/es', '/news/1', '/finance']) {
      const { page, context } = await chrome.page(viewport);
      await context.addCookies([{ name: 'care_mode', value: '3', url: site.url }]);
      await watchLayoutShift(context);
      await page.goto(site.url + path);
      await hydrated(page);
      for (const y of [600, 2400]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      }
      const shift = await layoutShift(page);
      if (shift > 0) found.push(`${path}: layout shift ${shift}`);
    }
    expect(found).toEqual([]);
  });
});
