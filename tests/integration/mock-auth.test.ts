/** Auth flow of the mock user service: captcha, SMS codes, login, logout and the code rules (mock-api/README.md). */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  dataOf,
  newCaptcha,
  testMockOptions,
  testClock,
  testDriveBody,
  type TestClock,
} from '../support/mock-client.ts';
import { useStack } from '../support/stack.ts';

const clock: TestClock = testClock();
/** This suite uses random codes (no fixed MOCK_SMS_CODE) and reads them from the inspection endpoint. */
const stack = useStack({ app: false, mock: testMockOptions({ now: clock.now, smsCode: undefined }) });
const REGISTERED = '13800138000';

async function sendLoginCode(phone: string) {
  const c = await newCaptcha(stack.mock, clock.now());
  return call(stack.mock, 'POST', '/api/user/new-smscode', {
    body: { data: { phone, captchaKey: c.key, captcha: c.answer } },
    signAt: clock.now(),
  });
}

async function lastCode(phone: string, kind = 'login'): Promise<string> {
  const records = dataOf<{ to: string; kind: string; code: string | null }[]>(
    await call(stack.mock, 'GET', '/__mock/records/sms', { sign: false }),
  );
  const found = records.find((r) => r.to === phone && r.kind === kind);
  if (!found?.code) throw new Error(`no ${kind} code for ${phone}`);
  return found.code;
}

function post(path: string, body: object, token?: string) {
  return call(stack.mock, 'POST', path, { body, signAt: clock.now(), ...(token ? { token } : {}) });
}

