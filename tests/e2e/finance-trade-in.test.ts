/**
 * The finance calculator and the trade-in valuation in Chromium against the production build and the
 * mock, at 375 and 1440 px: a plan computed by keyboard (product, down payment, term) with no request,
 * the schedule opened, the lender notice passed (focus in the dialog, Escape returns it, the link opens
 * the lender's page); a car valued through the cascade, the condition switched without a request, and
 * the appraisal lead sent and found in the mock's records.
 */
import type { Page } from 'playwright-core';
import superagent from 'superagent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, recordRequests, screenshot, startSite, useBrowser, type Site } from './support/browser.ts';

let site: Site;
const chromium = useBrowser();

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const search = (page: Page) => new URL(page.url()).searchParams;
const figure = (page: Page, label: string) =>
  page
    .getByTestId('finance-key-figures')
    .locator('div', { has: page.locator(`dt:text-is("${label}")`) })
    .locator('dd')
    .first()
    .textContent();

describe.each([375, 1440])('at %i px', (width) => {
  it('finance: a plan by keyboard, product and term switched without a request, the schedule, the lender notice', async () => {
    const { page, context, problems } = await chromium.page({ width, height: width < 768 ? 812 : 900 });
    await page.goto(`${site.url}/finance?car=101`);
    await hydrated(page);
    const requests = recordRequests(page);

    // Product: the checked radio, then an arrow key selects the next one (弹性尾款).
    await page.locator('input[name="product"]:checked').focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('product') === 'balloon');
    await expect.poll(() => page.locator('#result-title').textContent()).toContain('弹性尾款');

    // Down payment: typed in 元, committed with Enter.
    const down = page.getByLabel('首付（元）');
    await down.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('100000');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('down') === '100000');

    // Term: arrows move between the terms the product offers (the others are disabled).
    await page.locator('input[name="term"]:checked').focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('term') === '24');
    expect(requests).toEqual([]);

    // The schedule: a disclosure opened by keyboard, one row a month.
    await page.locator('#schedule summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#schedule table tbody tr').count()).toBe(24);
    // The URL commits before the page re-renders: the 24 rows show the figures are those of 24 months.
    const monthly = await figure(page, '月供');
    const total = await figure(page, '总支付');
    expect(monthly).toMatch(/^[\d,]+\.\d\d元$/);
    await expect.poll(() => page.locator('#schedule table').isVisible()).toBe(true);
    await screenshot(page, `finance-${width}`);

    // The lender notice: a dialog naming the lender, focus inside; Escape closes it and focus returns.
    const apply = page.getByRole('link', { name: '向奥瑞麟汽车金融申请' });
    await apply.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '前往奥瑞麟汽车金融' });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('以金融机构审批为准');
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => apply.evaluate((a) => a === document.activeElement)).toBe(true);

    // Passing it: the lender's page opens in a new tab (answered here; the domain is fictional).
    await context.route('https://finance.aurelion.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>lender</title>' }),
    );
    await page.keyboard.press('Enter');
    const go = dialog.getByRole('link', { name: '继续前往 奥瑞麟汽车金融' });
    const [popup] = await Promise.all([context.waitForEvent('page'), go.click()]);
    expect(popup.url()).toBe('https://finance.aurelion.example/apply?carId=101&product=balloon');

    // The server renders the same figures for the same URL.
    const again = await context.newPage();
    await again.goto(page.url());
    expect(await figure(again, '月供')).toBe(monthly);
    expect(await figure(again, '总支付')).toBe(total);
    expect(problems).toEqual([]);
  });

  it('trade-in: cascade, estimate, condition switched without a request, appraisal lead in the records', async () => {
    const { page, problems } = await chromium.page({ width, height: width < 768 ? 812 : 900 });
    await page.goto(`${site.url}/trade-in`);
    await hydrated(page);

    for (const [list, name, param] of [
      ['首字母 A 的品牌', '奥瑞麟', 'brand'],
      ['车系', 'ES', 'series'],
      ['年款', '2021款', 'year'],
    ] as const) {
      await page.getByRole('list', { name: list }).getByRole('link', { name, exact: true }).click();
      await page.waitForFunction((p) => new URL(location.href).searchParams.has(p), param);
    }
    await page.getByRole('list', { name: '车型' }).getByRole('link').first().click();
    await page.waitForFunction(() => new URL(location.href).searchParams.has('model'));
    await hydrated(page);

    await page.getByLabel('上牌时间').fill('2022-03');
    await page.getByLabel('行驶里程（万公里）').fill('3.5');
    await page.getByRole('button', { name: '开始估价' }).click();
    await page.getByTestId('valuation-ranges').waitFor();
    await hydrated(page);
    const before = await page.getByTestId('valuation-ranges').textContent();

    const requests = recordRequests(page);
    const other = search(page).get('grade') === 'excellent' ? '一般' : '优秀';
    await page
      .getByRole('navigation', { name: '车况等级' })
      .getByRole('link', { name: new RegExp(`^车况${other}`) })
      .click();
    await expect.poll(() => page.getByTestId('valuation-ranges').textContent()).not.toBe(before);
    expect(search(page).get('grade')).toBe(other === '优秀' ? 'excellent' : 'fair');
    expect(requests).toEqual([]);
    await screenshot(page, `trade-in-${width}`);

    // The opt-in appraisal: no phone was needed for the estimate; the lead carries it.
    const phone = `1390000${String(width).padStart(4, '0')}`;
    const form = page.locator('section', { has: page.getByRole('heading', { name: '预约到店评估（可选）' }) });
    await form.getByLabel('意向车型').selectOption({ index: 1 });
    await form.getByLabel('姓名').fill('林晓');
    await form.getByLabel('手机号码').fill(phone);
    await expect.poll(() => form.getByLabel('意向经销商').locator('option').count()).toBeGreaterThan(1);
    await form.getByLabel('意向经销商').selectOption({ index: 1 });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '预约到店评估' }).click();
    await form.getByRole('heading', { name: '提交成功' }).waitFor();

    const leads = (await superagent.get(`${site.mock.url}/__mock/records/leads`)).body as {
      data: {
        phone: string;
        body: { tradeIn?: { grade: string; modelName: string; regDate: string; mileage: number } };
      }[];
    };
    const lead = leads.data.find((l) => l.phone === phone);
    expect(lead?.body.tradeIn).toMatchObject({ grade: search(page).get('grade'), regDate: '2022-03', mileage: 3.5 });
    expect(problems).toEqual([]);
  });
});
