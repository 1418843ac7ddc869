/**
 * Every endpoint in mock-api/README.md's tables over HTTP: envelope, paging defaults, authentication and one
 * validation error each. Rows run in order against one mock; the clock moves 61 s between rows so the
 * SMS resend cooldown never gets in the way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  dataOf,
  loginAs,
  MOCK_TEST_SMS_CODE,
  newCaptcha,
  quickLeadBody,
  testClock,
  testDriveBody,
  type CallResult,
  testMockOptions,
} from '../support/mock-client.ts';
import { useStack } from '../support/stack.ts';

const clock = testClock();
const stack = useStack({ app: false, mock: testMockOptions({ now: clock.now }) });
let token = '';

type Input = Record<string, unknown>;
type Auth = 'none' | 'required' | 'optional';

interface Row {
  method: 'GET' | 'POST';
  path: string;
  auth: Auth;
  /** The valid input; may prepare state first. */
  valid: () => Promise<Input> | Input;
  /** Token for the valid call (default: the seeded user's). */
  as?: () => Promise<string> | string;
  /** An input the endpoint rejects with a validation error; null when it takes no input at all. */
  invalid: Input | null;
  /** Default page size when paged. */
  paged?: number;
  check?: (data: unknown) => void;
}

const SEEDED_PHONE = '13800138000';
let phoneCounter = 0;
const freshPhone = () => `1390000${String(++phoneCounter).padStart(4, '0')}`;
const freshUser = () => loginAs(stack.mock, freshPhone(), { signAt: clock.now() });
/** A new account, after the resend cooldown of its login code has passed. */
async function freshUserReadyForCodes(): Promise<string> {
  const t = await freshUser();
  clock.advance(61_000);
  return t;
}

function send(row: Pick<Row, 'method' | 'path'>, input: Input, authToken?: string): Promise<CallResult> {
  return call(stack.mock, row.method, row.path, {
    ...(row.method === 'GET' ? { query: input as Record<string, string | number> } : { body: input }),
    ...(authToken ? { token: authToken } : {}),
    signAt: clock.now(),
  });
}

const isLegacy = (path: string) => path.startsWith('/client/');
const okCode = (path: string) => (isLegacy(path) ? { retCode: 0 } : { code: 200 });
const code = (path: string, api: number, legacy: number) => (isLegacy(path) ? { retCode: legacy } : { code: api });

async function post(path: string, body: Input, authToken = token): Promise<CallResult> {
  return send({ method: 'POST', path }, body, authToken);
}

const lead = (extra: Input = {}): Input => testDriveBody(extra);
const configInput = {
  seriesCode: 'es',
  carId: 101,
  paintCode: '212',
  interiorCode: 'LA20',
  wheelCode: 'W17',
  options: ['PKG-TECH'],
};
let shareCode = '';

