/**
 * Build and price in Chromium against the production build and the mock: choosing by keyboard only at
 * 375 and 1440 px (native radio groups: Tab reaches the checked item, arrows move and select) with the
 * URL and the total changing without a network request; the rule dialog (Cancel leaves the URL
 * byte-identical, apply then 撤销 restores it); saving while logged out, through the login page and back
 * to the same build, saved; the build under /account/cars with its code; the shared page in a fresh
 * context with the same itemised total, its print view and 编辑副本; delete with undo.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import superagent from 'superagent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, recordRequests, screenshot, startSite, UA, type Site } from './support/browser.ts';
import { completeLogin } from './support/login.ts';

let site: Site;
let browser: Browser;
let ipSeq = 0;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function context(width: number): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  ipSeq += 1;
  const ctx = await browser.newContext({
    userAgent: UA.desktop,
    viewport: { width, height: width < 768 ? 812 : 900 },
    locale: 'zh-CN',
    extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${ipSeq}` },
  });
  const page = await ctx.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return { context: ctx, page, problems };
}

/** The page, hydrated, with every lazy image loaded: what follows must not need the network. */
async function ready(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await hydrated(page);
  // Every lazy image loads now: a scroll through the whole page, a frame at each half screen so the
  // observer sees each image pass (LazyImage asks for it within 200 px), so that what the choices fetch
  // afterwards stands out.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
  });
  // Images in closed menus and panels (no box) never come near: nothing the walk below opens.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('img[data-lazy]:not([src])')).every((img) => img.getClientRects().length === 0),
  );
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el ? { name: el.name, value: el.value, checked: el.checked, label: el.getAttribute('aria-label') } : null;
  });

const total = (page: Page) => page.getByTestId('build-total').textContent();
const query = (page: Page) => new URL(page.url()).search;

/** The login page from the login-required popup. */
async function logInOnLoginPage(p: Page, phone: string): Promise<void> {
  await p.waitForURL(/\/account\/login/);
  await hydrated(p);
  await completeLogin(p, site.mock.url, phone);
}

describe('configurator: choosing by keyboard', () => {
  it.each([375, 1440])(
    'at %i px: grade, paint, wheels, interior and a package by keyboard only; the URL and the total change without a network request',
    async (width) => {
      const { context: ctx, page, problems } = await context(width);
      await ready(page, '/configurator/es');
      await expect.poll(() => total(page)).toBe('299,900 元');
      const requests = recordRequests(page);

      // Tab from the control before the first group reaches the checked grade.
      await page.getByRole('link', { name: '360° 外观' }).focus();
      for (let i = 0; i < 6 && (await focused(page))?.name !== 'grade'; i++) await page.keyboard.press('Tab');
      await expect
        .poll(() => focused(page))
        .toEqual({ name: 'grade', value: '101', checked: true, label: 'ES 200 卓越版，29.99 万元起' });
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => query(page)).toBe('?grade=102&paint=212&wheel=W17&interior=LA20');
      await expect.poll(() => total(page)).toBe('339,900 元');

      await page.keyboard.press('Tab');
      await expect
        .poll(() => focused(page))
        .toEqual({ name: 'paint', value: '212', checked: true, label: '曜石黑，标配' });
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => focused(page)).toMatchObject({ value: '077', checked: true, label: '珠光白，+5,200 元' });
      await expect.poll(() => query(page)).toBe('?grade=102&paint=077&wheel=W17&interior=LA20');
      await expect
        .poll(() => page.getByRole('img', { name: 'ES 珠光白侧面' }).getAttribute('src'))
        .toContain('/static/cars/es/side/077.png');

      await page.keyboard.press('Tab');
      await expect
        .poll(() => focused(page))
        .toEqual({ name: 'wheel', value: 'W17', checked: true, label: '17英寸铝合金轮毂，标配' });
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => focused(page))
        .toMatchObject({ value: 'W18', checked: true, label: '18英寸多辐式铝合金轮毂，+6,000 元' });

      await page.keyboard.press('Tab');
      await expect
        .poll(() => focused(page))
        .toEqual({ name: 'interior', value: 'LA20', checked: true, label: '黑色真皮，标配' });
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focused(page)).toMatchObject({ value: 'LA31', checked: true, label: '焦糖棕真皮，标配' });

      await page.keyboard.press('Tab');
      await expect
        .poll(() => focused(page))
        .toEqual({ name: 'opt', value: 'PKG-TECH', checked: false, label: '智能科技套装，+12,000 元' });
      await page.keyboard.press('Space');
      await expect.poll(() => query(page)).toBe('?grade=102&paint=077&wheel=W18&interior=LA31&opts=PKG-TECH');

      await expect.poll(() => total(page)).toBe('363,100 元');
      await expect.poll(() => page.locator('p[aria-live="polite"]').textContent()).toBe('总价已更新为 363,100 元');
      // The groups are radio groups named by their headings.
      for (const group of ['车型版本', '外观颜色', '轮毂', '内饰'])
        expect(await page.getByRole('radiogroup', { name: group }).count()).toBe(1);
      expect(requests).toEqual([]);
      expect(problems).toEqual([]);
      await screenshot(page, `configurator-${width}`);
      await ctx.close();
    },
  );
});

