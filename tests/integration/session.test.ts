/**
 * Session cookie, CSRF and rate limits of the site's proxy layer (docs/decisions/0007-session-cookie.md),
 * over HTTP against createApp() and the real mock.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import superagent from 'superagent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maskText, REDACT_PATHS } from '../../server/logger.ts';
import { SESSION_COOKIE } from '#shared/api/session';
import { useStack, type Listening } from '../support/stack.ts';

const PHONE = '13800138000';
/** A second app with low limits for the rate-limit tests (counters live per app). */
let limited: Listening;
const ORIGIN = 'https://www.aurelion.example';
const logLines: string[] = [];

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

function post(path: string, body: object, headers: Record<string, string> = {}, base = site.url) {
  return superagent
    .post(base + path)
    .ok(() => true)
    .set({ Origin: ORIGIN, ...headers })
    .send(body);
}

async function mockRecords<T>(kind: 'sms' | 'captchas'): Promise<T[]> {
  const res = await superagent.get(`${site.mock.url}/__mock/records/${kind}`);
  return (res.body as { data: T[] }).data;
}

/** Captcha through the site, answer from the mock's inspection endpoint. */
async function captcha(ip = '10.0.0.1', base = site.url): Promise<{ key: string; answer: string }> {
  const res = await superagent.get(`${base}/api/captcha/gen`).set('X-Forwarded-For', ip);
  const key = (res.body as { data: { key: string } }).data.key;
  const found = (await mockRecords<{ key: string; answer: string }>('captchas')).find((c) => c.key === key);
  if (!found) throw new Error('captcha not recorded');
  return found;
}

async function sendCode(phone: string, ip = '10.0.0.1', base = site.url) {
  const c = await captcha(ip, base);
  return post(
    '/api/user/new-smscode',
    { data: { phone, captchaKey: c.key, captcha: c.answer } },
    { 'X-Forwarded-For': ip },
    base,
  );
}

async function lastCode(phone: string): Promise<string> {
  const found = (await mockRecords<{ to: string; kind: string; code: string }>('sms')).find(
    (r) => r.to === phone && r.kind === 'login',
  );
  if (!found) throw new Error('no code sent');
  return found.code;
}

function sessionCookieOf(res: superagent.Response): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

