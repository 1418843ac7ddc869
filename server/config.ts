/**
 * Settings, parsed and validated once at start. A bad value stops the process with a message
 * naming the variable. Defaults give the embedded setup: mock API alongside, site on port 3000.
 */
import { z } from 'zod';
import type { PublicConfig } from '#shared/public-config';

const API_HOSTS = {
  uat: { user: 'https://uat-api.aurelion.example', legacy: 'https://uat-legacy.aurelion.example' },
  prod: { user: 'https://api.aurelion.example', legacy: 'https://legacy.aurelion.example' },
} as const;

export const DEV_SIGN_SECRET = 'local-dev-secret';

const port = z.coerce.number().int().min(0).max(65535);
const positiveMs = z.coerce.number().int().min(100).max(600_000);
const url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), url.optional());
const optionalRedisUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional(),
);
const emptyIsUnset = (v: unknown) => (v === '' ? undefined : v);

/** Event-loop lag (ms) from which new page requests are refused (503) in production; 0 turns it off. */
export const DEFAULT_OVERLOAD_LAG_MS = 200;
/** Metrics port of the first worker; worker N (PM2's NODE_APP_INSTANCE) listens on this + N. */
export const DEFAULT_METRICS_PORT = 9464;

/** Variables whose value may carry a secret: a bad one is named, never echoed. */
const SECRET_VARIABLES = new Set(['REDIS_URL', 'WECHAT_APP_SECRET']);

