/**
 * Model pages in Chromium at 375 px and 1440 px: models menu, colour switching, wheel table, 360 viewer by
 * drag and by keyboard, modal focus handling, the NX online-purchase popup. Screenshots of home and a
 * model page at both widths go to test-results/ (artifacts, not committed).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStack } from '../support/stack.ts';
import { screenshot, UA, useBrowser } from './support/browser.ts';

const site = useStack({ app: 'built' });
const { page } = useBrowser();

const WIDTHS = [
  { width: 375, height: 812, userAgent: UA.iphoneWechat, label: '375' },
  { width: 1440, height: 900, userAgent: UA.desktop, label: '1440' },
] as const;

/** Clicks take effect only once React has hydrated: retry until the expected state shows. */
async function clickUntil(p: Page, click: () => Promise<void>, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(async () => {
      if (await done()) return true;
      await click();
      return done();
    }, { timeout: 15_000 })
    .toBe(true);
  void p;
}

async function gotoHydrated(p: Page, path: string): Promise<void> {
  const res = await p.goto(`${site.url}${path}`);
  expect(res?.status()).toBe(200);
  await p.waitForLoadState('networkidle');
}

describe.each(WIDTHS)('model pages at $label px', ({ width, height, userAgent, label }) => {
  it('the models menu lists every model with its price and leads to a model page', async () => {
    const { page: p, problems } = await page({ width, height, userAgent });
    await gotoHydrated(p, '/');
    await screenshot(p, `model-pages-home-${label}`);
    if (width < 1024) {
      const toggle = p.getByRole('button', { name: '打开菜单' });
      await clickUntil(p, () => toggle.click(), () => p.getByRole('navigation', { name: '手机导航' }).isVisible());
      const menu = p.getByRole('navigation', { name: '手机导航' });
      await expect.poll(() => menu.getByText('29.99 万元起').isVisible()).toBe(true);
      await menu.getByRole('link', { name: /AURELION NX/ }).click();
    } else {
      const toggle = p.getByRole('button', { name: '车型' });
      await clickUntil(p, () => toggle.click(), () => p.getByRole('navigation', { name: '车型菜单' }).isVisible());
      const menu = p.getByRole('navigation', { name: '车型菜单' });
      await expect.poll(() => menu.getByText('29.99 万元起').isVisible()).toBe(true);
      expect(await menu.getByRole('link').count()).toBe(6);
      await p.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      await clickUntil(p, () => toggle.click(), () => menu.isVisible());
      await menu.getByRole('link', { name: /AURELION NX/ }).click();
    }
    await p.waitForURL(/\/models\/nx$/);
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).toBe('奥瑞麟 NX');
    expect(problems).toEqual([]);
  });

  it('switches colours, shows the wheel table, and opens a big image with focus handling', async () => {
    const { page: p, problems } = await page({ width, height, userAgent });
    await gotoHydrated(p, '/models/es');
    const red = p.getByRole('button', { name: '熔岩红（选装 +5,200 元）' });
    await red.scrollIntoViewIfNeeded();
    await clickUntil(p, () => red.click(), async () => (await red.getAttribute('aria-pressed')) === 'true');
    const car = p.getByRole('img', { name: 'ES 外观：熔岩红（选装 +5,200 元）' });
    await expect.poll(() => car.getAttribute('src')).toContain('/static/cars/es/side/3T2.png');
    await expect.poll(() => car.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await p.getByRole('tab', { name: '内饰颜色' }).click();
    await expect.poll(() => p.getByRole('img', { name: 'ES 内饰：黑色真皮' }).isVisible()).toBe(true);

    const table = p.getByRole('table', { name: 'ES 各车型轮毂配置' });
    await table.scrollIntoViewIfNeeded();
    expect(await table.getByRole('row').count()).toBe(6);
    expect(await table.textContent()).toContain('19 英寸');

    // Modal: focus moves inside, Escape closes, focus returns to the opener.
    const opener = p.getByRole('button', { name: /锋锐前脸与矩阵式大灯/ });
    await opener.scrollIntoViewIfNeeded();
    await opener.focus();
    await p.keyboard.press('Enter');
    const dialog = p.getByRole('dialog', { name: '锋锐前脸与矩阵式大灯' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await p.keyboard.press('Tab');
    await p.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await p.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // Spec modal with the full table.
    await p.getByRole('button', { name: '查看详细配置' }).click();
    const spec = p.getByRole('dialog', { name: 'ES 详细配置' });
    await expect.poll(() => spec.getByRole('table').isVisible()).toBe(true);
    await spec.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => spec.count()).toBe(0);

    await p.evaluate(() => window.scrollTo(0, 0));
    await screenshot(p, `model-pages-es-${label}`);
    expect(problems).toEqual([]);
  });

  it('turns the 360 viewer by drag and by keyboard', async () => {
    const { page: p, problems } = await page({ width, height, userAgent });
    await gotoHydrated(p, '/models/es');
    const slider = p.getByRole('slider', { name: 'ES 外观 360 度视图' });
    await slider.scrollIntoViewIfNeeded();
    const frameImg = slider.getByRole('img');
    expect(await slider.getAttribute('aria-valuenow')).toBe('1');
    const box = await slider.boundingBox();
    if (!box) throw new Error('viewer has no box');

    // Drag to the left by a third of the width: a third of a turn forwards.
    await clickUntil(
      p,
      async () => {
        const y = box.y + box.height / 2;
        await p.mouse.move(box.x + box.width * 0.8, y);
        await p.mouse.down();
        await p.mouse.move(box.x + box.width * 0.6, y, { steps: 5 });
        await p.mouse.move(box.x + box.width * 0.47, y, { steps: 5 });
        await p.mouse.up();
      },
      async () => (await slider.getAttribute('aria-valuenow')) !== '1',
    );
    const afterDrag = Number(await slider.getAttribute('aria-valuenow'));
    expect(afterDrag).toBeGreaterThan(1);
    await expect.poll(() => frameImg.getAttribute('src')).toContain(`/static/360/es/exterior/${afterDrag}.jpg`);

    await slider.focus();
    await p.keyboard.press('Home');
    expect(await slider.getAttribute('aria-valuenow')).toBe('1');
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe('3');
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^第 3 帧，共 145 帧/);
    await expect.poll(() => frameImg.getAttribute('src')).toContain('/static/360/es/exterior/3.jpg');
    await p.keyboard.press('End');
    expect(await slider.getAttribute('aria-valuenow')).toBe('145');
    expect(await p.getByTestId('viewer-position').textContent()).toContain('第 145 / 145 帧');

    // Buttons as the non-drag alternative.
    await p.getByRole('button', { name: '向右旋转' }).click();
    expect(await slider.getAttribute('aria-valuenow')).toBe('6');
    expect(problems).toEqual([]);
  });

  it('opens the NX online-purchase popup with the QR code and a link to the process page', async () => {
    const { page: p, problems } = await page({ width, height, userAgent });
    await gotoHydrated(p, '/models/nx');
    const button = p.getByRole('button', { name: '在线购车' }).first();
    const dialog = p.getByRole('dialog', { name: 'NX 在线购车' });
    await clickUntil(p, () => button.click(), () => dialog.isVisible());
    const qr = dialog.getByRole('img', { name: '奥瑞麟车主小程序二维码' });
    expect(await qr.getAttribute('src')).toContain('/static/qr/mini-program.png');
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await dialog.getByRole('link', { name: '了解在线购车流程' }).click();
    await p.waitForURL(/\/models\/nx_onlinepurchase$/);
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).toBe('NX 在线购车');
    expect(await p.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
