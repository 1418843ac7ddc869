/**
 * Build and price against the real mock: the configurator rendered on the server from its query (no
 * JavaScript), and the mock's saved builds (per-user state, unique share codes, retired choices).
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { normalizeShareCode, shareCodeFrom } from '#shared/domain/share-code';
import { SHARE_CODE_LOOKUPS_PER_IP } from '../../server/middleware/share-code-limit.ts';
import { call, dataOf, loginAs, startTestMock } from '../support/mock-client.ts';
import { buildApp, CHROME_UA, startMock, testConfig, type MockApi } from '../support/stack.ts';

const ES_ENTRY = { id: 101, price: 299_900 };
const PEARL_WHITE = 5200;
const TECH_PACKAGE = 12_000;

function text(html: string): string {
  return html.replace(/<!-- -->/g, '');
}

describe('configurator page without JavaScript', () => {
  let mock: MockApi;
  let app: ReturnType<typeof buildApp>;
  beforeAll(async () => {
    mock = await startMock();
    app = buildApp(testConfig(mock.url));
  });
  afterAll(async () => {
    await mock.close();
  });
  const get = (path: string) => request(app).get(path).set('user-agent', CHROME_UA);

  it('renders the build of the query: the paint image, an itemised list and the total of grade price plus every option', async () => {
    const res = await get(`/configurator/es?grade=${ES_ENTRY.id}&paint=077&opts=PKG-TECH`);
    expect(res.status).toBe(200);
    const html = text(res.text);
    expect(html).toMatch(/<img src="\/static\/cars\/es\/side\/077\.png[^"]*"[^>]*alt="ES 珠光白侧面"/);
    expect(html).toContain('>配置清单</h2>');
    for (const line of ['ES 200 卓越版', '珠光白', '17英寸铝合金轮毂', '黑色真皮', '智能科技套装'])
      expect(html).toMatch(new RegExp(`<dd class="text-ink">${line}</dd>`));
    const total = ES_ENTRY.price + PEARL_WHITE + TECH_PACKAGE;
    expect(total).toBe(317_100);
    expect(html).toContain('data-testid="build-total">317,100 元</span>');
    // The choices are a GET form with the build checked, and a submit button.
    expect(html).toContain('<form action="/configurator/es" method="get">');
    expect(html).toContain(
      '<input id="choice-077" type="radio" aria-label="珠光白，+5,200 元" class="sr-only" name="paint" checked="" value="077"/>',
    );
    // Saving is a POST form of the same build.
    expect(html).toMatch(
      /<form [^>]*action="\/configurator\/es\?grade=101&amp;paint=077&amp;wheel=W17&amp;interior=LA20&amp;opts=PKG-TECH" method="post">/,
    );
    expect(html).toContain('更新配置与价格');
  });

  it('reads the form submit without JavaScript (one opt parameter per checkbox)', async () => {
    const res = await get('/configurator/es?grade=102&paint=212&wheel=W18&interior=LA20&opt=PKG-TECH&opt=ACC-MAT');
    expect(res.status).toBe(200);
    expect(text(res.text)).toContain(
      `data-testid="build-total">${(339_900 + 6000 + 12_000 + 1800).toLocaleString('en-US')} 元</span>`,
    );
  });

  it('drops codes the series does not have with a visible notice, never an error', async () => {
    const res = await get('/configurator/es?grade=999&paint=NOPE&opts=PKG-TECH,XYZ');
    expect(res.status).toBe(200);
    const html = text(res.text);
    expect(html).toContain('部分配置已调整');
    expect(html).toContain('车型版本代码「999」不适用于 ES，已忽略。');
    expect(html).toContain('车身颜色代码「NOPE」不适用于 ES，已忽略。');
    expect(html).toContain('选装代码「XYZ」不适用于 ES，已忽略。');
    expect(html).toContain(
      `data-testid="build-total">${(ES_ENTRY.price + TECH_PACKAGE).toLocaleString('en-US')} 元</span>`,
    );
  });

  it("applies an option's rules on the server: the sport package brings its 19-inch wheels", async () => {
    const html = text((await get('/configurator/es?grade=102&opts=PKG-SPORT')).text);
    expect(html).toContain('「F SPORT 运动套装」需要「19英寸锻造铝合金轮毂」，已一并选择。');
    expect(html).toContain(
      `data-testid="build-total">${(339_900 + 12_000 + 18_000).toLocaleString('en-US')} 元</span>`,
    );
  });

  it('answers the legacy configurator path through the proxy like the other legacy endpoints', async () => {
    const res = await request(app).get('/client/car/configurator?seriesCode=es');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ retCode: 0, data: { series: { code: 'es' } } });
    expect((res.body as { data: { paints: unknown[] } }).data.paints).toHaveLength(6);
  });

  it('answers an unknown series with the 404 page', async () => {
    const res = await get('/configurator/zz');
    expect(res.status).toBe(404);
    expect(res.text).toContain('页面未找到');
  });

  it.each(['es', 'ux', 'nx', 'lc', 'lm', 'gx'])('renders /configurator/%s with its standard build', async (series) => {
    const res = await get(`/configurator/${series}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`/static/cars/${series}/side/212.png`);
  });
});

describe('mock: saved builds', () => {
  let mock: MockApi;
  beforeAll(async () => {
    mock = await startTestMock();
  });
  beforeEach(async () => {
    await call(mock, 'POST', '/__mock/reset', { sign: false });
  });
  afterAll(async () => {
    await mock.close();
  });
  const build = {
    seriesCode: 'es',
    carId: 102,
    paintCode: '077',
    interiorCode: 'LA20',
    wheelCode: 'W19',
    options: ['PKG-SPORT'],
  };

  it('keeps builds per user, with unique valid share codes and the price of the rules', async () => {
    const alice = await loginAs(mock, '13911110001');
    const bob = await loginAs(mock, '13911110002');
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const saved = dataOf<{ id: number; code: string }>(
        await call(mock, 'POST', '/api/user/saveCustomized', { token: alice, body: build }),
      );
      expect(normalizeShareCode(saved.code)).toBe(saved.code);
      codes.add(saved.code);
    }
    expect(codes.size).toBe(5);
    const mine = dataOf<{ list: { totalPrice: number; buildable: boolean; currentPrice: number }[]; total: number }>(
      await call(mock, 'POST', '/api/user/customizedList', { token: alice, body: {} }),
    );
    expect(mine.total).toBe(5);
    expect(mine.list[0]).toMatchObject({
      totalPrice: 339_900 + 5200 + 12_000 + 18_000,
      buildable: true,
      currentPrice: 375_100,
    });
    const theirs = dataOf<{ total: number }>(
      await call(mock, 'POST', '/api/user/customizedList', { token: bob, body: {} }),
    );
    expect(theirs.total).toBe(0);
    // Anyone finds a build by its code, typed loosely.
    const [code] = [...codes];
    const typed = `${code!.slice(0, 4).toLowerCase()}-${code!.slice(4)}`;
    const found = await call(mock, 'GET', '/api/user/findCodeInfo', { query: { code: typed } });
    expect(dataOf<{ code: string }>(found).code).toBe(code);
  });

  it('refuses a build that breaks a rule', async () => {
    const token = await loginAs(mock, '13911110003');
    const res = await call(mock, 'POST', '/api/user/saveCustomized', { token, body: { ...build, wheelCode: 'W17' } });
    expect(res.body).toMatchObject({
      code: 400,
      msg: '配置无法生产：「F SPORT 运动套装」需要「19英寸锻造铝合金轮毂」',
    });
  });

  it('reads a build whose option was retired as no longer buildable, everywhere', async () => {
    const token = await loginAs(mock, '13911110004');
    const { id, code } = dataOf<{ id: number; code: string }>(
      await call(mock, 'POST', '/api/user/saveCustomized', { token, body: build }),
    );
    await call(mock, 'POST', '/__mock/catalogue/retire', {
      sign: false,
      body: { seriesCode: 'es', code: 'PKG-SPORT' },
    });
    const info = dataOf<{ buildable: boolean; currentPrice: number | null; totalPrice: number }>(
      await call(mock, 'POST', '/api/user/customizedInfo', { token, body: { id } }),
    );
    expect(info).toMatchObject({ buildable: false, currentPrice: null, totalPrice: 375_100 });
    expect(
      dataOf<{ buildable: boolean }>(await call(mock, 'GET', '/api/user/findCodeInfo', { query: { code } })).buildable,
    ).toBe(false);
    const options = dataOf<{ code: string }[]>(
      await call(mock, 'GET', '/api/client/queryOptionalList', { query: { seriesCode: 'es' } }),
    );
    expect(options.map((o) => o.code)).not.toContain('PKG-SPORT');
    const again = await call(mock, 'POST', '/api/user/saveCustomized', { token, body: build });
    expect(again.body.code).toBe(400);
  });

  it('renames a build and deletes it for its owner only', async () => {
    const owner = await loginAs(mock, '13911110005');
    const other = await loginAs(mock, '13911110006');
    const { id } = dataOf<{ id: number }>(
      await call(mock, 'POST', '/api/user/saveCustomized', { token: owner, body: build }),
    );
    expect(
      (await call(mock, 'POST', '/api/user/renameCustomized', { token: other, body: { id, name: 'x' } })).body.code,
    ).toBe(404);
    const renamed = await call(mock, 'POST', '/api/user/renameCustomized', {
      token: owner,
      body: { id, name: '周末座驾' },
    });
    expect(dataOf<{ name: string }>(renamed).name).toBe('周末座驾');
    expect((await call(mock, 'POST', '/api/user/deleteUserCustomized', { token: other, body: { id } })).body.code).toBe(
      404,
    );
    expect((await call(mock, 'POST', '/api/user/deleteUserCustomized', { token: owner, body: { id } })).body.code).toBe(
      200,
    );
  });
});

describe('shared builds (/c/:code) without login', () => {
  let mock: MockApi;
  let app: ReturnType<typeof buildApp>;
  let seeded: { code: string; name: string; totalPrice: number; seriesCode: string; carId: number };
  beforeAll(async () => {
    mock = await startMock();
    app = buildApp(testConfig(mock.url));
    const res = await request(mock.url).get('/__mock/db/customized').query({ userId: 1 });
    seeded = (res.body as { data: (typeof seeded)[] }).data[0]!;
  });
  afterAll(async () => {
    await mock.close();
  });
  const get = (path: string) => request(app).get(path).set('user-agent', CHROME_UA);

  it('shows the build read-only with its itemised total, QR code, Open Graph tags and the way to edit a copy', async () => {
    const res = await get(`/c/${seeded.code}`);
    expect(res.status).toBe(200);
    const html = text(res.text);
    expect(html).toContain(
      `<h1 class="mt-3 text-3xl font-light tracking-wider text-ink md:text-4xl">${seeded.name}</h1>`,
    );
    expect(html).toContain(`data-testid="build-total">${seeded.totalPrice.toLocaleString('en-US')} 元</span>`);
    expect(html).toContain(`${seeded.code.slice(0, 4)}-${seeded.code.slice(4)}`);
    expect(html).toMatch(
      new RegExp(
        `<svg role="img" aria-label="本配置的二维码：https?://[^"/]+/c/${seeded.code}" viewBox="0 0 \\d+ \\d+"`,
      ),
    );
    expect(html).toContain(
      `<meta property="og:title" content="${seeded.name} · 奥瑞麟 ${seeded.seriesCode.toUpperCase()}"/>`,
    );
    expect(html).toContain(`总价 ${seeded.totalPrice.toLocaleString('en-US')} 元`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*/static/cars/${seeded.seriesCode}/side/`));
    expect(html).toMatch(new RegExp(`href="/configurator/${seeded.seriesCode}\\?grade=${seeded.carId}&amp;paint=`));
    expect(html).toContain(
      `href="/test-drive?model=${seeded.seriesCode}&amp;grade=${seeded.carId}&amp;build=${seeded.code}"`,
    );
    expect(html).toContain('编辑副本');
  });

  it('takes a code typed loosely to its canonical address', async () => {
    const loose = `${seeded.code.slice(0, 4).toLowerCase()}-${seeded.code.slice(4)}`;
    const page = await get(`/c/${loose}`);
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe(`/c/${seeded.code}`);
    const field = await get(`/c?code=${encodeURIComponent(loose.replace('-', ' '))}`);
    expect(field.status).toBe(302);
    expect(field.headers.location).toBe(`/c/${seeded.code}`);
  });

  it.each([
    ['an unknown code', shareCodeFrom([9, 9, 9, 9, 9, 9, 9])],
    ['a malformed code', 'NOT-A-CODE'],
  ])('answers %s with the 404 page and a field to type another', async (_what, code) => {
    const res = await get(`/c/${code}`);
    expect(res.status).toBe(404);
    const html = text(res.text);
    expect(html).toContain('页面未找到');
    expect(html).toContain('未找到该配置，请检查分享码');
    expect(html).toMatch(/<form [^>]*action="\/c" method="get">/);
    expect(html).toContain('输入分享码');
  });

  it("fills the test-drive form with the build's model and grade and sends its code with the lead", async () => {
    const res = await get(`/test-drive?model=${seeded.seriesCode}&grade=${seeded.carId}&build=${seeded.code}`);
    expect(res.status).toBe(200);
    const html = text(res.text);
    expect(html).toMatch(new RegExp(`<option value="${seeded.carId}" selected="">`));
    expect(html).toContain(`配置分享码 ${seeded.code.slice(0, 4)}-${seeded.code.slice(4)}</textarea>`);
  });

  it(`limits code lookups to ${SHARE_CODE_LOOKUPS_PER_IP} per IP, pages and API together`, async () => {
    expect(SHARE_CODE_LOOKUPS_PER_IP).toBe(60);
    const limited = buildApp(testConfig(mock.url));
    const bad = 'NOT-A-CODE';
    for (let i = 0; i < SHARE_CODE_LOOKUPS_PER_IP - 1; i++)
      expect((await request(limited).get(`/c/${bad}`)).status).toBe(404);
    expect((await request(limited).get(`/api/user/findCodeInfo?code=${bad}`)).status).toBe(200);
    const page = await request(limited).get(`/c/${seeded.code}`);
    expect(page.status).toBe(429);
    expect(page.text).toContain('查询配置过于频繁，请稍后再试');
    const api = await request(limited).get(`/api/user/findCodeInfo?code=${seeded.code}`);
    expect(api.status).toBe(429);
    expect(api.body).toEqual({ code: 429, msg: '查询配置过于频繁，请稍后再试', data: null });
  });

  it('counts every spelling of the build page the router renders (case, escapes, the query form)', async () => {
    const limited = buildApp(testConfig(mock.url));
    const spellings = ['/C/', '/%63/', '/c/', '/C?code=', '/%43?code='];
    for (let i = 0; i < SHARE_CODE_LOOKUPS_PER_IP; i++) {
      const res = await request(limited).get(`${spellings[i % spellings.length]}NOT-A-CODE`);
      expect(res.status).not.toBe(429);
    }
    for (const spelling of spellings)
      expect((await request(limited).get(`${spelling}${seeded.code}`)).status).toBe(429);
  });
});
