/**
 * 关怀版 where the visitor has made the text larger still: 200 % browser zoom on a desktop, the smallest
 * phone, and WeChat's largest font setting; and the mode's way out, pinned to the top of the screen at
 * every scroll position. Chromium, against the production build. That the bar moves nothing while a page
 * loads is measured alone, in care-mode-shift.test.ts.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStack } from '../support/stack.ts';
import { hydrated, UA, useBrowser } from './support/browser.ts';

const PAGES = ['/', '/models/es', '/news/1', '/dealer', '/test-drive', '/finance', '/account/login'];

const site = useStack({ app: 'built' });
const chrome = useBrowser();

/**
 * WeChat's own font setting (我 › 设置 › 通用 › 字体大小) reaches a web page as a text zoom, not as a zoom
 * of the layout: on iOS the in-app browser sets `-webkit-text-size-adjust` on the page's body to a
 * percentage, and on Android the X5/XWeb WebView applies its text zoom, which multiplies every font size
 * the same way. Chromium has no text zoom in the DevTools protocol, but on a mobile viewport it honours
 * `text-size-adjust` percentages, so the test sets it on the body as WeChat's iOS browser does, after the
 * document is parsed, at 200 %: the top of WeChat's scale (its largest steps are between 160 % and 200 %
 * depending on the platform), and with the mode's own 特大 on top of it.
 */
const WECHAT_LARGEST_FONT = `document.addEventListener('DOMContentLoaded', () => {
  document.body.style.setProperty('-webkit-text-size-adjust', '200%');
});`;

interface Case {
  name: string;
  context: BrowserContextOptions;
  script?: string;
}

const CASES: Case[] = [
  {
    // A 1440 px window at 200 %: what a page lays out in is half as many CSS pixels, each drawn twice.
    name: '200 % browser zoom of a 1440 px desktop window',
    context: { viewport: { width: 720, height: 450 }, deviceScaleFactor: 2, userAgent: UA.desktop },
  },
  {
    name: 'a 320 px phone, the smallest in use',
    context: { viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: UA.iphoneWechat },
  },
  {
    name: "WeChat's largest font on a 375 px phone",
    context: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: UA.iphoneWechat },
    script: WECHAT_LARGEST_FONT,
  },
];

async function careContext(options: BrowserContextOptions, level: number, script?: string): Promise<BrowserContext> {
  const context = await chrome.browser.newContext({ ...options, locale: 'zh-CN' });
  await context.route('https://res.wx.qq.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: '' }));
  if (script) await context.addInitScript(script);
  await context.addCookies([{ name: 'care_mode', value: String(level), url: site.url }]);
  return context;
}

/**
 * What is broken on the page: the document scrolling sideways, text cut off by a box that hides its
 * overflow, a control outside the screen, hidden by a box around it or drawn over another, a control
 * under the mode's target size (`--care-target`, the one the layout in view asks for).
 * A region that scrolls on purpose (`overflow: auto` or `scroll`: a table, a row of cards) is not a
 * break, and neither are what it holds beyond its edge; screen-reader text is clipped by design.
 */
function breakage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 20)}"`;
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`document ${root.scrollWidth}px wide in a ${window.innerWidth}px window`);
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('.sr-only, [aria-hidden="true"], [inert]');
    const scrolls = (style: CSSStyleDeclaration) => /auto|scroll/.test(style.overflowX + style.overflowY);
    const hides = (style: CSSStyleDeclaration) => /hidden|clip/.test(style.overflowX + style.overflowY);

    for (const el of document.body.querySelectorAll('*')) {
      if (!shown(el) || !el.textContent?.trim()) continue;
      const style = getComputedStyle(el);
      if (!hides(style)) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        problems.push(`${name(el)} cuts its text: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`);
    }

    // Text pushed out of a box that hides its overflow, upwards or leftwards too (which scroll sizes miss).
    for (const el of document.body.querySelectorAll('*')) {
      if (!shown(el) || ![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue;
      const box = el.getBoundingClientRect();
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (scrolls(style)) break;
        if (!hides(style)) continue;
        const clip = up.getBoundingClientRect();
        if (box.left < clip.left - 1 || box.right > clip.right + 1 || box.top < clip.top - 1 || box.bottom > clip.bottom + 1)
          problems.push(`${name(el)} cut by ${name(up)}`);
        break;
      }
    }

    const target = parseFloat(getComputedStyle(root).getPropertyValue('--care-target'));
    const controls = document.body.querySelectorAll(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch], [role=checkbox], [role=radio], [role=option]',
    );
    for (const el of controls) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width < target - 0.5 || box.height < target - 0.5) problems.push(`${name(el)} target ${box.width.toFixed(0)}×${box.height.toFixed(0)} under ${target}`);
      let inScroller = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (scrolls(style)) {
          inScroller = true;
          break;
        }
        if (!hides(style)) continue;
        const clip = up.getBoundingClientRect();
        if (box.left < clip.left - 1 || box.right > clip.right + 1 || box.top < clip.top - 1 || box.bottom > clip.bottom + 1)
          problems.push(`${name(el)} hidden by ${name(up)}`);
        break;
      }
      if (!inScroller && (box.left < -1 || box.right > window.innerWidth + 1)) problems.push(`${name(el)} off the screen at ${box.left.toFixed(0)}–${box.right.toFixed(0)}`);
    }
    // Controls drawn over one another (a row that no longer fits): neither is reliably the one tapped.
    const boxes = [...controls].filter((el) => shown(el)).map((el) => ({ el, box: el.getBoundingClientRect() }));
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 1 && down > 1) problems.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    return problems;
  });
}

