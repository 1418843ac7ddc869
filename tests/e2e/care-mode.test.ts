/**
 * 关怀版 in Chromium, against the production build with the page cache on: what the mode changes,
 * measured on seven pages at 375 px (a phone) and 1440 px (a desktop); the switch from the first byte
 * through reloads, navigation and the page cache; and 「朗读」 against a recording stub of the browser's
 * speech synthesis (Chromium has no voices headless).
 */
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStack } from '../support/stack.ts';
import { hydrated, UA, useBrowser } from './support/browser.ts';
import { installPromptClock, promptScheduled, promptTimerStarted } from './support/prompt-clock.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PAGES = ['/', '/models/es', '/news/1', '/dealer', '/test-drive', '/finance', '/account/login'];
const PROMPT = '如果您想了解更多';

const site = useStack({ app: 'built', env: { PAGE_CACHE: 'on' } });
const chrome = useBrowser();

/** axe as the page sees it once injected (a11y.test.ts declares the global for its own rules). */
interface Axe {
  run(context: Document, options: object): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }>;
}

async function careContext(options: { width: number; height: number; userAgent: string; bypassCSP?: boolean }): Promise<BrowserContext> {
  const context = await chrome.browser.newContext({ viewport: { width: options.width, height: options.height }, userAgent: options.userAgent, locale: 'zh-CN', bypassCSP: options.bypassCSP ?? false });
  await context.route('https://res.wx.qq.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: '' }));
  await context.addCookies([{ name: 'care_mode', value: '1', url: site.url }]);
  return context;
}

/**
 * What breaks the rules on the page in view: body text under `minFont`, a line height under 1.3, a
 * visible control smaller than `minTarget` either way, an animation or transition longer than 0 s.
 */
function measure(page: Page, minFont: number, minTarget: number): Promise<string[]> {
  return page.evaluate(
    ({ minFont, minTarget }) => {
      const problems: string[] = [];
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 24)}"`;
      const bodySize = parseFloat(getComputedStyle(document.body).fontSize);
      if (bodySize < minFont) problems.push(`body font ${bodySize}px`);
      const seen = new Set<Element>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || seen.has(el) || !n.textContent?.trim()) continue;
        seen.add(el);
        // Exponents of a formula are not body text; screen-reader text is not seen.
        if (el.closest('script, style, noscript, .sr-only, sup, sub') || el.getClientRects().length === 0) continue;
        const style = getComputedStyle(el);
        const size = parseFloat(style.fontSize);
        if (size < minFont) problems.push(`${name(el)} font ${size}px`);
        if (parseFloat(style.lineHeight) / size < 1.3 - 1e-6) problems.push(`${name(el)} line height ${style.lineHeight} at ${size}px`);
      }
      const controls = document.querySelectorAll(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch], [role=checkbox], [role=radio], [role=option]',
      );
      for (const el of controls) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue; // not rendered (a closed menu)
        if (getComputedStyle(el).visibility === 'hidden' || el.closest('.sr-only')) continue;
        if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5)
          problems.push(`${name(el)} target ${box.width.toFixed(0)}×${box.height.toFixed(0)}`);
      }
      const seconds = (list: string) => Math.max(...list.split(',').map((s) => parseFloat(s) * (s.trim().endsWith('ms') ? 0.001 : 1)));
      for (const el of document.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(el, pseudo);
          if (style.animationName !== 'none' && seconds(style.animationDuration) > 0) problems.push(`${name(el)}${pseudo ?? ''} animation ${style.animationDuration}`);
          if (seconds(style.transitionDuration) > 0) problems.push(`${name(el)}${pseudo ?? ''} transition ${style.transitionDuration}`);
        }
      }
      if (document.getAnimations().length > 0) problems.push(`${document.getAnimations().length} running animations`);
      return problems;
    },
    { minFont, minTarget },
  );
}

