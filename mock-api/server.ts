/**
 * Starts the mock API on its own port (json-server brings Express 4; it never runs inside the site's
 * Express 5 app: docs/decisions/0005-mock-api-standalone-json-server.md). Tests call
 * `createMockApi({ port: 0 })` and `close()` it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { createMockApp } from './app.ts';
import { DEFAULT_SEED } from './data/generate-db.ts';
import { FaultRegistry } from './faults.ts';
import { createImageHost } from './images/image-host.ts';
import { createStore } from './store.ts';
import { MOCK_WECHAT_APP_ID, MOCK_WECHAT_APP_SECRET, WechatMock } from './wechat.ts';

export const DEFAULT_SIGN_SECRET = 'local-dev-secret';

export interface MockApiOptions {
  /** 0 = ephemeral. Default 3100. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  seed?: number;
  /** Every SMS / e-mail code is this value instead of a random one. */
  smsCode?: string;
  /** Default true. */
  verifySignature?: boolean;
  signSecret?: string;
  /** Persist the state in this JSON file (created from the seed when missing). */
  dbFile?: string;
  logger?: Logger;
  /** Injectable clock (epoch ms) for expiry tests. */
  now?: () => number;
  /** The official account WeChat's `cgi-bin/token` accepts (default `MOCK_WECHAT_APP_ID` / `_SECRET`). */
  wechatAppId?: string;
  wechatAppSecret?: string;
}

export interface MockApi {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Back to the seeded state; clears registered faults. */
  reset(): void;
}

export async function createMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const log = options.logger ?? pino({ name: 'mock-api' });
  if (options.smsCode !== undefined && !/^\d{6}$/.test(options.smsCode)) throw new Error('smsCode must be 6 digits');
  const store = createStore({ seed: options.seed ?? DEFAULT_SEED, dbFile: options.dbFile });
  const faults = new FaultRegistry();
  const wechat = new WechatMock({
    appId: options.wechatAppId ?? MOCK_WECHAT_APP_ID,
    appSecret: options.wechatAppSecret ?? MOCK_WECHAT_APP_SECRET,
    now: options.now ?? Date.now,
  });
  const app = createMockApp({
    wechat,
    store,
    faults,
    log,
    now: options.now ?? Date.now,
    smsCode: options.smsCode,
    verifySignature: options.verifySignature ?? true,
    signSecret: options.signSecret ?? DEFAULT_SIGN_SECRET,
    imageHost: createImageHost({ logger: log.child({ component: 'image-host' }) }),
  });
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3100, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    reset() {
      store.reset();
      faults.clear();
      wechat.reset();
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
