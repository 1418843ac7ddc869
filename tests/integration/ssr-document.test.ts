import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { documentState } from '../support/document.ts';
import { CHROME_UA, MINI_PROGRAM_UA, useStack } from '../support/stack.ts';

const stack = useStack();

describe('document', () => {
  it('renders zh-CN with a title, description and a canonical URL from the public origin without tracking parameters', async () => {
    const res = await request(stack.app)
      .get('/?utm_source=weibo&from=singlemessage')
      .set('user-agent', CHROME_UA)
      .set('host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="zh-CN">');
    expect(res.text).toMatch(/<title>[^<]*奥瑞麟[^<]*<\/title>/);
    expect(res.text).toMatch(/<meta name="description" content="[^"]+"/);
    expect(res.text).toContain('<link rel="canonical" href="https://www.aurelion.example/"/>');
    expect(res.headers['cache-control']).toBe('private, no-store, no-transform');
  });

  it('links the entry CSS and preloads the matched route chunks behind it (low priority: CSS and the hero image first)', async () => {
    const res = await request(stack.app).get('/').set('user-agent', CHROME_UA);
    expect(res.text).toContain('<link rel="stylesheet" href="/assets/entry-test.css"/>');
    expect(res.text).toContain(
      '<link rel="modulepreload" fetchPriority="low" href="/assets/client-routes-home-route-tsx.js"/>',
    );
    expect(res.text).toMatch(/<script type="module" src="\/assets\/entry\.client-test\.js"[^>]*async/);
  });

  it("asks a phone for the first key visual, then the stylesheet, ahead of every chunk but the entry's own", async () => {
    const res = await request(stack.app).get('/').set('user-agent', MINI_PROGRAM_UA);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const links = head.match(/<link\b[^>]*>/g) ?? [];
    const at = (test: (tag: string) => boolean) => links.findIndex(test);
    const hero = at((l) => /rel="preload"/.test(l) && /as="image"/.test(l));
    expect(links[hero]).toMatch(/href="\/static\/kv\/[^"]*-m\.jpg[^"]*"/);
    expect(links[hero]).toContain('fetchPriority="high"');
    const style = at((l) => /rel="preload"/.test(l) && /as="style"/.test(l) && l.includes('/assets/entry-test.css'));
    // React writes the entry's preload (its bootstrap module) before any preload a page asks for.
    const firstScript = at((l) => l.includes('rel="modulepreload"') && !l.includes('/assets/entry.client-test.js'));
    expect(hero).toBeGreaterThanOrEqual(0);
    expect(firstScript).toBeGreaterThan(0);
    expect(hero).toBeLessThan(style);
    expect(style).toBeLessThan(firstScript);
  });

  it('puts the CSP nonce of the header on every script of the page', async () => {
    const res = await request(stack.app).get('/').set('user-agent', CHROME_UA);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('uses a fresh nonce for each request', async () => {
    const a = await request(stack.app).get('/404');
    const b = await request(stack.app).get('/404');
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
  });

  it('serialises the edge context into the document once', async () => {
    const res = await request(stack.app).get('/').set('user-agent', MINI_PROGRAM_UA).set('cookie', 'utm_channel=34');
    expect(res.text.match(/__DOCUMENT_STATE__=/g)).toHaveLength(1);
    expect(documentState(res.text).env.edge).toEqual({
      isWechat: true,
      isMacWechat: false,
      isMiniProgram: true,
      isMobile: true,
      isBot: false,
      channel: 34,
      care: 0,
      carePointer: false,
    });
    // Only the public subset of the configuration reaches the page.
    expect(res.text).not.toContain('integration-test-secret');
  });

  it('answers HEAD without rendering a body', async () => {
    const res = await request(stack.app).head('/').set('user-agent', CHROME_UA);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text ?? '').toBe('');
  });
});

describe('status codes', () => {
  it('renders the not-found page with 404 for an unknown path', async () => {
    const res = await request(stack.app).get('/no/such/page').set('user-agent', CHROME_UA);
    expect(res.status).toBe(404);
    expect(res.text).toContain('页面未找到');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('renders /404 itself with status 404', async () => {
    const res = await request(stack.app).get('/404');
    expect(res.status).toBe(404);
    expect(res.text).toContain('页面未找到');
  });

  it('turns a loader redirect into a real redirect with Location', async () => {
    const res = await request(stack.app).get('/home').redirects(0);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/');
  });

  it('normalises a trailing slash, keeping the query and never redirecting off-site', async () => {
    const a = await request(stack.app).get('/news/1/?x=1').redirects(0);
    expect(a.status).toBe(301);
    expect(a.headers.location).toBe('/news/1?x=1');
    const b = await request(stack.app).get('//evil.example/').redirects(0);
    expect(b.headers.location).toBe('/evil.example');
  });

  it('gives a 404 for an unknown news id without a stack trace', async () => {
    const res = await request(stack.app).get('/news/99999999');
    expect(res.status).toBe(404);
    expect(res.text).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it('answers 405 for a method pages do not take', async () => {
    const res = await request(stack.app).delete('/');
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ code: 405 });
  });
});