const rows: Row[] = [
  // ---- user service
  {
    method: 'GET',
    path: '/api/captcha/gen',
    auth: 'none',
    valid: () => ({}),
    invalid: null,
    check: (d) => expect(d).toMatchObject({ key: expect.any(String), svg: expect.stringContaining('<svg') }),
  },
  {
    method: 'POST',
    path: '/api/user/captcha',
    auth: 'none',
    valid: async () => {
      const c = await newCaptcha(stack.mock, clock.now());
      return { key: c.key, code: c.answer };
    },
    invalid: { key: '', code: 'ab12' },
    check: (d) => expect(d).toEqual({ valid: true }),
  },
  {
    method: 'POST',
    path: '/api/user/new-smscode',
    auth: 'none',
    valid: async () => {
      const c = await newCaptcha(stack.mock, clock.now());
      return { data: { phone: freshPhone(), captchaKey: c.key, captcha: c.answer } };
    },
    invalid: { data: { phone: '12345', captchaKey: 'k', captcha: 'x' } },
    check: (d) => expect(d).toEqual({ expiresIn: 300, resendIn: 60 }),
  },
  {
    method: 'POST',
    path: '/api/user/register',
    auth: 'none',
    valid: async () => {
      const phone = freshPhone();
      const c = await newCaptcha(stack.mock, clock.now());
      await post('/api/user/new-smscode', { data: { phone, captchaKey: c.key, captcha: c.answer } });
      return { phone, code: MOCK_TEST_SMS_CODE, nickname: '新车主', consent: true };
    },
    invalid: { phone: '13900001234', code: MOCK_TEST_SMS_CODE, consent: false },
    check: (d) => expect(d).toMatchObject({ token: expect.any(String), user: { nickname: '新车主' } }),
  },
  {
    method: 'POST',
    path: '/api/user/login',
    auth: 'none',
    valid: async () => {
      const c = await newCaptcha(stack.mock, clock.now());
      await post('/api/user/new-smscode', { data: { phone: SEEDED_PHONE, captchaKey: c.key, captcha: c.answer } });
      return { phone: SEEDED_PHONE, code: MOCK_TEST_SMS_CODE };
    },
    invalid: { phone: SEEDED_PHONE, code: '12ab56' },
    check: (d) => expect(d).toMatchObject({ token: expect.any(String), user: { id: 1, phone: '138****8000' } }),
  },
  {
    method: 'POST',
    path: '/api/user/ckauth',
    auth: 'required',
    valid: () => ({}),
    invalid: { extra: 1 },
    check: (d) => expect(d).toMatchObject({ id: 1, nickname: '奥瑞麟车主' }),
  },
  {
    method: 'POST',
    path: '/api/user/logout',
    auth: 'required',
    as: freshUser,
    valid: () => ({}),
    invalid: { extra: 1 },
    check: (d) => expect(d).toBeNull(),
  },
  {
    method: 'POST',
    path: '/api/user/cancel-smscode',
    auth: 'required',
    as: freshUserReadyForCodes,
    valid: () => ({}),
    invalid: { extra: 1 },
  },
  {
    method: 'POST',
    path: '/api/user/cancel',
    auth: 'required',
    as: async () => {
      const t = await freshUserReadyForCodes();
      await post('/api/user/cancel-smscode', {}, t);
      return t;
    },
    valid: () => ({ code: MOCK_TEST_SMS_CODE }),
    invalid: { code: '12' },
  },
  {
    method: 'POST',
    path: '/api/user/reset-nickname',
    auth: 'required',
    valid: () => ({ nickname: '试驾达人' }),
    invalid: { nickname: '' },
    check: (d) => expect(d).toMatchObject({ nickname: '试驾达人' }),
  },
  {
    method: 'POST',
    path: '/api/user/upphone-smscode',
    auth: 'required',
    valid: () => ({ phone: freshPhone() }),
    invalid: { phone: '1' },
  },
  {
    method: 'POST',
    path: '/api/user/reset-phonenumber',
    auth: 'required',
    as: async () => {
      const t = await freshUserReadyForCodes();
      await post('/api/user/upphone-smscode', { phone: '13911112222' }, t);
      return t;
    },
    valid: () => ({ phone: '13911112222', code: MOCK_TEST_SMS_CODE }),
    invalid: { phone: '13911112222', code: 'abcdef' },
  },
  {
    method: 'POST',
    path: '/api/user/sendEmail',
    auth: 'required',
    valid: () => ({ email: 'owner@example.com' }),
    invalid: { email: 'not-an-email' },
  },
  {
    method: 'POST',
    path: '/api/user/resetEmail',
    auth: 'required',
    valid: () => ({ email: 'owner@example.com', code: MOCK_TEST_SMS_CODE }),
    invalid: { email: 'owner@example.com' },
    check: (d) => expect(d).toMatchObject({ email: 'owner@example.com' }),
  },
  {
    method: 'POST',
    path: '/api/user/saveCustomized',
    auth: 'required',
    valid: () => configInput,
    invalid: { ...configInput, options: 'PKG-TECH' },
    check: (d) => {
      expect(d).toMatchObject({ id: expect.any(Number), code: expect.stringMatching(/^[0-9A-Z]{8}$/) });
      shareCode = (d as { code: string }).code;
    },
  },
  {
    method: 'POST',
    path: '/api/user/customizedList',
    auth: 'required',
    valid: () => ({}),
    invalid: { page: '1' },
    paged: 50,
  },
  {
    method: 'POST',
    path: '/api/user/customizedInfo',
    auth: 'required',
    valid: async () => ({
      id: dataOf<{ list: { id: number }[] }>(await post('/api/user/customizedList', {})).list[0]?.id ?? 0,
    }),
    invalid: { id: -1 },
    check: (d) => expect(d).toMatchObject({ seriesCode: expect.any(String), totalPrice: expect.any(Number) }),
  },
  {
    method: 'POST',
    path: '/api/user/deleteUserCustomized',
    auth: 'required',
    valid: async () => ({ id: dataOf<{ id: number }>(await post('/api/user/saveCustomized', configInput)).id }),
    invalid: { id: 'x' },
  },
  {
    method: 'POST',
    path: '/api/user/renameCustomized',
    auth: 'required',
    valid: async () => ({
      id: dataOf<{ id: number }>(await post('/api/user/saveCustomized', configInput)).id,
      name: '周末座驾',
    }),
    invalid: { id: 1, name: '' },
    check: (d) => expect(d).toMatchObject({ name: '周末座驾', buildable: true }),
  },
  {
    method: 'GET',
    path: '/api/user/findCodeInfo',
    auth: 'none',
    valid: () => ({ code: shareCode }),
    invalid: { code: 'x' },
    check: (d) => expect(d).toMatchObject({ carId: 101, totalPrice: 299_900 + 12_000 }),
  },
  {
    method: 'POST',
    path: '/api/user/collections',
    auth: 'required',
    valid: () => ({ type: 'news', targetId: '3' }),
    invalid: { type: 'car', targetId: '3' },
    check: (d) => expect(d).toEqual({ collected: true }),
  },
  {
    method: 'POST',
    path: '/api/user/isCollections',
    auth: 'required',
    valid: () => ({ type: 'news', targetId: '3' }),
    invalid: { type: 'news' },
    check: (d) => expect(d).toEqual({ collected: true }),
  },
  {
    method: 'POST',
    path: '/api/user/collectionsList',
    auth: 'required',
    valid: () => ({}),
    invalid: { type: 'car' },
    paged: 20,
  },
  {
    method: 'POST',
    path: '/api/user/follow',
    auth: 'required',
    valid: () => ({ dealerId: 5 }),
    invalid: { dealerId: '5' },
  },
  {
    method: 'POST',
    path: '/api/user/followList',
    auth: 'required',
    valid: () => ({}),
    invalid: { pageSize: 0 },
    paged: 20,
  },
  { method: 'POST', path: '/api/user/drivce', auth: 'required', valid: () => ({}), invalid: { page: 0 }, paged: 20 },
  {
    method: 'POST',
    path: '/api/user/msgList',
    auth: 'required',
    valid: () => ({}),
    invalid: { pageSize: 101 },
    paged: 20,
  },
  {
    method: 'POST',
    path: '/api/user/unread-messages-count',
    auth: 'required',
    valid: () => ({}),
    invalid: { extra: true },
    check: (d) => expect(d).toEqual({ count: expect.any(Number) }),
  },
  {
    method: 'POST',
    path: '/api/user/readMsg',
    auth: 'required',
    valid: () => ({}),
    invalid: { id: 'all' },
    check: (d) => expect(d).toEqual({ count: 0 }),
  },

  // ---- client API
  {
    method: 'GET',
    path: '/api/client/findIndexKv',
    auth: 'none',
    valid: () => ({}),
    invalid: null,
    check: (d) => expect((d as unknown[]).length).toBeGreaterThan(0),
  },
  { method: 'GET', path: '/api/client/findNews', auth: 'none', valid: () => ({}), invalid: { page: 'two' }, paged: 10 },
  {
    method: 'GET',
    path: '/api/client/findNewsById',
    auth: 'none',
    valid: () => ({ id: 1 }),
    invalid: { id: 'abc' },
    check: (d) => expect(d).toMatchObject({ id: 1, body: expect.any(Array) }),
  },
  {
    method: 'GET',
    path: '/api/client/queryCarSeriesList',
    auth: 'none',
    valid: () => ({}),
    invalid: null,
    check: (d) => expect((d as { code: string }[]).map((s) => s.code)).toEqual(['es', 'ux', 'nx', 'lc', 'lm', 'gx']),
  },
  { method: 'GET', path: '/api/client/queryAllCar', auth: 'none', valid: () => ({}), invalid: null },
  {
    method: 'GET',
    path: '/api/client/queryModel',
    auth: 'none',
    valid: () => ({ seriesCode: 'nx' }),
    invalid: { seriesCode: 'zz' },
    check: (d) => expect(d).toMatchObject({ paints: expect.any(Array), sequences: expect.any(Array) }),
  },
  {
    method: 'GET',
    path: '/api/client/queryCarSeriesSpec/',
    auth: 'none',
    valid: () => ({ seriesCode: 'es' }),
    invalid: {},
    check: (d) =>
      expect((d as { groups: { rows: unknown[] }[] }).groups.flatMap((g) => g.rows).length).toBeGreaterThanOrEqual(40),
  },
  {
    method: 'GET',
    path: '/api/client/queryCarSeriesCompare/',
    auth: 'none',
    valid: () => ({ seriesCodes: 'es,nx' }),
    invalid: { seriesCodes: 'es' },
  },
  {
    method: 'GET',
    path: '/api/client/queryCarSpecByCarId/',
    auth: 'none',
    valid: () => ({ carId: 301 }),
    invalid: { carId: 0 },
  },
  {
    method: 'GET',
    path: '/api/client/queryCarSpecCompareByCarId/',
    auth: 'none',
    valid: () => ({ carIds: '101,301' }),
    invalid: { carIds: '101,101' },
  },
  { method: 'GET', path: '/api/client/queryAllSpecInfo/', auth: 'none', valid: () => ({}), invalid: null },
  {
    method: 'GET',
    path: '/api/client/queryCarSeriesNotes/',
    auth: 'none',
    valid: () => ({ seriesCode: 'lm' }),
    invalid: { seriesCode: 'LM ' },
  },
  {
    method: 'GET',
    path: '/api/client/queryOptionalList',
    auth: 'none',
    valid: () => ({ seriesCode: 'es' }),
    invalid: { seriesCode: '' },
    check: (d) => {
      const paints = (d as { kind: string; price: number }[]).filter((i) => i.kind === 'paint');
      expect(paints.length).toBeGreaterThan(0);
      expect(paints.every((p) => p.price === 5200)).toBe(true);
    },
  },
  {
    method: 'GET',
    path: '/api/client/IP',
    auth: 'none',
    valid: () => ({}),
    invalid: { ip: '999.1.1.1' },
    check: (d) => expect(d).toMatchObject({ provinceName: '上海市', cityName: '上海市' }),
  },
  {
    method: 'GET',
    path: '/api/client/findRegions',
    auth: 'none',
    valid: () => ({}),
    invalid: null,
    check: (d) => expect(d).toHaveLength(34),
  },
  {
    method: 'GET',
    path: '/api/client/findDealers',
    auth: 'none',
    valid: () => ({ provinceId: 330000 }),
    invalid: { cityId: 'hz' },
    check: (d) => expect((d as { provinceName: string }[]).every((x) => x.provinceName === '浙江省')).toBe(true),
  },
  { method: 'GET', path: '/api/client/staffAndQrcode', auth: 'none', valid: () => ({ dealerId: 1 }), invalid: {} },
  {
    method: 'POST',
    path: '/api/client/smsDelaer',
    auth: 'none',
    valid: () => ({ dealerId: 1, phone: '13700002222' }),
    invalid: { dealerId: 1, phone: '0213456' },
  },
  {
    method: 'GET',
    path: '/api/client/loadTcmi',
    auth: 'none',
    valid: () => ({ dnrepfrm: 'index-testdrive' }),
    invalid: { dnrepfrm: '<script>' },
    check: (d) => expect(d).toMatchObject({ formCode: 'index-testdrive' }),
  },
  {
    method: 'POST',
    path: '/api/client/saleClue',
    auth: 'optional',
    valid: () => lead({ remark: '想了解置换政策' }),
    invalid: lead({ accept: false }),
  },
  {
    method: 'POST',
    path: '/api/client/saleClue',
    auth: 'optional',
    valid: () => quickLeadBody({ ACId: 301 }),
    invalid: quickLeadBody({ cartype: 'zz' }),
  },
  {
    method: 'POST',
    path: '/api/client/testDrivce',
    auth: 'optional',
    valid: () => lead({ sex: '2', campaignCode: '000000', province: '北京', city: '北京', dealer: '奥瑞麟北京店' }),
    invalid: lead({ sex: '3' }),
  },
  {
    method: 'POST',
    path: '/api/client/smsAutoshow',
    auth: 'none',
    valid: () => ({ phone: '13700003333', name: '王芳', s: 25 }),
    invalid: { phone: '13700003333', name: '王芳', s: '25' },
  },
  {
    method: 'POST',
    path: '/api/client/recall/',
    auth: 'none',
    valid: () => ({ vin: 'LAUES13M2SA900379' }),
    invalid: { vin: 'SHORTVIN' },
    check: (d) => expect(d).toMatchObject({ seriesCode: 'es' }),
  },
  {
    method: 'GET',
    path: '/api/client/queryOutQuality',
    auth: 'none',
    valid: () => ({}),
    invalid: { seriesCode: 'abc' },
    paged: 10,
  },
  { method: 'GET', path: '/api/client/getFinalcialCars', auth: 'none', valid: () => ({}), invalid: null },
  {
    method: 'GET',
    path: '/api/client/getFinancialProductUrl',
    auth: 'none',
    valid: () => ({ carId: 101 }),
    invalid: { carId: 'x' },
  },
  {
    method: 'GET',
    path: '/api/client/getBrand',
    auth: 'none',
    valid: () => ({}),
    invalid: null,
    check: (d) => expect(d).toContainEqual({ id: 1, name: '奥瑞麟', initial: 'A' }),
  },
  {
    method: 'GET',
    path: '/api/client/getPassengerSeries',
    auth: 'none',
    valid: () => ({ brandId: 1 }),
    invalid: { brandId: -3 },
  },
  { method: 'GET', path: '/api/client/getPassengerYear', auth: 'none', valid: () => ({ seriesId: 1 }), invalid: {} },
  {
    method: 'GET',
    path: '/api/client/getPassengerModel',
    auth: 'none',
    valid: () => ({ seriesId: 1, year: 2022 }),
    invalid: { seriesId: 1, year: 'new' },
  },
  {
    method: 'GET',
    path: '/api/client/getUsedPriceMileageAllCityFive',
    auth: 'none',
    valid: () => ({ modelId: 1, mileage: 3.5, cityId: 310100, regDate: '2023-05' }),
    invalid: { modelId: 1, mileage: 3.5, cityId: 310100, regDate: '2023-13' },
    check: (d) => expect((d as { prices: unknown[] }).prices).toHaveLength(5),
  },

  // ---- legacy host
  {
    method: 'GET',
    path: '/client/ip/location',
    auth: 'none',
    valid: () => ({ ip: '202.96.209.5' }),
    invalid: { ip: 'localhost' },
  },
  { method: 'GET', path: '/client/car/params', auth: 'none', valid: () => ({ seriesCode: 'ux' }), invalid: {} },
  {
    method: 'GET',
    path: '/client/car/configurator',
    auth: 'none',
    valid: () => ({ seriesCode: 'ux' }),
    invalid: { seriesCode: 'ab' },
  },
  { method: 'GET', path: '/client/car/spec', auth: 'none', valid: () => ({ carId: 501 }), invalid: { carId: '1.5' } },
  {
    method: 'GET',
    path: '/client/news/list',
    auth: 'none',
    valid: () => ({}),
    invalid: { category: '八卦' },
    paged: 10,
  },
  { method: 'GET', path: '/client/news/detail', auth: 'none', valid: () => ({ id: 2 }), invalid: { id: '' } },
  {
    method: 'GET',
    path: '/client/dealer/list',
    auth: 'none',
    valid: () => ({ cityId: 310100 }),
    invalid: { provinceId: 'sh' },
  },
  {
    method: 'GET',
    path: '/client/dealer/staff-qrcode',
    auth: 'none',
    valid: () => ({ dealerId: 2 }),
    invalid: { dealerId: 'x' },
  },
  {
    method: 'POST',
    path: '/client/lead/sale-clue',
    auth: 'optional',
    valid: () => lead({ s: 30 }),
    invalid: lead({ phone: '110' }),
  },
  {
    method: 'POST',
    path: '/client/recall/query',
    auth: 'none',
    valid: () => ({ vin: 'LAUNX00000S000000' }),
    invalid: { vin: 'IOQ' },
  },
  { method: 'GET', path: '/client/accessories/list', auth: 'none', valid: () => ({ seriesCode: 'gx' }), invalid: {} },
  {
    method: 'GET',
    path: '/client/wechat/jssdk-config',
    auth: 'none',
    valid: () => ({ url: 'https://www.aurelion.example/models/es' }),
    invalid: { url: 'https://x.example/#a' },
    check: (d) => expect(d).toMatchObject({ signature: expect.stringMatching(/^[0-9a-f]{40}$/) }),
  },
  {
    method: 'GET',
    path: '/client/wechat/jsapi-ticket',
    auth: 'none',
    valid: () => ({}),
    invalid: null,
    check: (d) => expect(d).toMatchObject({ ticket: expect.any(String), expiresIn: 7200 }),
  },
  { method: 'GET', path: '/client/used-car/brands', auth: 'none', valid: () => ({}), invalid: null },
  { method: 'GET', path: '/client/used-car/series', auth: 'none', valid: () => ({ brandId: 2 }), invalid: {} },
  {
    method: 'GET',
    path: '/client/used-car/years',
    auth: 'none',
    valid: () => ({ seriesId: 2 }),
    invalid: { seriesId: 'a' },
  },
  {
    method: 'GET',
    path: '/client/used-car/models',
    auth: 'none',
    valid: () => ({ seriesId: 1, year: 2024 }),
    invalid: { seriesId: 1 },
  },
  {
    method: 'GET',
    path: '/client/used-car/price',
    auth: 'none',
    valid: () => ({ modelId: 3, mileage: 1, cityId: 110100, regDate: '2024-01' }),
    invalid: { modelId: 3, mileage: -1, cityId: 110100, regDate: '2024-01' },
  },
  {
    method: 'POST',
    path: '/client/datalake/test-drive-clue',
    auth: 'optional',
    valid: () => lead({ s: 31 }),
    invalid: lead({ dealerCode: '' }),
  },
];

