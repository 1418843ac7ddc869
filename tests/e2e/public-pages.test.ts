/**
 * Public pages in Chromium against the production build: the dealer finder (selects update the
 * list and the URL without a page load, at 375 px and 1440 px; a plain GET form without JavaScript),
 * news paging, the FAQ accordion by keyboard, and the recall lookup. Screenshots of the dealer page
 * at both widths go to test-results/.
 */
import type { Page } from 'playwright-core';
import superagent from 'superagent';
import { describe, expect, it } from 'vitest';
import { useStack } from '../support/stack.ts';
import { hydrated, screenshot, UA, useBrowser } from './support/browser.ts';

const site = useStack({ app: 'built' });
const { page } = useBrowser();

/** A marker that survives client navigation and disappears on a page load. */
async function markDocument(p: Page): Promise<void> {
  await p.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', '1'));
}
const sameDocument = (p: Page) => p.evaluate(() => document.documentElement.getAttribute('data-e2e-same-document') === '1');

async function regionWithDealers(): Promise<{ provinceId: number; provinceName: string; cityId: number; shortName: string }> {
  const res = await superagent.get(`${site.mock.url}/__mock/db/dealers`);
  const body = res.body as unknown;
  const dealers = (Array.isArray(body) ? body : (body as { data: unknown[] }).data) as Array<{ provinceId: number; provinceName: string; cityId: number; shortName: string }>;
  return dealers.find((d) => d.provinceId === 330000) ?? dealers.find((d) => d.provinceId !== 310000)!;
}

describe('dealer finder', () => {
  it.each([
    { width: 375, height: 812, userAgent: UA.iphoneWechat },
    { width: 1440, height: 900, userAgent: UA.desktop },
  ])('at $width px the selects update the list and the URL without a page load', async ({ width, height, userAgent }) => {
    const target = await regionWithDealers();
    const { page: p, problems } = await page({ width, height, userAgent });
    const response = await p.goto(`${site.url}/dealer`);
    expect(response?.status()).toBe(200);
    await hydrated(p);
    await expect.poll(() => p.getByRole('heading', { level: 2, name: /上海市/ }).count()).toBe(1);
    await screenshot(p, `dealer-${width}`);
    await markDocument(p);

    await p.getByLabel('省份').selectOption(String(target.provinceId));
    await p.waitForURL(new RegExp(`/dealer\\?province=${target.provinceId}&city=\\d+$`));
    await expect.poll(() => p.getByRole('heading', { level: 2, name: new RegExp(target.provinceName) }).count()).toBe(1);

    await p.getByLabel('城市').selectOption(String(target.cityId));
    await p.waitForURL(`${site.url}/dealer?province=${target.provinceId}&city=${target.cityId}`);
    await expect.poll(() => p.getByRole('heading', { level: 3, name: target.shortName }).count()).toBe(1);
    expect(await p.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await sameDocument(p)).toBe(true);
    // Once hydrated the selects apply themselves; the submit button is out of sight.
    expect(await p.getByRole('button', { name: '查询' }).evaluate((b) => b.getBoundingClientRect().width <= 1)).toBe(true);

    // Shareable: the same URL in a new page renders the same selection on the server.
    const { page: shared } = await page({ width, height, userAgent });
    await shared.goto(p.url());
    expect(await shared.getByLabel('城市').inputValue()).toBe(String(target.cityId));
    expect(problems).toEqual([]);
  });

  it('works as a GET form without JavaScript', async () => {
    const target = await regionWithDealers();
    const { page: p } = await page({ javaScriptEnabled: false });
    await p.goto(`${site.url}/dealer`);
    await p.getByLabel('省份').selectOption(String(target.provinceId));
    await p.getByRole('button', { name: '查询' }).click();
    // The city of the previous province does not belong to the new one: its default city is shown.
    await p.waitForURL(new RegExp(`/dealer\\?province=${target.provinceId}&city=\\d+$`));
    await expect.poll(() => p.getByRole('heading', { level: 2, name: new RegExp(target.provinceName) }).count()).toBe(1);
  });
});