async function login(phone = PHONE): Promise<{ cookie: string; res: superagent.Response }> {
  const sent = await sendCode(phone, `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  expect((sent.body as Envelope).code).toBe(200);
  const res = await post('/api/user/login', { phone, code: await lastCode(phone) });
  const setCookie = sessionCookieOf(res);
  if (!setCookie) throw new Error(`no session cookie: ${res.text}`);
  return { cookie: setCookie.split(';')[0] ?? '', res };
}

const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(chunk.toString());
    done();
  },
});
// The production logger's redaction and masking, writing into a sink the test reads.
const logger = pino(
  {
    level: 'info',
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? maskText(a) : a)) as Parameters<typeof method>);
      },
    },
  },
  sink,
);
const site = useStack({ app: { deps: () => ({ logger, rateLimits: { codePerTarget: 100, codePerIp: 100, captchaPerIp: 100 } }) } });

beforeAll(async () => {
  limited = await site.startApp({ deps: () => ({ rateLimits: { codePerTarget: 3, codePerIp: 6, captchaPerIp: 8 } }) });
});

beforeEach(async () => {
  await superagent.post(`${site.mock.url}/__mock/reset`);
});

describe('session cookie', () => {
  it('login sets an httpOnly SameSite=Lax cookie and answers the user without the token', async () => {
    const { res } = await login();
    const cookie = sessionCookieOf(res) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // plain HTTP here; Secure behind HTTPS (below)
    const body = res.body as Envelope & { data: { user: { nickname: string }; token?: string } };
    expect(body.code).toBe(200);
    expect(body.data.user.nickname).toBe('奥瑞麟车主');
    expect(body.data.token).toBeUndefined();
    expect(res.text).not.toContain(cookie.split(';')[0]?.split('=')[1] ?? 'x');
  });

  it('marks the cookie Secure behind HTTPS (trusted X-Forwarded-Proto)', async () => {
    await sendCode(PHONE, '10.2.0.1');
    const res = await post(
      '/api/user/login',
      { phone: PHONE, code: await lastCode(PHONE) },
      { 'X-Forwarded-Proto': 'https' },
    );
    expect(sessionCookieOf(res)).toMatch(/;\s*Secure/i);
  });

  it('sends the cookie token upstream as Authorization for proxied calls', async () => {
    const { cookie } = await login();
    const res = await post('/api/user/ckauth', {}, { Cookie: cookie });
    expect((res.body as Envelope).code).toBe(200);
    const anonymous = await post('/api/user/ckauth', {});
    expect((anonymous.body as Envelope).code).toBe(401);
  });

  it('logout clears the cookie and the old cookie is refused afterwards', async () => {
    const { cookie } = await login();
    const out = await post('/api/user/logout', {}, { Cookie: cookie });
    expect((out.body as Envelope).code).toBe(200);
    expect(sessionCookieOf(out)).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`, 'i'));
    const after = await post('/api/user/ckauth', {}, { Cookie: cookie });
    expect((after.body as Envelope).code).toBe(401);
  });

  it('an unregistered phone answers 4104 without a cookie; register then sets it', async () => {
    const phone = '13911112222';
    await sendCode(phone, '10.3.0.1');
    const code = await lastCode(phone);
    const first = await post('/api/user/login', { phone, code });
    expect((first.body as Envelope).code).toBe(4104);
    expect(sessionCookieOf(first)).toBeUndefined();
    const reg = await post('/api/user/register', { phone, code, consent: true });
    expect((reg.body as Envelope).code).toBe(200);
    expect(sessionCookieOf(reg)).toMatch(/HttpOnly/i);
    expect(reg.text).not.toMatch(/"token"/);
  });

  it('a wrong code answers the upstream error and sets no cookie', async () => {
    await sendCode(PHONE, '10.4.0.1');
    const code = await lastCode(PHONE);
    const res = await post('/api/user/login', { phone: PHONE, code: code === '000000' ? '111111' : '000000' });
    expect((res.body as Envelope).code).toBe(4102);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('malformed JSON on login answers a 400 envelope', async () => {
    const res = await superagent
      .post(`${site.url}/api/user/login`)
      .ok(() => true)
      .set({ Origin: ORIGIN, 'Content-Type': 'application/json' })
      .send('{"phone":');
    expect(res.status).toBe(400);
    expect((res.body as Envelope).code).toBe(400);
  });
});

