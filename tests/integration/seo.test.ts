/** robots.txt, sitemap.xml and the SEO head (canonical, Open Graph, JSON-LD), from the configured public origin. */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, CHROME_UA, clearFaults, injectFault, testConfig, useStack } from '../support/stack.ts';

const ORIGIN = 'https://www.aurelion.example';
const stack = useStack();

afterEach(async () => {
  await clearFaults(stack.mock);
});

describe('robots.txt', () => {
  it('declares the sitemap on the public origin, not the Host header', async () => {
    const res = await request(stack.app).get('/robots.txt').set('host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toContain('Disallow: /account');
    expect(res.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.text).not.toContain('evil.example');
  });
});

describe('sitemap.xml', () => {
  it('lists every public page and every news article from the API', async () => {
    // A fresh app: the sitemap is cached per process.
    const res = await request(buildApp(testConfig(stack.mock.url))).get('/sitemap.xml').set('host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = [
      '/',
      ...['es', 'ux', 'nx', 'lc', 'lm', 'gx'].map((m) => `/models/${m}`),
      '/models/nx_onlinepurchase',
      ...['es', 'ux', 'nx', 'lc', 'lm', 'gx'].map((m) => `/configurator/${m}`),
      ...['after-sales', 'app', 'connected', 'assistant', 'faq'].map((s) => `/services/${s}`),
      '/dealer',
      '/test-drive',
      '/finance',
      '/trade-in',
      '/legal/user-agreement',
      '/legal/privacy',
      '/news',
      '/news?page=2',
      '/news?page=3',
      '/news?page=4',
    ];
    for (const path of expected) expect(locs).toContain(ORIGIN + path.replace('&', '&amp;'));
    const articles = locs.filter((l) => /\/news\/\d+$/.test(l ?? ''));
    expect(articles).toHaveLength(72);
    expect(locs).not.toContain(`${ORIGIN}/news?page=5`);
    expect(xml).not.toContain('evil.example');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('answers 503 with Retry-After when the news cannot be read, never a partial sitemap or a stack', async () => {
    await injectFault(stack.mock, 'status=500', '/api/client/findNews');
    const res = await request(buildApp(testConfig(stack.mock.url))).get('/sitemap.xml');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('600');
    expect(res.text).not.toContain('<urlset');
    expect(res.text).not.toMatch(/Error|\bat \S+ \(/);
  });
});

describe('SEO head', () => {
  function page(path: string) {
    return request(stack.app).get(path).set('user-agent', CHROME_UA).set('host', 'evil.example');
  }

  it.each([
    ['/services/connected?utm_source=douyin&from=singlemessage', `${ORIGIN}/services/connected`],
    ['/news?page=2&utm_medium=x', `${ORIGIN}/news?page=2`],
    ['/dealer?province=310000&city=310100&utm_source=wechat', `${ORIGIN}/dealer?province=310000&amp;city=310100`],
  ])('%s: canonical and og:url without tracking parameters', async (path, canonical) => {
    const html = (await page(path)).text;
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
    expect(html).not.toContain('evil.example');
  });

  it('every page has Open Graph tags, the no-siteapp meta and Cache-Control no-transform', async () => {
    const res = await page('/services/faq');
    expect(res.headers['cache-control']).toContain('no-transform');
    const html = res.text;
    expect(html).toContain('<meta http-equiv="Cache-Control" content="no-siteapp"/>');
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:locale']) {
      expect(html).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"/>`));
    }
    expect(html).toContain('<meta property="og:locale" content="zh_CN"/>');
    expect(html).toContain('<meta property="og:image" content="https://www.aurelion.example/static/kv/1.jpg"/>');
  });

  it('the home page carries Organization structured data with the CSP nonce, escaped', async () => {
    const res = await page('/');
    const csp = res.headers['content-security-policy'] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    const match = /<script type="application\/ld\+json" nonce="([^"]+)">([^<]+)<\/script>/.exec(res.text);
    expect(match?.[1]).toBe(nonce);
    const json = JSON.parse(match![2]!) as Record<string, unknown>;
    expect(json['@type']).toBe('Organization');
    expect(json.url).toBe(`${ORIGIN}/`);
    expect(json.name).toBe('奥瑞麟 AURELION');
  });

  it('error pages are noindex and carry no structured data', async () => {
    const res = await page('/news/999999');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).not.toContain('application/ld+json');
  });
});
