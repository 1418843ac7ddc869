/**
 * Talking to the real mock API over HTTP in tests: an ephemeral instance with a silent logger, a fixed
 * SMS code and a clock the test controls, and a signed request helper.
 */
import { pino } from 'pino';
import superagent from 'superagent';
import { createMockApi, type MockApi, type MockApiOptions } from '../../mock-api/server.ts';
import { signatureHeaders } from '../../mock-api/signature.ts';
import { LEAD_CODES } from '#shared/domain/lead-form';

export const MOCK_TEST_SECRET = 'mock-test-secret';
export const MOCK_TEST_SMS_CODE = '246810';

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      current += ms;
    },
  };
}

/** Options of a mock tested on its own (`useStack({ app: false, mock: testMockOptions() })`). */
export function testMockOptions(options: MockApiOptions = {}): MockApiOptions {
  return { port: 0, signSecret: MOCK_TEST_SECRET, smsCode: MOCK_TEST_SMS_CODE, logger: pino({ level: 'silent' }), ...options };
}

/** A mock with `testMockOptions`, for a test that needs one of its own; the test closes it. */
export async function startTestMock(options: MockApiOptions = {}): Promise<MockApi> {
  return createMockApi(testMockOptions(options));
}

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  /** Raw body string (sent as is, with `contentType`). */
  raw?: string;
  contentType?: string;
  token?: string;
  headers?: Record<string, string>;
  /** false: no signature headers. */
  sign?: boolean;
  /** Clock used for the signature (default: real time). */
  signAt?: number;
}

export interface CallResult {
  status: number;
  body: Record<string, unknown>;
  text: string;
  headers: Record<string, string>;
}

export async function call(
  mock: MockApi,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const pathname = path.split('?')[0] ?? path;
  let req = superagent(method, mock.url + path).ok(() => true);
  if (options.sign !== false) req = req.set(signatureHeaders(MOCK_TEST_SECRET, method, pathname, options.signAt));
  if (options.token) req = req.set('Authorization', `Bearer ${options.token}`);
  if (options.headers) req = req.set(options.headers);
  if (options.query) req = req.query(options.query);
  if (options.raw !== undefined)
    req = req.set('Content-Type', options.contentType ?? 'application/json').send(options.raw);
  else if (options.body !== undefined) req = req.send(options.body as object);
  const res = await req;
  const body: unknown = res.body;
  return {
    status: res.status,
    body: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
    text: res.text,
    headers: res.headers as Record<string, string>,
  };
}

/** `data` of an answer, typed by the caller. */
export function dataOf<T>(result: CallResult): T {
  return result.body.data as T;
}

/** The latest captcha's key and answer, read from the inspection endpoint. */
export async function newCaptcha(mock: MockApi, signAt?: number): Promise<{ key: string; answer: string }> {
  const gen = await call(mock, 'GET', '/api/captcha/gen', { signAt });
  const { key } = dataOf<{ key: string }>(gen);
  const records = await call(mock, 'GET', '/__mock/records/captchas', { sign: false });
  const found = dataOf<{ key: string; answer: string }[]>(records).find((c) => c.key === key);
  if (!found) throw new Error('captcha not recorded');
  return found;
}

/** Captcha -> SMS code -> login (or register when the phone is new). Returns the token. */
export async function loginAs(mock: MockApi, phone: string, options: { signAt?: number } = {}): Promise<string> {
  const captcha = await newCaptcha(mock, options.signAt);
  const sent = await call(mock, 'POST', '/api/user/new-smscode', {
    body: { data: { phone, captchaKey: captcha.key, captcha: captcha.answer } },
    signAt: options.signAt,
  });
  if (sent.body.code !== 200) throw new Error(`new-smscode: ${JSON.stringify(sent.body)}`);
  const login = await call(mock, 'POST', '/api/user/login', {
    body: { phone, code: MOCK_TEST_SMS_CODE },
    signAt: options.signAt,
  });
  if (login.body.code === 200) return dataOf<{ token: string }>(login).token;
  const register = await call(mock, 'POST', '/api/user/register', {
    body: { phone, code: MOCK_TEST_SMS_CODE, consent: true },
    signAt: options.signAt,
  });
  if (register.body.code !== 200) throw new Error(`register: ${JSON.stringify(register.body)}`);
  return dataOf<{ token: string }>(register).token;
}

/**
 * A valid `testDrivce` / `saleClue` body for the seeded data: dealer 1 is the flagship store of
 * Beijing (110000 / 110100) and sells every series; series 1 is ES with grade 101. The fixed codes
 * (campaign, clue type, sex, …) are the page form's.
 */
export function testDriveBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ASId: 1,
    ASName: 'ES',
    ACId: 101,
    ACName: 'ES 260 卓越版',
    name: '林晓',
    phone: '13700001111',
    dealerCode: 'A110001',
    dealerNo: '7001',
    provinceId: 110000,
    cityId: 110100,
    ...LEAD_CODES.page,
    remark: '',
    s: 25,
    accept: true,
    ...extra,
  };
}

/** A valid quick-enquiry `saleClue` body (same dealer as `testDriveBody`). */
export function quickLeadBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: '林晓',
    phone: '13700001111',
    cartype: 'nx',
    province: 110000,
    city: 110100,
    dealer: 'A110001',
    ACId: null,
    accept: true,
    s: 25,
    ...extra,
  };
}
