/**
 * The trade-in valuation over HTTP (createApp() and the real mock): the cascade and the estimate
 * rendered on the server, the input rules checked before any upstream call (counted in the mock's
 * request log), an upstream failure that keeps every input and offers a retry, and the appraisal
 * enquiry carrying the valuation into the mock's lead records.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import superagent from 'superagent';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dealer, UsedCarModel, UsedCarPrice } from '../../shared/api/client-api.ts';
import { clearFaults, CHROME_UA, injectFault, useStack } from '../support/stack.ts';

/** Every request line the mock logs (its request log), newest last. */
const mockRequests: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      const entry = JSON.parse(line) as { msg?: string; url?: string };
      if (entry.msg === 'request' && entry.url) mockRequests.push(entry.url);
    }
    done();
  },
});
const site = useStack({ mock: { logger: pino({ level: 'info' }, sink) } });

const VALUATION = '/api/client/getUsedPriceMileageAllCityFive';
const SHANGHAI = 310100;
const ORIGIN = 'https://www.aurelion.example';
let model: UsedCarModel;

async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await superagent
    .get(`${site.url}${path}`)
    .set('user-agent', CHROME_UA)
    .ok(() => true);
  return { status: res.status, html: res.text.replace(/<!-- -->/g, '') };
}

async function api<T>(path: string, query: Record<string, string | number>): Promise<T> {
  return ((await superagent.get(`${site.url}${path}`).query(query)).body as { data: T }).data;
}

const valuationCalls = () => mockRequests.filter((u) => u.startsWith(VALUATION)).length;
const yuan = (n: number) => n.toLocaleString('en-US');

beforeAll(async () => {
  // 奥瑞麟 (brand 1) → ES (series 1) → 2021: its first model.
  const models = await api<UsedCarModel[]>('/api/client/getPassengerModel', { seriesId: 1, year: 2021 });
  const first = models[0];
  if (!first) throw new Error('no 2021 ES model in the mock');
  model = first;
});

const carQuery = () => `brand=1&series=1&year=2021&model=${model.id}`;

/** What the upstream answers for the sample car: 2022-03, 3.5 万公里, Shanghai. */
const sampleValuation = () =>
  api<UsedCarPrice>(VALUATION, { modelId: model.id, mileage: 3.5, cityId: SHANGHAI, regDate: '2022-03' });

/** The appraisal form as the browser forwards it to the lead action (JSON answer). */
function postAppraisal(fields: { phone: string; dealerCode: string; tradeIn: string }) {
  return superagent
    .post(`${site.url}/test-drive`)
    .ok(() => true)
    .type('form')
    .set({ Origin: ORIGIN, Accept: 'application/json' })
    .send({
      form: 'appraisal',
      idempotencyKey: crypto.randomUUID(),
      ASId: '3',
      name: '林晓',
      provinceId: '310000',
      cityId: String(SHANGHAI),
      accept: 'on',
      ...fields,
    });
}

