/**
 * Every public page with its upstream down (docs/decisions/0028-pages-without-their-upstream.md), over
 * HTTP against createApp() and the real mock, route by route:
 *
 * - seen once in this process, then the upstream answering 503 to everything: 200, with the last good
 *   data (the same page as before the outage) or with the failing block degraded and saying so;
 * - a cold process against the same outage: the 503 page with `Retry-After` where the page's main
 *   data is missing, the page with its blocks' notices where its main content is the site's own.
 *
 * One site is warmed and then meets the outage; another starts cold into it. Both run as production
 * does, with the catalogue cache on, but a TTL of 1 ms: every read after the first asks the upstream,
 * so only stale-if-error can answer it. The rendered-page cache is off (it would answer most of these
 * pages from its own store; its own part is the last test here). The breaker opens after 4 failures
 * and lets no probe through while the file runs, so the outage is met as production meets a long one:
 * at once, from what the process kept.
 */
import superagent from 'superagent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dealer } from '#shared/api/client-api';
import { AUTOSHOW } from '#shared/domain/autoshow';
import { UPSTREAM_DOWN } from '#shared/domain/lead-action';
import { paths } from '#shared/paths';
import { SERIES_CODES } from '#shared/domain/vehicle-media';
import { createMemoryPageStore } from '../../server/store/page-store.ts';
import { CHROME_UA, clearFaults, injectFault, useStack, type Listening } from '../support/stack.ts';
import { testDriveForm } from '../support/test-drive-form.ts';

const ORIGIN = 'https://www.aurelion.example';

const OUTAGE_ENV = { CATALOGUE_TTL_MS: '1', BREAKER_VOLUME: '4', BREAKER_RESET_MS: '60000' };
const stack = useStack({ app: { env: OUTAGE_ENV } });

/** The words of every degraded block and of the 503 page: none may show on a page said to be whole. */
const DEGRADED_WORDS = [
  '暂时无法加载',
  '服务暂时不可用',
  '暂时无法确定您所在的城市',
  '估价服务暂时无法连接',
  '暂时无法查询',
];

interface Cold {
  status: 200 | 503;
  /** Words the page must show: the degraded blocks' notices, or the error page's. */
  notices: string[];
  /** The site's error page (a retry, the hotline, ways on), rather than the page's own. */
  errorPage?: true;
}
const whole: Cold = { status: 200, notices: [] };
const degraded = (...notices: string[]): Cold => ({ status: 200, notices });
const unavailable = (): Cold => ({ status: 503, notices: ['服务暂时不可用', '重新加载'], errorPage: true });

interface Row {
  page: string;
  path: () => string;
  /** What a cold process answers with the upstream down. */
  cold: Cold;
}

/** Filled before the first visit: a seeded shared build and a published article. */
const seeded = { buildCode: '', articleId: 0 };

const ROWS: Row[] = [
  // The home page's own content (navigation, static key visual, service entries) stands alone.
  { page: 'home', path: paths.home, cold: degraded('车型信息暂时无法加载', '新闻暂时无法加载') },
  ...SERIES_CODES.map((code) => ({ page: `model ${code}`, path: () => paths.model(code), cold: unavailable() })),
  { page: 'online purchase', path: paths.modelPurchase, cold: degraded('咨询表单暂时无法加载') },
  { page: 'services', path: () => paths.service('after-sales'), cold: degraded('咨询表单暂时无法加载') },
  { page: 'notices', path: () => paths.qualityNotices(), cold: unavailable() },
  { page: 'news', path: () => paths.news(), cold: unavailable() },
  { page: 'article', path: () => paths.newsArticle(seeded.articleId), cold: unavailable() },
  { page: 'dealer', path: paths.dealer, cold: unavailable() },
  { page: 'test drive', path: () => paths.testDrive(), cold: unavailable() },
  { page: 'configurator', path: () => paths.configurator('es'), cold: unavailable() },
  { page: 'build share', path: () => paths.buildShare(seeded.buildCode), cold: unavailable() },
  { page: 'compare', path: () => paths.compare(), cold: unavailable() },
  { page: 'finance', path: () => paths.finance(), cold: unavailable() },
  // The valuation page renders around its failed cascade: every input kept, a retry offered.
  { page: 'trade-in', path: () => paths.tradeIn(), cold: { status: 503, notices: ['估价服务暂时无法连接，您填写的信息都已保留。', '重试'] } },
  { page: 'auto-show', path: paths.autoshow, cold: whole },
];

interface Page {
  status: number;
  text: string;
  retryAfter: string | undefined;
}

