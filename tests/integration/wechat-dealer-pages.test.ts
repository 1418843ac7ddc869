/**
 * The pages of the WeChat and dealer services, rendered on the server (createApp + the real mock): the
 * consultant cards on /dealer, the auto-show page and its calendar file, the owner notices and the
 * after-sales repair-form link (loadTcmi).
 */
import { testDriveForm } from '../support/test-drive-form.ts';
import superagent from 'superagent';
import { describe, expect, it } from 'vitest';
import type { Dealer } from '../../shared/api/client-api.ts';
import { AUTOSHOW } from '../../shared/domain/autoshow.ts';
import { consultantState, STATE_MAX_LENGTH } from '../../shared/domain/consultant-qr.ts';
import { CHROME_UA, useStack } from '../support/stack.ts';

const site = useStack();
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const page = (path: string, ua = CHROME_UA) =>
  superagent
    .get(site.url + path)
    .set('User-Agent', ua)
    .ok(() => true);

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
}

describe('consultant cards on /dealer', () => {
  it("renders each dealer's card with its consultants closed: their codes are drawn when opened, a hotline without JavaScript", async () => {
    const res = await page('/dealer?province=310000&city=310100');
    expect(res.status).toBe(200);
    expect(res.text).toContain('联系销售顾问');
    expect(res.text).not.toContain('<svg role="img" aria-label="销售顾问');
    expect(res.text).toMatch(/<noscript><p class="text-sm text-mute">请拨打销售热线 400[\d-]+，联系门店销售顾问。<\/p><\/noscript>/);
    expect(res.text).toContain('发送到手机');
    // What opening the list shows is in the page's data: opening asks the API nothing.
    expect(res.text).toMatch(/staffAndQrcode/);
  });

  it('keeps /dealer within 80 KB of HTML: no QR code drawn before its list opens, not the nation\'s dealers for one city', async () => {
    for (const path of ['/dealer', '/dealer?province=310000&city=310100', '/dealer?province=110000&city=110100']) {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(Buffer.byteLength(res.text), path).toBeLessThanOrEqual(80 * 1024);
    }
  });

  it('renders its dozen concurrent upstream calls without a listener-leak warning', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => void warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    try {
      expect((await page('/dealer')).status).toBe(200);
      // Process warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
  });

  it('makes a state of at most 30 characters from the channel and the page', () => {
    expect(consultantState(33, '/dealer')).toBe('c33-dealer');
    expect(consultantState(25, '/test-drive')).toBe('c25-test-drive');
    expect(consultantState(25, '/')).toBe('c25-home');
    const long = consultantState(36, `/models/${'x'.repeat(60)}`);
    expect(long.length).toBe(STATE_MAX_LENGTH);
    expect(STATE_MAX_LENGTH).toBe(30);
  });
});