describe('configurator: rules between options', () => {
  it('an option that needs another opens a dialog; 取消 leaves the URL byte-identical; 确认更改 then 撤销 restores it', async () => {
    const { context: ctx, page, problems } = await context(375);
    const start = '/configurator/es?grade=102&paint=077&wheel=W17&interior=LA20&opts=PKG-COMFORT';
    await ready(page, start);
    const before = page.url();
    expect(before).toBe(`${site.url}${start}`);
    const sport = page.getByRole('checkbox', { name: 'F SPORT 运动套装，+18,000 元' });
    await sport.focus();
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: '配置变更确认' });
    await expect.poll(() => dialog.count()).toBe(1);
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('将添加19英寸锻造铝合金轮毂+12,000 元F SPORT 运动套装+18,000 元');
    expect(text).toContain('将移除17英寸铝合金轮毂标配尊享舒适套装+15,000 元');
    expect(text).toContain('价格变化+15,000 元');

    await dialog.getByRole('button', { name: '取消' }).press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(page.url()).toBe(before);
    await expect.poll(() => focused(page)).toMatchObject({ value: 'PKG-SPORT', checked: false });

    await page.keyboard.press('Space');
    await page.getByRole('dialog', { name: '配置变更确认' }).getByRole('button', { name: '确认更改' }).click();
    await expect.poll(() => query(page)).toBe('?grade=102&paint=077&wheel=W19&interior=LA20&opts=PKG-SPORT');
    await expect.poll(() => total(page)).toBe(`${(339_900 + 5200 + 12_000 + 18_000).toLocaleString('en-US')} 元`);
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => page.url()).toBe(before);
    await expect.poll(() => total(page)).toBe(`${(339_900 + 5200 + 15_000).toLocaleString('en-US')} 元`);
    expect(problems).toEqual([]);
    await ctx.close();
  });
});

describe('configurator: save, share and saved builds', () => {
  it('save while logged out -> login -> back on the same build, saved; listed with its code; shared without login; 编辑副本; delete with undo', async () => {
    const { context: ctx, page, problems } = await context(1440);
    const build = '/configurator/nx?grade=302&paint=3T2&wheel=W20&interior=LA43&opts=PKG-TECH,ACC-RACK';
    await page.goto(`${site.url}${build}`);
    await hydrated(page);
    const expectedTotal = await total(page);
    await page.getByRole('button', { name: '保存配置' }).first().click();
    const popup = page.getByRole('dialog', { name: '请先登录' });
    await expect.poll(() => popup.textContent()).toContain('该功能需要登录后使用');
    await popup.getByRole('button', { name: '立即登录' }).click();
    await logInOnLoginPage(page, '15977770001');

    // Back on the same build, and saved.
    expect(page.url()).toBe(`${site.url}${build}`);
    const saved = page.getByRole('status').filter({ hasText: '配置已保存' });
    await expect.poll(() => saved.count()).toBe(1);
    const shown = ((await saved.textContent()) ?? '').match(/分享码\s*([0-9A-Z]{4}-[0-9A-Z]{4})/)?.[1];
    expect(shown).toBeTruthy();
    const code = shown!.replace('-', '');

    // The account lists it with its code, without a reload of the configurator having been needed.
    await page.goto(`${site.url}/account/cars`);
    await hydrated(page);
    const card = page.getByRole('listitem').filter({ hasText: shown! });
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain(`保存时总价${expectedTotal}`);

    // Anyone with the code sees the same itemised total, without logging in.
    const anonymous = await context(1440);
    await anonymous.page.goto(`${site.url}/c/${code}`);
    await hydrated(anonymous.page);
    expect(await total(anonymous.page)).toBe(expectedTotal);
    const lines = await anonymous.page.getByRole('region', { name: '配置清单' }).locator('dd').allTextContents();
    expect(lines).toContain('熔岩红');
    expect(lines).toContain('车顶行李架横杆');
    // The print view fits on at most two A4 pages, without the site's header and footer.
    await anonymous.page.emulateMedia({ media: 'print' });
    expect(await anonymous.page.getByRole('banner').isVisible()).toBe(false);
    expect(await anonymous.page.getByRole('contentinfo').isVisible()).toBe(false);
    const pdf = await anonymous.page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    await anonymous.page.emulateMedia({ media: 'screen' });
    await screenshot(anonymous.page, 'build-share-1440');
    await anonymous.page.getByRole('link', { name: '编辑副本' }).click();
    await anonymous.page.waitForURL(/\/configurator\/nx\?/);
    expect(new URL(anonymous.page.url()).search).toBe(new URL(`${site.url}${build}`).search);
    await expect.poll(() => total(anonymous.page)).toBe(expectedTotal);
    expect(anonymous.problems).toEqual([]);
    await anonymous.context.close();

    // Delete, undo, delete again: after 5 seconds it is gone at the service.
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: `删除配置 ${name}` }).click();
    const gone = page.getByText(`已删除「${name}」`);
    await expect.poll(() => gone.count()).toBe(1);
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(1);
    await page.getByRole('button', { name: `删除配置 ${name}` }).click();
    await expect.poll(() => page.getByRole('heading', { name }).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => gone.count(), { timeout: 15_000 }).toBe(0);
    // The card leaves as the delete is sent; the service has it once that request is answered.
    const stored = async () =>
      ((await superagent.get(`${site.mock.url}/__mock/db/customized`).query({ code })).body as { data: unknown[] }).data;
    await expect.poll(stored, { timeout: 10_000 }).toEqual([]);
    expect(problems).toEqual([]);
    await ctx.close();
  });
});
