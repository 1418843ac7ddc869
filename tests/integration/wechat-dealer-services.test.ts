/**
 * WeChat sharing and the dealer services over HTTP (createApp + the real mock): the JS-SDK config the site
 * signs itself (docs/decisions/0024), 「发送到手机」 with its captcha and limits, the auto-show
 * registration, the loadTcmi guard and the test-drive clue through the data lake (docs/decisions/0025).
 */
import { testDriveForm } from '../support/test-drive-form.ts';
import { createHash } from 'node:crypto';
import { pino } from 'pino';
import superagent from 'superagent';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dealer } from '../../shared/api/client-api.ts';
import { AUTOSHOW } from '../../shared/domain/autoshow.ts';
import { DEALER_SMS_LIMITS, dealerSmsText } from '../../shared/domain/dealer-sms.ts';
import { createMemoryStore } from '../../server/store/memory-store.ts';
import { createRedisStore } from '../../server/store/redis-store.ts';
import { startRedis, type TestRedis } from '../support/redis.ts';
import { injectFault, useStack, type Stack } from '../support/stack.ts';

const ORIGIN = 'https://www.aurelion.example';
/** The ticket the mock upstream hands out (mock-api/handlers/legacy.ts), written out here on purpose. */
const FIXTURE_TICKET = 'mock-jsapi-ticket-aurelion';

/** Every request the mock answered, by path: proof of what did or did not reach the upstream. */
function upstreamLog() {
  const lines: { url: string }[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as { url: string }) },
  );
  return {
    logger,
    calls: (path: string) => lines.filter((l) => typeof l.url === 'string' && l.url.split('?')[0] === path).length,
  };
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

interface Envelope<T> {
  retCode?: number;
  code?: number;
  msg?: string;
  retMsg?: string;
  data: T;
}

interface JssdkConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

