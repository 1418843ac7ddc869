/**
 * End-to-end harness: the production build (`dist/`) run as its own process against the real mock
 * API, driven in Debian's Chromium through playwright-core. No browser download: the system one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createMockApi } from '../../../mock-api/server.ts';
import { silentLogger, TEST_SIGN_SECRET } from '../../support/stack.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const ARTIFACTS = path.join(ROOT, 'test-results');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

export type Mock = Awaited<ReturnType<typeof createMockApi>>;

export interface Site {
  url: string;
  mock: Mock;
  stop(): Promise<void>;
}

function requireBuild(): void {
  for (const f of ['dist/client/.vite/manifest.json', 'dist/server/index.js', 'dist/server/entry-server.js']) {
    if (!existsSync(path.join(ROOT, f))) throw new Error(`e2e needs the production build (${f} is missing): run npm run build`);
  }
}

/** Starts the mock in-process and the built server as a child process on a free port. */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  requireBuild();
  const mock = await createMockApi({ port: 0, signSecret: TEST_SIGN_SECRET, logger: silentLogger });
  const child: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      USER_API_URL: mock.url,
      LEGACY_API_URL: mock.url,
      SIGN_SECRET: TEST_SIGN_SECRET,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      for (const line of chunk.toString().split('\n')) {
        if (!line.includes('site listening')) continue;
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.join('')}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    mock,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await mock.close();
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
  });
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

/** The page is hydrated once the router has started and the network is quiet. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => '__reactRouterVersion' in window);
}
