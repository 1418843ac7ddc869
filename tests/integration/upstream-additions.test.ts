/**
 * The site's own endpoints beyond the specification (shared/api/endpoints.ts) against an upstream that
 * lacks them, and the JS-SDK ticket from WeChat's own API (docs/decisions/0027-endpoints-beyond-the-specification.md), over HTTP: createApp,
 * the real mock, real Redis.
 */
import { createHash } from 'node:crypto';
import { pino } from 'pino';
import superagent from 'superagent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JssdkConfig } from '../../shared/api/legacy-api.ts';
import type { CustomizedPage } from '../../shared/api/user-api.ts';
import { SESSION_COOKIE } from '../../shared/api/session.ts';
import { createRedisStore } from '../../server/store/redis-store.ts';
import { wechatTicketKey } from '../../server/wechat/tickets.ts';
import { MOCK_WECHAT_APP_ID, MOCK_WECHAT_APP_SECRET } from '../../mock-api/wechat.ts';
import { documentState, routerDataText } from '../support/document.ts';
import { call, dataOf, loginAs, MOCK_TEST_SECRET, testMockOptions } from '../support/mock-client.ts';
import { startRedis, type TestRedis } from '../support/redis.ts';
import { injectFault, useStack, type Listening } from '../support/stack.ts';

const ORIGIN = 'https://www.aurelion.example';
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; PJZ110) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
/** The first seeded user of the mock: it has saved builds. */
const SEEDED_PHONE = '13800138000';
const TICKET_PATH = '/client/wechat/jsapi-ticket';
const RENAME_PATH = '/api/user/renameCustomized';
/** Enough for every request of a test; what is left says how many reached the upstream. */
const FAULT_BUDGET = 1000;

interface Envelope<T> {
  code?: number;
  msg?: string;
  retCode?: number;
  retMsg?: string;
  data: T;
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

describe("an upstream without the site's own endpoints (404 for renaming and for the ticket)", () => {
  const site = useStack({ mock: testMockOptions(), app: { env: { SIGN_SECRET: MOCK_TEST_SECRET } } });
  let token = '';
  let cookie = '';

  /** How many requests reached the upstream's `path` since its 404 was registered. */
  async function upstreamCalls(path: string): Promise<number> {
    const res = await superagent.get(`${site.mock.url}/__mock/faults`);
    const rule = (res.body as Envelope<{ path: string; remaining: number }[]>).data.find((r) => r.path === path);
    return FAULT_BUDGET - (rule?.remaining ?? FAULT_BUDGET);
  }

  const page = (path: string, ua = WECHAT_UA) =>
    superagent
      .get(site.url + path)
      .set({ Cookie: cookie, 'User-Agent': ua, Accept: 'text/html' })
      .redirects(0)
      .ok(() => true);
  const post = (path: string, body: object) =>
    superagent
      .post(site.url + path)
      .set({ Cookie: cookie, Origin: ORIGIN })
      .ok(() => true)
      .send(body);
  const savedBuilds = async () =>
    dataOf<CustomizedPage>(await call(site.mock, 'POST', '/api/user/customizedList', { body: {}, token })).list;

  beforeAll(async () => {
    token = await loginAs(site.mock, SEEDED_PHONE);
    cookie = `${SESSION_COOKIE}=${token}`;
    await injectFault(site.mock, 'status=404', RENAME_PATH, FAULT_BUDGET);
    await injectFault(site.mock, 'status=404', TICKET_PATH, FAULT_BUDGET);
  });

  it('signing for WeChat answers a 404 envelope, never a 502, and asks the upstream once', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await superagent
        .get(`${site.url}/client/wechat/jssdk-config`)
        .query({ url: `${ORIGIN}/models/es` })
        .ok(() => true);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ retCode: 1004, retMsg: '当前未开通微信分享', data: null });
    }
    expect(await upstreamCalls(TICKET_PATH)).toBe(1);
  });

  it('pages in WeChat keep their Open Graph data and tell the browser not to ask for a JS-SDK config', async () => {
    await superagent
      .get(`${site.url}/client/wechat/jssdk-config`)
      .query({ url: `${ORIGIN}/` })
      .ok(() => true);
    for (const path of ['/', '/models/es', '/news']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(res.text, path).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"/);
      const { config } = documentState(res.text).env;
      expect(config.wechatShare, path).toBe(false);
      expect(config.upstreamLacks, path).toContain(TICKET_PATH);
    }
  });

  it('/account/cars lists, opens, shares and deletes saved builds, and stops offering renaming once it met the 404', async () => {
    const builds = await savedBuilds();
    expect(builds.length).toBeGreaterThan(0);
    const [first] = builds;
    if (!first) throw new Error('the seeded user has no saved build');

    const before = await page('/account/cars');
    expect(before.status).toBe(200);
    expect(routerDataText(before.text)).toContain('"renameOffered":true');

    // The browser's rename goes through the proxy: the upstream's 404 reaches it as a 404, not a 502.
    const renamed = await post(RENAME_PATH, { id: first.id, name: '周末座驾' });
    expect(renamed.status).toBe(404);
    expect(await upstreamCalls(RENAME_PATH)).toBe(1);
    expect((await savedBuilds()).find((b) => b.id === first.id)?.name).toBe(first.name);

    const after = await page('/account/cars');
    expect(after.status).toBe(200);
    expect(routerDataText(after.text)).toContain('"renameOffered":false');
    for (const build of builds) expect(after.text).toContain(build.name);

    const shared = await page(`/c/${first.code}`);
    expect(shared.status).toBe(200);
    expect(shared.text).toContain(first.name);

    const deleted = await post('/api/user/deleteUserCustomized', { id: first.id });
    expect(deleted.status).toBe(200);
    expect((deleted.body as Envelope<null>).code).toBe(200);
    expect((await savedBuilds()).map((b) => b.id)).not.toContain(first.id);
    expect((await page('/account/cars')).status).toBe(200);
  });
});