describe('trade-in valuation page', () => {
  it('renders the estimate of the URL: three ranges of the chosen grade, guide price, retention and date', async () => {
    const expected = await sampleValuation();
    const fair = expected.grades.find((g) => g.grade === 'fair');
    if (!fair) throw new Error('no fair grade');
    const { status, html } = await page(`/trade-in?${carQuery()}&reg=2022-03&km=3.5&city=${SHANGHAI}&grade=fair`);
    expect(status).toBe(200);
    for (const [label, range] of [
      ['车商收购', fair.tradeIn],
      ['个人交易', fair.private],
      ['车商零售', fair.retail],
    ] as const) {
      expect(html).toMatch(
        new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>${yuan(range.low)} – ${yuan(range.high)} 元</dd>`),
      );
    }
    expect(html).toContain(`新车指导价</dt><dd class="text-ink tabular-nums">${yuan(expected.newPrice)} 元`);
    const retention = Math.round(((fair.private.low + fair.private.high) / 2 / expected.newPrice) * 1000) / 10;
    expect(html).toContain(`保值率</dt><dd class="text-ink tabular-nums">${retention.toFixed(1)}%`);
    const [y, m, d] = expected.estimatedAt.split('-').map(Number);
    expect(html).toContain(`估价日期</dt><dd class="text-ink">${y}年${m}月${d}日`);
    expect(html).toMatch(/aria-current="true"[^>]*>车况一般/);
    // Every grade's link stays on the page with the same car: switching is a new URL, not a new answer.
    expect(html).toContain(
      `href="/trade-in?${carQuery().replace(/&/g, '&amp;')}&amp;reg=2022-03&amp;km=3.5&amp;city=${SHANGHAI}&amp;grade=excellent"`,
    );
    // A trade-in value can become the down payment.
    expect(html).toContain(`href="/finance?down=${fair.tradeIn.low}"`);
    // No phone gate: the appraisal is an opt-in form below the estimate.
    expect(html).toContain('预约到店评估（可选）');
  });

  it('preselects the provider default grade when the URL names none', async () => {
    const expected = await sampleValuation();
    const label = { excellent: '优秀', good: '良好', fair: '一般' }[expected.defaultGrade];
    const { html } = await page(`/trade-in?${carQuery()}&reg=2022-03&km=3.5&city=${SHANGHAI}`);
    expect(html).toMatch(new RegExp(`aria-current="true"[^>]*>车况${label}`));
  });

  it('each list holds only the children of its parent: a series of another brand is dropped with what depends on it', async () => {
    const { html } = await page(`/trade-in?brand=2&series=1&year=2021&model=${model.id}`);
    expect(html).toContain('已选：北辰');
    expect(html).toContain('请先选择年款');
    expect(html).not.toContain('>ES</a>');
    expect(html).toContain('>北辰');
  });

  it('checks registration month and mileage first: an inline message names the range, and no valuation is asked for', async () => {
    const before = valuationCalls();
    const { status, html } = await page(`/trade-in?${carQuery()}&reg=2020-12&km=120&city=${SHANGHAI}`);
    expect(status).toBe(200);
    expect(html).toContain('上牌时间须在 2021年1月 至');
    expect(html).toContain('行驶里程须在 0.1 至 99.9 万公里之间，最多一位小数');
    expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]*-km-error"/);
    // The typed values stay in the fields.
    expect(html).toContain('value="2020-12"');
    expect(html).toContain('value="120"');
    expect(valuationCalls()).toBe(before);
    // A valid request reaches the upstream once (the counter can see calls).
    await page(`/trade-in?${carQuery()}&reg=2021-02&km=1.2&city=${SHANGHAI}`);
    expect(valuationCalls()).toBe(before + 1);
  });

  it('an upstream 502 keeps every input and offers a retry; the retry then shows the estimate', async () => {
    // Two: the loaders' GET is retried once on a 502 (server/upstream/upstream.ts), and both fail.
    await injectFault(site.mock, 'status=502', VALUATION, 2);
    try {
      const path = `/trade-in?${carQuery()}&reg=2022-03&km=3.5&city=${SHANGHAI}&grade=good`;
      const failed = await page(path);
      expect(failed.status).toBe(503);
      expect(failed.html).toContain('data-testid="trade-in-retry"');
      expect(failed.html).toContain('估价服务暂时无法连接，您填写的信息都已保留。');
      expect(failed.html).toContain(`href="${path.replace(/&/g, '&amp;')}"`);
      expect(failed.html).toContain('value="2022-03"');
      expect(failed.html).toContain('value="3.5"');
      expect(failed.html).toContain(`<input type="hidden" name="model" value="${model.id}"/>`);
      expect(failed.html).toContain('<input type="hidden" name="grade" value="good"/>');
      expect(failed.html).toContain(`已选：${model.name}`);
      const retried = await page(path);
      expect(retried.status).toBe(200);
      expect(retried.html).toContain('data-testid="valuation-ranges"');
    } finally {
      await clearFaults(site.mock);
    }
  });

  it('the appraisal enquiry carries model, registration, mileage, city, grade and the shown range to the lead records', async () => {
    const expected = await sampleValuation();
    const good = expected.grades.find((g) => g.grade === 'good');
    const dealers = await api<Dealer[]>('/api/client/findDealers', { provinceId: 310000, cityId: SHANGHAI });
    const dealer = dealers[0];
    if (!good || !dealer) throw new Error('fixture missing');
    const res = await postAppraisal({
      phone: '13912340001',
      dealerCode: dealer.dealerCode,
      tradeIn: `${carQuery()}&reg=2022-03&km=3.5&city=${SHANGHAI}&grade=good`,
    });
    expect(res.status).toBe(200);
    const leads = (await superagent.get(`${site.mock.url}/__mock/records/leads`)).body as {
      data: { body: { tradeIn?: unknown; phone: string } }[];
    };
    expect(leads.data[0]?.body.tradeIn).toEqual({
      modelId: model.id,
      modelName: model.name,
      regDate: '2022-03',
      mileage: 3.5,
      cityId: SHANGHAI,
      cityName: '上海市',
      grade: 'good',
      gradeLabel: '良好',
      tradeInRange: good.tradeIn,
      privateRange: good.private,
      retailRange: good.retail,
      estimatedAt: expected.estimatedAt,
    });
  });

  it('refuses an appraisal whose valuation no longer holds (out-of-range mileage), keeping the values', async () => {
    const dealers = await api<Dealer[]>('/api/client/findDealers', { provinceId: 310000, cityId: SHANGHAI });
    const res = await postAppraisal({
      phone: '13912340002',
      dealerCode: dealers[0]?.dealerCode ?? '',
      tradeIn: `${carQuery()}&reg=2022-03&km=300&city=${SHANGHAI}&grade=good`,
    });
    expect(res.status).toBe(400);
    const body = res.body as { actionData: { errors: { form?: string }; values: { name: string } } };
    expect(body.actionData.errors.form).toBe('估价信息已失效，请重新估价后再预约到店评估');
    expect(body.actionData.values.name).toBe('林晓');
  });
});
