/**
 * The full stack for integration tests: the real json-server mock on an ephemeral port and
 * `createApp()` configured against it, rendering through the real SSR entry.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import superagent from 'superagent';
import { createApp, type AppDeps } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { AssetResolver } from '../../server/ssr/assets.ts';
import { createMockApi } from '../../mock-api/server.ts';
import { render } from '../../client/entry.server.tsx';

export const TEST_SIGN_SECRET = 'integration-test-secret';
export const silentLogger = pino({ level: 'silent' });

/** Stand-in for the Vite manifest: integration tests exercise the server, e2e the real build. */
export const testAssets: AssetResolver = (routeFiles) => ({
  bootstrapModules: ['/assets/entry.client-test.js'],
  css: ['/assets/entry-test.css'],
  modulepreload: routeFiles.map((f) => `/assets/${f.replace(/\W+/g, '-')}.js`),
});

export type MockApi = Awaited<ReturnType<typeof createMockApi>>;

export async function startMock(): Promise<MockApi> {
  return createMockApi({ port: 0, signSecret: TEST_SIGN_SECRET, logger: silentLogger });
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
    ...env,
  });
}

export function buildApp(config: Config, deps: Partial<AppDeps> = {}) {
  return createApp(config, {
    logger: silentLogger,
    ssr: { loadRender: async () => render, assets: testAssets },
    ...deps,
  });
}

export async function listen(app: ReturnType<typeof createApp>): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
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
