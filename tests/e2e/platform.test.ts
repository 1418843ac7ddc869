import superagent from 'superagent';
import { afterEach, describe, expect, it } from 'vitest';
import { useStack } from '../support/stack.ts';
import { screenshot, startSite, UA, useBrowser } from './support/browser.ts';

const site = useStack({ app: 'built' });
const { page } = useBrowser();

afterEach(async () => {
  await superagent.delete(`${site.mock.url}/__mock/faults`);
});

async function fault(fault: string, path: string): Promise<void> {
  await superagent.post(`${site.mock.url}/__mock/faults`).send({ fault, path });
}

describe('home page in a browser', () => {
  it('hydrates: the carousel buttons work, without console errors or CSP violations', async () => {
    const { page: p, problems } = await page();
    const response = await p.goto(site.url);
    expect(response?.status()).toBe(200);
    const counter = p.locator('section[aria-roledescription="carousel"] [aria-live="polite"]');
    await expect.poll(() => counter.textContent()).toMatch(/^1 \/ \d+$/);
    // Clicks only take effect once React has hydrated the button.
    await expect
      .poll(async () => {
        await p.getByRole('button', { name: '下一张' }).click();
        return counter.textContent();
      })
      .not.toMatch(/^1 \//);
    await screenshot(p, 'platform-home-1440');
    expect(problems).toEqual([]);
  });

  it('hydrates the streamed news block with the streamed data, without fetching it again', async () => {
    await fault('latency=2000', '/api/client/findNews');
    const { page: p, problems } = await page({ userAgent: UA.iphoneWechat, width: 375, height: 812 });
    const newsRequests: string[] = [];
    p.on('request', (r) => {
      if (r.url().includes('findNews')) newsRequests.push(r.url());
    });
    // The shell is on screen while the news is still on its way: recorded as the document is parsed, so a
    // busy machine that reads the page late still sees the order the stream had.
    await p.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __newsOrder: seen });
      new MutationObserver(() => {
        const skeleton = document.querySelector('[aria-label="新闻加载中"]') !== null;
        const teasers = document.querySelector('[data-testid="news-teasers"]') !== null;
        const state = teasers ? 'teasers' : skeleton ? 'skeleton' : null;
        if (state && seen.at(-1) !== state) seen.push(state);
      }).observe(document, { childList: true, subtree: true });
    });
    await p.goto(site.url, { waitUntil: 'commit' });
    await p.getByRole('heading', { name: '全系车型' }).waitFor();
    await p.getByTestId('news-teasers').waitFor({ timeout: 10_000 });
    expect(await p.evaluate(() => (window as unknown as { __newsOrder: string[] }).__newsOrder)).toEqual([
      'skeleton',
      'teasers',
    ]);
    await p.waitForLoadState('load');
    // The teaser links work as client navigation once hydrated.
    await p.getByRole('button', { name: '打开菜单' }).click();
    await expect.poll(() => p.getByRole('button', { name: '关闭菜单' }).count()).toBe(1);
    await screenshot(p, 'platform-home-375');
    expect(newsRequests).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('navigation', () => {
  it('navigates on the client with the progress bar, without reloading the document', async () => {
    const { page: p, problems } = await page();
    await p.goto(site.url);
    await p.getByTestId('news-teasers').waitFor();
    await p.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await fault('latency=1500', '/api/client/findNewsById');
    const link = p.getByTestId('news-teasers').getByRole('link').first();
    const title = (await link.locator('h3').textContent()) ?? '';
    await link.click();
    await p.locator('#nprogress .bar').waitFor({ state: 'attached', timeout: 5000 });
    await p.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 10_000 });
    expect(p.url()).toMatch(/\/news\/\d+$/);
    expect(await p.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect.poll(() => p.locator('#nprogress').count(), { timeout: 5000 }).toBe(0);
    expect(problems).toEqual([]);
  });

  it('turns the same click into a full page load in Mac WeChat', async () => {
    const { page: p, problems } = await page({ userAgent: UA.macWechat });
    await p.goto(site.url);
    await p.getByTestId('news-teasers').waitFor();
    await p.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await Promise.all([
      p.waitForEvent('framenavigated'),
      p.getByTestId('news-teasers').getByRole('link').first().click(),
    ]);
    await p.getByRole('navigation', { name: '面包屑' }).waitFor();
    expect(await p.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('shows the not-found page with status 404', async () => {
    const { page: p, problems } = await page();
    const response = await p.goto(`${site.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await p.getByRole('heading', { level: 1, name: '页面未找到' }).waitFor();
    expect(await p.title()).toContain('页面未找到');
    await p.getByRole('link', { name: '返回首页' }).click();
    await p.getByRole('heading', { name: '全系车型' }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('SSR timeout in a browser', () => {
  it('lets the browser load the block the server gave up on', async () => {
    const slow = await startSite({ SSR_TIMEOUT_MS: '400' });
    try {
      await superagent.post(`${slow.mock.url}/__mock/faults`).send({ fault: 'latency=1500', path: '/api/client/findNews' });
      const { page: p, problems } = await page();
      // A slow phone: hydration (in a transition) commits well after the browser's own load of the
      // news could finish, which lost that load's result when it was started before the commit.
      const cdp = await p.context().newCDPSession(p);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      await p.goto(slow.url);
      await p.getByTestId('news-teasers').waitFor({ timeout: 15_000 });
      expect(await p.getByLabel('新闻加载中').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await slow.stop();
    }
  });
});