/** WeChat's API host (access token and jsapi_ticket); tests and local work point it at the mock. */
export const DEFAULT_WECHAT_API_URL = 'https://api.weixin.qq.com';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    API_ENV: z.enum(['dev', 'uat', 'prod']).default('dev'),
    USER_API_URL: optionalUrl,
    LEGACY_API_URL: optionalUrl,
    MOCK_PORT: port.default(3100),
    PUBLIC_ORIGIN: optionalUrl,
    STATIC_HOST: optionalUrl,
    SIGN_SECRET: z.string().min(8, 'must be at least 8 characters').default(DEV_SIGN_SECRET),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SSR_TIMEOUT_MS: positiveMs.default(10_000),
    UPSTREAM_TIMEOUT_MS: positiveMs.default(8000),
    SHUTDOWN_TIMEOUT_MS: positiveMs.default(8000),
    BREAKER_ERROR_PERCENT: z.coerce.number().int().min(1).max(99).default(50),
    BREAKER_VOLUME: z.coerce.number().int().min(1).max(10_000).default(10),
    BREAKER_RESET_MS: positiveMs.default(15_000),
    BREAKER_WINDOW_MS: z.coerce.number().int().min(1000).max(600_000).multipleOf(10, 'must be a multiple of 10').default(10_000),
    CATALOGUE_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    PAGE_CACHE_TTL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
    PAGE_CACHE_STORE: z.enum(['memory', 'shared']).default('memory'),
    CATALOGUE_STALE_MS: z.coerce.number().int().min(0).max(7 * 86_400_000).default(86_400_000),
    TRUST_PROXY: z
      .string()
      .regex(/^(\d{1,2}|loopback|false)$/, 'must be a hop count, "loopback" or "false"')
      .default('loopback'),
    MINI_PROGRAM_LOGIN_PATH: z.string().regex(/^\/\S+$/, 'must be a mini-program page path such as /pages/login/index').default('/pages/login/index'),
    MINI_PROGRAM_WEBVIEW_PATH: z.string().regex(/^\/[\w/-]+$/, 'must be a mini-program page path such as /pages/webview/index').default('/pages/webview/index'),
    BRAND_NAME: z.string().min(1).default('奥瑞麟'),
    BRAND_NAME_EN: z.string().min(1).default('AURELION'),
    HOTLINE_SALES: z.string().regex(/^[\d-]{7,20}$/, 'must be a phone number').default('400-820-1988'),
    HOTLINE_SERVICE: z.string().regex(/^[\d-]{7,20}$/, 'must be a phone number').default('400-820-6998'),
    REDIS_URL: optionalRedisUrl,
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or _ : . -')
      .default('aurelion:'),
    OVERLOAD_LAG_MS: z.preprocess(emptyIsUnset, z.coerce.number().int().min(0).max(60_000).optional()),
    OVERLOAD_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(5),
    WARM_UP: z.enum(['on', 'off']).optional(),
    METRICS_PORT: z.preprocess((v) => (v === '' ? '0' : v), port.default(DEFAULT_METRICS_PORT)),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    WECHAT_SIGN_ORIGINS: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
      .pipe(z.array(url)),
    WECHAT_APP_ID: z.preprocess(
      emptyIsUnset,
      z.string().regex(/^wx[0-9a-f]{16}$/, 'must be an official account AppID: wx and 16 hex digits').optional(),
    ),
    WECHAT_APP_SECRET: z.preprocess(
      emptyIsUnset,
      z.string().regex(/^[0-9a-f]{32}$/, 'must be the AppSecret: 32 hex digits').optional(),
    ),
    WECHAT_API_URL: url.default(DEFAULT_WECHAT_API_URL),
    WECHAT_UPSTREAM_TICKET: z.enum(['on', 'off']).default('on'),
    NODE_APP_INSTANCE: z.preprocess(emptyIsUnset, z.coerce.number().int().min(0).max(1000).default(0)),
  })
  .superRefine((env, ctx) => {
    if (env.API_ENV === 'prod' && env.SIGN_SECRET === DEV_SIGN_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SIGN_SECRET'], message: 'must be set to the real secret when API_ENV=prod' });
    }
    // Production runs several workers on several machines: counters, captchas and tickets kept in one
    // worker's memory would multiply every limit by the number of workers.
    if (env.API_ENV === 'prod' && !env.REDIS_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['REDIS_URL'],
        message: 'must be set when API_ENV=prod: rate limits, captchas and tickets must be shared by every worker',
      });
    }
    if ((env.WECHAT_APP_ID === undefined) !== (env.WECHAT_APP_SECRET === undefined)) {
      const missing = env.WECHAT_APP_ID === undefined ? 'WECHAT_APP_ID' : 'WECHAT_APP_SECRET';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other WeChat credential' });
    }
    if (env.METRICS_PORT !== 0 && env.METRICS_PORT + env.NODE_APP_INSTANCE > 65535) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'plus NODE_APP_INSTANCE must stay below 65536' });
    }
  });

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  apiEnv: Env['API_ENV'];
  /** Upstream of `/api/*` (and of `/static/*` when no static host is set). */
  userApiUrl: string;
  /** Upstream of legacy `/client/*`. */
  legacyApiUrl: string;
  /** True when no upstream is configured: the embedded mock API is started on `mockPort`. */
  embeddedMock: boolean;
  mockPort: number;
  publicOrigin: string;
  /** Origin that serves `/static/*` images; '' means this site proxies them to the upstream. */
  staticHost: string;
  signSecret: string;
  logLevel: Env['LOG_LEVEL'];
  ssrTimeoutMs: number;
  upstreamTimeoutMs: number;
  shutdownTimeoutMs: number;
  /** Circuit breaker per upstream host (docs/decisions/0011). */
  breaker: {
    /** Opens when more than this share (%) of the calls in the window failed... */
    errorPercent: number;
    /** ...once the window holds at least this many calls. */
    volume: number;
    /** Open this long, then one probe call decides. */
    resetMs: number;
    /** Rolling statistics window. */
    windowMs: number;
  };
  /** Shared cache of public, user-independent upstream data (docs/decisions/0011). */
  catalogue: {
    /** Fresh this long; then served stale while one request refreshes it. 0 turns the cache off. */
    ttlMs: number;
    /** How long after going stale a value may still be served when the upstream fails. */
    staleMs: number;
  };
  /** Rendered-page cache of anonymous public pages (docs/decisions/0018-rendered-page-cache.md). */
  pageCache: {
    enabled: boolean;
    /** Fresh this long; then served stale while one background render refreshes it. */
    ttlMs: number;
    /** Each process's memory, or the shared store (docs/decisions/0030-page-cache-per-host.md). */
    store: 'memory' | 'shared';
  };
  trustProxy: number | string | false;
  miniProgramLoginPath: string;
  miniProgramWebviewPath: string;
  brand: { name: string; nameEn: string; hotlineSales: string; hotlineService: string };
  /** Shared state (rate-limit counters, caches, locks): Redis when set, else this process's memory. */
  redisUrl: string | null;
  /** Prepended to every Redis key. */
  redisPrefix: string;
  /** Event-loop lag (ms) from which new page requests get a 503; 0: never. */
  overloadLagMs: number;
  overloadRetryAfterS: number;
  /** Request each page kind once before listening (server/warm-up.ts). */
  warmUp: boolean;
  /** Port of this worker's metrics server (METRICS_PORT + NODE_APP_INSTANCE); 0: no metrics server. */
  metricsPort: number;
  metricsHost: string;
  /** Origins whose page URLs the JS-SDK config endpoint signs: the public origin and these (docs/decisions/0024). */
  wechatSignOrigins: string[];
  /**
   * Where the JS-SDK ticket comes from (docs/decisions/0027-endpoints-beyond-the-specification.md): WeChat's API with the official account's
   * credentials when set; else the upstream's ticket endpoint when `upstreamTicket`; else nowhere, and
   * pages share through their Open Graph data alone.
   */
  wechat: {
    credentials: { appId: string; appSecret: string } | null;
    apiUrl: string;
    upstreamTicket: boolean;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const raw =
        typeof issue.path[0] === 'string' && !SECRET_VARIABLES.has(issue.path[0]) ? source[issue.path[0]] : undefined;
      return `${name}: ${issue.message}${raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`}`;
    });
    throw new ConfigError(problems);
  }
  const env = parsed.data;
  const embeddedMock = env.API_ENV === 'dev' && !env.USER_API_URL && !env.LEGACY_API_URL;
  const mockUrl = `http://127.0.0.1:${env.MOCK_PORT}`;
  const hosts = env.API_ENV === 'dev' ? { user: mockUrl, legacy: mockUrl } : API_HOSTS[env.API_ENV];
  const userApiUrl = env.USER_API_URL ?? hosts.user;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    apiEnv: env.API_ENV,
    userApiUrl,
    legacyApiUrl: env.LEGACY_API_URL ?? (env.USER_API_URL && env.API_ENV === 'dev' ? userApiUrl : hosts.legacy),
    embeddedMock,
    mockPort: env.MOCK_PORT,
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    staticHost: env.STATIC_HOST ?? '',
    signSecret: env.SIGN_SECRET,
    logLevel: env.LOG_LEVEL,
    ssrTimeoutMs: env.SSR_TIMEOUT_MS,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    breaker: {
      errorPercent: env.BREAKER_ERROR_PERCENT,
      volume: env.BREAKER_VOLUME,
      resetMs: env.BREAKER_RESET_MS,
      windowMs: env.BREAKER_WINDOW_MS,
    },
    catalogue: { ttlMs: env.CATALOGUE_TTL_MS, staleMs: env.CATALOGUE_STALE_MS },
    pageCache: { enabled: env.PAGE_CACHE === 'on', ttlMs: env.PAGE_CACHE_TTL_MS, store: env.PAGE_CACHE_STORE },
    trustProxy: /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
    miniProgramLoginPath: env.MINI_PROGRAM_LOGIN_PATH,
    miniProgramWebviewPath: env.MINI_PROGRAM_WEBVIEW_PATH,
    brand: {
      name: env.BRAND_NAME,
      nameEn: env.BRAND_NAME_EN,
      hotlineSales: env.HOTLINE_SALES,
      hotlineService: env.HOTLINE_SERVICE,
    },
    redisUrl: env.REDIS_URL ?? null,
    redisPrefix: env.REDIS_PREFIX,
    // Development (Vite transforms block the loop) and tests (a loaded machine) would see false alarms.
    overloadLagMs: env.OVERLOAD_LAG_MS ?? (env.NODE_ENV === 'production' ? DEFAULT_OVERLOAD_LAG_MS : 0),
    overloadRetryAfterS: env.OVERLOAD_RETRY_AFTER_S,
    // Development compiles on demand anyway; tests start many apps and inject upstream faults after start.
    warmUp: env.WARM_UP ? env.WARM_UP === 'on' : env.NODE_ENV === 'production',
    metricsPort: env.METRICS_PORT === 0 ? 0 : env.METRICS_PORT + env.NODE_APP_INSTANCE,
    metricsHost: env.METRICS_HOST,
    wechatSignOrigins: [...new Set([env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`, ...env.WECHAT_SIGN_ORIGINS].map((o) => new URL(o).origin))],
    wechat: {
      credentials:
        env.WECHAT_APP_ID && env.WECHAT_APP_SECRET ? { appId: env.WECHAT_APP_ID, appSecret: env.WECHAT_APP_SECRET } : null,
      apiUrl: env.WECHAT_API_URL,
      upstreamTicket: env.WECHAT_UPSTREAM_TICKET === 'on',
    },
  };
}

/** Can pages be signed for WeChat's JS-SDK at all, before any ticket is asked for? */
export function wechatSigningConfigured(config: Config): boolean {
  return config.wechat.credentials !== null || config.wechat.upstreamTicket;
}

/** What the browser is told; `wechatShare` and `upstreamLacks` are the start's, each render sets its own. */
export function publicConfig(config: Config): PublicConfig {
  return {
    wechatShare: wechatSigningConfigured(config),
    upstreamLacks: [],
    publicOrigin: config.publicOrigin,
    staticHost: config.staticHost,
    miniProgramLoginPath: config.miniProgramLoginPath,
    miniProgramWebviewPath: config.miniProgramWebviewPath,
    brand: config.brand,
  };
}
