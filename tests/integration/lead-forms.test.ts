/**
 * The lead forms' action (docs/decisions/0009) over HTTP: createApp() and the real mock. Both ways in are covered:
 * a plain form post (no JavaScript: the page answers with the result) and the browser's forwarded post
 * (`Accept: application/json`: the action's data). Each validation rule, values kept on every refusal,
 * upstream failure, rate limits, idempotency, channel, bad bodies.
 */
import { testDriveForm } from '../support/test-drive-form.ts';
import superagent from 'superagent';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dealer } from '../../shared/api/client-api.ts';
import { clearFaults, injectFault, useStack, type Listening } from '../support/stack.ts';

const ORIGIN = 'https://www.aurelion.example';
const site = useStack({ app: { deps: () => ({ leadLimits: { leadPerIp: 1000, leadPerPhone: 3 } }) } });
let limited: Listening;
/** Dealers of the default place (private IPs locate to Shanghai), the first one sells every series. */
let shanghai: Dealer[];

type Fields = Record<string, string>;

interface ActionReply {
  actionData: {
    status: 'done' | 'invalid' | 'refreshed';
    kind: string;
    values?: Record<string, string>;
    errors?: Record<string, string>;
    dealers?: Dealer[];
    summary?: {
      id: number;
      seriesName: string;
      gradeName: string;
      phone: string;
      dealer: { shortName: string; address: string; salesPhone: string };
    };
  };
}

let phoneSeq = 0;
/** A fresh phone per booking, so the per-phone limit of the main app never interferes. */
function nextPhone(): string {
  phoneSeq += 1;
  return `1391234${String(phoneSeq).padStart(4, '0')}`;
}

function validFields(extra: Fields = {}): Fields {
  const dealer = shanghai[0];
  if (!dealer) throw new Error('no dealer in Shanghai');
  return testDriveForm(dealer.dealerCode, nextPhone(), extra);
}

function post(fields: Fields, options: { json?: boolean; headers?: Record<string, string>; base?: string } = {}) {
  return superagent
    .post(`${options.base ?? site.url}/test-drive`)
    .ok(() => true)
    .type('form')
    .set({ Origin: ORIGIN, ...(options.json === false ? {} : { Accept: 'application/json' }), ...options.headers })
    .send(fields);
}

async function records<T>(kind: 'test-drives' | 'leads'): Promise<T[]> {
  return ((await superagent.get(`${site.mock.url}/__mock/records/${kind}`)).body as { data: T[] }).data;
}

beforeAll(async () => {
  limited = await site.startApp({ deps: () => ({ leadLimits: { leadPerIp: 2, leadPerPhone: 100 } }) });
  const res = await superagent.get(`${site.url}/api/client/findDealers`).query({ provinceId: 310000, cityId: 310100 });
  shanghai = (res.body as { data: Dealer[] }).data;
});

