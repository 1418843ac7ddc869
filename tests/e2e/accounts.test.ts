/**
 * Accounts in Chromium against the production build and the mock:
 * SMS login through the page (captcha and code read back from the mock's records), the session across
 * reloads, logout, `prev` open-redirect attempts, an expired session in the browser and in the
 * mini-program (a recorded `wx.miniProgram`), the register prompt under Playwright's clock, the
 * login-required popup, favourites, the brochure download flow, and a tour of every account page.
 *
 * Each browser context sends its own X-Forwarded-For, so the per-IP SMS limits never meet.
 */
import type { BrowserContext, Page } from 'playwright-core';
import superagent from 'superagent';
import { describe, expect, it, type ExpectStatic } from 'vitest';
import { SESSION_COOKIE } from '#shared/api/session';
import { useStack } from '../support/stack.ts';
import { hydrated, UA, useBrowser } from './support/browser.ts';
import { completeLogin } from './support/login.ts';
import { installPromptClock, promptScheduled, promptTimerStarted } from './support/prompt-clock.ts';

const site = useStack({ app: 'built' });
const chrome = useBrowser();
let ipSeq = 0;
let phoneSeq = 0;
const SEEDED_PHONE = '13800138000';

function nextPhone(): string {
  phoneSeq += 1;
  return `1596666${String(phoneSeq).padStart(4, '0')}`;
}