describe("WeChat's token and ticket, fetched by the site and shared by two instances through one Redis", () => {
  const site = useStack();
  let redis: TestRedis;
  const stores: ReturnType<typeof createRedisStore>[] = [];
  const workers: Listening[] = [];

  const wechatEnv = (secret = MOCK_WECHAT_APP_SECRET) => ({
    WECHAT_APP_ID: MOCK_WECHAT_APP_ID,
    WECHAT_APP_SECRET: secret,
    WECHAT_API_URL: site.mock.url,
  });

  async function worker(prefix: string, secret?: string): Promise<Listening> {
    const store = createRedisStore({ url: redis.url, prefix, logger: pino({ level: 'silent' }) });
    await store.waitUntilReady(3000);
    stores.push(store);
    return site.startApp({ env: wechatEnv(secret), deps: () => ({ store }) });
  }

  async function issued(): Promise<{ tokensIssued: number; ticketsIssued: number; tickets: { ticket: string }[] }> {
    const res = await superagent.get(`${site.mock.url}/__mock/records/wechat`);
    return (res.body as Envelope<{ tokensIssued: number; ticketsIssued: number; tickets: { ticket: string }[] }>).data;
  }

  const sign = (base: string, url: string) =>
    superagent
      .get(`${base}/client/wechat/jssdk-config`)
      .query({ url })
      .ok(() => true);

  function expectSignedWith(ticket: string, url: string, res: superagent.Response): void {
    expect(res.status).toBe(200);
    const { appId, nonceStr, timestamp, signature } = (res.body as Envelope<JssdkConfig>).data;
    expect(appId).toBe(MOCK_WECHAT_APP_ID);
    expect(signature).toBe(sha1(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`));
  }

  beforeAll(async () => {
    redis = await startRedis();
    workers.push(await worker('wechat-flow:'), await worker('wechat-flow:'));
  });
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await redis.stop();
  });

  it('fetches exactly one token and one ticket for 50 concurrent signatures across both instances', async () => {
    const urls = Array.from({ length: 50 }, (_, i) => `${ORIGIN}/news/${i + 1}`);
    const answers = await Promise.all(urls.map((url, i) => sign(workers[i % 2]?.url ?? '', url)));
    const records = await issued();
    expect(records.tokensIssued).toBe(1);
    expect(records.ticketsIssued).toBe(1);
    const ticket = records.tickets[0]?.ticket ?? '';
    answers.forEach((res, i) => expectSignedWith(ticket, urls[i] ?? '', res));
  });

  it('recovers from 40001 (a voided token) with exactly one new token', async () => {
    const voided = await superagent.post(`${site.mock.url}/__mock/wechat/invalidate-tokens`);
    expect((voided.body as Envelope<{ invalidated: number }>).data.invalidated).toBe(1);
    // The ticket ran out (the token in the store did not): a fresh instance must fetch a new ticket.
    await stores[0]?.delete(wechatTicketKey(MOCK_WECHAT_APP_ID));
    const fresh = await worker('wechat-flow:');
    const url = `${ORIGIN}/models/es`;
    const answers = await Promise.all([sign(fresh.url, url), sign(fresh.url, url), sign(fresh.url, url)]);
    const records = await issued();
    expect(records.tokensIssued).toBe(2);
    expect(records.ticketsIssued).toBe(2);
    for (const res of answers) expectSignedWith(records.tickets[0]?.ticket ?? '', url, res);
  });

  it('a secret WeChat refuses (40125) costs the share card only: a 502 envelope in Chinese, pages still 200', async () => {
    const refused = await worker('wechat-refused:', 'f'.repeat(32));
    const res = await sign(refused.url, `${ORIGIN}/`);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ retCode: 502, retMsg: '分享服务暂时不可用，请稍后再试', data: null });
    const home = await superagent
      .get(`${refused.url}/`)
      .set('User-Agent', WECHAT_UA)
      .ok(() => true);
    expect(home.status).toBe(200);
    expect(documentState(home.text).env.config.wechatShare).toBe(true);
  });
});
