/** Service pages, news list and article, dealer finder: rendered on the server against the real mock. */
import request from 'supertest';
import superagent from 'superagent';
import { afterEach, describe, expect, it } from 'vitest';
import { BAIDU_UA, CHROME_UA, clearFaults, injectFault, useStack } from '../support/stack.ts';

const stack = useStack();

afterEach(async () => {
  await clearFaults(stack.mock);
});

function get(path: string, ua = CHROME_UA) {
  return request(stack.app).get(path).set('user-agent', ua);
}

/** React separates adjacent text nodes with comments; assertions read the text as a person would. */
const text = (html: string) => html.replace(/<!-- -->/g, '');

function expectOneH1(html: string) {
  expect(html.match(/<h1\b/g)).toHaveLength(1);
}

function expectNoStack(html: string) {
  expect(html).not.toMatch(/\bat \S+ \(|Error: |node_modules/);
}

describe('service pages', () => {
  const PAGES = [
    { path: '/services/after-sales', h1: '售后服务', title: '售后服务：保养、保修与召回查询', content: ['定期保养', '保修政策', '召回查询', '车辆识别代号（VIN）'] },
    { path: '/services/app', h1: '奥瑞麟官方 App', title: '奥瑞麟官方 App：用车、服务与会员', content: ['核心功能', '三步开始使用', '数据与隐私'] },
    { path: '/services/connected', h1: '智能互联服务', title: '智能互联服务：运营商流量与在线服务', content: ['运营商服务资费', '450 元', '880 元', '/ 1年', '/ 2年'] },
    { path: '/services/assistant', h1: '车载智能助手', title: '车载智能助手：语音交互与贴心服务', content: ['它能为您做什么', '试试这样说', '隐私保护'] },
    { path: '/services/faq', h1: '常见问题', title: '常见问题：购车、保养、保修与互联服务', content: ['如何预约试驾？', '多久需要保养一次？', '运营商服务1年450元、2年880元'] },
  ];

  it.each(PAGES)('$path renders its content, title, canonical and the services navigation on the server', async ({ path, h1, title, content }) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const html = text(res.text);
    expectOneH1(html);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    expect(html).toMatch(new RegExp(`<title>${title}( \\| 奥瑞麟)?</title>`));
    expect(html).toContain(`<link rel="canonical" href="https://www.aurelion.example${path}"/>`);
    expect(html).toContain('aria-label="服务导航"');
    expect(html).toMatch(new RegExp(`<a aria-current="page"[^>]*href="${path}"`));
    for (const c of content) expect(html).toContain(c);
  });

  it('the FAQ accordion has buttons with aria-expanded and aria-controls, and every answer in the HTML', async () => {
    const html = text((await get('/services/faq')).text);
    const buttons = [...html.matchAll(/<button [^>]*data-accordion-trigger[^>]*>/g)].map(([tag]) => tag);
    expect(buttons.length).toBeGreaterThanOrEqual(8);
    for (const tag of buttons) {
      expect(tag).toContain('aria-expanded="false"');
      const panel = /aria-controls="([^"]+)"/.exec(tag)?.[1];
      expect(panel).toBeDefined();
      expect(html).toMatch(new RegExp(`<div id="${panel}" role="region" aria-labelledby="[^"]+" data-accordion-panel="true" hidden=""`));
    }
    expect(html).toContain('易损件（如刹车片、雨刮片、轮胎）');
  });

  it('/services redirects to the after-sales page; an unknown service is the 404 page', async () => {
    const redirect = await get('/services');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/services/after-sales');
    for (const path of ['/services/unknown', '/services/FAQ', '/services/app/extra']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain('页面未找到');
    }
  });
});

