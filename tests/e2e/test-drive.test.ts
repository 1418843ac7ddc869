/**
 * Test-drive booking in Chromium against the production build: from a model page's drawer
 * with the IP default kept, from /test-drive after changing province, city and dealer, without
 * JavaScript (and its refresh step), the channel of a douyin visit, a validation error that keeps the
 * values and focuses the field, a draft that survives a reload, a double submit, and the booking in
 * the account of a logged-in user. Bookings are read back from the mock's records.
 */
import type { Page } from 'playwright-core';
import superagent from 'superagent';
import { describe, expect, it } from 'vitest';
import { useStack } from '../support/stack.ts';
import { hydrated, screenshot, UA, useBrowser } from './support/browser.ts';

const site = useStack({ app: 'built' });
const { page } = useBrowser();

interface Booking {
  ASId: number;
  ACId: number | null;
  name: string;
  phone: string;
  provinceId: number;
  cityId: number;
  dealerCode: string;
  campaignCode: string;
  sex: string;
  s: number;
  userId: number | null;
  /** `api`: the booking; `legacy`: its clue through the data lake. */
  source: string;
}

async function bookings(): Promise<Booking[]> {
  return ((await superagent.get(`${site.mock.url}/__mock/records/test-drives`)).body as { data: Booking[] }).data;
}

let phoneSeq = 0;
function nextPhone(): string {
  phoneSeq += 1;
  return `1375555${String(phoneSeq).padStart(4, '0')}`;
}

/** Picks the first real dealer of the dealer select and answers its code. */
async function chooseFirstDealer(scope: Page, root = 'body'): Promise<string> {
  const select = scope.locator(`${root} select[name="dealerCode"]`);
  // The list of the chosen city has arrived (the select is busy and disabled while it loads).
  await expect
    .poll(async () => (await select.isEnabled()) && (await select.getAttribute('aria-busy')) === null)
    .toBe(true);
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  const code = await select.locator('option').nth(1).getAttribute('value');
  if (!code) throw new Error('no dealer option');
  await select.selectOption(code);
  return code;
}

async function fillContact(p: Page, root: string, name: string, phone: string): Promise<void> {
  await p.locator(`${root} input[name="name"]`).fill(name);
  await p.locator(`${root} input[name="phone"]`).fill(phone);
  await p.locator(`${root} input[name="accept"]`).check();
}

