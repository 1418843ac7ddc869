/**
 * One source for every catalogue figure. The mock's catalogue is changed at run time (its admin calls
 * `/__mock/catalogue/changes` and `/__mock/catalogue/retire`), and every page that states the figure shows
 * the new one and none the old: model page, home, the models menu, configurator, compare, finance, a
 * shared build and the account's saved builds. The model page's wheel table and the configurator agree
 * for every grade of every series. Catalogue and page caches are off here (the test defaults), as after
 * their TTL in production; the last test shows a change through test-sized caches.
 */
import { JSDOM } from 'jsdom';
import superagent from 'superagent';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SeriesModel } from '#shared/api/client-api';
import { SESSION_COOKIE } from '#shared/api/session';
import { SERIES_CODES } from '#shared/domain/vehicle-media';
import { pageCacheOf } from '../../server/app.ts';
import { call, dataOf, loginAs, MOCK_TEST_SMS_CODE, testClock } from '../support/mock-client.ts';
import { menuData } from '../support/document.ts';
import { buildApp, CHROME_UA, listen, testConfig, useStack } from '../support/stack.ts';

const stack = useStack({ mock: { verifySignature: false, smsCode: MOCK_TEST_SMS_CODE } });

async function admin(method: 'POST' | 'DELETE', path: string, body?: object): Promise<void> {
  const res = await superagent(method, stack.mock.url + path).ok(() => true).send(body);
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(200);
}

const changePrice = (code: string, price: number) => admin('POST', '/__mock/catalogue/changes', { seriesCode: 'es', code, price });

beforeEach(() => admin('POST', '/__mock/reset'));

/** A page as rendered on the server, without React's text separators. */
async function page(path: string, cookie?: string, base = stack.url): Promise<string> {
  const req = superagent.get(base + path).set('user-agent', CHROME_UA).ok(() => true).redirects(0);
  const res = await (cookie ? req.set('Cookie', cookie) : req);
  expect(res.status, path).toBe(200);
  return res.text.replace(/<!-- -->/g, '');
}

interface SavedBuild {
  code: string;
  cookie: string;
}

/** An ES build saved by a signed-in visitor: its share code and the visitor's session cookie. */
async function saveBuild(build: { carId: number; paintCode: string; wheelCode: string; interiorCode: string; options: string[] }): Promise<SavedBuild> {
  const token = await loginAs(stack.mock, '13911112222');
  const saved = await call(stack.mock, 'POST', '/api/user/saveCustomized', { token, body: { seriesCode: 'es', ...build } });
  expect(saved.body.code, saved.text).toBe(200);
  return { code: dataOf<{ code: string }>(saved).code, cookie: `${SESSION_COOKIE}=${token}` };
}

/** The account page's saved builds, without the price each was saved at (a past figure, labelled so). */
async function accountCars(cookie: string): Promise<string> {
  const html = await page('/account/cars', cookie);
  expect(html).toContain('保存时总价');
  return html.replace(/保存时总价<\/dt><dd[^>]*>[^<]*<\/dd>/g, '');
}

/** `当前总价` of the account page's only saved build. */
const currentTotal = (html: string) => /当前总价<\/dt><dd[^>]*>([^<]*)<\/dd>/.exec(html)?.[1];

/** The price a shared build's list states for one choice (its text). */
const linePrice = (html: string, name: string) =>
  new RegExp(`>${name}</dd><dd[^>]*>(.*?)</dd>`).exec(html)?.[1]?.replace(/<[^>]*>/g, '');

