/**
 * End-to-end harness: the production build (`dist/`, started by `useStack({ app: 'built' })`) driven in
 * Debian's Chromium through playwright-core. No browser download: the system one.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { ROOT } from '../../support/built-site.ts';
import { startStack, type RunningStack } from '../../support/stack.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

export { CHROMIUM };
export const ARTIFACTS = path.join(ROOT, 'test-results');

export const UA = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  iphoneWechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN',
  macWechat:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) NetType/WIFI MicroMessenger/6.8.0(0x16080000) MacWechat/3.8.7(0x13080712) Safari/605.1.15 NetType/WIFI WindowsWechat',
  miniProgram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN miniProgram/wx1234567890abcdef',
};

export type Site = RunningStack & { url: string };

/** A second built site with its own mock, for a test that needs other settings than the file's stack; the test stops it. */
export function startSite(env: Record<string, string> = {}): Promise<Site> {
  return startStack({ app: 'built', env });
}

/** Requests the page makes from now on, as `METHOD url` (the browser re-reads the page icon on a URL change by itself). */
export function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (!r.url().endsWith('/favicon.svg')) seen.push(`${r.method()} ${r.url()}`);
  });
  return seen;
}

/**
 * The run's Chromium (started once by the project's global setup, tests/e2e/support/browser-server.ts),
 * or a browser of its own when there is none. `close()` on a connected browser closes the contexts this
 * file made and disconnects; the browser itself stays up for the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, page errors and CSP violations seen so far. */
  problems: string[];
}

/**
 * A page in a fresh context with a real (non-headless) UA, so the server streams as to a person;
 * every console error/warning, uncaught error and CSP violation is recorded.
 */
export async function openPage(
  browser: Browser,
  options: { userAgent?: string; width?: number; height?: number; javaScriptEnabled?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    userAgent: options.userAgent ?? UA.desktop,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: 'zh-CN',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  // WeChat's JS-SDK is outside the test: served empty, so a WeChat UA gets no SDK unless a test puts a
  // recorder at window.wx (the site then shares nothing, as in a browser without the SDK).
  await context.route('https://res.wx.qq.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: '' }));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    // A page answered with an error status (the 404 page) is logged as a failed resource: that is the test's subject.
    const source = msg.location().url;
    if (/Failed to load resource/.test(msg.text()) && source && source === page.url()) return;
    problems.push(`${msg.type()}: ${msg.text()}${source ? ` (${source})` : ''}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return { page, context, problems };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * The bytes of a finished download. Read as a stream, because the run's browser is a server this file
 * is connected to: playwright keeps the file on the browser's side and `download.path()` is not
 * available to a remote client.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The page is hydrated once the router has started and the network is quiet. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => '__reactRouterVersion' in window);
}

/** From now on, every page of the context adds up its layout shifts (those not caused by input), for `layoutShift`. */
export async function watchLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number; __layoutShiftSources: string[] };
    w.__layoutShift = 0;
    w.__layoutShiftSources = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> };
    const describe = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
      const cls = typeof node.className === 'string' ? node.className.trim().split(/\s+/).slice(0, 3).join('.') : '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${cls ? `.${cls}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__layoutShift += entry.value;
        for (const source of entry.sources ?? []) w.__layoutShiftSources.push(describe(source.node));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shift so far and what moved (see `watchLayoutShift`): a failure names the elements. */
export function layoutShiftReport(page: Page): Promise<{ value: number; moved: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __layoutShift: number; __layoutShiftSources: string[] };
    return { value: w.__layoutShift, moved: w.__layoutShiftSources };
  });
}

/** The page's layout shift so far (see `watchLayoutShift`). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

export type PageOptions = Parameters<typeof openPage>[1];

export interface UsedBrowser {
  readonly browser: Browser;
  /** A watched page in a fresh context (see `openPage`), closed after the test that opened it. */
  page(options?: PageOptions): Promise<WatchedPage>;
}

/** Launches Debian's Chromium in `beforeAll` and closes it in `afterAll`; pages opened by `page()` close after each test. */
export function useBrowser(): UsedBrowser {
  let browser: Browser | undefined;
  let open: WatchedPage[] = [];
  const launched = (): Browser => {
    if (!browser) throw new Error('useBrowser(): the browser is not launched yet');
    return browser;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(open.map((p) => p.context.close()));
    open = [];
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    get browser() {
      return launched();
    },
    async page(options: PageOptions = {}) {
      const p = await openPage(launched(), options);
      open.push(p);
      return p;
    },
  };
}