async function page(base: string, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await superagent
    .get(base + path)
    .set({ 'user-agent': CHROME_UA, ...headers })
    .ok(() => true)
    .redirects(0);
  return { status: res.status, text: res.text, retryAfter: res.headers['retry-after'] as string | undefined };
}

/** What a visitor reads: the markup's text without scripts (hydration data, nonces) or attributes. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    // React's separators between a text and a value inside one sentence.
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function expectNoFailureLeak(res: Page): void {
  expect(res.status).not.toBe(502);
  expect(res.text).not.toMatch(/ECONNREFUSED|EOPENBREAKER|UpstreamError|at .+\.(ts|js):\d+/);
}

/** The `<select>` of an id, as rendered. */
function selectHtml(html: string, id: string): string {
  const found = new RegExp(`<select id="${id}"[\\s\\S]*?</select>`).exec(html)?.[0];
  if (!found) throw new Error(`no <select id="${id}"> in the page`);
  return found;
}

beforeAll(async () => {
  const [builds, news] = await Promise.all([
    superagent.get(`${stack.mock.url}/__mock/db/customized`).query({ userId: 1 }),
    superagent.get(`${stack.mock.url}/__mock/db/news`).query({ _limit: 1 }),
  ]);
  seeded.buildCode = (builds.body as { data: { code: string }[] }).data[0]!.code;
  seeded.articleId = (news.body as { data: { list: { id: number }[] } }).data.list[0]!.id;
});

describe('/dealer when the upstream has no findRegions (a 404 for an unknown path)', () => {
  let plain: Listening;
  beforeAll(async () => {
    plain = await stack.startApp();
  });

  it('offers the same province and city choices, built from the dealer list, and lists the chosen city', async () => {
    const before = await page(plain.url, paths.dealer());
    const elsewhere = await page(plain.url, `${paths.dealer()}?province=110000`);
    await injectFault(stack.mock, 'status=404', '/api/client/findRegions');
    try {
      const without = await page(plain.url, paths.dealer());
      expect(without.status).toBe(200);
      expect(selectHtml(without.text, 'dealer-province')).toBe(selectHtml(before.text, 'dealer-province'));
      expect(selectHtml(without.text, 'dealer-city')).toBe(selectHtml(before.text, 'dealer-city'));
      expect(visibleText(without.text)).toBe(visibleText(before.text));
      // Another province, chosen without JavaScript (no city yet): its first city with dealers.
      const chosen = await page(plain.url, `${paths.dealer()}?province=110000`);
      expect(chosen.status).toBe(200);
      expect(visibleText(chosen.text)).toBe(visibleText(elsewhere.text));
      expect(visibleText(chosen.text)).toMatch(/北京市 共 \d+ 家授权经销商/);
      // The lead forms take their places from the same list.
      const booking = await page(plain.url, paths.testDrive());
      expect(booking.status).toBe(200);
      expect(booking.text).toContain('name="provinceId"');
      expect(booking.text).toContain('<option value="310000" selected="">上海市</option>');
      for (const res of [without, chosen, booking]) expectNoFailureLeak(res);
    } finally {
      await clearFaults(stack.mock);
    }
  });
});