describe('the mock\'s catalogue changes', () => {
  const post = (body: object) => superagent.post(`${stack.mock.url}/__mock/catalogue/changes`).ok(() => true).send(body);

  it('refuses a change that names nothing of the series, or is not a price or a standard wheel, with the reason', async () => {
    const cases: [object, string][] = [
      [{ seriesCode: 'es', code: 'W21', price: 1 }, '代码 W21 不属于该车系'],
      [{ seriesCode: 'es', code: '301', price: 1 }, '代码 301 不属于该车系'],
      [{ seriesCode: 'es', gradeId: 301, standardWheel: 'W19' }, '车型 301 不属于该车系'],
      [{ seriesCode: 'es', gradeId: 101, standardWheel: 'W20' }, '轮毂 W20 不属于该车系'],
      [{ seriesCode: 'xx', code: '101', price: 1 }, ''],
      [{ seriesCode: 'es', code: '101', price: 1.5 }, ''],
      [{ seriesCode: 'es', code: '101', price: -1 }, ''],
      [{ seriesCode: 'es', code: '101' }, ''],
    ];
    for (const [body, reason] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { msg: string }).msg, JSON.stringify(body)).toContain(reason);
    }
    const changes = await superagent.get(`${stack.mock.url}/__mock/catalogue/changes`);
    expect((changes.body as { data: unknown }).data).toEqual({ prices: [], standardWheels: [] });
  });

  it('keeps the latest change of a figure and restores the seed on DELETE', async () => {
    const price = async () => {
      const res = await superagent.get(`${stack.url}/api/client/queryOptionalList`).query({ seriesCode: 'es' });
      return (res.body as { data: { code: string; price: number }[] }).data.find((o) => o.code === 'PKG-TECH')?.price;
    };
    await changePrice('PKG-TECH', 13_000);
    await changePrice('PKG-TECH', 14_000);
    expect(await price()).toBe(14_000);
    await admin('DELETE', '/__mock/catalogue/changes');
    expect(await price()).toBe(12_000);
  });
});

describe('a grade price changed upstream', () => {
  it('shows the new price and starting price on every page, the old ones on none', async () => {
    const build = await saveBuild({ carId: 105, paintCode: '212', wheelCode: 'W17', interiorCode: 'LA20', options: [] });
    await changePrice('105', 452_600);
    await changePrice('101', 309_900);
    const pages = {
      home: await page('/'),
      model: await page('/models/es'),
      configurator: await page('/configurator/es?grade=105'),
      compare: await page('/compare?cars=105,301'),
      finance: await page('/finance?car=105'),
      share: await page(`/c/${build.code}`),
      cars: await accountCars(build.cookie),
    };
    for (const [name, html] of Object.entries(pages)) {
      // The starting price in the models menu of every page (its data: the browser draws the menu when
      // opened), and the top grade's price in any format.
      expect(menuData(html).models.find((m) => m.code === 'es')?.startingPrice, name).toBe(309_900);
      for (const old of ['29.99 万元起', '43.99 万元', '43.99万', '439,900']) expect(html, name).not.toContain(old);
    }
    expect(pages.home).toContain('厂商指导价 30.99 万元起');
    expect(pages.model).toMatch(/厂商指导价 <span[^>]*>30\.99 万元<\/span> 起/);
    expect(pages.model).toMatch(/ES 300h 尊享版<\/p>.*?厂商指导价 <span[^>]*>45\.26 万元<\/span>/);
    expect(pages.configurator).toContain('aria-label="ES 300h 尊享版，45.26 万元起"');
    expect(pages.configurator).toContain('data-testid="build-total">452,600 元</span>');
    expect(pages.compare).toMatch(/<span data-col-series="">ES<\/span> · 45\.26 万元/);
    expect(pages.compare).toMatch(/厂商指导价.*?<td><span class="[^"]*">45\.26 万元<\/span><\/td>/);
    expect(pages.finance).toContain('ES 300h 尊享版（指导价 45.26 万元）');
    expect(pages.finance).toContain('厂商指导价 452,600 元');
    expect(linePrice(pages.share, 'ES 300h 尊享版')).toBe('452,600 元');
    expect(currentTotal(pages.cars)).toBe('452,600 元');
  });
});

/** Grade 102 with one option of each kind, so every option price is part of its total. */
const FULL_BUILD = { carId: 102, paintCode: '3T2', wheelCode: 'W18', interiorCode: 'LA43', options: ['PKG-TECH', 'ACC-DASHCAM'] };
const FULL_TOTAL = 339_900 + 5200 + 6000 + 8000 + 12_000 + 2400;

