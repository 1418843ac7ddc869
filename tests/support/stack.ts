/**
 * The full stack for integration and browser tests: the real json-server mock on an ephemeral port and
 * the site configured against it, either `createApp()` in this process (rendering through the real SSR
 * entry) or the production build as a child process. `useStack()` is the one setup of a test file.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import superagent from 'superagent';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppDeps } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { AssetResolver } from '../../server/ssr/assets.ts';
import { createAppServer } from '../../server/http-server.ts';
import { createMockApi, type MockApiOptions } from '../../mock-api/server.ts';
import { pageCachePolicy, render } from '../../client/entry.server.tsx';
import { startBuiltServer, type BuiltServer } from './built-site.ts';

export const TEST_SIGN_SECRET = 'integration-test-secret';
export const silentLogger = pino({ level: 'silent' });

/** Stand-in for the Vite manifest: integration tests exercise the server, e2e the real build. */
export const testAssets: AssetResolver = (routeFiles) => ({
  bootstrapModules: ['/assets/entry.client-test.js'],
  css: ['/assets/entry-test.css'],
  modulepreload: routeFiles.map((f) => `/assets/${f.replace(/\W+/g, '-')}.js`),
});

export type MockApi = Awaited<ReturnType<typeof createMockApi>>;

/** The mock on an ephemeral port, signed with `TEST_SIGN_SECRET`, silent; `options` override. */
export async function startMock(options: MockApiOptions = {}): Promise<MockApi> {
  return createMockApi({ port: 0, signSecret: TEST_SIGN_SECRET, logger: silentLogger, ...options });
}

export function testConfig(upstream: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    USER_API_URL: upstream,
    LEGACY_API_URL: upstream,
    SIGN_SECRET: TEST_SIGN_SECRET,
    PUBLIC_ORIGIN: 'https://www.aurelion.example',
    LOG_LEVEL: 'silent',
    // Page tests inject faults into single catalogue calls and expect to see them; the catalogue cache
    // (on in production) would answer those from memory. Its own tests turn it on.
    CATALOGUE_TTL_MS: '0',
    // Likewise the rendered-page cache: its own tests (tests/integration/page-cache.test.ts) turn it on.
    PAGE_CACHE: 'off',
    ...env,
  });
}

export function buildApp(config: Config, deps: Partial<AppDeps> = {}) {
  return createApp(config, {
    logger: silentLogger,
    ssr: { loadRender: async () => render, pagePolicy: pageCachePolicy, assets: testAssets },
    ...deps,
  });
}

export type App = ReturnType<typeof createApp>;

export interface Listening {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function listen(app: App): Promise<Listening> {
  const server = await new Promise<Server>((resolve) => {
    // The production server's kind (server/http-server.ts), not `app.listen`.
    const s = createAppServer(app).listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Admin call to the mock: inject a fault for later requests (mock-api/README.md, "Faults"). */
export async function injectFault(mock: MockApi, fault: string, path?: string, count?: number): Promise<void> {
  await superagent.post(`${mock.url}/__mock/faults`).send({ fault, ...(path ? { path } : {}), ...(count ? { count } : {}) });
}

export async function clearFaults(mock: MockApi): Promise<void> {
  await superagent.delete(`${mock.url}/__mock/faults`);
}

export const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
export const BAIDU_UA = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';
export const MAC_WECHAT_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) NetType/WIFI MicroMessenger/6.8.0(0x16080000) MacWechat/3.8.7(0x13080712) Safari/605.1.15 NetType/WIFI WindowsWechat';
export const MINI_PROGRAM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN miniProgram/wx1234567890abcdef';

export interface AppOptions {
  /** Environment of `testConfig` on top of the test defaults. */
  env?: Record<string, string>;
  /** Dependencies of `createApp`, made when the stack starts (a log sink, a client directory, limits). */
  deps?: () => Partial<AppDeps>;
}

export interface StackOptions {
  /** Mock options over the defaults (ephemeral port, `TEST_SIGN_SECRET`, silent log). */
  mock?: MockApiOptions;
  /**
   * The site: `createApp()` in this process (the default, with these options), `'built'` for the
   * production build as a child process (browser tests; `env` is its environment), or `false` for
   * tests of the mock alone.
   */
  app?: AppOptions | 'built' | false;
  /** Environment of the built server (with `app: 'built'`). */
  env?: Record<string, string>;
}

export interface RunningStack {
  mock: MockApi;
  /** The in-process app (absent with `app: 'built'` or `app: false`). */
  app?: App;
  /** Where the site listens (absent with `app: false`). */
  url?: string;
  /** Stops the site, then the mock. */
  stop(): Promise<void>;
}

/** Starts a mock and the site against it; the caller stops it. `useStack()` is the usual way. */
export async function startStack(options: StackOptions & { app: 'built' }): Promise<RunningStack & { url: string }>;
export async function startStack(options?: StackOptions): Promise<RunningStack>;
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const mock = await startMock(options.mock);
  const appOptions = options.app ?? {};
  let app: App | undefined;
  let site: Listening | BuiltServer | undefined;
  try {
    if (appOptions === 'built') {
      site = await startBuiltServer(mock, options.mock?.signSecret ?? TEST_SIGN_SECRET, options.env);
    } else if (appOptions !== false) {
      app = buildApp(testConfig(mock.url, appOptions.env), appOptions.deps?.());
      site = await listen(app);
    }
  } catch (err) {
    await mock.close();
    throw err;
  }
  return {
    mock,
    app,
    url: site?.url,
    async stop() {
      if (site) await ('stop' in site ? site.stop() : site.close());
      await mock.close();
    },
  };
}

export interface Stack {
  readonly mock: MockApi;
  /** The in-process app (not with `app: 'built'` or `app: false`). */
  readonly app: App;
  /** Where the site listens (port 0 on 127.0.0.1). */
  readonly url: string;
  /** Another in-process app against the same mock, listening; closed with the stack. Call it in a hook or test. */
  startApp(options?: AppOptions): Promise<Listening>;
}

/**
 * Starts the mock and the site in `beforeAll` and stops both in `afterAll` of the calling file or
 * `describe`; the accessors are valid from the first test (and in later `beforeAll` hooks) on.
 */
export function useStack(options: StackOptions = {}): Stack {
  let running: RunningStack | undefined;
  const extra: Listening[] = [];
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useStack(): ${what} is not available (not started yet, or not part of this stack)`);
    return value;
  };

  beforeAll(async () => {
    running = await startStack(options);
  });

  afterAll(async () => {
    await Promise.all(extra.map((s) => s.close()));
    await running?.stop();
  });

  return {
    get mock() {
      return started(running, 'the mock').mock;
    },
    get app() {
      return started(running?.app, 'the in-process app');
    },
    get url() {
      return started(running?.url, 'the site');
    },
    async startApp(more: AppOptions = {}) {
      const listening = await listen(buildApp(testConfig(started(running, 'the mock').mock.url, more.env), more.deps?.()));
      extra.push(listening);
      return listening;
    },
  };
}
