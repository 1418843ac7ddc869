/**
 * The site search against the real mock: the first result of what visitors type (Chinese, traditional
 * characters, full-width, pinyin initials, synonyms), the empty state, the page without JavaScript,
 * a catalogue change found after the next refresh while searches during the rebuild answer from the
 * previous index, the per-address limit, the metrics and the masked log.
 */
import { Writable } from 'node:stream';
import superagent from 'superagent';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NewsArticle } from '#shared/api/client-api';
import { MAX_QUERY_LENGTH, type SearchHit, type SearchResults, type TextPiece } from '#shared/domain/search';
import { searchOf } from '../../server/app.ts';
import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/metrics/metrics.ts';
import { createRedisStore } from '../../server/store/redis-store.ts';
import { startRedis, type TestRedis } from '../support/redis.ts';
import { testClock } from '../support/mock-client.ts';
import { buildApp, CHROME_UA, clearFaults, injectFault, listen, testConfig, useStack } from '../support/stack.ts';

const TTL = 60_000;
const stack = useStack({ mock: { verifySignature: false }, app: { env: { CATALOGUE_TTL_MS: String(TTL) } } });

const text = (pieces: TextPiece[]) => pieces.map((p) => p.text).join('');

async function results(query: string, base = stack.url, extra: Record<string, string> = {}): Promise<SearchResults> {
  const res = await superagent
    .get(`${base}/search/results`)
    .query({ q: query, ...extra })
    .ok(() => true);
  expect(res.status, `${query}: ${res.text}`).toBe(200);
  return (res.body as { data: SearchResults }).data;
}

function firstHit(r: SearchResults): SearchHit | undefined {
  return r.groups[0]?.hits[0];
}

async function page(path: string, base = stack.url) {
  return superagent
    .get(base + path)
    .set('user-agent', CHROME_UA)
    .ok(() => true)
    .redirects(0);
}