describe('an option price changed upstream', () => {
  it.each([
    { kind: 'paint', code: '3T2', name: '熔岩红', old: 5200, now: 7300, galleryTitle: true },
    // Interior swatches render once their tab is chosen (the gallery's component test covers their titles).
    { kind: 'interior', code: 'LA43', name: '象牙白半苯胺真皮', old: 8000, now: 8800, galleryTitle: false },
    { kind: 'wheel', code: 'W18', name: '18英寸多辐式铝合金轮毂', old: 6000, now: 6600, galleryTitle: false },
    { kind: 'package', code: 'PKG-TECH', name: '智能科技套装', old: 12_000, now: 13_500, galleryTitle: false },
    { kind: 'accessory', code: 'ACC-DASHCAM', name: '原厂行车记录仪', old: 2400, now: 2700, galleryTitle: false },
  ])('shows the new $kind price on every page that states it, the old one on none', async ({ code, name, old, now, galleryTitle }) => {
    const yuan = (n: number) => `${n.toLocaleString('en-US')} 元`;
    const build = await saveBuild(FULL_BUILD);
    await changePrice(code, now);
    const model = await page('/models/es');
    const configurator = await page('/configurator/es?grade=102');
    const share = await page(`/c/${build.code}`);
    const cars = await accountCars(build.cookie);

    expect(configurator).toContain(`aria-label="${name}，+${yuan(now)}"`);
    expect(configurator).not.toContain(`aria-label="${name}，+${yuan(old)}"`);
    if (galleryTitle) {
      expect(model).toContain(`aria-label="${name}（选装 +${yuan(now)}）"`);
      expect(model).not.toContain(`${name}（选装 +${yuan(old)}）`);
    }
    if (code === 'W18') {
      // Every ES grade may wear the 18″ instead of its standard wheel.
      expect(model.match(new RegExp(`18 英寸 <span[^>]*>\\+${yuan(now)}</span>`, 'g'))).toHaveLength(5);
      expect(model).not.toContain(`+${yuan(old)}`);
    }
    expect(linePrice(share, name)).toBe(yuan(now));
    expect(share).toContain(yuan(FULL_TOTAL - old + now));
    expect(share).not.toContain(yuan(FULL_TOTAL));
    expect(currentTotal(cars)).toBe(yuan(FULL_TOTAL - old + now));
    expect(cars).not.toContain(yuan(FULL_TOTAL));
  });
});

describe("a grade's standard wheel changed upstream", () => {
  it('shows the new standard wheel in the wheel table, the configurator and the spec tables', async () => {
    await admin('POST', '/__mock/catalogue/changes', { seriesCode: 'es', gradeId: 102, standardWheel: 'W19' });
    const model = await page('/models/es');
    const row = /<th scope="row"[^>]*>ES 260 典雅版<\/th>(.*?)<\/tr>/.exec(model)?.[1] ?? '';
    expect(row).toMatch(/^<td[^>]*>19 英寸<span[^>]*>19英寸锻造铝合金轮毂<\/span><\/td>/);
    expect(row).toContain('<span class="wheel-option">18 英寸 <span>+6,000 元</span></span>');
    expect(row).not.toContain('17 英寸');
    const configurator = await page('/configurator/es?grade=102');
    expect(configurator).toContain('aria-label="19英寸锻造铝合金轮毂，标配" class="sr-only" name="wheel" checked=""');
    expect(configurator).toContain('data-testid="build-total">339,900 元</span>');
    expect(configurator).not.toContain('aria-label="17英寸铝合金轮毂，标配"');
    const compare = await page('/compare?cars=102,301');
    expect(compare).toMatch(/前轮胎规格<\/span><\/th><td><span class="[^"]*">225\/55 R19<\/span><\/td><td><span class="[^"]*">225\/55 R18</);
    expect(compare).not.toContain('R17');
  });
});

describe('a paint retired upstream', () => {
  it('leaves the paint off every page and marks builds that use it as no longer buildable', async () => {
    const build = await saveBuild(FULL_BUILD);
    await admin('POST', '/__mock/catalogue/retire', { seriesCode: 'es', code: '3T2' });
    expect(await page('/models/es')).not.toContain('熔岩红');
    expect(await page('/configurator/es?grade=102')).not.toContain('熔岩红');
    const share = await page(`/c/${build.code}`);
    expect(share).toContain('无法再配置');
    // Listed as no longer offered, without a price: neither its old surcharge nor "standard".
    expect(linePrice(share, '3T2（已不再提供）')).toBe('—');
    const cars = await accountCars(build.cookie);
    expect(cars).toContain('无法再配置');
    expect(currentTotal(cars)).toBe('—');
  });
});

