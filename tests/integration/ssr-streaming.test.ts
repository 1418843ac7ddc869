import { get } from 'node:http';
import { createGunzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  BAIDU_UA,
  buildApp,
  CHROME_UA,
  clearFaults,
  injectFault,
  listen,
  testConfig,
  useStack,
} from '../support/stack.ts';

interface Chunk {
  at: number;
  text: string;
}

/** Reads a response chunk by chunk as a browser would (gunzipped when asked), with arrival times. */
function readChunks(url: string, headers: Record<string, string>): Promise<{ status: number; chunks: Chunk[]; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    get(url, { headers }, (res) => {
      const chunks: Chunk[] = [];
      const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
      body.on('data', (c: Buffer) => chunks.push({ at: Date.now() - started, text: c.toString('utf8') }));
      body.on('end', () => resolve({ status: res.statusCode ?? 0, chunks, headers: res.headers }));
      body.on('error', reject);
    }).on('error', reject);
  });
}

const site = useStack();

afterEach(async () => {
  await clearFaults(site.mock);
});

describe('a page streamed to a browser', () => {
  // React sends a Suspense boundary's content after the shell, out of place and hidden until a script
  // moves it, when the content suspended on the server or is larger than its outlining threshold
  // (React 19: 12.8 KB). Without JavaScript that content stays invisible, and the page cache keeps it
  // so. Only deferred blocks (the home page's news, an article's related news) may arrive that way; the
  // pages below have none. First in this file, so each page's lazily loaded parts render here for the
  // first time in this module graph.
  it.each(['/models/es', '/configurator/es', '/dealer', '/finance', '/trade-in', '/test-drive', '/compare?cars=101%2C301'])(
    'has its content in place, nothing sent out of order: %s',
    async (path) => {
      const { status, chunks } = await readChunks(`${site.url}${path}`, { 'user-agent': CHROME_UA });
      expect(status).toBe(200);
      const html = chunks.map((c) => c.text).join('');
      expect(html).toContain('<main id="main"');
      expect(html).not.toMatch(/<div hidden id="S:/);
      expect(html).not.toContain('<template id="B:');
    },
  );
});

describe('streamed home page', () => {
  it.each([
    ['uncompressed', {}],
    ['through gzip', { 'accept-encoding': 'gzip' }],
  ])('sends the shell before the slow news block, in one response (%s)', async (_name, extra) => {
    await injectFault(site.mock, 'latency=2000', '/api/client/findNews');
    const { status, chunks, headers } = await readChunks(`${site.url}/`, { 'user-agent': CHROME_UA, ...extra });
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/html');
    expect(chunks.length).toBeGreaterThan(1);

    const newsIndex = chunks.findIndex((c) => c.text.includes('data-testid="news-teasers"'));
    expect(newsIndex).toBeGreaterThan(0);
    // Everything that arrived before the news block: the shell.
    const shell = chunks.slice(0, newsIndex).map((c) => c.text).join('');
    expect(shell).toMatch(/^<!DOCTYPE html>/i);
    expect(shell).toContain('<html lang="zh-CN">');
    expect(shell).toContain('aria-label="主导航"'); // header
    expect(shell).toContain('aria-roledescription="carousel"'); // hero
    expect(shell).toContain('全系车型'); // the awaited line-up
    expect(shell).toContain('新闻加载中'); // the skeleton stands in for the news
    expect(shell).not.toContain('data-testid="news-teasers"');
    // The shell was sent on its own, before the news: it arrived strictly earlier.
    expect(chunks[newsIndex - 1]!.at).toBeLessThan(chunks[newsIndex]!.at);
    // The news data travels with its block, as a nonce'd script that settles the client's promise.
    expect(chunks.slice(newsIndex).map((c) => c.text).join('')).toContain('__DEFERRED__');
    expect(chunks.at(-1)?.text).toContain('</html>');
  });

  it('gives a crawler the complete page in one go, the slow block included', async () => {
    await injectFault(site.mock, 'latency=1000', '/api/client/findNews');
    const res = await request(site.url).get('/').set('user-agent', BAIDU_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-testid="news-teasers"');
    expect(res.text).not.toContain('新闻加载中');
    // Inline, not in a hidden segment swapped in by script: readable without JavaScript.
    expect(res.text).not.toMatch(/<template id="B:/);
    expect(res.text).not.toContain('<div hidden id="S:');
  });
});

describe('SSR timeout', () => {
  it('aborts a render that hangs and leaves the block to the client', async () => {
    const short = await listen(buildApp(testConfig(site.mock.url, { SSR_TIMEOUT_MS: '300' })));
    try {
      await injectFault(site.mock, 'latency=3000', '/api/client/findNews');
      const { status, chunks } = await readChunks(`${short.url}/`, { 'user-agent': CHROME_UA });
      const html = chunks.map((c) => c.text).join('');
      expect(status).toBe(200);
      expect(html).toContain('新闻加载中');
      expect(html).not.toContain('data-testid="news-teasers"');
      expect(html).toContain('</html>');
    } finally {
      await short.close();
    }
  });
});
