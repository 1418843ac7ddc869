/**
 * The client data cache in Chromium against the production build and the mock
 * (docs/decisions/0016-client-data-cache.md): a page seen within 5 minutes opens again without an API
 * request, hydration repeats nothing the server read, a favourite shows in the account on the next
 * visit without a reload, and after logout the next user sees none of the previous user's data.
 * API traffic is watched as the browser sends it: every request to `/api/*` and `/client/*`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStack } from '../support/stack.ts';
import { hydrated, UA, useBrowser } from './support/browser.ts';
import { completeLogin } from './support/login.ts';

const site = useStack({ app: 'built' });
const chrome = useBrowser();
let ipSeq = 0;
let phoneSeq = 0;

function nextPhone(): string {
  phoneSeq += 1;
  return `1597777${String(phoneSeq).padStart(4, '0')}`;
}

function masked(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

async function visitor(): Promise<{ page: Page; apiCalls: string[]; close(): Promise<void> }> {
  ipSeq += 1;
  const context = await chrome.browser.newContext({
    userAgent: UA.desktop,
    viewport: { width: 1280, height: 900 },
    locale: 'zh-CN',
    // Its own address, so the per-IP SMS limits of other tests never meet this one's.
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${200 + ipSeq}` },
  });
  const page = await context.newPage();
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/client/'))
      apiCalls.push(`${request.method()} ${pathname}`);
  });
  return { page, apiCalls, close: () => context.close() };
}

/** Clicks a link to `href` the way a visitor does (client-side navigation) and waits for its URL. */
async function follow(p: Page, href: string): Promise<void> {
  await p.locator(`a[href="${href}"]:visible`).first().click();
  await p.waitForURL((url) => url.pathname + url.search === href);
}

/**
 * From any page, by links only: the home page, the model page, 收藏, then the header's account entry
 * and the account's 我的收藏, whose list must name the model.
 */
async function favouriteAndOpenFavourites(p: Page, series: string, name: string): Promise<void> {
  await follow(p, '/');
  await follow(p, `/models/${series}`);
  await p.getByRole('button', { name: '收藏' }).click();
  await expect.poll(() => p.getByRole('button', { name: '已收藏' }).getAttribute('aria-pressed')).toBe('true');
  await p
    .getByRole('link', { name: /^我的账户：/ })
    .first()
    .click();
  await p.waitForURL(/\/account$/);
  await p.getByRole('navigation', { name: '账户导航' }).getByRole('link', { name: '我的收藏' }).click();
  await p.waitForURL(/\/account\/favorites$/);
  await expect
    .poll(() =>
      p
        .locator('main')
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .count(),
    )
    .toBeGreaterThan(0);
}

async function loginThroughPage(p: Page, phone: string): Promise<void> {
  await p.goto(`${site.url}/account/login`);
  await hydrated(p);
  await completeLogin(p, site.mock.url, phone);
}

describe('the client data cache', () => {
  it('back to a model page seen within 5 minutes asks the API nothing; a reload repeats nothing at hydration', async () => {
    const { page: p, apiCalls, close } = await visitor();
    await p.goto(`${site.url}/models/es`);
    await hydrated(p);
    expect(apiCalls, 'hydration repeated a read the server made').toEqual([]);

    await follow(p, '/news');
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).toContain('新闻');
    expect(apiCalls.some((c) => c.endsWith('/api/client/findNews'))).toBe(true);

    apiCalls.length = 0;
    await p.goBack();
    await p.waitForURL((url) => url.pathname === '/models/es');
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).toContain('ES');
    await p.waitForLoadState('networkidle');
    expect(apiCalls, 'the way back asked the API again').toEqual([]);

    // Forward again: the news page too is answered from the cache.
    await p.goForward();
    await p.waitForURL((url) => url.pathname === '/news');
    await p.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);

    apiCalls.length = 0;
    await p.reload();
    await hydrated(p);
    expect(apiCalls, 'hydration repeated a read the server made').toEqual([]);
    await close();
  });

  it('a favourite shows in the account favourites on the next visit, without a reload', async () => {
    const { page: p, close } = await visitor();
    await loginThroughPage(p, nextPhone());
    const nav = p.getByRole('navigation', { name: '账户导航' });
    // The favourites list read once (and cached) before anything is favourited.
    await nav.getByRole('link', { name: '我的收藏' }).click();
    await p.waitForURL(/\/account\/favorites$/);
    await expect.poll(() => p.locator('main').textContent()).toContain('暂无收藏');

    // The list above is still fresh in the cache: only the favourite's invalidation makes it read again.
    await favouriteAndOpenFavourites(p, 'lc', 'LC');
    await close();
  });

  it("after logout, the next user to log in on the same page sees none of the first user's data", async () => {
    const { page: p, close } = await visitor();
    const first = nextPhone();
    const second = nextPhone();
    await loginThroughPage(p, first);
    await favouriteAndOpenFavourites(p, 'gx', 'GX');
    const nav = p.getByRole('navigation', { name: '账户导航' });
    expect(await p.locator('main').textContent()).toContain(masked(first));

    await p.getByRole('button', { name: '退出登录' }).click();
    await p.waitForURL((url) => url.pathname === '/');
    await follow(p, '/account/login');
    await completeLogin(p, site.mock.url, second);
    await p
      .getByRole('link', { name: /^我的账户：/ })
      .first()
      .click();
    await p.waitForURL(/\/account$/);
    await expect.poll(() => p.locator('main').textContent()).toContain(masked(second));
    await nav.getByRole('link', { name: '我的收藏' }).click();
    await p.waitForURL(/\/account\/favorites$/);
    await expect.poll(() => p.locator('main').textContent()).toContain('暂无收藏');
    const text = (await p.locator('main').textContent()) ?? '';
    expect(text).not.toContain(masked(first));
    expect(await p.locator('main').getByRole('link', { name: /^GX/ }).count()).toBe(0);
    await close();
  });
});