describe('news paging', () => {
  it.each([
    { width: 375, height: 812, userAgent: UA.iphoneWechat },
    { width: 1440, height: 900, userAgent: UA.desktop },
  ])('at $width px follows real links page by page, without a page load once hydrated', async ({ width, height, userAgent }) => {
    const { page: p, problems } = await page({ width, height, userAgent });
    await p.goto(`${site.url}/news`);
    await hydrated(p);
    await markDocument(p);
    await p.getByRole('navigation', { name: '新闻分页' }).getByRole('link', { name: '下一页' }).click();
    await p.waitForURL(`${site.url}/news?page=2`);
    await expect.poll(() => p.getByText('第 2 / 4 页').count()).toBe(1);
    await p.getByRole('link', { name: '第 4 页' }).click();
    await p.waitForURL(`${site.url}/news?page=4`);
    await expect.poll(() => p.getByRole('link', { name: '下一页' }).count()).toBe(0);
    await screenshot(p, `news-${width}`);
    expect(await p.getByRole('link', { name: '第 4 页' }).getAttribute('aria-current')).toBe('page');
    expect(await sameDocument(p)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('a page beyond the last is the 404 page', async () => {
    const { page: p } = await page();
    const response = await p.goto(`${site.url}/news?page=99`);
    expect(response?.status()).toBe(404);
    expect(await p.getByRole('heading', { level: 1, name: '页面未找到' }).count()).toBe(1);
  });
});

describe('service pages', () => {
  it('the connected-services page shows both operator plans', async () => {
    const { page: p, problems } = await page();
    await p.goto(`${site.url}/services/connected`);
    await hydrated(p);
    expect(await p.getByText('450 元').count()).toBe(1);
    expect(await p.getByText('880 元').count()).toBe(1);
    await screenshot(p, 'services-connected-1440');
    expect(problems).toEqual([]);
  });
});

describe('FAQ accordion', () => {
  it('opens and closes by keyboard, moving between questions with the arrow keys', async () => {
    const { page: p, problems } = await page();
    await p.goto(`${site.url}/services/faq`);
    await hydrated(p);
    const first = p.getByRole('button', { name: '如何预约试驾？' });
    const second = p.getByRole('button', { name: '官网显示的价格是最终成交价吗？' });
    const answer = p.getByText('您可以在官网“预约试驾”页面选择车型');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    await first.focus();
    await p.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    expect(await answer.isVisible()).toBe(true);
    await p.keyboard.press('ArrowDown');
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    await p.keyboard.press('Space');
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    await p.keyboard.press('ArrowUp');
    await p.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe('recall lookup', () => {
  it('validates the VIN in Chinese before submitting, then shows the result with the VIN in the URL', async () => {
    const { page: p, problems } = await page({ width: 375, height: 812, userAgent: UA.iphoneWechat });
    await p.goto(`${site.url}/services/after-sales`);
    await hydrated(p);
    const input = p.getByLabel('车辆识别代号（VIN）');
    await input.fill('LAUES123');
    await p.getByRole('button', { name: '查询', exact: true }).click();
    await expect.poll(() => p.getByRole('alert').textContent()).toBe('车辆识别代号应为17位，您输入了8位。');
    expect(p.url()).toBe(`${site.url}/services/after-sales`);
    expect(await input.getAttribute('aria-invalid')).toBe('true');

    await input.fill('laues1234r0a12345');
    await p.getByRole('button', { name: '查询', exact: true }).click();
    await p.waitForURL(`${site.url}/services/after-sales?vin=LAUES1234R0A12345`);
    await expect.poll(() => p.getByText('该车辆目前没有未完成的召回活动。').count()).toBe(1);
    await screenshot(p, 'after-sales-recall-375');
    expect(await p.getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