/** 「退出关怀版」 in the mode's bar, inside the window and the topmost thing at its centre (nothing over it). */
function exitInSight(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const exit = [...document.querySelectorAll('[aria-label="关怀版设置"] a')].find((a) => a.textContent === '退出关怀版');
    if (!exit) return false;
    const box = exit.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && exit.contains(hit);
  });
}

// Each case and size in a context of its own, a few at a time (the e2e project's `maxConcurrency`): what
// is asserted is the layout once a page has hydrated, which another page loading beside it does not move.
describe.concurrent.each(CASES)('关怀版 with $name', ({ context: options, script }) => {
  it.for([1, 3])('at text size %i keeps every page whole: no sideways scrolling, no cut text, every control on screen at its size, the way out in sight', async (level, { expect }) => {
    const context = await careContext(options, level, script);
    try {
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of PAGES) {
        const response = await page.goto(site.url + path);
        expect(response?.status(), path).toBe(200);
        await hydrated(page);
        expect(await page.getAttribute('html', 'data-care'), path).toBe(String(level));
        for (const problem of await breakage(page)) found.push(`${path}: ${problem}`);
        if (!(await exitInSight(page))) found.push(`${path}: 退出关怀版 not in sight at the top`);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        if (!(await exitInSight(page))) found.push(`${path}: 退出关怀版 not in sight at the bottom`);
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('关怀版 bar', () => {
  /** Top and bottom of an element in the window. */
  const place = (page: Page, selector: string) =>
    page.locator(selector).first().evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { top: Math.round(box.top), bottom: Math.round(box.bottom) };
    });

  it('is a labelled region first in the page after the skip link, with the sizes and the way out before the header', async () => {
    const { page, context } = await chrome.page({ width: 375, height: 812, userAgent: UA.iphoneWechat });
    await context.addCookies([{ name: 'care_mode', value: '1', url: site.url }]);
    await page.goto(`${site.url}/news/1`);
    await hydrated(page);
    const region = page.getByRole('region', { name: '关怀版设置' });
    expect(await region.getByRole('link', { name: '退出关怀版' }).isVisible()).toBe(true);
    expect(await region.getByRole('navigation', { name: '字号' }).getByRole('link').count()).toBe(3);
    const order = await page.evaluate(() => {
      const bar = document.querySelector('[aria-label="关怀版设置"]');
      const header = document.querySelector('header');
      return bar && header ? bar.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    // Keyboard: the skip link, then the three sizes, then the way out.
    const focused: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''));
    }
    expect(focused).toEqual(['跳到主要内容', '字号标准', '字号大', '字号特大', '退出关怀版']);
  });

  it('keeps the sizes and the way out pinned on a phone while the header and the page scroll under them, covering nothing at the top', async () => {
    const { page, context } = await chrome.page({ width: 375, height: 812, userAgent: UA.iphoneWechat });
    await context.addCookies([{ name: 'care_mode', value: '3', url: site.url }]);
    await page.goto(`${site.url}/models/es`);
    await hydrated(page);
    const pin = await place(page, '.care-pin');
    expect(pin.top).toBe(0);
    // In the flow: the header starts where the bar ends.
    expect((await place(page, 'header')).top).toBeGreaterThanOrEqual((await place(page, '.care-tools')).bottom);
    for (const y of [400, 2000, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(await place(page, '.care-pin'), `at ${y}`).toEqual(pin);
      expect(await exitInSight(page), `at ${y}`).toBe(true);
      expect(await page.getByRole('link', { name: '字号大', exact: true }).isVisible()).toBe(true);
    }
    // The header (and 「朗读」) scrolled away with the page, leaving the text the screen.
    expect((await place(page, 'header')).bottom).toBeLessThan(0);
    // A control taking the focus comes to rest below the pinned row, not under it.
    await page.getByRole('main').getByRole('link').first().focus();
    const focused = await page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? -1);
    expect(focused).toBeGreaterThanOrEqual(pin.bottom);
  });

  it('opens the phone menu under the bar and the header as before', async () => {
    const { page, context } = await chrome.page({ width: 375, height: 812, userAgent: UA.iphoneWechat });
    await context.addCookies([{ name: 'care_mode', value: '1', url: site.url }]);
    await page.goto(`${site.url}/news/1`);
    await hydrated(page);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.getByRole('navigation', { name: '手机导航' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect((await menu.boundingBox())?.y).toBeGreaterThanOrEqual((await place(page, 'header > div')).bottom);
    expect(await menu.getByRole('link', { name: '退出关怀版' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: '关闭菜单' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
  });

  it('keeps the bar and the header pinned together on a desktop', async () => {
    const { page, context } = await chrome.page({ width: 1440, height: 900 });
    await context.addCookies([{ name: 'care_mode', value: '2', url: site.url }]);
    await page.goto(`${site.url}/news/1`);
    await hydrated(page);
    const bar = await place(page, '.care-bar');
    const header = await place(page, 'header');
    expect(bar.top).toBe(0);
    expect(header.top).toBe(bar.bottom);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await place(page, '.care-bar')).toEqual(bar);
    expect(await place(page, 'header')).toEqual(header);
    expect(await exitInSight(page)).toBe(true);
    expect(await page.getByRole('banner').getByRole('link', { name: '预约试驾' }).isVisible()).toBe(true);
  });
});