beforeAll(async () => {
  token = await loginAs(stack.mock, SEEDED_PHONE, { signAt: clock.now() });
});

describe('mock API: every endpoint', () => {
  it('covers every endpoint of the contract', async () => {
    const { ALL_ROUTES } = await import('../../mock-api/app.ts');
    expect(new Set(rows.map((r) => `${r.method} ${r.path}`))).toEqual(
      new Set(ALL_ROUTES.map((r) => `${r.method} ${r.path}`)),
    );
  });

  for (const row of rows) {
    describe(`${row.method} ${row.path}`, () => {
      it('answers its envelope with data for valid input', async () => {
        clock.advance(61_000);
        const authToken = row.as ? await row.as() : row.auth === 'required' ? token : undefined;
        const res = await send(row, await row.valid(), authToken);
        expect(res.status).toBe(200);
        expect(res.body, JSON.stringify(res.body)).toMatchObject(okCode(row.path));
        expect(res.body).toHaveProperty(isLegacy(row.path) ? 'retMsg' : 'msg');
        if (row.paged !== undefined) {
          expect(res.body.data).toMatchObject({
            page: 1,
            pageSize: row.paged,
            total: expect.any(Number),
            list: expect.any(Array),
          });
        }
        row.check?.(res.body.data);
      });

      if (row.auth === 'required') {
        it('refuses a missing or unknown token with 401', async () => {
          const missing = await send(row, {});
          expect(missing.body).toMatchObject({ code: 401, data: null });
          const unknown = await send(row, {}, 'not-a-real-token');
          expect(unknown.body).toMatchObject({ code: 401, data: null });
        });
      } else if (row.auth === 'optional') {
        it('refuses an unknown token (expired session) but works without one', async () => {
          const res = await send(row, await row.valid(), 'not-a-real-token');
          expect(res.body).toMatchObject(code(row.path, 401, 1002));
        });
      }

      if (row.invalid !== null) {
        const invalid = row.invalid;
        it('rejects invalid input with a validation error', async () => {
          clock.advance(61_000);
          const res = await send(row, invalid, row.auth === 'required' ? token : undefined);
          expect(res.status).toBe(200);
          expect(res.body, JSON.stringify(res.body)).toMatchObject({ ...code(row.path, 400, 1001), data: null });
        });
      }
    });
  }
});
