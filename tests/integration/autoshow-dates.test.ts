/**
 * The auto-show's dates drive its page and its registration (createApp with a fixed clock + the real
 * mock): open until the end of registration's last day in China, then 「报名已结束」 without the form
 * (a post is refused, nothing is sent) and the remaining days as calendar files until the show ends.
 * The page is linked from the home and news pages.
 */
import superagent from 'superagent';
import { describe, expect, it } from 'vitest';
import { AUTOSHOW } from '../../shared/domain/autoshow.ts';
import { CHROME_UA, useStack } from '../support/stack.ts';

const ORIGIN = 'https://www.aurelion.example';
/** The site's clock: each test sets it, in UTC (China is 8 hours ahead). */
let now = Date.parse('2027-04-20T02:00:00Z');
const site = useStack({ app: { deps: () => ({ now: () => now }) } });

const page = (path: string) =>
  superagent
    .get(site.url + path)
    .set('User-Agent', CHROME_UA)
    .ok(() => true);

const register = (phone: string, day: string) =>
  superagent
    .post(`${site.url}/api/client/smsAutoshow`)
    .ok(() => true)
    .set({ Origin: ORIGIN })
    .send({ showId: AUTOSHOW.id, name: '林晓', phone, s: 25, day, accept: true });

async function smsTo(phone: string): Promise<unknown[]> {
  const res = await superagent.get(`${site.mock.url}/__mock/records/sms`);
  return (res.body as { data: { to: string; kind: string }[] }).data.filter((m) => m.to === phone && m.kind === 'autoshow');
}

const calendarLinks = (html: string) =>
  [...html.matchAll(/href="\/events\/autoshow\/calendar\.ics\?day=([\d-]+)"/g)].map((m) => m[1]);

describe('the auto-show before registration closes', () => {
  it('shows the registration form with every show day and takes a registration', async () => {
    now = Date.parse('2027-04-20T02:00:00Z');
    const res = await page('/events/autoshow');
    expect(res.status).toBe(200);
    expect(res.text).toContain('立即登记');
    expect(res.text).not.toContain('报名已结束');
    expect([...res.text.matchAll(/<option value="([\d-]+)"/g)].map((m) => m[1])).toEqual([...AUTOSHOW.days]);
    const registered = await register('13900000101', '2027-04-24');
    expect(registered.status).toBe(200);
    expect(await smsTo('13900000101')).toHaveLength(1);
  });

  it('during the show offers only the days still ahead and refuses a day already over', async () => {
    now = Date.parse('2027-04-26T10:00:00Z'); // 18:00 in Shanghai: the 26th has closed
    const res = await page('/events/autoshow');
    expect([...res.text.matchAll(/<option value="([\d-]+)"/g)].map((m) => m[1])).toEqual([
      '2027-04-27',
      '2027-04-28',
      '2027-04-29',
      '2027-04-30',
      '2027-05-01',
    ]);
    const past = await register('13900000102', '2027-04-26');
    expect(past.status).toBe(400);
    expect((past.body as { msg: string }).msg).toBe('该日期的展期已结束，请选择其他到访日期');
    expect(await smsTo('13900000102')).toHaveLength(0);
  });

  it('still takes a registration at 23:59 on its last day in China', async () => {
    now = Date.parse('2027-04-30T15:59:00Z');
    expect((await page('/events/autoshow')).text).toContain('立即登记');
    expect((await register('13900000103', '2027-05-01')).status).toBe(200);
  });
});

describe('the auto-show after registration closes', () => {
  it('says 报名已结束 without the form, and offers the remaining day as a calendar file', async () => {
    now = Date.parse('2027-04-30T16:00:00Z'); // midnight in Shanghai
    const res = await page('/events/autoshow');
    expect(res.status).toBe(200);
    expect(res.text).toContain('报名已结束');
    expect(res.text).not.toContain('<form');
    expect(res.text).not.toContain('立即登记');
    expect(res.text).not.toContain('计划到访日期');
    expect(calendarLinks(res.text)).toEqual(['2027-05-01']);
    const ics = await superagent.get(`${site.url}/events/autoshow/calendar.ics`).query({ day: '2027-05-01' });
    expect(ics.status).toBe(200);
    expect(ics.text).toContain('BEGIN:VEVENT');
  });

  it('refuses a registration posted to the API with 403 报名已结束 and sends nothing', async () => {
    now = Date.parse('2027-05-01T01:00:00Z');
    const res = await register('13900000104', '2027-05-01');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, msg: '报名已结束', data: null });
    expect(await smsTo('13900000104')).toHaveLength(0);
  });

  it('refuses the page form posted without JavaScript: 403, 报名已结束, no form', async () => {
    now = Date.parse('2027-05-01T01:00:00Z');
    const res = await superagent
      .post(`${site.url}/events/autoshow`)
      .type('form')
      .ok(() => true)
      .set({ Origin: ORIGIN, 'User-Agent': CHROME_UA })
      .send({ name: '林晓', phone: '13900000105', day: '2027-05-01', accept: 'on' });
    expect(res.status).toBe(403);
    expect(res.text).toContain('报名已结束');
    expect(res.text).not.toContain('立即登记');
    expect(await smsTo('13900000105')).toHaveLength(0);
  });

  it('once the show has ended offers no calendar file any more', async () => {
    now = Date.parse('2027-05-01T09:30:00Z'); // 17:30 in Shanghai, closing time of the last day
    const res = await page('/events/autoshow');
    expect(res.status).toBe(200);
    expect(res.text).toContain('报名已结束');
    expect(res.text).toContain('本届展会已圆满落幕');
    expect(calendarLinks(res.text)).toEqual([]);
    expect(res.text).not.toContain('<form');
  });
});

describe('the way to the auto-show', () => {
  it('is linked from the home page and the news page', async () => {
    for (const path of ['/', '/news']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toMatch(/<a[^>]+href="\/events\/autoshow"/);
      expect(res.text, path).toContain('了解展台详情');
    }
  });
});
