/**
 * WeChat and dealer services in Chromium against the production build: the consultant card and its QR
 * code on /dealer at 375 and 1440 px (decoded, `state` checked), the share card in WeChat's browser
 * (`wx.config` with the site's signature; after a client navigation the new page's card), the share
 * message inside the mini-program, and the poster's PNG (its QR decodes to the page URL).
 */
import { createHash } from 'node:crypto';
import superagent from 'superagent';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOSHOW } from '../../shared/domain/autoshow.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { startStack, type RunningStack } from '../support/stack.ts';
import { downloaded, hydrated, screenshot, UA, useBrowser } from './support/browser.ts';

/** The ticket the mock upstream hands out (mock-api/handlers/legacy.ts). */
const FIXTURE_TICKET = 'mock-jsapi-ticket-aurelion';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.50.2701(0x28003253) NetType/WIFI Language/zh_CN';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// The site's public origin must be the address the browser uses: the JS-SDK signs only its own pages.
let site: RunningStack & { url: string };
beforeAll(async () => {
  const port = await freePort();
  site = await startStack({ app: 'built', env: { PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await site.stop();
});
const { page } = useBrowser();

async function decodePng(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

interface WxCall {
  fn: string;
  arg: Record<string, unknown>;
}

/** WeChat's JS-SDK replaced by a recorder (the site uses window.wx when present and loads nothing). */
async function recordWx(p: Page): Promise<void> {
  await p.context().addInitScript(() => {
    const calls: { fn: string; arg: unknown }[] = [];
    const record = (fn: string) => (arg: unknown) =>
      void calls.push({ fn, arg: JSON.parse(JSON.stringify(arg ?? null)) });
    Object.assign(window, {
      __wxCalls: calls,
      wx: {
        config: record('config'),
        ready: (cb: () => void) => cb(),
        error: () => undefined,
        updateAppMessageShareData: record('updateAppMessageShareData'),
        updateTimelineShareData: record('updateTimelineShareData'),
        miniProgram: {
          navigateTo: record('navigateTo'),
          postMessage: record('postMessage'),
          getEnv: (cb: (r: { miniprogram: boolean }) => void) => cb({ miniprogram: true }),
        },
      },
    });
  });
}

const wxCalls = (p: Page) => p.evaluate(() => (window as unknown as { __wxCalls: WxCall[] }).__wxCalls);
const callsOf = async (p: Page, fn: string) => (await wxCalls(p)).filter((c) => c.fn === fn);

function expectSigned(config: Record<string, unknown>, url: string): void {
  const expected = createHash('sha1')
    .update(
      `jsapi_ticket=${FIXTURE_TICKET}&noncestr=${String(config.nonceStr)}&timestamp=${String(config.timestamp)}&url=${url}`,
    )
    .digest('hex');
  expect(config.signature).toBe(expected);
  expect(config.jsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
}

describe('consultant cards on /dealer', () => {
  it.each([
    { width: 375, height: 812, userAgent: IPHONE_SAFARI, hint: '长按识别二维码' },
    { width: 1440, height: 900, userAgent: UA.desktop, hint: '请使用手机微信扫码' },
  ])(
    'at $width px: photo, name, call link and a QR code whose link carries the channel and the page',
    async ({ width, height, userAgent, hint }) => {
      const { page: p, problems } = await page({ width, height, userAgent });
      await p.goto(`${site.url}/dealer?province=310000&city=310100&utm_source=douyin`);
      await hydrated(p);
      const card = p.locator('article').first();
      await card.getByText('联系销售顾问').click();
      const consultant = card.locator('[data-consultant]').first();
      await expect.poll(() => consultant.isVisible()).toBe(true);
      await expect.poll(() => consultant.getByText(hint).isVisible()).toBe(true);
      expect(await consultant.getByRole('link', { name: /致电销售顾问/ }).getAttribute('href')).toMatch(/^tel:400\d+$/);
      const qr = consultant.getByRole('img', { name: /^销售顾问.+的企业微信二维码$/ });
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(160);
      expect(box?.height).toBeGreaterThanOrEqual(160);
      await qr.scrollIntoViewIfNeeded();
      await screenshot(p, `dealer-consultants-${width}`);
      const text = await decodePng(await qr.screenshot());
      expect(text).not.toBeNull();
      const state = new URL(text ?? 'x:').searchParams.get('state');
      expect(state).toBe('c33-dealer');
      expect(state?.length).toBeLessThanOrEqual(30);
      expect(problems).toEqual([]);
    },
  );
});

describe('sharing in WeChat', () => {
  it("iOS WeChat: wx.config signs the landing URL, and after a client navigation the share card is the new page's", async () => {
    const { page: p, problems } = await page({ width: 375, height: 812, userAgent: UA.iphoneWechat });
    await recordWx(p);
    const landing = `${site.url}/news`;
    await p.goto(`${landing}#top`);
    await hydrated(p);
    await expect.poll(async () => (await callsOf(p, 'updateAppMessageShareData')).length).toBe(1);
    const [config] = await callsOf(p, 'config');
    expectSigned(config?.arg ?? {}, landing);
    const [first] = await callsOf(p, 'updateAppMessageShareData');
    expect(first?.arg.title).toBe(await p.title());
    expect(first?.arg.link).toBe(`${site.url}/news?utm_source=wechat`);
    expect(String(first?.arg.imgUrl)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\//);

    await p.locator('footer').getByRole('link', { name: '经销商查询' }).click();
    await p.waitForURL(/\/dealer/);
    await expect.poll(async () => (await callsOf(p, 'updateAppMessageShareData')).length).toBe(2);
    const second = (await callsOf(p, 'updateAppMessageShareData'))[1];
    expect(second?.arg.title).toBe(await p.title());
    expect(second?.arg.title).not.toBe(first?.arg.title);
    expect(String(second?.arg.link)).toContain('/dealer');
    expect((await callsOf(p, 'updateTimelineShareData')).at(-1)?.arg.title).toBe(second?.arg.title);
    // iOS keeps the landing URL's signature.
    expect(await callsOf(p, 'config')).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('Android WeChat: after a client navigation wx.config signs the current URL', async () => {
    const { page: p, problems } = await page({ width: 375, height: 812, userAgent: ANDROID_WECHAT });
    await recordWx(p);
    await p.goto(`${site.url}/news`);
    await hydrated(p);
    await expect.poll(async () => (await callsOf(p, 'config')).length).toBe(1);
    await p.locator('footer').getByRole('link', { name: '经销商查询' }).click();
    await p.waitForURL(/\/dealer/);
    await expect.poll(async () => (await callsOf(p, 'config')).length).toBe(2);
    const configs = await callsOf(p, 'config');
    expectSigned(configs[0]?.arg ?? {}, `${site.url}/news`);
    expectSigned(configs[1]?.arg ?? {}, p.url().split('#')[0] ?? '');
    await expect
      .poll(async () => (await callsOf(p, 'updateAppMessageShareData')).at(-1)?.arg.title)
      .toBe(await p.title());
    expect(problems).toEqual([]);
  });

  it('inside the mini-program each page posts its share message through the bridge', async () => {
    const { page: p, problems } = await page({ width: 375, height: 812, userAgent: UA.miniProgram });
    await recordWx(p);
    await p.goto(`${site.url}/models/es`);
    await hydrated(p);
    await expect.poll(async () => (await callsOf(p, 'postMessage')).length).toBe(1);
    const [message] = await callsOf(p, 'postMessage');
    const data = message?.arg.data as { title: string; path: string; imageUrl: string };
    expect(Object.keys(data).sort()).toEqual(['imageUrl', 'path', 'title']);
    expect(data.title).toBe(await p.title());
    expect(data.path).toBe(
      `/pages/webview/index?url=${encodeURIComponent(`${site.url}/models/es?utm_source=miniprogram`)}`,
    );
    expect(data.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\//);
    expect(await callsOf(p, 'config')).toHaveLength(0);
    expect(problems).toEqual([]);
  });
});

describe('生成海报', () => {
  it('downloads a PNG at least 750 px wide whose QR code opens the model page with the channel', async () => {
    const { page: p, problems } = await page({ width: 1440, height: 900, userAgent: UA.desktop });
    await p.goto(`${site.url}/models/es`);
    await hydrated(p);
    await p.getByRole('button', { name: '生成海报' }).click();
    const dialog = p.getByRole('dialog', { name: '分享海报' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(p, 'poster-dialog-1440');
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      dialog.getByRole('link', { name: '下载海报（PNG）' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('aurelion-es.png');
    const png = await downloaded(download);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeGreaterThanOrEqual(750);
    expect(await decodePng(png)).toBe(`${site.url}/models/es?utm_source=official`);
    expect(problems).toEqual([]);
  });
});

async function mockRecords<T>(kind: 'sms' | 'captchas'): Promise<T[]> {
  return ((await superagent.get(`${site.mock.url}/__mock/records/${kind}`)).body as { data: T[] }).data;
}

describe('「发送到手机」 and the auto-show registration', () => {
  it('sends the dealer card after the captcha and the consent, with the message previewed', async () => {
    const { page: p, problems } = await page({ width: 375, height: 812, userAgent: IPHONE_SAFARI });
    await p.goto(`${site.url}/dealer?province=310000&city=310100`);
    await hydrated(p);
    const card = p.locator('article').first();
    await card.getByText('发送到手机').click();
    const captchaImg = card.getByRole('img', { name: '图形验证码' });
    await expect.poll(() => captchaImg.isVisible()).toBe(true);
    const preview = await card.getByText(/^【奥瑞麟】/).textContent();
    const phone = '13512340001';
    await card.getByRole('textbox', { name: '手机号码' }).fill(phone);
    const [captcha] = await mockRecords<{ answer: string }>('captchas');
    await card.getByRole('textbox', { name: '图形验证码' }).fill(captcha?.answer ?? '');
    await card.getByRole('checkbox').check();
    await screenshot(p, 'dealer-sms-375');
    await card.getByRole('button', { name: '发送', exact: true }).click();
    await expect.poll(() => card.getByText('门店信息已发送至 135****0001，请注意查收').isVisible()).toBe(true);
    const sent = (await mockRecords<{ to: string; kind: string; text: string }>('sms')).filter((m) => m.to === phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toBe(preview);
    expect(problems).toEqual([]);
  });

  it('registers for the stand once and offers the visit as a calendar file', async () => {
    const { page: p, problems } = await page({ width: 1440, height: 900, userAgent: UA.desktop });
    await p.goto(`${site.url}/events/autoshow`);
    await hydrated(p);
    await screenshot(p, 'autoshow-1440');
    const phone = '13512340002';
    const register = async () => {
      await p.getByLabel('姓名').fill('林晓');
      await p.getByRole('textbox', { name: '手机号码' }).fill(phone);
      await p.getByLabel('计划到访日期').selectOption(AUTOSHOW.days[1] ?? '');
      await p.getByRole('checkbox').check();
      await p.getByRole('button', { name: '立即登记' }).click();
    };
    await register();
    await expect.poll(() => p.getByText('登记成功').isVisible()).toBe(true);
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('link', { name: '添加到日历（.ics）' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`aurelion-autoshow-${AUTOSHOW.days[1]}.ics`);
    expect((await downloaded(download)).toString('utf8')).toContain('BEGIN:VEVENT');
    await p.reload();
    await hydrated(p);
    await register();
    await expect.poll(() => p.getByText('您已登记过本次展会').isVisible()).toBe(true);
    const sms = (await mockRecords<{ to: string; kind: string }>('sms')).filter(
      (m) => m.to === phone && m.kind === 'autoshow',
    );
    expect(sms).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});