interface Session {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

async function session(options: { userAgent?: string; width?: number; wx?: boolean } = {}): Promise<Session> {
  ipSeq += 1;
  const context = await chrome.browser.newContext({
    userAgent: options.userAgent ?? UA.desktop,
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: 'zh-CN',
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${ipSeq}` },
    acceptDownloads: true,
  });
  if (options.wx) {
    // The mini-program's JS-SDK, replaced by a recorder (the bridge uses window.wx when present).
    await context.addInitScript(() => {
      const calls: { fn: string; arg: unknown; at: number }[] = [];
      Object.assign(window, {
        __wxCalls: calls,
        __wxjs_environment: 'miniprogram',
        wx: {
          miniProgram: {
            navigateTo: (arg: unknown) => calls.push({ fn: 'navigateTo', arg, at: Date.now() }),
            postMessage: (arg: unknown) => calls.push({ fn: 'postMessage', arg, at: Date.now() }),
            getEnv: (cb: (r: { miniprogram: boolean }) => void) => cb({ miniprogram: true }),
          },
        },
      });
      // When the expiry toast first appears, to time the bridge calls against it.
      new MutationObserver(() => {
        const w = window as unknown as { __toastAt?: number };
        if (w.__toastAt === undefined && document.body?.textContent?.includes('登录已失效，请重新登录'))
          w.__toastAt = Date.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return { context, page, problems };
}

/** The whole login page flow: phone, image captcha, SMS code, consent. A concurrent test passes its own `expect`. */
async function loginThroughPage(p: Page, phone: string, query = '', expect?: ExpectStatic): Promise<void> {
  await p.goto(`${site.url}/account/login${query}`);
  await hydrated(p);
  await completeLogin(p, site.mock.url, phone, expect);
}

const storedUser = (p: Page) =>
  p.evaluate(() => {
    const raw = localStorage.getItem('user');
    return raw ? (JSON.parse(raw) as { state?: { loggedIn?: boolean; user?: { phone?: string } | null } }).state : null;
  });

async function sessionCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
}

describe('login and the session', () => {
  it('logs in with captcha and SMS code, keeps the session over a reload, and logout ends it everywhere', async () => {
    const { context, page: p, problems } = await session();
    await loginThroughPage(p, SEEDED_PHONE);
    expect(new URL(p.url()).pathname).toBe('/account');
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).toBe('奥瑞麟车主');
    const cookie = await sessionCookie(context);
    expect(cookie).toBeTruthy();
    expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);
    // Page scripts never see the token.
    expect(await p.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
    expect((await storedUser(p))?.loggedIn).toBe(true);

    await p.reload();
    await hydrated(p);
    expect(await p.getByRole('heading', { level: 1 }).textContent()).toBe('奥瑞麟车主');
    expect((await storedUser(p))?.loggedIn).toBe(true);

    // The saved cars fill the persisted collection list; logout empties it.
    await p.getByRole('navigation', { name: '账户导航' }).getByRole('link', { name: '我的配置' }).click();
    await p.waitForURL(/\/account\/cars/);
    await expect
      .poll(() =>
        p.evaluate(
          () =>
            (JSON.parse(localStorage.getItem('carCollectionList') ?? '{}') as { state?: { items?: unknown[] } }).state
              ?.items?.length ?? 0,
        ),
      )
      .toBeGreaterThan(0);

    await p.getByRole('button', { name: '退出登录' }).click();
    await expect.poll(async () => (await storedUser(p))?.loggedIn ?? false).toBe(false);
    await expect.poll(() => sessionCookie(context)).toBeUndefined();
    expect(
      await p.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('carCollectionList') ?? '{}') as { state?: { items?: unknown[] } }).state
            ?.items ?? [],
      ),
    ).toEqual([]);
    // The old cookie is refused by the server now.
    const replay = await superagent
      .post(`${site.url}/api/user/ckauth`)
      .ok(() => true)
      .set({ Cookie: `${SESSION_COOKIE}=${cookie}`, Origin: site.url })
      .send({});
    expect((replay.body as { code: number }).code).toBe(401);
    const page = await superagent
      .get(`${site.url}/account`)
      .redirects(0)
      .ok(() => true)
      .set('Cookie', `${SESSION_COOKIE}=${cookie}`);
    expect(page.status).toBe(302);
    expect(page.headers.location).toMatch(/^\/account\/login\?prev=/);
    expect(problems).toEqual([]);
    await context.close();
  });

  // Each login in a context of its own, with its own phone and address: a few at a time (the e2e
  // project's `maxConcurrency`), as most of a login is the page waiting for the server.
  it.concurrent.for(['//evil.example', 'https://evil.example/x', 'javascript:alert(1)', '/\\evil.example', '\\\\evil.example'])(
    'prev=%s stays on the site after login',
    async (prev, { expect }) => {
      const { context, page: p } = await session();
      await loginThroughPage(p, nextPhone(), `?prev=${encodeURIComponent(prev)}`, expect);
      const url = new URL(p.url());
      expect(url.origin).toBe(site.url);
      expect(url.pathname).toBe('/account');
      await context.close();
    },
  );

  it.concurrent('a same-site prev is honoured', async ({ expect }) => {
    const { context, page: p } = await session();
    await loginThroughPage(p, nextPhone(), `?prev=${encodeURIComponent('/news?page=2')}`, expect);
    expect(p.url()).toBe(`${site.url}/news?page=2`);
    await context.close();
  });
});

describe('an expired session', () => {
  /**
   * Until cleared, not for a number of calls: how many times the page reads the list before the direct
   * load (loader, revalidation, the header's unread count) depends on timing, and a used-up rule let
   * the last read through.
   */
  async function expireMessages(): Promise<void> {
    await superagent.post(`${site.mock.url}/__mock/faults`).send({ fault: 'expire', path: '/api/user/msgList' });
  }
  async function clearFaults(): Promise<void> {
    await superagent.delete(`${site.mock.url}/__mock/faults`);
  }

  it('in the browser: /account/messages leads to the login page with prev, logged out', async () => {
    const { context, page: p } = await session();
    await loginThroughPage(p, nextPhone());
    await expireMessages();
    try {
      await p
        .getByRole('navigation', { name: '账户导航' })
        .getByRole('link', { name: /消息通知/ })
        .click();
      await p.waitForURL(/\/account\/login/);
      expect(new URL(p.url()).searchParams.get('prev')).toBe('/account/messages');
      await expect.poll(async () => (await storedUser(p))?.loggedIn ?? false).toBe(false);
      // Loading the page directly lands there too (the server redirects).
      await p.goto(`${site.url}/account/messages`);
      expect(new URL(p.url()).pathname).toBe('/account/login');
    } finally {
      await clearFaults();
      await context.close();
    }
  });

  it('in the mini-program: the toast, then 2 s later navigateTo the mini-program login and postMessage LOGIN_INVALID', async () => {
    const { context, page: p } = await session({ userAgent: UA.miniProgram, width: 375, wx: true });
    await loginThroughPage(p, nextPhone());
    await expireMessages();
    try {
      await p
        .getByRole('navigation', { name: '账户导航' })
        .getByRole('link', { name: /消息通知/ })
        .click();
      await expect.poll(() => p.getByText('登录已失效，请重新登录').isVisible()).toBe(true);
      await expect
        .poll(() => p.evaluate(() => (window as unknown as { __wxCalls: { fn: string }[] }).__wxCalls.length), {
          timeout: 5000,
        })
        .toBe(2);
      const calls = await p.evaluate(
        () => (window as unknown as { __wxCalls: { fn: string; arg: unknown; at: number }[] }).__wxCalls,
      );
      expect(calls.map((c) => c.fn)).toEqual(['navigateTo', 'postMessage']);
      expect(calls[0]?.arg).toEqual({ url: '/pages/login/index' });
      expect(calls[1]?.arg).toEqual({ data: 'LOGIN_INVALID' });
      // Called 2 s after the toast appeared, not before.
      const shownAt = await p.evaluate(() => (window as unknown as { __toastAt?: number }).__toastAt ?? 0);
      expect(shownAt).toBeGreaterThan(0);
      expect((calls[0]?.at ?? 0) - shownAt).toBeGreaterThanOrEqual(1900);
    } finally {
      await clearFaults();
      await context.close();
    }
  });
});

describe('register prompt (browser clock controlled)', () => {
  const PROMPT = '如果您想了解更多';

  it('appears 120 s after a page view, not again on the same path within 120 s (also after a reload); its buttons', async () => {
    const { context, page: p } = await session();
    await installPromptClock(p);
    await p.goto(`${site.url}/`);
    await hydrated(p);
    // The timer starts once the scheduler's code and the stored state are in: not before 115 s, there by 121 s.
    await promptScheduled(p);
    await p.clock.fastForward(115_000);
    expect(await p.getByRole('dialog', { name: PROMPT }).count()).toBe(0);
    await p.clock.fastForward(6_000);
    const dialog = p.getByRole('dialog', { name: PROMPT });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('注册成为会员，解锁更多内容');
    const stored = await p.evaluate(
      () =>
        JSON.parse(localStorage.getItem('registerPrompt') ?? '{}') as {
          state?: { pathInfo?: { path: string; type: number }[] };
        },
    );
    expect(stored.state?.pathInfo).toEqual([expect.objectContaining({ path: '/', type: 1 })]);
    await dialog.getByRole('button', { name: '稍后提醒' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Same path, after a reload, within 120 s of the last prompt: nothing.
    await p.reload();
    await hydrated(p);
    await p.clock.fastForward(100_000);
    expect(await p.getByRole('dialog', { name: PROMPT }).count()).toBe(0);
    expect(await promptTimerStarted(p)).toBe(false);

    // Another path prompts; 立即注册 of the learn-more prompt goes to type=1.
    await p.goto(`${site.url}/dealer`);
    await hydrated(p);
    await promptScheduled(p);
    await p.clock.fastForward(121_000);
    await expect.poll(() => p.getByRole('dialog', { name: PROMPT }).isVisible()).toBe(true);
    await p.getByRole('dialog', { name: PROMPT }).getByRole('button', { name: '立即注册' }).click();
    await p.waitForURL(/\/account\/login\?type=1$/);

    // The close button dismisses it as well.
    await p.goto(`${site.url}/news`);
    await hydrated(p);
    await promptScheduled(p);
    await p.clock.fastForward(121_000);
    await expect.poll(() => p.getByRole('dialog', { name: PROMPT }).isVisible()).toBe(true);
    await p.getByRole('dialog', { name: PROMPT }).getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => p.getByRole('dialog', { name: PROMPT }).count()).toBe(0);
    await context.close();
  });

  // Each page with a clock and a context of its own: these four run a few at a time.
  it.concurrent.for([
    { label: 'the login page', path: '/account/login', userAgent: UA.desktop },
    { label: '/404', path: '/404', userAgent: UA.desktop },
    { label: 'the mini-program', path: '/', userAgent: UA.miniProgram },
  ])('does not appear on $label', async ({ path, userAgent }, { expect }) => {
    const { context, page: p } = await session({ userAgent });
    await installPromptClock(p);
    await p.goto(site.url + path);
    await hydrated(p);
    await p.clock.fastForward(125_000);
    expect(await p.getByRole('dialog', { name: PROMPT }).count()).toBe(0);
    expect(await promptTimerStarted(p)).toBe(false);
    await context.close();
  });

  it.concurrent('does not appear for a logged-in user', async ({ expect }) => {
    const { context, page: p } = await session();
    await loginThroughPage(p, nextPhone(), '', expect);
    await installPromptClock(p);
    await p.goto(`${site.url}/`);
    await hydrated(p);
    await p.clock.fastForward(125_000);
    expect(await p.getByRole('dialog', { name: PROMPT }).count()).toBe(0);
    expect(await promptTimerStarted(p)).toBe(false);
    await context.close();
  });

  it('the brochure button opens its download form; after login the download starts on the model page', async () => {
    const { context, page: p } = await session();
    await p.goto(`${site.url}/models/es`);
    await hydrated(p);
    await p.getByRole('button', { name: '下载车型手册' }).click();
    const dialog = p.getByRole('dialog', { name: '注册会员，下载车型手册' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: '稍后提醒' }).count()).toBe(0);
    await dialog.getByRole('button', { name: '立即注册' }).click();
    await p.waitForURL(/\/account\/login\?modelType=es&type=2$/);
    const download = p.waitForEvent('download');
    await loginThroughPage(p, nextPhone(), '?modelType=es&type=2');
    expect((await download).suggestedFilename()).toBe('aurelion-es-brochure.pdf');
    await expect.poll(() => p.url()).toBe(`${site.url}/models/es`);
    await context.close();
  });
});

describe('favourites and the login-required popup', () => {
  it('an anonymous favourite opens the popup; 立即登录 goes to the login page with type=3 and prev', async () => {
    const { context, page: p } = await session({ width: 375, userAgent: UA.iphoneWechat });
    await p.goto(`${site.url}/news/3`);
    await hydrated(p);
    await p.getByRole('button', { name: '收藏' }).click();
    const dialog = p.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('该功能需要登录后使用');
    await dialog.getByRole('button', { name: '立即登录' }).click();
    await p.waitForURL(/\/account\/login/);
    const url = new URL(p.url());
    expect(url.searchParams.get('type')).toBe('3');
    expect(url.searchParams.get('prev')).toBe('/news/3');
    await context.close();
  });

  it('a logged-in user favourites a model and follows a dealer; both show in the account', async () => {
    const { context, page: p } = await session();
    await loginThroughPage(p, nextPhone());
    await p.goto(`${site.url}/models/lc`);
    await hydrated(p);
    const fav = p.getByRole('button', { name: '收藏' });
    await fav.click();
    await expect.poll(() => p.getByRole('button', { name: '已收藏' }).getAttribute('aria-pressed')).toBe('true');
    await p.goto(`${site.url}/dealer`);
    await hydrated(p);
    const card = p.getByRole('article').first();
    const dealerName = (await card.getByRole('heading').textContent()) ?? '';
    const follow = card.getByRole('button', { name: /关注/ });
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    expect(await follow.textContent()).toBe(`已关注${dealerName}`);

    await p.goto(`${site.url}/account/favorites?type=series`);
    await hydrated(p);
    expect(await p.locator('main').textContent()).toContain('LC');
    await p.goto(`${site.url}/account/follows`);
    await hydrated(p);
    expect(await p.locator('main').textContent()).toContain(dealerName);
    await context.close();
  });
});

describe('the account pages against the mock', () => {
  it('lists, filters, deletes and reads; the unread badge drops after reading', async () => {
    // The seeded owner again: a fresh seed (their cars and unread messages) and no SMS cooldown left
    // from the first test's login with the same phone.
    await superagent.post(`${site.mock.url}/__mock/reset`);
    const { context, page: p, problems } = await session();
    await loginThroughPage(p, SEEDED_PHONE);
    const nav = p.getByRole('navigation', { name: '账户导航' });

    // Saved cars: delete one; it can be undone for 5 seconds, then it is gone.
    await nav.getByRole('link', { name: '我的配置' }).click();
    await p.waitForURL(/\/account\/cars/);
    const deletes = p.getByRole('button', { name: /^删除配置/ });
    await expect.poll(() => deletes.count()).toBeGreaterThan(0);
    const before = await deletes.count();
    await deletes.first().click();
    const undo = p.getByRole('button', { name: '撤销' });
    await expect.poll(() => undo.count()).toBe(1);
    await expect.poll(() => undo.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => deletes.count()).toBe(before - 1);

    // Favourites: the type filter is in the URL.
    await nav.getByRole('link', { name: '我的收藏' }).click();
    await p.waitForURL(/\/account\/favorites/);
    await p.getByRole('navigation', { name: '收藏类型' }).getByRole('link', { name: '资讯' }).click();
    await p.waitForURL(/type=news/);
    // The URL changes as the navigation commits; the filter re-renders right after it.
    await expect
      .poll(() =>
        p.getByRole('navigation', { name: '收藏类型' }).getByRole('link', { name: '资讯' }).getAttribute('aria-current'),
      )
      .toBe('page');

    // Follows and test drives render their lists (or their empty states).
    await nav.getByRole('link', { name: '我的关注' }).click();
    await p.waitForURL(/\/account\/follows/);
    await nav.getByRole('link', { name: '试驾预约' }).click();
    await p.waitForURL(/\/account\/test-drives/);
    expect(await p.locator('main').textContent()).toMatch(/试驾预约/);

    // Messages: opening an unread one marks it read and the badge drops.
    const badge = nav.getByLabel(/条未读$/);
    const unread = Number((await badge.getAttribute('aria-label'))?.replace(/\D/g, ''));
    expect(unread).toBeGreaterThan(0);
    await nav.getByRole('link', { name: /消息通知/ }).click();
    await p.waitForURL(/\/account\/messages/);
    await p
      .getByRole('button', { name: /（未读）/ })
      .first()
      .click();
    await expect
      .poll(async () =>
        (await badge.count()) === 0 ? 0 : Number((await badge.getAttribute('aria-label'))?.replace(/\D/g, '')),
      )
      .toBe(unread - 1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