describe('booking from a model page', () => {
  it.each([
    { width: 375, height: 812, userAgent: UA.iphoneWechat },
    { width: 1440, height: 900, userAgent: UA.desktop },
  ])(
    'at $width px the drawer books with the IP default place kept, without a page load',
    async ({ width, height, userAgent }) => {
      const { page: p, problems } = await page({ width, height, userAgent });
      await p.goto(`${site.url}/models/es`);
      await hydrated(p);
      await p.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', '1'));
      await p
        .locator('section[aria-labelledby="model-title"]')
        .getByRole('link', { name: '预约试驾', exact: true })
        .click();
      const dialog = p.getByRole('dialog', { name: '预约试驾 ES' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect.poll(() => dialog.locator('select[name="provinceId"]').count()).toBe(1);
      // The visitor's place (private IPs locate to Shanghai) is the default and is kept.
      expect(await dialog.locator('select[name="provinceId"]').inputValue()).toBe('310000');
      expect(await dialog.locator('select[name="cityId"]').inputValue()).toBe('310100');
      const dealerCode = await chooseFirstDealer(p, '[role="dialog"]');
      const phone = nextPhone();
      await fillContact(p, '[role="dialog"]', '周雨桐', phone);
      if (width === 375) await screenshot(p, `test-drive-drawer-${width}`);
      await dialog.getByRole('button', { name: '立即预约' }).click();
      await expect.poll(() => dialog.getByRole('heading', { name: '预约成功' }).isVisible()).toBe(true);
      expect(await p.evaluate(() => document.documentElement.getAttribute('data-e2e-same-document'))).toBe('1');
      const booking = (await bookings()).find((b) => b.phone === phone);
      expect(booking).toMatchObject({
        ASId: 1,
        provinceId: 310000,
        cityId: 310100,
        dealerCode,
        campaignCode: '000000',
        sex: '2',
      });
      expect(problems).toEqual([]);
    },
  );
});

describe('booking on /test-drive', () => {
  it('after changing province, city and dealer', async () => {
    const { page: p, problems } = await page();
    await p.goto(`${site.url}/test-drive?model=nx`);
    await hydrated(p);
    await p.locator('select[name="provinceId"]').selectOption('330000');
    await expect.poll(() => p.locator('select[name="cityId"]').inputValue()).toBe('330100');
    // A second city of the province, then its dealers.
    const cities = await p
      .locator('select[name="cityId"] option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const city = cities.find((c) => c && c !== '330100') ?? '330100';
    await p.locator('select[name="cityId"]').selectOption(city);
    const dealerCode = await chooseFirstDealer(p);
    // The consent text names the dealer that will receive the details.
    const dealerName = await p.locator('select[name="dealerCode"] option:checked').textContent();
    expect(await p.locator('label[for$="-accept"]').textContent()).toContain(dealerName ?? '—');
    const phone = nextPhone();
    await fillContact(p, 'form[action="/test-drive"]', 'Alex Chen', phone);
    await p.locator('select[name="ACId"]').selectOption({ index: 1 });
    await p.getByRole('button', { name: '立即预约' }).click();
    await expect.poll(() => p.getByRole('heading', { name: '预约成功' }).isVisible()).toBe(true);
    expect(await p.locator('[role="status"]:has(h2)').textContent()).toContain(dealerName ?? '—');
    const booking = (await bookings()).find((b) => b.phone === phone);
    expect(booking).toMatchObject({
      ASId: 3,
      provinceId: 330000,
      cityId: Number(city),
      dealerCode,
      campaignCode: '000001',
    });
    expect(booking?.ACId).toBeGreaterThan(0);
    await screenshot(p, 'test-drive-done-1440');
    expect(problems).toEqual([]);
  });

  it('without JavaScript the form submits and confirms, and the refresh step updates the dealers', async () => {
    const { page: p } = await page({ javaScriptEnabled: false, width: 375, height: 812, userAgent: UA.iphoneWechat });
    await p.goto(`${site.url}/test-drive?model=lc`);
    await p.locator('select[name="provinceId"]').selectOption('110000');
    await p.getByRole('button', { name: /更新经销商列表/ }).click();
    await p.waitForLoadState('load');
    expect(await p.locator('select[name="provinceId"]').inputValue()).toBe('110000');
    expect(await p.locator('select[name="cityId"]').inputValue()).toBe('110100');
    const dealerCode = await chooseFirstDealer(p);
    const phone = nextPhone();
    await fillContact(p, 'form[action="/test-drive"]', '李想', phone);
    await p.getByRole('button', { name: '立即预约' }).click();
    await p.waitForLoadState('load');
    expect(await p.getByRole('heading', { name: '预约成功' }).isVisible()).toBe(true);
    await screenshot(p, 'test-drive-nojs-done-375');
    const booking = (await bookings()).find((b) => b.phone === phone);
    expect(booking).toMatchObject({ ASId: 4, provinceId: 110000, dealerCode });
  });

  it('a visit from douyin sends s=33', async () => {
    const { page: p } = await page();
    await p.goto(`${site.url}/test-drive?model=ux&utm_source=douyin`);
    await hydrated(p);
    await chooseFirstDealer(p);
    const phone = nextPhone();
    await fillContact(p, 'form[action="/test-drive"]', '陈思', phone);
    await p.getByRole('button', { name: '立即预约' }).click();
    await expect.poll(() => p.getByRole('heading', { name: '预约成功' }).isVisible()).toBe(true);
    expect((await bookings()).find((b) => b.phone === phone)?.s).toBe(33);
  });

  it('a validation error keeps every value, shows the message beside the field and focuses it', async () => {
    const { page: p, problems } = await page({ width: 375, height: 812, userAgent: UA.iphoneWechat });
    await p.goto(`${site.url}/test-drive?model=es`);
    await hydrated(p);
    const dealerCode = await chooseFirstDealer(p);
    await fillContact(p, 'form[action="/test-drive"]', '王芳', '1380013');
    await p.locator('textarea[name="remark"]').fill('希望周六上午试驾');
    const posts: string[] = [];
    p.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await p.getByRole('button', { name: '立即预约' }).click();
    const phoneInput = p.locator('input[name="phone"]');
    await expect.poll(() => phoneInput.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await phoneInput.getAttribute('aria-invalid')).toBe('true');
    const described = await phoneInput.getAttribute('aria-describedby');
    expect(await p.locator(`[id="${described}"]`).textContent()).toBe('请输入正确的11位手机号码');
    expect(await p.getByRole('alert').textContent()).toContain('1 项信息需要修改');
    expect(await p.locator('input[name="name"]').inputValue()).toBe('王芳');
    expect(await phoneInput.inputValue()).toBe('1380013');
    expect(await p.locator('textarea[name="remark"]').inputValue()).toBe('希望周六上午试驾');
    expect(await p.locator('select[name="dealerCode"]').inputValue()).toBe(dealerCode);
    expect(await p.locator('input[name="accept"]').isChecked()).toBe(true);
    expect(posts).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a draft survives a reload (consent excepted)', async () => {
    const { page: p } = await page();
    await p.goto(`${site.url}/test-drive`);
    await hydrated(p);
    await p.locator('select[name="ASId"]').selectOption('5');
    await p.locator('input[name="name"]').fill('刘洋');
    await p.locator('input[name="phone"]').fill('13900001234');
    await p.locator('input[name="accept"]').check();
    await p.reload();
    await hydrated(p);
    await expect.poll(() => p.locator('input[name="name"]').inputValue()).toBe('刘洋');
    expect(await p.locator('input[name="phone"]').inputValue()).toBe('13900001234');
    expect(await p.locator('select[name="ASId"]').inputValue()).toBe('5');
    expect(await p.locator('input[name="accept"]').isChecked()).toBe(false);
  });

  it('a double click submits once', async () => {
    const { page: p } = await page();
    await p.goto(`${site.url}/test-drive?model=nx`);
    await hydrated(p);
    await chooseFirstDealer(p);
    const phone = nextPhone();
    await fillContact(p, 'form[action="/test-drive"]', '赵敏', phone);
    await p.getByRole('button', { name: '立即预约' }).dblclick();
    await expect.poll(() => p.getByRole('heading', { name: '预约成功' }).isVisible()).toBe(true);
    expect((await bookings()).filter((b) => b.phone === phone && b.source === 'api')).toHaveLength(1);
    // The sales lead goes along in the background: it arrives, once.
    const leads = async () =>
      ((await superagent.get(`${site.mock.url}/__mock/records/leads`)).body as { data: { phone: string }[] }).data.filter(
        (l) => l.phone === phone,
      );
    await expect.poll(async () => (await leads()).length).toBe(1);
    expect(await leads()).toHaveLength(1);
  });
});

describe('a logged-in user', () => {
  it('sees the booking under /account/test-drives', async () => {
    const { page: p } = await page();
    const phone = nextPhone();
    await p.goto(`${site.url}/`);
    // Log in through the site's own API (the login page's UI is covered by the account tests).
    const api = p.context().request;
    const headers = { Origin: site.url };
    const captcha = (await (await api.get(`${site.url}/api/captcha/gen`)).json()) as { data: { key: string } };
    const answers = (
      (await superagent.get(`${site.mock.url}/__mock/records/captchas`)).body as {
        data: { key: string; answer: string }[];
      }
    ).data;
    const answer = answers.find((c) => c.key === captcha.data.key)?.answer;
    await api.post(`${site.url}/api/user/new-smscode`, {
      headers,
      data: { data: { phone, captchaKey: captcha.data.key, captcha: answer } },
    });
    const sms = (
      (await superagent.get(`${site.mock.url}/__mock/records/sms`)).body as { data: { to: string; code: string }[] }
    ).data;
    const code = sms.find((m) => m.to === phone)?.code;
    // A new number registers (the login page does the same on 4104).
    const login = await api.post(`${site.url}/api/user/register`, { headers, data: { phone, code, consent: true } });
    expect(((await login.json()) as { code: number }).code).toBe(200);

    await p.goto(`${site.url}/test-drive?model=gx`);
    await hydrated(p);
    // GX is sold at the flagship stores only: the first dealer of the default city is one.
    await chooseFirstDealer(p);
    await fillContact(p, 'form[action="/test-drive"]', '孙悦', phone);
    await p.getByRole('button', { name: '立即预约' }).click();
    await expect.poll(() => p.getByRole('heading', { name: '预约成功' }).isVisible()).toBe(true);
    expect((await bookings()).find((b) => b.phone === phone)?.userId).toEqual(expect.any(Number));

    await p.getByRole('link', { name: /我的试驾/ }).click();
    await p.waitForURL(/\/account\/test-drives/);
    await expect.poll(() => p.locator('main').textContent()).toContain('GX');
  });
});