describe('CSRF', () => {
  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['an Origin of a look-alike host', { Origin: 'https://www.aurelion.example.evil.example' }],
    ['Origin null', { Origin: 'null' }],
    ['a foreign Referer without Origin', { Referer: 'https://evil.example/page' }],
  ])('rejects a mutation with %s (403 envelope)', async (_name, headers) => {
    const res = await superagent
      .post(`${site.url}/api/user/logout`)
      .ok(() => true)
      .set(headers)
      .send({});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, msg: '请求来源无效，请刷新页面后重试', data: null });
  });

  it('rejects a mutation without Origin or Referer', async () => {
    const res = await superagent
      .post(`${site.url}/api/user/ckauth`)
      .ok(() => true)
      .send({});
    expect(res.status).toBe(403);
  });

  it('refuses a non-JSON body even from the site (form posts) with 415', async () => {
    const res = await superagent
      .post(`${site.url}/api/user/reset-nickname`)
      .ok(() => true)
      .set({ Origin: ORIGIN })
      .type('form')
      .send({ nickname: 'x' });
    expect(res.status).toBe(415);
    expect((res.body as Envelope).msg).toBe('请求格式无效，请刷新页面后重试');
  });

  it('answers legacy paths in the legacy envelope', async () => {
    const res = await superagent
      .post(`${site.url}/client/recall/query`)
      .ok(() => true)
      .set({ Origin: 'https://evil.example' })
      .send({ vin: 'x' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ retCode: 1003, data: null });
  });

  it('accepts the public origin, the own host (local development) and a same-site Referer', async () => {
    for (const headers of [{ Origin: ORIGIN }, { Origin: site.url }, { Referer: `${site.url}/account` }]) {
      const res = await superagent
        .post(`${site.url}/api/user/ckauth`)
        .ok(() => true)
        .set(headers)
        .send({});
      expect(res.status).toBe(200);
      expect((res.body as Envelope).code).toBe(401); // through to the upstream: no session
    }
  });

  it('leaves reads alone', async () => {
    const res = await superagent.get(`${site.url}/api/client/findIndexKv`).ok(() => true);
    expect(res.status).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits code sends per phone with 429, a Chinese message and Retry-After', async () => {
    const phone = '13700001111';
    for (let i = 0; i < 3; i++) {
      const res = await sendCode(phone, `10.5.${i}.1`, limited.url);
      expect(res.status).toBe(200);
    }
    // Full-width digits and spaces are the same phone.
    const c = await captcha('10.5.9.1', limited.url);
    const res = await post(
      '/api/user/new-smscode',
      { data: { phone: '１３７ 0000 1111', captchaKey: c.key, captcha: c.answer } },
      { 'X-Forwarded-For': '10.5.9.1' },
      limited.url,
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((res.body as Envelope).code).toBe(429);
    expect((res.body as Envelope).msg).toMatch(/^该号码获取验证码过于频繁，请 \d+ 分钟后再试$/);
  });

  it('limits code sends per IP across phones', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const c = await captcha(`10.6.${i}.1`, limited.url);
      const res = await post(
        '/api/user/new-smscode',
        { data: { phone: `1360000${String(i).padStart(4, '0')}`, captchaKey: c.key, captcha: c.answer } },
        { 'X-Forwarded-For': '10.6.0.200' },
        limited.url,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 6).every((s) => s === 200)).toBe(true);
    expect(statuses[6]).toBe(429);
  });

  it('limits captchas per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await superagent
        .get(`${limited.url}/api/captcha/gen`)
        .ok(() => true)
        .set('X-Forwarded-For', '10.7.0.1');
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});

describe('logs', () => {
  it('never contain the token, the phone number or the SMS code', async () => {
    logLines.length = 0;
    const { cookie } = await login();
    const token = cookie.split('=')[1] ?? '';
    const code = await lastCode(PHONE);
    await post('/api/user/ckauth', {}, { Cookie: cookie });
    const text = logLines.join('\n');
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(token);
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(code);
  });

  it('redact the session cookie by name', () => {
    expect(REDACT_PATHS).toContain(`*.${SESSION_COOKIE}`);
  });
});

describe('account pages', () => {
  it('redirect anonymous visitors (302) to the login page with prev', async () => {
    for (const path of ['/account', '/account/messages', '/account/favorites?type=news']) {
      const res = await superagent
        .get(site.url + path)
        .redirects(0)
        .ok(() => true);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`/account/login?prev=${encodeURIComponent(path)}`);
    }
  });

  it('render on the server with the user data, private no-store and noindex', async () => {
    const { cookie } = await login();
    const res = await superagent
      .get(`${site.url}/account/messages`)
      .set('Cookie', cookie)
      .redirects(0)
      .ok(() => true);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/private/);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).toContain('奥瑞麟车主');
    expect(res.text).toContain('消息通知');
    expect(res.text).not.toContain(cookie.split('=')[1] ?? 'x');
  });

  it('the login page sends a logged-in visitor on to a safe prev only', async () => {
    const { cookie } = await login();
    for (const prev of [
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      '/%5cevil.example',
      '/..//evil.example',
    ]) {
      const res = await superagent
        .get(`${site.url}/account/login?prev=${encodeURIComponent(prev)}`)
        .set('Cookie', cookie)
        .redirects(0)
        .ok(() => true);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/account');
    }
    const ok = await superagent
      .get(`${site.url}/account/login?prev=%2Faccount%2Fcars`)
      .set('Cookie', cookie)
      .redirects(0)
      .ok(() => true);
    expect(ok.headers.location).toBe('/account/cars');
  });

  it('an anonymous visitor gets the login page with the type copy', async () => {
    const res = await superagent.get(`${site.url}/account/login?type=3`).ok(() => true);
    expect(res.status).toBe(200);
    expect(res.text).toContain('登录后继续');
    expect(res.text).toMatch(/autocomplete="one-time-code"/i);
  });
});