describe('the upstream down after every page was seen once in this process', () => {
  const warm = new Map<string, Page>();
  let cold: Listening;
  let shanghai: Dealer;
  /** An image captcha shown before the outage, and its answer. */
  let captcha: { key: string; answer: string };

  beforeAll(async () => {
    for (const row of ROWS) {
      const res = await page(stack.url, row.path());
      if (res.status !== 200) throw new Error(`${row.page} (${row.path()}) answered ${res.status} before the outage`);
      warm.set(row.page, res);
    }
    const dealers = await superagent.get(`${stack.url}/api/client/findDealers`).query({ provinceId: 310000, cityId: 310100 });
    shanghai = (dealers.body as { data: Dealer[] }).data[0]!;
    const gen = await superagent.get(`${stack.url}/api/captcha/gen`);
    const key = (gen.body as { data: { key: string } }).data.key;
    const shown = await superagent.get(`${stack.mock.url}/__mock/records/captchas`);
    captcha = (shown.body as { data: { key: string; answer: string }[] }).data.find((c) => c.key === key)!;
    await injectFault(stack.mock, 'status=503');
    cold = await stack.startApp({ env: OUTAGE_ENV });
  });

  afterAll(async () => {
    await clearFaults(stack.mock);
  });

  it.each(ROWS)('$page answers 200 with the last good data: the page as before the outage', async (row) => {
    const res = await page(stack.url, row.path());
    expect(res.status).toBe(200);
    for (const words of DEGRADED_WORDS) expect(res.text).not.toContain(words);
    expect(visibleText(res.text)).toBe(visibleText(warm.get(row.page)!.text));
    expectNoFailureLeak(res);
  });

  it('/dealer for a visitor whose address was never looked up: the first place, saying so, and its dealers without their consultants, saying so', async () => {
    const res = await page(stack.url, paths.dealer(), { 'x-forwarded-for': '203.0.113.7' });
    expect(res.status).toBe(200);
    const text = visibleText(res.text);
    expect(text).toContain('暂时无法确定您所在的城市，先为您显示北京市的经销商，可在上方选择您所在的城市。');
    expect(text).toMatch(/共 \d+ 家授权经销商/);
    expect(text).toContain('销售顾问信息暂时无法加载，请拨打销售热线');
    expectNoFailureLeak(res);
  });

  it.each(ROWS)('$page in a cold process: $cold.status, its notices and no 502', async (row) => {
    const res = await page(cold.url, row.path());
    expect(res.status).toBe(row.cold.status);
    const text = visibleText(res.text);
    for (const notice of row.cold.notices) expect(text).toContain(notice);
    if (row.cold.status === 503) expect(res.retryAfter).toBe('30');
    if (row.cold.errorPage) {
      // A way to try again, the hotline and ways on into the site.
      expect(text).toContain('客户服务热线 400-820-6998');
      expect(text).toContain('返回首页 品牌新闻 查找经销商');
    } else if (row.cold.status === 200) {
      expect(res.retryAfter).toBeUndefined();
      if (row.cold.notices.length === 0) for (const words of DEGRADED_WORDS) expect(res.text).not.toContain(words);
    }
    expectNoFailureLeak(res);
  });

  it.each(['page', 'drawer', 'quick'] as const)(
    'a %s lead form posted without JavaScript comes back with every value, the message and Retry-After',
    async (kind) => {
      const fields = testDriveForm(shanghai.dealerCode, '13912349876', { form: kind, name: '林晓', remark: '周末上午' });
      const res = await superagent
        .post(stack.url + paths.testDrive())
        .set({ Origin: ORIGIN, 'user-agent': CHROME_UA })
        .type('form')
        .send(fields)
        .ok(() => true)
        .redirects(0);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(visibleText(res.text)).toContain(UPSTREAM_DOWN);
      expect(res.text).toContain('value="林晓"');
      expect(res.text).toContain('value="13912349876"');
      expect(res.text).toContain(`<option value="${shanghai.dealerCode}" selected="">`);
      if (kind === 'page') expect(res.text).toContain('周末上午</textarea>');
    },
  );

  it("the dealer card's SMS and the auto-show registration answer the form a Chinese message to try again", async () => {
    const sms = await superagent
      .post(`${stack.url}/api/client/smsDelaer`)
      .set({ Origin: ORIGIN })
      .send({ dealerId: shanghai.id, phone: '13912349876', captchaKey: captcha.key, captcha: captcha.answer, accept: true })
      .ok(() => true);
    expect(sms.body).toMatchObject({ code: 502, msg: '发送失败，请稍后再试' });
    const autoshow = await superagent
      .post(`${stack.url}/api/client/smsAutoshow`)
      .set({ Origin: ORIGIN })
      .send({ showId: AUTOSHOW.id, name: '林晓', phone: '13912349876', s: 25, day: AUTOSHOW.days[0], accept: true })
      .ok(() => true);
    expect(autoshow.body).toMatchObject({ code: 502, msg: '登记失败，请稍后再试' });
  });

  it('a cold 503 page offers to load the page again, from the server', async () => {
    const res = await page(cold.url, paths.model('es'));
    expect(res.text).toMatch(/<a href="\/models\/es"[^>]*>重新加载<\/a>/);
  });
});

describe('the rendered-page cache in an outage', () => {
  it('stores neither the 503 page nor a degraded page: back up, the next visitor gets the whole page', async () => {
    const store = createMemoryPageStore();
    // A breaker that never opens: the first request after the outage reaches the upstream.
    const env = { PAGE_CACHE: 'on', BREAKER_VOLUME: '10000' };
    const site = await stack.startApp({ env, deps: () => ({ pageCache: { store } }) });
    await injectFault(stack.mock, 'status=503');
    try {
      expect((await page(site.url, paths.model('es'))).status).toBe(503);
      const home = await page(site.url, paths.home());
      expect(home.status).toBe(200);
      expect(home.text).toContain('新闻暂时无法加载');
    } finally {
      await clearFaults(stack.mock);
    }
    expect(store.size()).toBe(0);
    const back = await page(site.url, paths.home());
    expect(back.status).toBe(200);
    for (const words of DEGRADED_WORDS) expect(back.text).not.toContain(words);
  });
});