describe('the test-drive page', () => {
  it('renders the whole form on the server: model from ?model=, place from the IP, its dealers', async () => {
    const res = await superagent.get(`${site.url}/test-drive?model=nx`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1');
    const form = /<form[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/test-drive"');
    expect(res.text).toMatch(/<option value="3" selected="">NX/);
    expect(res.text).toMatch(/<option value="310000" selected="">/);
    expect(res.text).toContain(`value="${shanghai[0]?.dealerCode}"`);
    expect(res.text).toMatch(/name="idempotencyKey" value="[\w-]{36}"/);
    // The no-JavaScript refresh step for the selects.
    expect(res.text).toMatch(
      /<button[^>]*value="refresh"[^>]*name="intent"|<button[^>]*name="intent"[^>]*value="refresh"/,
    );
  });
});

describe('the quick enquiry', () => {
  it('is on every service page and on the NX online-purchase page (model fixed), rendered on the server', async () => {
    for (const path of ['/services/after-sales', '/services/faq', '/services/connected']) {
      const res = await superagent.get(site.url + path);
      expect(res.text).toContain('购车咨询');
      expect(res.text).toContain('name="form" value="quick"');
    }
    const nx = await superagent.get(`${site.url}/models/nx_onlinepurchase`);
    expect(nx.text).toContain('name="form" value="quick"');
    expect(nx.text).toMatch(/<input type="hidden" name="ASId" value="3"\/>/);
  });

  it('a page whose form options cannot load still renders, with a way to book instead', async () => {
    await injectFault(site.mock, 'drop', '/api/client/queryCarSeriesList', 10);
    try {
      const res = await superagent.get(`${site.url}/services/faq`);
      expect(res.status).toBe(200);
      expect(res.text).toContain('咨询表单暂时无法加载');
      expect(res.text).toContain('href="/test-drive"');
    } finally {
      await clearFaults(site.mock);
    }
  });
});

describe('a booking', () => {
  it('without JavaScript: the post answers the confirmation page, and the booking and the lead reach the upstream', async () => {
    const fields = validFields({ ACId: '301' });
    const res = await post(fields, { json: false });
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('预约成功');
    expect(res.text).toContain(shanghai[0]?.address);
    expect(res.text).toContain(shanghai[0]?.salesPhone);
    // The booking itself (its data-lake clue is recorded beside it with source `legacy`).
    const booking = (await records<Record<string, unknown>>('test-drives')).find(
      (b) => b.source === 'api' && b.phone === fields.phone,
    );
    expect(booking).toMatchObject({
      ASId: 3,
      ASName: 'NX',
      ACId: 301,
      phone: fields.phone,
      dealerCode: shanghai[0]?.dealerCode,
      dealerNo: shanghai[0]?.dealerNo,
      campaignCode: '000001',
      buyCarDate: '3',
      replyDateType: '1',
      clueType: '2',
      sourceType: '2',
      s: 25,
      idempotencyKey: fields.idempotencyKey,
    });
    // The sales lead goes along in the background (retried if lost): it arrives, once.
    const leads = () => records<{ idempotencyKey: string; body: Record<string, unknown> }>('leads');
    await expect.poll(async () => (await leads()).length).toBe(1);
    const [lead] = await leads();
    expect(lead?.idempotencyKey).toBe(`${fields.idempotencyKey}-c`);
    expect(lead?.body).toMatchObject({ ASId: 3, phone: fields.phone });
  });

  it('with JavaScript: the forwarded post answers the summary as JSON', async () => {
    const res = await post(validFields());
    expect(res.status).toBe(200);
    const body = res.body as ActionReply;
    expect(body.actionData.status).toBe('done');
    expect(body.actionData.summary).toMatchObject({
      seriesName: 'NX',
      phone: expect.stringMatching(/^139\*{4}\d{4}$/),
    });
  });

  it('sends the channel of the visit: utm_source=douyin is s=33', async () => {
    const visit = await superagent.get(`${site.url}/?utm_source=douyin`);
    const cookie = ((visit.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toContain('utm_channel=33');
    const fields = validFields();
    const res = await post(fields, { headers: { Cookie: cookie } });
    expect((res.body as ActionReply).actionData.status).toBe('done');
    const booking = (await records<{ phone: string; s: number }>('test-drives')).find((b) => b.phone === fields.phone);
    expect(booking?.s).toBe(33);
  });

  it('the drawer variant sends its own codes and the names of the place and dealer', async () => {
    const fields = validFields({ form: 'drawer', sex: '2' });
    const res = await post(fields);
    expect((res.body as ActionReply).actionData.status).toBe('done');
    const booking = (await records<Record<string, unknown>>('test-drives')).find((b) => b.phone === fields.phone);
    expect(booking).toMatchObject({
      sex: '2',
      campaignCode: '000000',
      province: '上海市',
      city: '上海市',
      dealer: shanghai[0]?.shortName,
    });
  });

  it('the quick enquiry is a sale clue with its own fields', async () => {
    const fields = validFields({ form: 'quick', ASId: '3' });
    const res = await post(fields);
    expect((res.body as ActionReply).actionData.status).toBe('done');
    const lead = (await records<{ phone: string; body: Record<string, unknown> }>('leads')).find(
      (l) => l.phone === fields.phone,
    );
    expect(lead?.body).toEqual({
      name: '林晓',
      phone: fields.phone,
      cartype: 'nx',
      province: 310000,
      city: 310100,
      dealer: shanghai[0]?.dealerCode,
      ACId: null,
      accept: true,
      s: 25,
    });
    expect((await records<{ phone: string }>('test-drives')).some((b) => b.phone === fields.phone)).toBe(false);
  });

  it('a double submit (same idempotency key) creates one booking and one lead', async () => {
    const fields = validFields();
    const [a, b] = await Promise.all([post(fields), post(fields)]);
    expect((a.body as ActionReply).actionData.summary?.id).toBe((b.body as ActionReply).actionData.summary?.id);
    const drives = (await records<{ phone: string; source: string }>('test-drives')).filter(
      (t) => t.phone === fields.phone,
    );
    expect(drives.filter((t) => t.source === 'api')).toHaveLength(1);
    // The sales lead goes along in the background; both copies carry the same key, so it is one.
    await expect
      .poll(async () => (await records<{ phone: string }>('leads')).filter((t) => t.phone === fields.phone).length)
      .toBe(1);
  });
});

describe('validation: the shared rules, values kept, errors by field', () => {
  const cases: [string, Fields, string, string][] = [
    ['empty name', { name: '' }, 'name', '请填写您的姓名'],
    // The API refuses these; the site once let them through to a 502.
    ['one-character name', { name: '林' }, 'name', '姓名至少2个字'],
    ['name with a full stop', { name: 'J. Smith' }, 'name', '姓名只能包含中文或英文字母'],
    ['name over 20 characters', { name: '林'.repeat(21) }, 'name', '姓名最多20个字'],
    ['name with digits', { name: 'Lin 3' }, 'name', '姓名只能包含中文或英文字母'],
    ['empty phone', { phone: '' }, 'phone', '请填写手机号码'],
    ['landline', { phone: '02161234567' }, 'phone', '请输入正确的11位手机号码'],
    ['ten digits', { phone: '1391234567' }, 'phone', '请输入正确的11位手机号码'],
    ['no dealer', { dealerCode: '' }, 'dealerCode', '请选择经销商'],
    ['consent not given', { accept: '' }, 'accept', '请阅读并同意隐私政策，确认将信息提供给所选经销商'],
    ['unknown sex', { sex: '3' }, 'sex', '请选择称谓'],
    ['no model', { ASId: '' }, 'ASId', '请选择车型'],
    ['unknown model', { ASId: '99' }, 'ASId', '请选择车型'],
    ['grade of another model', { ACId: '101' }, 'ACId', '请选择该车型的配置'],
    ['dealer of another city', { dealerCode: 'A110001' }, 'dealerCode', '请选择所在城市的经销商'],
    ['remark over 200 characters', { remark: '好'.repeat(201) }, 'remark', '备注最多200字'],
  ];

  it.each(cases)('%s', async (_label, change, field, message) => {
    const fields = validFields(change);
    const res = await post(fields);
    expect(res.status).toBe(400);
    const { actionData } = res.body as ActionReply;
    expect(actionData.status).toBe('invalid');
    expect(actionData.errors?.[field]).toBe(message);
    // Every value comes back as typed.
    for (const [name, value] of Object.entries(fields)) {
      if (name !== 'form' && name !== 'idempotencyKey') expect(actionData.values?.[name]).toBe(value);
    }
    expect((await records<{ phone: string }>('test-drives')).some((t) => t.phone === fields.phone)).toBe(false);
  });

  it('normalises a phone typed with full-width digits and spaces', async () => {
    const res = await post(validFields({ phone: '１３９ ８７６５ ４３２１' }));
    expect((res.body as ActionReply).actionData.status).toBe('done');
  });

  it('without JavaScript a refused post renders the form again, values filled in and errors beside the fields', async () => {
    const res = await post(validFields({ name: '林晓', phone: '12345', remark: '周末上午' }), { json: false });
    expect(res.status).toBe(400);
    expect(res.text).toContain('value="林晓"');
    expect(res.text).toContain('value="12345"');
    expect(res.text).toContain('周末上午</textarea>');
    expect(res.text).toMatch(/aria-invalid="true"[^>]*name="phone"|name="phone"[^>]*aria-invalid="true"/);
    expect(res.text).toContain('请输入正确的11位手机号码');
    expect(res.text).toContain('role="alert"');
  });

  it('without JavaScript a post that failed upstream renders the form with the key it was sent with', async () => {
    const fields = validFields();
    await injectFault(site.mock, 'status=503', '/api/client/testDrivce', 1);
    const res = await post(fields, { json: false });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.text).toContain('服务暂时繁忙');
    // Sent again, it is the same submission: stored once even if the first had reached the upstream.
    expect(res.text).toMatch(new RegExp(`name="idempotencyKey"[^>]*value="${fields.idempotencyKey}"|value="${fields.idempotencyKey}"[^>]*name="idempotencyKey"`));
  });

  it('the refresh step (no JavaScript) answers the dealers of the newly chosen province, values kept', async () => {
    const res = await post(validFields({ intent: 'refresh', provinceId: '110000', cityId: '310100', name: '王芳' }));
    expect(res.status).toBe(200);
    const { actionData } = res.body as ActionReply;
    expect(actionData.status).toBe('refreshed');
    expect(actionData.values).toMatchObject({ provinceId: '110000', cityId: '110100', dealerCode: '', name: '王芳' });
    expect(actionData.dealers?.length).toBeGreaterThan(0);
    expect(actionData.dealers?.every((d) => d.cityId === 110100)).toBe(true);
  });
});

describe('a lead the API refuses for a field', () => {
  it("comes back as that field's error with every value kept, 400 and never the 503 of a failure", async () => {
    // The site checks grades against a catalogue up to a minute old (the catalogue cache, on as in
    // production); the API checks its own. A grade retired in between is the API's refusal to report.
    const cached = await site.startApp({ env: { CATALOGUE_TTL_MS: '60000' } });
    const series = (await superagent.get(`${site.url}/api/client/queryCarSeriesList`)).body as {
      data: { id: number; code: string; grades: { id: number }[] }[];
    };
    const nx = series.data.find((s) => s.code === 'nx');
    const grade = nx?.grades.at(-1)?.id;
    if (!nx || grade === undefined) throw new Error('no NX grade in the mock');
    expect((await superagent.get(`${cached.url}/test-drive?model=nx`)).status).toBe(200);
    await superagent.post(`${site.mock.url}/__mock/catalogue/retire`).send({ seriesCode: 'nx', code: String(grade) });
    try {
      const fields = validFields({ ASId: String(nx.id), ACId: String(grade), remark: '周末上午' });
      const res = await post(fields, { base: cached.url });
      expect(res.status).toBe(400);
      const { actionData } = res.body as ActionReply;
      expect(actionData.status).toBe('invalid');
      expect(actionData.errors).toEqual({ ACId: '该车型配置已停售，请选择其他配置' });
      for (const [name, value] of Object.entries(fields)) {
        if (name !== 'form' && name !== 'idempotencyKey') expect(actionData.values?.[name]).toBe(value);
      }
      expect((await records<{ phone: string }>('test-drives')).some((t) => t.phone === fields.phone)).toBe(false);
    } finally {
      await superagent.delete(`${site.mock.url}/__mock/catalogue/retire`);
    }
  });
});

describe('upstream failures keep the values', () => {
  it('a 5xx of the booking endpoint answers 503 with the values and a retry message', async () => {
    await injectFault(site.mock, 'status=503', '/api/client/testDrivce', 1);
    try {
      const fields = validFields({ remark: '请下午联系' });
      const res = await post(fields);
      expect(res.status).toBe(503);
      const { actionData } = res.body as ActionReply;
      expect(actionData.errors?.form).toBe('服务暂时繁忙，您填写的信息已保留，请稍后重新提交');
      expect(actionData.values).toMatchObject({ name: '林晓', phone: fields.phone, remark: '请下午联系' });
      // The same submission goes through once the upstream is back.
      const again = await post(fields);
      expect((again.body as ActionReply).actionData.status).toBe('done');
    } finally {
      await clearFaults(site.mock);
    }
  });

  it('the catalogue down: 503, values kept', async () => {
    // GETs are retried once: fail more than that.
    await injectFault(site.mock, 'drop', '/api/client/queryCarSeriesList', 5);
    try {
      const res = await post(validFields());
      expect(res.status).toBe(503);
      expect((res.body as ActionReply).actionData.values?.name).toBe('林晓');
    } finally {
      await clearFaults(site.mock);
    }
  });
});

describe('abuse', () => {
  it('rate-limits per IP: 429 with a Chinese message and Retry-After, values kept; a resent submission counts once', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.7' };
    const first = validFields();
    expect((await post(first, { base: limited.url, headers: ip })).status).toBe(200);
    expect((await post(first, { base: limited.url, headers: ip })).status).toBe(200);
    expect((await post(validFields(), { base: limited.url, headers: ip })).status).toBe(200);
    const refused = await post(validFields({ name: '赵敏' }), { base: limited.url, headers: ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const { actionData } = refused.body as ActionReply;
    expect(actionData.errors?.form).toMatch(/^提交过于频繁，请 \d+ 分钟后再试$/);
    expect(actionData.values?.name).toBe('赵敏');
    // Another visitor is not affected.
    expect(
      (await post(validFields(), { base: limited.url, headers: { 'X-Forwarded-For': '203.0.113.8' } })).status,
    ).toBe(200);
  });

  it('rate-limits per phone number, whatever the spelling', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 3; i++) expect((await post(validFields({ phone }))).status).toBe(200);
    const refused = await post(validFields({ phone: `${phone.slice(0, 3)} ${phone.slice(3)}` }));
    expect(refused.status).toBe(429);
    expect((refused.body as ActionReply).actionData.errors?.form).toMatch(/^该手机号码提交过于频繁/);
  });

  it('the lead API endpoints behind the proxy count against the same limits', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.9' };
    const direct = (phone: string) =>
      superagent
        .post(`${limited.url}/api/client/saleClue`)
        .ok(() => true)
        .set({ Origin: ORIGIN, ...ip })
        .send({
          name: '林晓',
          phone,
          cartype: 'nx',
          province: 310000,
          city: 310100,
          dealer: shanghai[0]?.dealerCode,
          ACId: null,
          accept: true,
          s: 25,
        });
    expect((await direct(nextPhone())).status).toBe(200);
    expect((await direct(nextPhone())).status).toBe(200);
    const refused = await direct(nextPhone());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, msg: expect.stringContaining('提交过于频繁') });
  });

  it('refuses a cross-site post (403), a body of the wrong type (415), an oversized body (413), an unknown form (400)', async () => {
    const cross = await post(validFields(), { headers: { Origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    expect(cross.body).toMatchObject({ msg: '请求来源无效，请返回页面后重新提交' });

    const json = await superagent
      .post(`${site.url}/test-drive`)
      .ok(() => true)
      .set({ Origin: ORIGIN, Accept: 'application/json' })
      .send({ name: '林晓' });
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ msg: '不支持的提交格式，请返回页面后重新提交' });

    const big = await post(validFields({ remark: 'x'.repeat(20_000) }));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ msg: '提交的内容过多，请精简后重新提交' });
    const bigHtml = await post(validFields({ remark: 'x'.repeat(20_000) }), { json: false });
    expect(bigHtml.status).toBe(413);
    expect(bigHtml.text).toContain('提交的内容过多');
    expect(bigHtml.text).not.toMatch(/at \w+ \(|node_modules/);

    const unknown = await post({ ...validFields(), form: 'other' });
    expect(unknown.status).toBe(400);
    expect((unknown.body as ActionReply).actionData.errors?.form).toBe('表单无效，请刷新页面后重新填写');
  });

  it('a page without an action refuses posts with 405', async () => {
    const res = await superagent
      .post(`${site.url}/news`)
      .ok(() => true)
      .type('form')
      .set({ Origin: ORIGIN })
      .send({ a: '1' });
    expect(res.status).toBe(405);
  });
});