/** The site's own API proxy answers the catalogue call as the upstream does. */
async function modelOf(series: string): Promise<SeriesModel> {
  const res = await superagent.get(`${stack.url}/api/client/queryModel`).query({ seriesCode: series });
  return (res.body as { data: SeriesModel }).data;
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The model page's wheel table and the configurator for each grade of a series, both as
 * `{ grade, standard size, optional wheels with their price impact }`.
 */
async function wheelsOnBothPages(series: string) {
  const { wheels, series: { grades } } = await modelOf(series);
  const sizeOf = (name: string) => wheels.find((w) => w.name === name)?.size;
  const table = new JSDOM(await page(`/models/${series}`)).window.document;
  const wheelTable = [...table.querySelectorAll('table tbody tr')].map((tr) => ({
    grade: text(tr.querySelector('th')),
    standard: text([...tr.querySelectorAll('td')].find((td) => /^\d+ 英寸/.test(text(td)))).replace(/ 英寸.*/, ''),
    optional: [...tr.querySelectorAll('td span.wheel-option')].map((s) => text(s)),
  }));
  const configurator = [];
  for (const grade of grades) {
    const doc = new JSDOM(await page(`/configurator/${series}?grade=${grade.id}`)).window.document;
    const radios = [...doc.querySelectorAll<HTMLInputElement>('input[type="radio"][name="wheel"]')].map((input) => {
      const [name = '', impact = ''] = (input.getAttribute('aria-label') ?? '').split('，');
      return { size: sizeOf(name), impact, checked: input.checked };
    });
    const standard = radios.find((r) => r.checked);
    expect(standard?.impact, grade.name).toBe('标配');
    configurator.push({
      grade: grade.name,
      standard: String(standard?.size),
      optional: radios.filter((r) => !r.checked && r.impact !== '当前版本不可选').map((r) => `${r.size} 英寸 ${r.impact}`),
    });
  }
  return { wheelTable, configurator };
}

describe('wheel table and configurator', () => {
  it.each(SERIES_CODES)('agree on the standard and optional wheels of every %s grade', async (series) => {
    const { wheelTable, configurator } = await wheelsOnBothPages(series);
    expect(wheelTable).toEqual(configurator);
  });

  it('still agree after standard wheels and wheel prices changed upstream', async () => {
    await admin('POST', '/__mock/catalogue/changes', { seriesCode: 'es', gradeId: 102, standardWheel: 'W18' });
    await admin('POST', '/__mock/catalogue/changes', { seriesCode: 'es', gradeId: 105, standardWheel: 'W19' });
    await changePrice('W19', 15_000);
    const { wheelTable, configurator } = await wheelsOnBothPages('es');
    expect(wheelTable.map((r) => r.standard)).toEqual(['17', '18', '17', '17', '19']);
    expect(wheelTable).toEqual(configurator);
  });
});

describe('with production-like caches', () => {
  it('shows a changed price once the catalogue and page caches have expired, and the cached figure before', async () => {
    const TTL = 60_000;
    const clock = testClock();
    const app = buildApp(
      testConfig(stack.mock.url, { CATALOGUE_TTL_MS: String(TTL), PAGE_CACHE: 'on', PAGE_CACHE_TTL_MS: String(TTL) }),
      { catalogueCache: { now: clock.now }, pageCache: { now: clock.now } },
    );
    const cache = pageCacheOf(app);
    if (!cache) throw new Error('the page cache is off');
    const site = await listen(app);
    try {
      const paths = ['/models/es', '/configurator/es?grade=102'];
      const visit = () => Promise.all(paths.map((path) => page(path, undefined, site.url)));
      await visit();
      await changePrice('3T2', 7300);
      // Within their TTL both caches answer what they hold: the change is not seen yet, as in production.
      const [cachedModel = '', cachedConfigurator = ''] = await visit();
      expect(cachedModel).toContain('aria-label="熔岩红（选装 +5,200 元）"');
      expect(cachedConfigurator).toContain('aria-label="熔岩红，+5,200 元"');
      // Past the catalogue's stale window a render waits for fresh data; the stale page is refreshed once.
      clock.advance(2 * TTL + 1);
      await visit();
      await cache.idle();
      const [model = '', configurator = ''] = await visit();
      expect(model).toContain('aria-label="熔岩红（选装 +7,300 元）"');
      expect(model).not.toContain('熔岩红（选装 +5,200 元）');
      expect(configurator).toContain('aria-label="熔岩红，+7,300 元"');
      expect(configurator).not.toContain('熔岩红，+5,200 元');
    } finally {
      await site.close();
    }
  });
});