/** AAA contrast: axe leaves a text that fails AA as well to its AA rule, so both run. */
async function contrastViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const { violations } = await page.evaluate(() =>
    (window as unknown as { axe: Axe }).axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast-enhanced', 'color-contrast'] } }),
  );
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${JSON.stringify(n.target)}`));
}

// Both widths at once, each in a context of its own: what is measured is the page once hydrated, which
// the other width's page loading beside it does not change.
describe.concurrent.each([
  { width: 375, height: 812, userAgent: UA.iphoneWechat, minFont: 18, minTarget: 60 },
  { width: 1440, height: 900, userAgent: UA.desktop, minFont: 20, minTarget: 44 },
])('关怀版 at $width px', ({ width, height, userAgent, minFont, minTarget }) => {
  it(`keeps text at ${minFont} px or more with line height 1.3, controls at ${minTarget}×${minTarget} px, AAA contrast and no motion`, async ({ expect }) => {
    // axe is injected as a script tag, which the nonce CSP would refuse (the CSP has its own tests).
    const context = await careContext({ width, height, userAgent, bypassCSP: true });
    try {
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of PAGES) {
        const response = await page.goto(site.url + path);
        expect(response?.status(), path).toBe(200);
        await hydrated(page);
        expect(await page.getAttribute('html', 'data-care'), path).toBe('1');
        for (const problem of [...(await measure(page, minFont, minTarget)), ...(await contrastViolations(page))])
          found.push(`${path}: ${problem}`);
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('关怀版 switch', () => {
  /** The document a navigation brought, as the server sent it. */
  async function navigation(page: Page, act: () => Promise<unknown>, path: string) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().isNavigationRequest() && r.status() === 200),
      act(),
    ]);
    await hydrated(page);
    return { html: await response.text(), cache: response.headers()['x-cache'] };
  }
  const CARE_DOC = '<!DOCTYPE html><html lang="zh-CN" data-care="1">';
  const PLAIN_DOC = '<!DOCTYPE html><html lang="zh-CN">';

  it('on, reload, navigate, off: every document carries the mode from its first byte, and no cache entry crosses modes', async () => {
    const { page, problems } = await chrome.page({ width: 1440, height: 900 });
    const plain = await navigation(page, () => page.goto(`${site.url}/news/2`), '/news/2');
    expect(plain.html.startsWith(PLAIN_DOC)).toBe(true);

    const on = await navigation(page, () => page.getByRole('banner').getByRole('link', { name: '关怀版', exact: true }).click(), '/news/2');
    expect(on.html.startsWith(CARE_DOC)).toBe(true);
    expect(on.cache).toBe('miss');
    expect(await page.getAttribute('html', 'data-care')).toBe('1');
    await expect.poll(() => page.getByRole('link', { name: '退出关怀版' }).first().isVisible()).toBe(true);

    const reloaded = await navigation(page, () => page.reload(), '/news/2');
    expect(reloaded.html.startsWith(CARE_DOC)).toBe(true);
    expect(reloaded.cache).toBe('hit');

    // A link inside the page: the router renders it in the same document, still in the mode.
    await page.getByRole('link', { name: '品牌新闻' }).first().click();
    await page.waitForURL(`${site.url}/news`);
    expect(await page.getAttribute('html', 'data-care')).toBe('1');
    const larger = await navigation(page, () => page.getByRole('link', { name: '字号特大' }).click(), '/news');
    expect(larger.html.startsWith('<!DOCTYPE html><html lang="zh-CN" data-care="3">')).toBe(true);
    expect(await page.getByRole('link', { name: '字号特大' }).getAttribute('aria-current')).toBe('true');
    const loaded = await navigation(page, () => page.goto(`${site.url}/news/2`), '/news/2');
    expect(loaded.html.startsWith('<!DOCTYPE html><html lang="zh-CN" data-care="3">')).toBe(true);

    const off = await navigation(page, () => page.getByRole('link', { name: '退出关怀版' }).first().click(), '/news/2');
    expect(off.html.startsWith(PLAIN_DOC)).toBe(true);
    // The plain entry stored on the first visit, never one of the mode's.
    expect(off.cache).toBe('hit');
    expect(off.html).not.toContain('退出关怀版');
    expect(await page.getAttribute('html', 'data-care')).toBeNull();
    // A hydration mismatch would be logged as an error.
    expect(problems).toEqual([]);
  });

  it('switches the large pointer on a desktop from the bar: a large arrow on the page, a large hand over links, back to normal when off; not offered on a phone', async () => {
    const cursors = (page: Page) =>
      page.evaluate(() => ({
        page: getComputedStyle(document.body).cursor,
        link: getComputedStyle(document.querySelector('main a[href]') ?? document.body).cursor,
      }));
    const desktop = await chrome.page({ width: 1440, height: 900 });
    await desktop.context.addCookies([{ name: 'care_mode', value: '1', url: site.url }]);
    const plain = await navigation(desktop.page, () => desktop.page.goto(`${site.url}/news/1`), '/news/1');
    expect(plain.html.startsWith(CARE_DOC)).toBe(true);
    expect(await cursors(desktop.page)).toEqual({ page: 'auto', link: 'pointer' });

    const on = await navigation(desktop.page, () => desktop.page.getByRole('link', { name: '大鼠标，未开启' }).click(), '/news/1');
    expect(on.html.startsWith('<!DOCTYPE html><html lang="zh-CN" data-care="1" data-care-pointer="">')).toBe(true);
    const large = await cursors(desktop.page);
    expect(large.page).toMatch(/^url\("data:image\/svg\+xml,.*"\) 6 4, auto$/);
    expect(large.link).toMatch(/^url\("data:image\/svg\+xml,.*"\) 19 3, pointer$/);
    expect(large.page).not.toBe(large.link.replace(/ 19 3, pointer$/, ' 6 4, auto'));

    const off = await navigation(desktop.page, () => desktop.page.getByRole('link', { name: '大鼠标，已开启' }).click(), '/news/1');
    expect(off.html.startsWith(CARE_DOC)).toBe(true);
    expect(await cursors(desktop.page)).toEqual({ page: 'auto', link: 'pointer' });
    expect(desktop.problems).toEqual([]);

    const phone = await chrome.page({ width: 375, height: 812, userAgent: UA.iphoneWechat });
    await phone.context.addCookies([{ name: 'care_mode', value: '1', url: site.url }]);
    await phone.page.goto(`${site.url}/news/1`);
    await hydrated(phone.page);
    expect(await phone.page.getByRole('link', { name: /^大鼠标/ }).isVisible()).toBe(false);
  });

  it('shows no decorative image in the mode, while the images that show something stay', async () => {
    const visible = (page: Page) =>
      page.evaluate(() => ({
        decorative: [...document.querySelectorAll('[data-decorative]')].map((el) => el.getClientRects().length > 0),
        keyVisual: [...document.querySelectorAll('main img[alt]:not([alt=""])')].some((img) => img.getClientRects().length > 0),
      }));
    for (const care of [false, true]) {
      const { page, context } = await chrome.page({ width: 375, height: 812, userAgent: UA.iphoneWechat });
      if (care) await context.addCookies([{ name: 'care_mode', value: '1', url: site.url }]);
      await page.goto(`${site.url}/`);
      await hydrated(page);
      const { decorative, keyVisual } = await visible(page);
      expect(decorative.length).toBeGreaterThan(0);
      expect(decorative.every((shown) => shown === !care)).toBe(true);
      expect(keyVisual).toBe(true);
    }
  });

  it('compares one grade per screen on a phone, stepped by keyboard with its position, the address unchanged', async () => {
    const { page, context, problems } = await chrome.page({ width: 375, height: 812, userAgent: UA.iphoneWechat });
    await context.addCookies([{ name: 'care_mode', value: '1', url: site.url }]);
    const address = `${site.url}/compare?cars=101,301,302`;
    await page.goto(address);
    await hydrated(page);
    const shownColumns = () =>
      page.locator('thead th[data-car]').evaluateAll((ths) => ths.filter((th) => th.getClientRects().length > 0).map((th) => th.getAttribute('data-car')));
    const shownCells = () =>
      page.locator('tbody tr:not(.cmp-section-row)').first().evaluate((tr) => [...tr.querySelectorAll('td')].filter((td) => td.getClientRects().length > 0).length);
    const position = page.locator('[data-care-position]');
    await expect.poll(shownColumns).toEqual(['101']);
    expect(await shownCells()).toBe(1);
    expect(await position.textContent()).toMatch(/^第 1 \/ 3 款：/);
    expect(await position.getAttribute('aria-live')).toBe('polite');
    expect(await page.getByRole('button', { name: '上一款' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: '下一款' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(shownColumns).toEqual(['301']);
    expect(await position.textContent()).toMatch(/^第 2 \/ 3 款：/);
    await page.keyboard.press('Space');
    await expect.poll(shownColumns).toEqual(['302']);
    expect(await position.textContent()).toMatch(/^第 3 \/ 3 款：/);
    expect(await page.getByRole('button', { name: '下一款' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: '上一款' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(shownColumns).toEqual(['301']);
    expect(page.url()).toBe(address);
    expect(problems).toEqual([]);

    // On a desktop in the mode the grades stay side by side.
    const desktop = await chrome.page({ width: 1440, height: 900 });
    await desktop.context.addCookies([{ name: 'care_mode', value: '1', url: site.url }]);
    await desktop.page.goto(address);
    await hydrated(desktop.page);
    expect(await desktop.page.locator('thead th[data-car]').evaluateAll((ths) => ths.filter((th) => th.getClientRects().length > 0).length)).toBe(3);
    expect(await desktop.page.getByRole('button', { name: '下一款' }).isVisible()).toBe(false);
  });

  it('never shows the register prompt unasked: not in 130 s, while it does appear outside the mode', async () => {
    for (const care of [true, false]) {
      const { page, context } = await chrome.page({ width: 375, height: 812, userAgent: UA.iphoneWechat });
      if (care) await context.addCookies([{ name: 'care_mode', value: '1', url: site.url }]);
      await installPromptClock(page);
      await page.goto(`${site.url}/models/es`);
      await hydrated(page);
      if (!care) await promptScheduled(page);
      await page.clock.fastForward(130_000);
      const dialog = page.getByRole('dialog', { name: PROMPT });
      if (care) {
        expect(await dialog.count()).toBe(0);
        expect(await promptTimerStarted(page)).toBe(false);
      } else await expect.poll(() => dialog.isVisible()).toBe(true);
    }
  });
});

/**
 * Replaces the browser's speech synthesis with a recorder whose utterance events the test fires
 * (source text: an init script runs in the page as written).
 */
const SPEECH_STUB = `(() => {
  const calls = [];
  const queue = [];
  class Utterance {
    constructor(text) { this.text = text; this.lang = ''; this.voice = null; }
  }
  const voices = [{ name: 'English', lang: 'en-US' }, { name: '婷婷', lang: 'zh-CN' }];
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () => voices,
      speak: (u) => queue.push(u),
      pause: () => calls.push('pause'),
      resume: () => calls.push('resume'),
      cancel: () => { calls.push('cancel'); queue.length = 0; },
    },
  });
  window.speech = { calls, queue };
})();`;

describe('「朗读」', () => {
  async function readerPage(stub: 'speech' | 'none', path = '/news/1') {
    const { page, context, problems } = await chrome.page({ width: 375, height: 812, userAgent: UA.iphoneWechat });
    await context.addCookies([{ name: 'care_mode', value: '1', url: site.url }]);
    await context.addInitScript(
      stub === 'speech' ? SPEECH_STUB : "Object.defineProperty(window, 'speechSynthesis', { value: undefined });",
    );
    await page.goto(site.url + path);
    await hydrated(page);
    return { page, problems };
  }
  const spoken = (page: Page) =>
    page.evaluate(() => {
      const { queue } = (window as unknown as { speech: { queue: Array<{ text: string; lang: string; voice: { name: string } | null }> } }).speech;
      return queue.map((u) => ({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null }));
    });
  const fire = (page: Page, index: number, event: 'onstart' | 'onboundary' | 'onend') =>
    page.evaluate(
      ([i, e]) => {
        const { queue } = (window as unknown as { speech: { queue: Array<Record<string, () => void>> } }).speech;
        queue[Number(i)]?.[String(e)]?.();
      },
      [index, event],
    );
  const highlighted = (page: Page) =>
    page.evaluate(() => {
      const highlight = CSS.highlights.get('read-aloud');
      return highlight ? [...highlight].map((r) => r.toString()).join('') : null;
    });
  const calls = (page: Page) => page.evaluate(() => (window as unknown as { speech: { calls: string[] } }).speech.calls);

  it('reads the article sentence by sentence in a Chinese voice, highlights the sentence being read, pauses, resumes and stops', async () => {
    const { page, problems } = await readerPage('speech');
    const bar = page.locator('.care-bar');
    await bar.getByRole('button', { name: '朗读' }).click();
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('正在朗读');
    const sentences = [
      '奥瑞麟"儿童交通安全课堂"走进深圳',
      '2025年1月6日，奥瑞麟"儿童交通安全课堂"公益项目来到深圳。',
      '当天，来自经销商与车主社群的41名志愿者共同参与了活动。',
      '自项目启动以来，已覆盖全国32座城市。',
      '奥瑞麟表示，企业的成长离不开社会的支持，品牌将持续投入公益事业，与城市共同成长。',
    ];
    expect(await spoken(page)).toEqual(sentences.map((text) => ({ text, lang: 'zh-CN', voice: '婷婷' })));
    expect(await highlighted(page)).toBe(sentences[0]);
    await fire(page, 0, 'onend');
    expect(await highlighted(page)).toBe(sentences[1]);
    await fire(page, 2, 'onboundary');
    expect(await highlighted(page)).toBe(sentences[2]);

    await bar.getByRole('button', { name: '暂停' }).click();
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('已暂停');
    await bar.getByRole('button', { name: '继续' }).click();
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('正在朗读');
    expect(await calls(page)).toEqual(['cancel', 'pause', 'resume']);

    await bar.getByRole('button', { name: '停止' }).click();
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('朗读结束');
    expect(await calls(page)).toEqual(['cancel', 'pause', 'resume', 'cancel']);
    expect(await highlighted(page)).toBeNull();
    expect(problems).toEqual([]);
  });

  it('指读 reads what is focused or tapped, cutting off what was said, until it is switched off', async () => {
    const { page, problems } = await readerPage('speech');
    const bar = page.locator('.care-bar');
    const touch = bar.getByRole('button', { name: '指读' });
    await touch.click();
    await expect.poll(() => touch.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('main').getByRole('link', { name: '品牌新闻' }).focus();
    await expect.poll(() => spoken(page)).toEqual([{ text: '品牌新闻', lang: 'zh-CN', voice: '婷婷' }]);
    const paragraph = '当天，来自经销商与车主社群的41名志愿者共同参与了活动。自项目启动以来，已覆盖全国32座城市。';
    await page.getByText(paragraph).click();
    // The stub's cancel empties its queue: only what is being said now is left.
    await expect.poll(() => spoken(page)).toEqual([{ text: paragraph, lang: 'zh-CN', voice: '婷婷' }]);
    expect(await highlighted(page)).toBe(paragraph);
    await touch.click();
    await expect.poll(() => touch.getAttribute('aria-pressed')).toBe('false');
    await page.getByText(paragraph).click();
    expect(await spoken(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('reads the finance result\'s key figures', async () => {
    const { page } = await readerPage('speech', '/finance');
    await page.locator('.care-bar').getByRole('button', { name: '朗读' }).click();
    await expect.poll(async () => (await spoken(page)).length).toBeGreaterThan(0);
    const texts = (await spoken(page)).map((u) => u.text);
    const figures = await page.getByTestId('finance-key-figures').innerText();
    expect(texts[0]).toBe('月供');
    expect(texts).toContain('总支付');
    // Every figure shown is read, in the order shown.
    expect(texts.join('').replace(/\s+/g, '')).toBe(figures.replace(/\s+/g, ''));
  });

  it('says so when the browser cannot speak', async () => {
    const { page } = await readerPage('none');
    const bar = page.locator('.care-bar');
    await bar.getByRole('button', { name: '朗读' }).click();
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('当前浏览器不支持语音朗读，可使用手机系统自带的朗读功能');
  });
});