function wrong(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

beforeEach(() => {
  stack.mock.reset();
  clock.advance(120_000);
});

describe('mock auth flow', () => {
  it('captcha -> SMS code -> login -> token works -> logout -> token refused with 401', async () => {
    const sent = await sendLoginCode(REGISTERED);
    expect(sent.body).toMatchObject({ code: 200, data: { expiresIn: 300, resendIn: 60 } });
    const code = await lastCode(REGISTERED);
    expect(code).toMatch(/^\d{6}$/);

    const login = await post('/api/user/login', { phone: REGISTERED, code });
    expect(login.body).toMatchObject({ code: 200, data: { user: { id: 1, phone: '138****8000' } } });
    const { token } = dataOf<{ token: string }>(login);

    expect((await post('/api/user/ckauth', {}, token)).body).toMatchObject({ code: 200, data: { id: 1 } });
    // A bare token (no "Bearer") is accepted too.
    const bare = await call(stack.mock, 'POST', '/api/user/ckauth', {
      body: {},
      headers: { Authorization: token },
      signAt: clock.now(),
    });
    expect(bare.body).toMatchObject({ code: 200 });

    expect((await post('/api/user/logout', {}, token)).body).toMatchObject({ code: 200, data: null });
    expect((await post('/api/user/ckauth', {}, token)).body).toMatchObject({ code: 401, data: null });
  });

  it('a code is single use', async () => {
    await sendLoginCode(REGISTERED);
    const code = await lastCode(REGISTERED);
    expect((await post('/api/user/login', { phone: REGISTERED, code })).body).toMatchObject({ code: 200 });
    expect((await post('/api/user/login', { phone: REGISTERED, code })).body).toMatchObject({ code: 4102 });
  });

  it('five wrong codes kill the code: the sixth attempt is refused even with the right code', async () => {
    await sendLoginCode(REGISTERED);
    const code = await lastCode(REGISTERED);
    for (let i = 1; i <= 4; i++)
      expect((await post('/api/user/login', { phone: REGISTERED, code: wrong(code) })).body).toMatchObject({
        code: 4102,
      });
    expect((await post('/api/user/login', { phone: REGISTERED, code: wrong(code) })).body).toMatchObject({
      code: 4103,
    });
    expect((await post('/api/user/login', { phone: REGISTERED, code })).body).toMatchObject({ code: 4103 });
  });

  it('refuses a resend within 60 s with 429 and Retry-After, and allows it after', async () => {
    expect((await sendLoginCode(REGISTERED)).body).toMatchObject({ code: 200 });
    clock.advance(30_000);
    const again = await sendLoginCode(REGISTERED);
    expect(again.body).toMatchObject({ code: 429, data: null });
    expect(Number(again.headers['retry-after'])).toBe(30);
    clock.advance(31_000);
    expect((await sendLoginCode(REGISTERED)).body).toMatchObject({ code: 200 });
  });

  it('a code expires after 5 minutes', async () => {
    await sendLoginCode(REGISTERED);
    const code = await lastCode(REGISTERED);
    clock.advance(5 * 60_000);
    const res = await post('/api/user/login', { phone: REGISTERED, code });
    expect(res.body).toMatchObject({ code: 4102, msg: expect.stringContaining('过期') });
  });

  it('a code is bound to its purpose: a login code does not cancel the account', async () => {
    await sendLoginCode(REGISTERED);
    const token = dataOf<{ token: string }>(
      await post('/api/user/login', { phone: REGISTERED, code: await lastCode(REGISTERED) }),
    ).token;
    clock.advance(61_000);
    await sendLoginCode(REGISTERED);
    const loginCode = await lastCode(REGISTERED);
    expect((await post('/api/user/cancel', { code: loginCode }, token)).body).toMatchObject({ code: 4102 });
    expect((await post('/api/user/ckauth', {}, token)).body).toMatchObject({ code: 200 });
  });

  it('answers alike for registered and unregistered numbers, then sends the new one to register', async () => {
    const registered = await sendLoginCode(REGISTERED);
    const unknownPhone = '13622223333';
    const unregistered = await sendLoginCode(unknownPhone);
    expect(unregistered.status).toBe(registered.status);
    expect(unregistered.body).toEqual(registered.body);

    const code = await lastCode(unknownPhone);
    expect((await post('/api/user/login', { phone: unknownPhone, code })).body).toMatchObject({ code: 4104 });
    const reg = await post('/api/user/register', { phone: unknownPhone, code, consent: true });
    expect(reg.body).toMatchObject({ code: 200, data: { user: { phone: '136****3333' } } });
    expect((await post('/api/user/register', { phone: unknownPhone, code, consent: true })).body).toMatchObject({
      code: 409,
    });
  });

  it('a captcha answer works once, and a wrong answer burns it', async () => {
    const c = await newCaptcha(stack.mock, clock.now());
    const body = { data: { phone: REGISTERED, captchaKey: c.key, captcha: c.answer } };
    expect((await post('/api/user/new-smscode', body)).body).toMatchObject({ code: 200 });
    clock.advance(61_000);
    expect((await post('/api/user/new-smscode', body)).body).toMatchObject({ code: 4101 });

    const d = await newCaptcha(stack.mock, clock.now());
    expect((await post('/api/user/captcha', { key: d.key, code: 'zzzz' })).body).toMatchObject({ code: 4101 });
    expect((await post('/api/user/captcha', { key: d.key, code: d.answer })).body).toMatchObject({ code: 4101 });
  });

  it('cancel deletes the account and its data', async () => {
    await sendLoginCode(REGISTERED);
    const token = dataOf<{ token: string }>(
      await post('/api/user/login', { phone: REGISTERED, code: await lastCode(REGISTERED) }),
    ).token;
    clock.advance(61_000);
    expect((await post('/api/user/cancel-smscode', {}, token)).body).toMatchObject({ code: 200 });
    expect((await post('/api/user/cancel', { code: await lastCode(REGISTERED, 'cancel') }, token)).body).toMatchObject({
      code: 200,
    });
    expect((await post('/api/user/ckauth', {}, token)).body).toMatchObject({ code: 401 });
    const db = await call(stack.mock, 'GET', '/__mock/db/customized', { sign: false, query: { userId: 1 } });
    expect(dataOf<unknown[]>(db)).toEqual([]);
  });

  it("a test drive booked with a user's phone appears in that user's appointments, once per idempotency key", async () => {
    await sendLoginCode(REGISTERED);
    const token = dataOf<{ token: string }>(
      await post('/api/user/login', { phone: REGISTERED, code: await lastCode(REGISTERED) }),
    ).token;
    const before = dataOf<{ total: number }>(await post('/api/user/drivce', {}, token)).total;
    const booking = testDriveBody({ name: '陈静', phone: REGISTERED, ASId: 3, ASName: 'NX', ACId: null, ACName: '', s: 34 });
    const headers = { 'Idempotency-Key': 'booking-0001' };
    const first = await call(stack.mock, 'POST', '/api/client/testDrivce', { body: booking, headers, signAt: clock.now() });
    const second = await call(stack.mock, 'POST', '/api/client/testDrivce', { body: booking, headers, signAt: clock.now() });
    expect(first.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    expect(second.body).toEqual(first.body);

    const list = dataOf<{ total: number; list: { seriesCode: string; status: string }[] }>(
      await post('/api/user/drivce', {}, token),
    );
    expect(list.total).toBe(before + 1);
    expect(list.list[0]).toMatchObject({ seriesCode: 'nx', status: 'submitted' });
    const records = dataOf<{ s: number; phone: string }[]>(
      await call(stack.mock, 'GET', '/__mock/records/test-drives', { sign: false }),
    );
    expect(records[0]).toMatchObject({ s: 34, phone: REGISTERED });
  });
});