describe('the JS-SDK config endpoint', () => {
  const log = upstreamLog();
  // One store for two apps: two workers of one cluster.
  const store = createMemoryStore();
  const site = useStack({ mock: { logger: log.logger }, app: { deps: () => ({ store }) } });

  const config = (url: string, base = site.url) =>
    superagent
      .get(`${base}/client/wechat/jssdk-config`)
      .query({ url })
      .ok(() => true);

  it('signs a URL of the site to exactly sha1 of the sorted string, with its own ticket', async () => {
    const url = `${ORIGIN}/models/es?utm_source=wechat`;
    const res = await config(url);
    expect(res.status).toBe(200);
    const body = res.body as Envelope<JssdkConfig>;
    expect(body.retCode).toBe(0);
    const { timestamp, nonceStr, signature } = body.data;
    expect(signature).toBe(
      sha1(`jsapi_ticket=${FIXTURE_TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`),
    );
    expect(body.data.appId).toMatch(/^wx/);
    expect(body.data.jsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ignores the fragment: the same signature with and without #fragment', async () => {
    const url = `${ORIGIN}/dealer?province=310000&city=310100`;
    const res = await config(`${url}#consultants`);
    const { timestamp, nonceStr, signature } = (res.body as Envelope<JssdkConfig>).data;
    expect(signature).toBe(
      sha1(`jsapi_ticket=${FIXTURE_TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`),
    );
  });

  it('refuses anything but a page of its own origins with 400 and a Chinese message', async () => {
    for (const url of [
      'https://evil.example/models/es',
      'https://www.aurelion.example.evil.example/',
      'http://www.aurelion.example/',
      'javascript:alert(1)',
      '/models/es',
      `${ORIGIN}`,
      '',
    ]) {
      const res = await config(url);
      expect(res.status, url).toBe(400);
      expect((res.body as Envelope<null>).retMsg).toBe('无法为该页面地址生成分享签名');
      expect(JSON.stringify(res.body)).not.toContain('evil');
    }
    const missing = await superagent.get(`${site.url}/client/wechat/jssdk-config`).ok(() => true);
    expect(missing.status).toBe(400);
  });

  it('asks the upstream for the ticket once across many requests and two workers', async () => {
    const other = await site.startApp({ deps: () => ({ store }) });
    const urls = Array.from({ length: 30 }, (_, i) => `${ORIGIN}/news/${i + 1}`);
    const answers = await Promise.all(urls.map((u, i) => config(u, i % 2 ? other.url : site.url)));
    for (const a of answers) expect(a.status).toBe(200);
    for (const u of urls.slice(0, 5)) expect((await config(u, other.url)).status).toBe(200);
    expect(log.calls('/client/wechat/jsapi-ticket')).toBe(1);
  });

  it('never lets a browser reach the ticket itself', async () => {
    const before = log.calls('/client/wechat/jsapi-ticket');
    const res = await superagent.get(`${site.url}/client/wechat/jsapi-ticket`).ok(() => true);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(FIXTURE_TICKET);
    expect(log.calls('/client/wechat/jsapi-ticket')).toBe(before);
  });
});

interface SmsRecord {
  to: string;
  kind: string;
  text: string;
}

async function smsTo(stack: Stack, phone: string, kind: string): Promise<SmsRecord[]> {
  const res = await superagent.get(`${stack.mock.url}/__mock/records/sms`);
  return (res.body as Envelope<SmsRecord[]>).data.filter((m) => m.to === phone && m.kind === kind);
}

describe('「发送到手机」 (smsDelaer)', () => {
  // The clock moves in whole minutes and days without waiting: Date only, timers stay real.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T02:00:00Z') });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const site = useStack();
  let dealer: Dealer;
  let ipSeq = 0;

  beforeAll(async () => {
    const res = await superagent
      .get(`${site.url}/api/client/findDealers`)
      .query({ provinceId: 310000, cityId: 310100 });
    const first = (res.body as Envelope<Dealer[]>).data[0];
    if (!first) throw new Error('no dealer in Shanghai');
    dealer = first;
  });

  const freshIp = () => `10.20.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;

  async function captcha(ip: string) {
    const res = await superagent.get(`${site.url}/api/captcha/gen`).set('X-Forwarded-For', ip);
    const key = (res.body as Envelope<{ key: string }>).data.key;
    const all = await superagent.get(`${site.mock.url}/__mock/records/captchas`);
    const found = (all.body as Envelope<{ key: string; answer: string }[]>).data.find((c) => c.key === key);
    if (!found) throw new Error('captcha not recorded');
    return found;
  }

  async function send(
    phone: string,
    options: { ip?: string; accept?: boolean; captcha?: { key: string; answer: string } } = {},
  ) {
    const ip = options.ip ?? freshIp();
    const c = options.captcha ?? (await captcha(ip));
    return superagent
      .post(`${site.url}/api/client/smsDelaer`)
      .ok(() => true)
      .set({ Origin: ORIGIN, 'X-Forwarded-For': ip })
      .send({ dealerId: dealer.id, phone, captchaKey: c.key, captcha: c.answer, accept: options.accept ?? true });
  }

  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it('pins the production limits: 60 s per phone, 5 a day per phone, 10 an hour per IP', () => {
    expect(DEALER_SMS_LIMITS).toEqual({ phoneCooldownMs: 60_000, phonePerDay: 5, ipPerHour: 10 });
  });

  it('texts the dealer the preview shows: name, address, phone, hours and a map link', async () => {
    const phone = '13700000001';
    const res = await send(phone);
    expect(res.status).toBe(200);
    expect((res.body as Envelope<{ resendIn: number }>).code).toBe(200);
    const [sms] = await smsTo(site, phone, 'dealer-info');
    expect(sms?.text).toBe(dealerSmsText(dealer));
    for (const part of [
      dealer.shortName,
      dealer.address,
      dealer.salesPhone,
      dealer.hours,
      'https://uri.amap.com/marker?',
    ])
      expect(sms?.text).toContain(part);
  });

  it('needs the consent tick and a right, unused captcha; nothing is sent otherwise', async () => {
    const phone = '13700000002';
    const noConsent = await send(phone, { accept: false });
    expect(noConsent.status).toBe(400);
    expect((noConsent.body as Envelope<null>).msg).toBe('请阅读并勾选同意隐私政策');
    const ip = freshIp();
    const c = await captcha(ip);
    const wrong = await send(phone, { ip, captcha: { key: c.key, answer: 'zzzz' } });
    expect((wrong.body as Envelope<null>).code).toBe(4101);
    expect((wrong.body as Envelope<null>).msg).toBe('图形验证码不正确或已过期，请重新输入');
    const c2 = await captcha(ip);
    expect((await send(phone, { ip, captcha: c2 })).status).toBe(200);
    advance(61_000);
    const reused = await send(phone, { ip, captcha: c2 });
    expect((reused.body as Envelope<null>).code).toBe(4101);
    expect(await smsTo(site, phone, 'dealer-info')).toHaveLength(1);
  });

  it('refuses the same phone for 60 s with 429, Retry-After and a Chinese message, without sending', async () => {
    const phone = '13700000003';
    expect((await send(phone)).status).toBe(200);
    advance(30_000);
    const again = await send(phone);
    expect(again.status).toBe(429);
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    expect((again.body as Envelope<null>).msg).toBe(`该号码刚刚收到过门店信息，请 ${wait} 秒后再试`);
    expect(await smsTo(site, phone, 'dealer-info')).toHaveLength(1);
    advance(31_000);
    expect((await send(phone)).status).toBe(200);
    expect(await smsTo(site, phone, 'dealer-info')).toHaveLength(2);
  });

  it('refuses a phone after 5 messages in a day, and sends again the next day', async () => {
    const phone = '13700000004';
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).status).toBe(200);
      advance(61_000);
    }
    const sixth = await send(phone);
    expect(sixth.status).toBe(429);
    expect((sixth.body as Envelope<null>).msg).toBe('该号码今天已接收 5 次门店信息，请明天再试');
    expect(await smsTo(site, phone, 'dealer-info')).toHaveLength(5);
    advance(24 * 60 * 60 * 1000);
    expect((await send(phone)).status).toBe(200);
  });

  it('refuses an IP after 10 messages in an hour, whatever the phone', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await send(`1370000${String(100 + i).padStart(4, '0')}`, { ip })).status).toBe(200);
    const phone = '13700000999';
    const over = await send(phone, { ip });
    expect(over.status).toBe(429);
    expect((over.body as Envelope<null>).msg).toMatch(/^发送过于频繁，请 \d+ 分钟后再试$/);
    expect(await smsTo(site, phone, 'dealer-info')).toHaveLength(0);
  });
});

describe('the auto-show registration (smsAutoshow)', () => {
  const site = useStack();

  const register = (body: Record<string, unknown>) =>
    superagent
      .post(`${site.url}/api/client/smsAutoshow`)
      .ok(() => true)
      .set({ Origin: ORIGIN })
      .send({
        showId: AUTOSHOW.id,
        name: '林晓',
        phone: '13900000001',
        s: 25,
        day: AUTOSHOW.days[0],
        accept: true,
        ...body,
      });

  it('registering twice with the same phone returns the same registration and sends one SMS', async () => {
    const first = await register({});
    const second = await register({ day: AUTOSHOW.days[1] });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const a = (first.body as Envelope<{ registration: { id: string; day: string; phone: string } }>).data.registration;
    const b = (second.body as Envelope<{ registration: { id: string; day: string }; repeated: boolean }>).data;
    expect(b.registration).toEqual(a);
    expect(b.repeated).toBe(true);
    expect(a.day).toBe(AUTOSHOW.days[0]);
    expect(a.phone).toBe('139****0001');
    expect(await smsTo(site, '13900000001', 'autoshow')).toHaveLength(1);
  });

  it('tells someone with another name only that the phone is registered, never whose registration it is', async () => {
    expect((await register({ phone: '13900000003' })).status).toBe(200);
    const other = await register({ phone: '13900000003', name: '王五', day: AUTOSHOW.days[1] });
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ code: 200, msg: '您已登记过本次展会', data: { resendIn: 0, repeated: true } });
    expect(other.text).not.toContain('林晓');
    expect(await smsTo(site, '13900000003', 'autoshow')).toHaveLength(1);
  });

  it('refuses a day outside the show and a missing consent, with nothing sent', async () => {
    const wrongDay = await register({ phone: '13900000002', day: '2027-06-01' });
    expect(wrongDay.status).toBe(400);
    expect((wrongDay.body as Envelope<null>).msg).toBe('请选择到访日期');
    const noConsent = await register({ phone: '13900000002', accept: false });
    expect(noConsent.status).toBe(400);
    expect(await smsTo(site, '13900000002', 'autoshow')).toHaveLength(0);
  });
});

describe('loadTcmi (dnrepfrm)', () => {
  const log = upstreamLog();
  const site = useStack({ mock: { logger: log.logger } });

  it('refuses a bad dnrepfrm with 400 without calling the upstream, and never echoes it', async () => {
    const bad = ['<script>alert(1)</script>', 'a'.repeat(65), 'a b', '', '表单', 'x%00y'];
    for (const value of bad) {
      const res = await superagent
        .get(`${site.url}/api/client/loadTcmi`)
        .query({ dnrepfrm: value })
        .ok(() => true);
      expect(res.status, value).toBe(400);
      expect((res.body as Envelope<null>).msg).toBe('表单来源参数无效');
      expect(res.text).not.toContain('<script>');
    }
    const twice = await superagent.get(`${site.url}/api/client/loadTcmi?dnrepfrm=a&dnrepfrm=b`).ok(() => true);
    expect(twice.status).toBe(400);
    const none = await superagent.get(`${site.url}/api/client/loadTcmi`).ok(() => true);
    expect(none.status).toBe(400);
    expect(log.calls('/api/client/loadTcmi')).toBe(0);
  });

  it('passes a good value (up to 64 of [A-Za-z0-9_-]) to the upstream', async () => {
    const value = `aftersales-repair_${'x'.repeat(46)}`;
    expect(value).toHaveLength(64);
    const res = await superagent.get(`${site.url}/api/client/loadTcmi`).query({ dnrepfrm: value });
    expect((res.body as Envelope<{ formCode: string }>).data.formCode).toBe(value);
    expect(log.calls('/api/client/loadTcmi')).toBe(1);
  });
});

describe('the test-drive clue through the data lake', () => {
  const site = useStack({ app: { deps: () => ({ dataLakeRetryDelaysMs: [50, 50, 50] }) } });

  it('is retried in the background after a failure and recorded once; the visitor sees the booking at once', async () => {
    const regions = await superagent
      .get(`${site.url}/api/client/findDealers`)
      .query({ provinceId: 310000, cityId: 310100 });
    const dealer = (regions.body as Envelope<Dealer[]>).data[0];
    if (!dealer) throw new Error('no dealer in Shanghai');
    await injectFault(site.mock, 'status=503', '/client/datalake/test-drive-clue', 1);
    const phone = '13600000001';
    const res = await superagent
      .post(`${site.url}/test-drive`)
      .type('form')
      .set({ Origin: ORIGIN, Accept: 'application/json' })
      .send(testDriveForm(dealer.dealerCode, phone));
    expect((res.body as { actionData: { status: string } }).actionData.status).toBe('done');
    const clues = async () => {
      const all = await superagent.get(`${site.mock.url}/__mock/records/test-drives`);
      return (all.body as Envelope<{ phone: string; source: string }[]>).data.filter(
        (t) => t.phone === phone && t.source === 'legacy',
      );
    };
    await expect.poll(clues, { timeout: 5000, interval: 50 }).toHaveLength(1);
    // The injected failure was used up: the first attempt failed and a retry delivered the clue.
    const faults = await superagent.get(`${site.mock.url}/__mock/faults`);
    expect((faults.body as Envelope<unknown[]>).data).toEqual([]);
    // Past the last retry: still exactly one.
    await new Promise((r) => setTimeout(r, 300));
    expect(await clues()).toHaveLength(1);
  });
});

describe('across workers: the limits, the registrations and the ticket live in Redis', () => {
  const log = upstreamLog();
  const site = useStack({ mock: { logger: log.logger } });
  let redis: TestRedis;
  const stores: ReturnType<typeof createRedisStore>[] = [];
  const workers: string[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) {
      const store = createRedisStore({ url: redis.url, prefix: 'wechat-test:', logger: pino({ level: 'silent' }) });
      await store.waitUntilReady(3000);
      stores.push(store);
      workers.push((await site.startApp({ deps: () => ({ store }) })).url);
    }
  });
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await redis.stop();
  });

  async function captcha(base: string, ip: string) {
    const res = await superagent.get(`${base}/api/captcha/gen`).set('X-Forwarded-For', ip);
    const key = (res.body as Envelope<{ key: string }>).data.key;
    const all = await superagent.get(`${site.mock.url}/__mock/records/captchas`);
    const found = (all.body as Envelope<{ key: string; answer: string }[]>).data.find((c) => c.key === key);
    if (!found) throw new Error('captcha not recorded');
    return found;
  }

  it('the per-phone SMS cooldown holds whichever worker answers', async () => {
    const phone = '13700000777';
    const send = async (base: string, ip: string) => {
      const c = await captcha(base, ip);
      return superagent
        .post(`${base}/api/client/smsDelaer`)
        .ok(() => true)
        .set({ Origin: ORIGIN, 'X-Forwarded-For': ip })
        .send({ dealerId: 1, phone, captchaKey: c.key, captcha: c.answer, accept: true });
    };
    expect((await send(workers[0] ?? '', '10.30.0.1')).status).toBe(200);
    const other = await send(workers[1] ?? '', '10.30.0.2');
    expect(other.status).toBe(429);
    expect(await smsTo(site, phone, 'dealer-info')).toHaveLength(1);
  });

  it('one auto-show registration per phone, whichever worker answers', async () => {
    const register = (base: string) =>
      superagent
        .post(`${base}/api/client/smsAutoshow`)
        .ok(() => true)
        .set({ Origin: ORIGIN })
        .send({ showId: AUTOSHOW.id, name: '林晓', phone: '13900000777', s: 25, day: AUTOSHOW.days[0], accept: true });
    const [a, b] = await Promise.all([register(workers[0] ?? ''), register(workers[1] ?? '')]);
    const idOf = (r: superagent.Response) =>
      (r.body as Envelope<{ registration: { id: string } }>).data.registration.id;
    expect(idOf(a)).toBe(idOf(b));
    expect(await smsTo(site, '13900000777', 'autoshow')).toHaveLength(1);
  });

  it('the JS-SDK ticket is asked for once for both workers', async () => {
    for (const base of [workers[0], workers[1], workers[0], workers[1]]) {
      const res = await superagent.get(`${base ?? ''}/client/wechat/jssdk-config`).query({ url: `${ORIGIN}/` });
      expect(res.status).toBe(200);
    }
    expect(log.calls('/client/wechat/jsapi-ticket')).toBe(1);
  });
});