describe('recall lookup (GET form, ?vin=)', () => {
  async function recallVins(): Promise<string[]> {
    const res = await superagent.get(`${stack.mock.url}/__mock/db/recalls`);
    const body = res.body as { data?: Array<{ vins: string[]; status: string }> } | Array<{ vins: string[]; status: string }>;
    const list = Array.isArray(body) ? body : (body.data ?? []);
    return list.filter((r) => r.status === 'open').flatMap((r) => r.vins);
  }

  it('a VIN with an open recall shows the campaigns, server-rendered, not indexed', async () => {
    const [vin] = await recallVins();
    expect(vin).toBeDefined();
    const res = await get(`/services/after-sales?vin=${vin!.toLowerCase()}`);
    expect(res.status).toBe(200);
    const html = text(res.text);
    expect(html).toContain('查询结果');
    expect(html).toContain(`VIN ${vin}`);
    expect(html).toMatch(/涉及 <strong[^>]*>\d+<\/strong> 项未完成的召回活动/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<link rel="canonical" href="https://www.aurelion.example/services/after-sales"/>');
  });

  it('a VIN without recalls says there is no open recall', async () => {
    const res = await get('/services/after-sales?vin=LAUES1234R0A12345');
    expect(res.status).toBe(200);
    expect(text(res.text)).toContain('该车辆目前没有未完成的召回活动。');
  });

  it.each([
    ['', '请输入17位车辆识别代号（VIN）。'],
    ['LAUES123', '车辆识别代号应为17位，您输入了8位。'],
    ['LAUES1234R0A1234O', '车辆识别代号不含字母 I、O、Q'],
    ['<script>alert(1)</script>', '车辆识别代号只包含数字和英文字母'],
  ])('vin=%j answers 400 with a Chinese message on the page', async (vin, message) => {
    const res = await get(`/services/after-sales?vin=${encodeURIComponent(vin)}`);
    expect(res.status).toBe(400);
    const html = text(res.text);
    expect(html).toContain(message);
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain('<script>alert(1)</script>');
    expectNoStack(html);
  });

  it('an upstream failure shows an error notice with status 503 and Retry-After, the page still renders', async () => {
    await injectFault(stack.mock, 'status=503', '/api/client/recall/');
    const res = await get('/services/after-sales?vin=LAUES1234R0A12345');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    const html = text(res.text);
    expect(html).toContain('暂时无法查询');
    expect(html).toContain('定期保养');
  });
});

describe('news list', () => {
  it('/news lists 20 articles with crawlable paging links', async () => {
    const res = await get('/news');
    expect(res.status).toBe(200);
    const html = text(res.text);
    expectOneH1(html);
    expect(html).toContain('<title>品牌新闻 | 奥瑞麟</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.aurelion.example/news"/>');
    expect(html.match(/href="\/news\/\d+"/g)).toHaveLength(20);
    expect(html).toContain('aria-label="新闻分页"');
    expect(html).toContain('href="/news?page=2"');
    expect(html).toContain('共 72 篇');
  });

  it('?page=4 is the last page, with its own title and canonical, a link back and none forward', async () => {
    const res = await get('/news?page=4&utm_source=douyin');
    expect(res.status).toBe(200);
    const html = text(res.text);
    expect(html).toContain('<title>品牌新闻（第4页） | 奥瑞麟</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.aurelion.example/news?page=4"/>');
    expect(html.match(/href="\/news\/\d+"/g)).toHaveLength(12);
    expect(html).toContain('rel="prev"');
    expect(html).not.toContain('rel="next"');
  });

  it('?page=1 is page 1 with the canonical /news; a repeated page parameter takes the first', async () => {
    expect(text((await get('/news?page=1')).text)).toContain('<link rel="canonical" href="https://www.aurelion.example/news"/>');
    const res = await get('/news?page=2&page=3');
    expect(res.status).toBe(200);
    expect(text(res.text)).toContain('第 2 / 4 页');
  });

  it.each(['0', '-1', '1.5', '02', 'abc', '99999999', '5', '100'])('?page=%s is the 404 page with status 404', async (page) => {
    const res = await get(`/news?page=${page}`);
    expect(res.status).toBe(404);
    expect(res.text).toContain('页面未找到');
    expectNoStack(res.text);
  });

  it('an upstream failure answers 503 with the error page and Retry-After', async () => {
    await injectFault(stack.mock, 'status=500', '/api/client/findNews');
    const res = await get('/news');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.text).toContain('服务暂时不可用');
  });
});

describe('news article', () => {
  it('has breadcrumbs, Open Graph article tags, NewsArticle JSON-LD and related links', async () => {
    const res = await get('/news/1', BAIDU_UA);
    expect(res.status).toBe(200);
    const html = text(res.text);
    expect(html).toContain('aria-label="面包屑"');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="og:url" content="https://www.aurelion.example/news/1"/>');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/www\.aurelion\.example\/static\/news\/1\.jpg"\/>/);
    const ld = /<script type="application\/ld\+json" nonce="[^"]+">([^<]+)<\/script>/.exec(html);
    expect(ld).not.toBeNull();
    const json = JSON.parse(ld![1]!) as Record<string, unknown>;
    expect(json['@type']).toBe('NewsArticle');
    expect(json.mainEntityOfPage).toBe('https://www.aurelion.example/news/1');
    // The crawler gets the related block inline.
    expect(html).toContain('相关新闻');
    expect(html).toContain('返回新闻列表');
    expect(html.match(/<a[^>]+href="\/news\/\d+"/g)?.length).toBeGreaterThanOrEqual(1);
  });

  it('an unknown id is the 404 page with status 404', async () => {
    const res = await get('/news/999999');
    expect(res.status).toBe(404);
    expect(res.text).toContain('页面未找到');
  });
});