describe('consultant cards on the test-drive confirmation', () => {
  it("shows the booked dealer's consultants with their QR codes, also without JavaScript", async () => {
    const found = await superagent
      .get(`${site.url}/api/client/findDealers`)
      .query({ provinceId: 310000, cityId: 310100 });
    const dealer = (found.body as { data: Dealer[] }).data[0];
    const book = (ua: string, phone: string) =>
      superagent
        .post(`${site.url}/test-drive`)
        .type('form')
        .set({ Origin: 'https://www.aurelion.example', 'User-Agent': ua })
        .send(testDriveForm(dealer?.dealerCode ?? '', phone));
    const res = await book(CHROME_UA, '13600000555');
    expect(res.text).toContain('预约成功');
    expect(res.text).toContain('联系销售顾问');
    expect(res.text).toMatch(/<svg role="img" aria-label="销售顾问[^"]+的企业微信二维码"/);
    expect(res.text).toMatch(/<img src="[^"]*\/static\/staff\/\d+\.png[^"]*"[^>]*alt="销售顾问/);
    expect(res.text).toMatch(/href="tel:400\d+"[^>]*aria-label="致电销售顾问/);
    expect(res.text).toContain('请使用手机微信扫码');
    // A phone is told to long-press the code.
    const onPhone = await book(PHONE_UA, '13600000556');
    expect(onPhone.text).toContain('长按识别二维码');
    expect(onPhone.text).not.toContain('请使用手机微信扫码');
  });
});

describe('/events/autoshow', () => {
  it('renders the stand: dates, hall, what to see and the registration form', async () => {
    const res = await page('/events/autoshow');
    expect(res.status).toBe(200);
    for (const text of [AUTOSHOW.name, AUTOSHOW.hall, AUTOSHOW.stand, '展台看点', '预约登记', '计划到访日期'])
      expect(res.text).toContain(text);
    expect(res.text).toContain('<option value="2027-04-24"');
  });

  it('offers each show day as a calendar file in Beijing time', async () => {
    const res = await superagent
      .get(`${site.url}/events/autoshow/calendar.ics`)
      .query({ day: '2027-04-24' })
      .buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="aurelion-autoshow-2027-04-24.ics"');
    const text = res.text;
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('DTSTART:20270424T013000Z');
    expect(text).toContain('DTEND:20270424T093000Z');
    const other = await superagent
      .get(`${site.url}/events/autoshow/calendar.ics`)
      .query({ day: '2027-06-01' })
      .ok(() => true);
    expect(other.status).toBe(404);
  });
});

describe('owner notices (质量公告)', () => {
  it('lists the notices on the server, newest first, paged, with the series filter', async () => {
    const all = await page('/services/after-sales/notices');
    expect(all.status).toBe(200);
    expect(all.text).toContain('<h1');
    expect(all.text).toContain('质量公告');
    expect((all.text.match(/href="\/services\/after-sales\/notices\/\d+"/g) ?? []).length).toBe(10);
    const second = await page('/services/after-sales/notices?page=2');
    expect(second.status).toBe(200);
    expect((second.text.match(/href="\/services\/after-sales\/notices\/\d+"/g) ?? []).length).toBe(6);
    const es = await page('/services/after-sales/notices?series=es');
    expect(es.status).toBe(200);
    const items = [...es.text.matchAll(/<time[^>]*>[^<]*<\/time> · (?:<!-- -->)?([A-Z]{2})/g)].map((m) => m[1]);
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items)).toEqual(new Set(['ES']));
    expect((await page('/services/after-sales/notices?series=zz')).status).toBe(404);
    expect((await page('/services/after-sales/notices?page=99')).status).toBe(404);
  });

  it('renders one notice with NewsArticle structured data', async () => {
    const res = await page('/services/after-sales/notices/1');
    expect(res.status).toBe(200);
    const article = jsonLd(res.text).find((o) => o['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      articleSection: '质量公告',
      mainEntityOfPage: expect.stringContaining('/services/after-sales/notices/1'),
    });
    expect(typeof article?.headline).toBe('string');
    expect((await page('/services/after-sales/notices/9999')).status).toBe(404);
    expect((await page('/services/after-sales/notices/abc')).status).toBe(404);
  });
});

describe('the after-sales repair-form link (loadTcmi)', () => {
  it("carries the page's form code, or a valid one the visitor came with, and never echoes a bad one", async () => {
    const plain = await page('/services/after-sales');
    expect(plain.text).toContain('href="/dealer?dnrepfrm=aftersales-repair"');
    const dealer = await page('/services/after-sales?dnrepfrm=dealer-7001_qr');
    expect(dealer.text).toContain('href="/dealer?dnrepfrm=dealer-7001_qr"');
    const bad = await page('/services/after-sales?dnrepfrm=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(bad.status).toBe(200);
    expect(bad.text).not.toContain('<script>alert(1)');
    expect(bad.text).toContain('href="/dealer?dnrepfrm=aftersales-repair"');
  });
});