describe('what visitors type finds the right first result', () => {
  // [query, kind of the first result, what its title contains, where it links]
  const table: [string, string, string, RegExp][] = [
    ['es300h', 'model', 'ES 300h 臻享版', /^\/configurator\/es\?grade=103$/],
    ['ES 300h', 'model', 'ES 300h 臻享版', /^\/configurator\/es\?grade=103$/],
    ['ＥＳ３００ｈ', 'model', 'ES 300h 臻享版', /^\/configurator\/es\?grade=103$/],
    ['F SPORT 多少钱', 'model', 'F SPORT 运动版', /^\/configurator\/\w+\?grade=\d+$/],
    ['f sport 价格', 'model', 'F SPORT 运动版', /^\/configurator\/\w+\?grade=\d+$/],
    ['ux300e', 'model', 'UX 300e 纯电先锋版', /^\/configurator\/ux\?grade=204$/],
    ['LM 七座', 'model', 'LM 350h 七座隽雅版', /^\/configurator\/lm\?grade=501$/],
    ['LC 敞篷', 'model', 'LC 500 敞篷版', /^\/configurator\/lc\?grade=403$/],
    ['NX 价格', 'model', 'NX', /^\/configurator\/nx\?grade=\d+$/],
    ['纯电', 'model', 'UX 300e 纯电先锋版', /^\/configurator\/ux\?grade=204$/],
    ['ES 油耗', 'model', 'ES 豪华中型轿车', /^\/models\/es#grades-title$/],
    ['ES 能耗', 'model', 'ES 豪华中型轿车', /^\/models\/es#grades-title$/],
    ['上海 经销商', 'dealer', '上海', /^\/dealer\?province=310000&city=310100#dealer-\d+$/],
    ['sh', 'dealer', '上海', /^\/dealer\?province=310000&city=310100#dealer-\d+$/],
    ['上海 4S店', 'dealer', '上海', /^\/dealer\?province=310000&city=310100#dealer-\d+$/],
    ['bj 经销商', 'dealer', '北京', /^\/dealer\?province=110000&city=110100#dealer-\d+$/],
    ['杭州 經銷商', 'dealer', '杭州', /^\/dealer\?province=330000&city=330100#dealer-\d+$/],
    ['召回', 'service', '召回', /^\/services\/faq#q-recall$/],
    ['保養', 'service', '多久需要保养一次', /^\/services\/faq#q-maintenance-interval$/],
    ['如何保养', 'service', '多久需要保养一次', /^\/services\/faq#q-maintenance-interval$/],
    ['保养周期', 'service', '定期保养', /^\/services\/after-sales#maintenance$/],
    ['维护', 'service', '保养', /^\/services\/(faq#q-maintenance-interval|after-sales#maintenance)$/],
    ['保修', 'service', '整车保修', /^\/services\/faq#q-warranty-scope$/],
    ['道路救援', 'service', '保修政策', /^\/services\/after-sales#warranty$/],
    ['试驾', 'service', '如何预约试驾', /^\/services\/faq#q-test-drive$/],
    ['续费', 'service', '续费', /^\/services\/faq#q-connected-price$/],
    ['App 绑定', 'service', '如何在 App 中绑定爱车', /^\/services\/faq#q-bind-car$/],
    ['车机 升级', 'notice', '多媒体系统在线升级公告', /^\/services\/after-sales\/notices\/\d+$/],
    ['多媒体', 'notice', '多媒体系统在线升级公告', /^\/services\/after-sales\/notices\/\d+$/],
    ['全新 上市', 'news', '上市', /^\/news\/\d+$/],
  ];

  it.each(table)('「%s」 opens with %s 「%s」', async (query, kind, title, href) => {
    const r = await results(query);
    const hit = firstHit(r);
    expect(hit?.kind, JSON.stringify(r.groups.map((g) => g.kind))).toBe(kind);
    expect(text(hit?.title ?? [])).toContain(title);
    expect(hit?.href).toMatch(href);
  });

  it('a grade result carries its catalogue price', async () => {
    const r = await results('F SPORT 多少钱');
    const grades = r.groups[0]?.hits ?? [];
    expect(grades.length).toBeGreaterThan(1);
    for (const hit of grades) expect(hit.price, text(hit.title)).toBeGreaterThan(100_000);
    const series = await superagent.get(`${stack.mock.url}/api/client/queryCarSeriesList`);
    const es = (series.body as { data: { code: string; grades: { id: number; price: number }[] }[] }).data.find((s) => s.code === 'es');
    const esFSport = grades.find((h) => h.href === '/configurator/es?grade=104');
    expect(esFSport?.price).toBe(es?.grades.find((g) => g.id === 104)?.price);
  });

  it('「召回」 finds the quality notices too', async () => {
    const r = await results('召回');
    expect(r.groups.map((g) => g.kind)).toContain('notice');
  });

  it('marks the matched words in titles and snippets, as typed or as the site writes them', async () => {
    const hit = firstHit(await results('es300h'));
    expect(hit?.title.find((p) => p.mark)?.text).toBe('ES 300h');
    expect(hit?.snippet.some((p) => p.mark)).toBe(true);
  });
});

describe('nothing found', () => {
  it.each(['量子计算机', 'xyzzy', '🚗🚗', '。。。', 'qwertyuiop'])('「%s」 answers the empty state with suggestions', async (query) => {
    const r = await results(query);
    expect(r.groups).toEqual([]);
    expect(r.suggestions.length).toBeGreaterThan(0);
    const res = await page(`/search?q=${encodeURIComponent(query)}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('未找到与');
    expect(res.text).toContain('试试这些搜索');
  });
});

describe('the page without JavaScript', () => {
  it('renders grouped results with marks, prices and exact links, the query kept in the box, noindex', async () => {
    const res = await page('/search?q=F%20SPORT%20%E5%A4%9A%E5%B0%91%E9%92%B1');
    expect(res.status).toBe(200);
    const html = res.text.replace(/<!-- -->/g, '');
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/search"|<form[^>]*action="\/search"[^>]*method="get"/);
    expect(html).toContain('value="F SPORT 多少钱"');
    expect(html).toContain('车型与版本');
    expect(html).toContain('<mark');
    expect(html).toContain('href="/configurator/es?grade=104"');
    expect(html).toMatch(/厂商建议零售价 [\d,]+ 元/);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('pages through one group and links back to all results', async () => {
    const overview = await page('/search?q=%E7%BB%8F%E9%94%80%E5%95%86');
    expect(overview.text).toContain('href="/search?q=%E7%BB%8F%E9%94%80%E5%95%86&amp;kind=dealer"');
    const second = await page('/search?q=%E7%BB%8F%E9%94%80%E5%95%86&kind=dealer&page=2');
    expect(second.status).toBe(200);
    expect(second.text).toContain('返回全部结果');
    expect(second.text.replace(/<!-- -->/g, '')).toMatch(/第 2 \/ \d+ 页/);
    expect((await page('/search?q=%E7%BB%8F%E9%94%80%E5%95%86&kind=dealer&page=999')).status).toBe(404);
    expect((await page('/search?q=x&page=abc')).status).toBe(404);
  });

  it('without a query offers what others search for', async () => {
    const res = await page('/search');
    expect(res.status).toBe(200);
    expect(res.text).toContain('大家都在搜');
  });

  it('never echoes the query unescaped and cuts it to 64 characters', async () => {
    const attack = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const res = await page(`/search?q=${encodeURIComponent(attack)}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<img src=x');
    const long = '保养'.repeat(50);
    const r = await results(long);
    expect([...r.query]).toHaveLength(MAX_QUERY_LENGTH);
    const html = (await page(`/search?q=${encodeURIComponent(long)}`)).text;
    expect(html).toContain(`value="${'保养'.repeat(MAX_QUERY_LENGTH / 2)}"`);
    expect(html).toContain('maxLength="64"');
  });

  it('suggestions come as JSON for the header', async () => {
    const res = await superagent.get(`${stack.url}/search/suggest`).query({ q: '保养' });
    const body = res.body as { code: number; data: { hits: SearchHit[] } };
    expect(body.code).toBe(200);
    expect(body.data.hits.length).toBeGreaterThan(0);
    expect(body.data.hits.length).toBeLessThanOrEqual(6);
  });
});

describe('freshness', () => {
  afterEach(async () => {
    await clearFaults(stack.mock);
    await superagent.post(`${stack.mock.url}/__mock/reset`);
  });

  it('finds a changed price and a new news item after the next catalogue refresh, answering from the previous index meanwhile', async () => {
    const clock = testClock();
    const app = buildApp(testConfig(stack.mock.url, { CATALOGUE_TTL_MS: String(TTL) }), { catalogueCache: { now: clock.now } });
    const site = await listen(app);
    try {
      const price = async () => (await results('ES 300h 臻享版', site.url)).groups[0]?.hits.find((h) => h.href === '/configurator/es?grade=103')?.price;
      const before = await price();
      expect(before).toBeGreaterThan(0);

      await superagent.post(`${stack.mock.url}/__mock/catalogue/changes`).send({ seriesCode: 'es', code: '103', price: 371_100 });
      const published = await superagent.post(`${stack.mock.url}/__mock/news`).send({
        title: '奥瑞麟极光蓝限量版今日发布',
        summary: '限量发售，车主专享极光蓝车漆。',
        category: '新车资讯',
        publishDate: '2026-11-27',
      });
      const article = (published.body as { data: NewsArticle }).data;

      // Within the catalogue's freshness the index answers what it holds.
      expect(await price()).toBe(before);
      expect((await results('极光蓝', site.url)).groups).toEqual([]);

      // Past the stale window the next search starts a rebuild; the rebuild is slowed by the upstream, and
      // searches meanwhile answer at once from the previous index.
      await injectFault(stack.mock, 'latency=1500', '/api/client/findNews', 1);
      clock.advance(2 * TTL + 1);
      expect(await price()).toBe(before);
      expect(searchOf(app).building).toBe(true);
      expect(await price()).toBe(before);

      await searchOf(app).idle();
      expect(await price()).toBe(371_100);
      const news = await results('极光蓝', site.url);
      expect(firstHit(news)?.href).toBe(`/news/${article.id}`);
    } finally {
      await searchOf(app).idle();
      await site.close();
    }
  });
});

describe('without the upstream', () => {
  afterEach(() => clearFaults(stack.mock));

  it('answers 503 with the query kept and a clear message when the index was never built', async () => {
    await injectFault(stack.mock, 'status=503', '/api/client/queryCarSeriesList');
    const site = await stack.startApp();
    const res = await page('/search?q=%E4%BF%9D%E5%85%BB', site.url);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.text).toContain('搜索暂时不可用');
    expect(res.text).toContain('value="保养"');
    const json = await superagent.get(`${site.url}/search/suggest?q=ES`).ok(() => true);
    expect(json.status).toBe(503);
    expect((json.body as { msg: string }).msg).toBe('搜索暂时不可用，请稍后再试');
  });
});

describe('the limit across processes', () => {
  let redis: TestRedis;
  const stores: ReturnType<typeof createRedisStore>[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await redis.stop();
  });

  it('counts the searches of one address on every process sharing the store', async () => {
    const sites = await Promise.all(
      [0, 1].map(async () => {
        const store = createRedisStore({ url: redis.url, prefix: 'search-limit:', logger: pino({ level: 'silent' }) });
        await store.waitUntilReady(3000);
        stores.push(store);
        return stack.startApp({ deps: () => ({ store, searchLimit: 4 }) });
      }),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await page('/search?q=ES', sites[i % 2]?.url)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('limits, metrics and logs', () => {
  it('refuses searches over the per-address limit with 429 and Retry-After, on the page and the JSON', async () => {
    const site = await stack.startApp({ deps: () => ({ searchLimit: 3 }) });
    for (let i = 0; i < 3; i++) expect((await page('/search?q=ES', site.url)).status).toBe(200);
    const refused = await page('/search?q=ES', site.url);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.text).toContain('搜索过于频繁');
    const json = await superagent.get(`${site.url}/search/suggest?q=ES`).ok(() => true);
    expect(json.status).toBe(429);
    expect((json.body as { msg: string }).msg).toBe('搜索过于频繁，请稍后再试');
  });

  it('reports the index size and build time in the metrics', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const site = await stack.startApp({ deps: () => ({ metrics }) });
    await superagent.get(`${site.url}/search/suggest?q=ES`);
    const exposition = await metrics.registry.metrics();
    const documents = Number(/^search_index_documents (\d+)$/m.exec(exposition)?.[1]);
    expect(documents).toBeGreaterThan(100);
    expect(Number(/^search_index_bytes (\d+)$/m.exec(exposition)?.[1])).toBeGreaterThan(10_000);
    expect(exposition).toMatch(/^search_index_build_duration_seconds_count 1$/m);
  });

  it('never logs a phone number typed into the box', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ logLevel: 'info', env: 'test' }, sink);
    const site = await stack.startApp({ deps: () => ({ logger }) });
    for (const typed of ['13812345678', '138 1234 5678', '１３８１２３４５６７８', '我的电话138-1234-5678']) {
      await page(`/search?q=${encodeURIComponent(typed)}`, site.url);
      await superagent.get(`${site.url}/search/suggest`).query({ q: typed });
    }
    const log = lines.join('\n');
    expect(log).toContain('/search');
    const decoded = decodeURIComponent(log.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    for (const secret of ['12345678', '1234 5678', '1234-5678', '１２３４５６７８']) expect(decoded).not.toContain(secret);
  });
});