describe('dealer finder', () => {
  it('defaults to the IP location (loopback: 上海) and lists its dealers with tel: links and hours', async () => {
    const res = await get('/dealer');
    expect(res.status).toBe(200);
    const html = text(res.text);
    expectOneH1(html);
    expect(html).toContain('<title>上海市经销商查询 | 奥瑞麟</title>');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/www\.aurelion\.example\/dealer\?province=310000&amp;city=\d+"\/>/);
    expect(html).toMatch(/<select id="dealer-province" name="province"/);
    expect(html).toMatch(/<select id="dealer-city" name="city"/);
    expect(html).toMatch(/共 \d+ 家授权经销商/);
    expect(html).toMatch(/href="tel:400\d+"/);
    expect(html).toContain('营业时间');
    expect(html).toContain('<button type="submit"');
  });

  it('renders the selection from the URL, and falls back to the province default city for a city of another province', async () => {
    const regions = (await superagent.get(`${stack.mock.url}/__mock/db/dealers`)).body as unknown;
    const dealers = (Array.isArray(regions) ? regions : ((regions as { data: unknown[] }).data ?? [])) as Array<{ provinceId: number; cityId: number; cityName: string; shortName: string }>;
    const sample = dealers.find((d) => d.provinceId !== 310000)!;
    const res = await get(`/dealer?province=${sample.provinceId}&city=${sample.cityId}`);
    expect(res.status).toBe(200);
    const html = text(res.text);
    expect(html).toContain(sample.shortName);
    expect(html).toContain(`<option value="${sample.cityId}" selected="">`);

    const mixed = await get(`/dealer?province=${sample.provinceId}&city=310100`);
    expect(mixed.status).toBe(200);
    expect(text(mixed.text)).toMatch(new RegExp(`canonical" href="https://www\\.aurelion\\.example/dealer\\?province=${sample.provinceId}&amp;city=\\d+"`));
  });

  it.each(['abc', '0', '999999', '-310000'])('province=%s is the 404 page with status 404', async (province) => {
    const res = await get(`/dealer?province=${province}`);
    expect(res.status).toBe(404);
    expect(res.text).toContain('页面未找到');
    expectNoStack(res.text);
  });

  it('the regions failing, the choices come from the dealer list; the dealer list failing too, the 503 page', async () => {
    await injectFault(stack.mock, 'status=500', '/api/client/findRegions');
    const res = await get('/dealer');
    expect(res.status).toBe(200);
    expect(text(res.text)).toContain('<option value="310000" selected="">上海市</option>');
    await injectFault(stack.mock, 'status=500', '/api/client/findDealers');
    const down = await get('/dealer');
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('30');
    expect(down.text).toContain('服务暂时不可用');
  });
});

describe('legal pages', () => {
  it.each([
    ['/legal/user-agreement', '用户协议', '账号注销'],
    ['/legal/privacy', '隐私政策', '信息的共享'],
  ])('%s renders its sections on the server', async (path, title, section) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const html = text(res.text);
    expectOneH1(html);
    expect(html).toContain(`<title>${title}`);
    expect(html).toContain(section);
    expect(html).toContain('aria-label="目录"');
  });

  it('an unknown document is the 404 page', async () => {
    const res = await get('/legal/terms');
    expect(res.status).toBe(404);
  });

  it('the login page links both from its consent box', async () => {
    const res = await get('/account/login');
    expect(res.text).toContain('href="/legal/user-agreement"');
    expect(res.text).toContain('href="/legal/privacy"');
  });
});

describe('home key visuals and the "mobile" rule (width under 500 px or a mobile user agent)', () => {
  const IPHONE_UA =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  it('a phone user agent gets the phone image whatever its width', async () => {
    const res = await get('/', IPHONE_UA);
    const slide = /<picture>(.*?)<\/picture>/s.exec(res.text)?.[1] ?? '';
    expect(slide).not.toContain('<source');
    expect(slide).toMatch(/<img src="\/static\/kv\/1-m\.jpg/);
  });

  it('a desktop user agent gets the phone image only below 500 px', async () => {
    const res = await get('/');
    const slide = /<picture>(.*?)<\/picture>/s.exec(res.text)?.[1] ?? '';
    expect(slide).toMatch(/<source media="\(max-width: 499px\)" srcSet="\/static\/kv\/1-m\.jpg/);
    expect(slide).toMatch(/<img src="\/static\/kv\/1\.jpg/);
  });
});
