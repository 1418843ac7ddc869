/**
 * Rate limits on the endpoints that send SMS / e-mail codes and make image captchas
 * (docs/architecture.md#one-time-codes-and-rate-limits): per client IP
 * (`req.ip`, so `trust proxy` decides which X-Forwarded-For hop counts) and, for code sending, per
 * phone number. Counters live in the shared store (memory by default, Redis with `REDIS_URL`), so every
 * worker of every machine counts together. Over the limit: HTTP 429, `Retry-After`, and the envelope of
 * the path's family. Store unreachable (docs/decisions/0010-shared-state-redis.md): code sending is
 * refused with 503 (never unlimited SMS), captchas go on unlimited with a warning in the log.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import type { Logger } from 'pino';
import { envelopeFor } from '#shared/api/envelope';
import { createMemoryStore } from '../store/memory-store.ts';
import { SharedRateLimitStore, StoreUnavailableError } from '../store/rate-limit-store.ts';
import type { SharedStore } from '../store/store.ts';

export interface RateLimitSettings {
  /** Code sends per phone (or e-mail) per 10 minutes. */
  codePerTarget: number;
  /** Code sends per IP per hour. */
  codePerIp: number;
  /** Captchas per IP per 10 minutes. */
  captchaPerIp: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { codePerTarget: 3, codePerIp: 10, captchaPerIp: 30 };

/** Endpoints that send a code, and where their body names the receiver. */
const CODE_ENDPOINTS: Record<string, (body: Record<string, unknown>) => unknown> = {
  '/api/user/new-smscode': (b) =>
    typeof b.data === 'object' && b.data !== null ? (b.data as Record<string, unknown>).phone : undefined,
  '/api/user/upphone-smscode': (b) => b.phone,
  '/api/user/cancel-smscode': () => undefined,
  '/api/user/sendEmail': (b) => b.email,
};
const CAPTCHA_ENDPOINT = '/api/captcha/gen';

const TEN_MINUTES = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Suggested wait while the store is unreachable (the client reconnects within seconds). */
export const STORE_DOWN_RETRY_AFTER_SECONDS = 30;
export const CODE_SERVICE_UNAVAILABLE = '验证码服务暂时不可用，请稍后再试';

function clientIp(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/** The receiver of a code, normalised (full-width digits, spaces, +86), so variants share one bucket. */
export function codeTargetOf(req: Request): string | undefined {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const pick = CODE_ENDPOINTS[req.path];
  const raw = pick?.(body as Record<string, unknown>);
  if (typeof raw !== 'string') return undefined;
  const normalised = raw
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u3000-]/g, '')
    .replace(/^(\+?86)(?=1\d{10}$)/, '')
    .toLowerCase();
  return normalised || undefined;
}

function minutesUntil(resetTime: Date | undefined): number {
  const ms = resetTime ? resetTime.getTime() - Date.now() : TEN_MINUTES;
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** Told the limit's name on every refusal (metrics). */
export type OnRefused = (limit: string) => void;

function tooMany(message: (minutes: number) => string, limit: string, onRefused?: OnRefused): Options['handler'] {
  return (req, res) => {
    onRefused?.(limit);
    const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
    const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + TEN_MINUTES) - Date.now()) / 1000));
    const msg = message(minutesUntil(resetTime));
    res.status(429).set({ 'Retry-After': String(seconds), 'Cache-Control': 'no-store' });
    res.json(envelopeFor(req.path, 'tooManyRequests', msg));
  };
}

/** What a limiter does when the shared store cannot count: refuse (503) or let the request through. */
type WhenStoreDown = 'refuse' | 'allow';

type LimiterOptions = Omit<Partial<Options>, 'store' | 'skipSuccessfulRequests' | 'skipFailedRequests'>;

function limiter(
  store: SharedStore,
  logger: Logger | undefined,
  whenDown: WhenStoreDown,
  options: LimiterOptions,
): RequestHandler {
  const limit = rateLimit({
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // The handlers below set Retry-After themselves; ip keys go through ipKeyGenerator.
    validate: { keyGeneratorIpFallback: false },
    store: new SharedRateLimitStore(store),
    // A store failure comes back through `next` (below), where the policy of the endpoint applies.
    passOnStoreError: false,
    ...options,
  });
  return (req, res, next) =>
    limit(req, res, (err?: unknown) => {
      if (!(err instanceof StoreUnavailableError)) return next(err);
      const log = req.log ?? logger;
      if (whenDown === 'allow') {
        log?.warn({ err }, 'rate-limit store unavailable: request allowed without counting');
        return next();
      }
      log?.error({ err }, 'rate-limit store unavailable: code sending refused');
      res.status(503).set({ 'Retry-After': String(STORE_DOWN_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
      res.json(envelopeFor(req.path, 'serviceUnavailable', CODE_SERVICE_UNAVAILABLE));
    });
}

/**
 * The limit middlewares, in order. `store` holds the counters (default: a memory store of its own, so
 * every app counts apart); `logger` is used when a request carries no logger of its own.
 */
export function rateLimits(
  settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
  {
    store = createMemoryStore(),
    logger,
    onRefused,
  }: { store?: SharedStore; logger?: Logger; onRefused?: OnRefused } = {},
): RequestHandler[] {
  const codePaths = Object.keys(CODE_ENDPOINTS);
  const json = express.json({ limit: '16kb', type: () => true });
  const isCodeSend = (req: Request) => req.method === 'POST' && codePaths.includes(req.path);

  const captchaPerIp = limiter(store, logger, 'allow', {
    windowMs: TEN_MINUTES,
    limit: settings.captchaPerIp,
    keyGenerator: (req) => `captcha:${clientIp(req)}`,
    skip: (req) => req.path !== CAPTCHA_ENDPOINT,
    handler: tooMany((m) => `图形验证码刷新过于频繁，请 ${m} 分钟后再试`, 'captcha-ip', onRefused),
  });
  const codePerIp = limiter(store, logger, 'refuse', {
    windowMs: HOUR,
    limit: settings.codePerIp,
    keyGenerator: (req) => `code-ip:${clientIp(req)}`,
    skip: (req) => !isCodeSend(req),
    handler: tooMany((m) => `验证码发送过于频繁，请 ${m} 分钟后再试`, 'code-ip', onRefused),
  });
  const codePerTarget = limiter(store, logger, 'refuse', {
    windowMs: TEN_MINUTES,
    limit: settings.codePerTarget,
    keyGenerator: (req) => `code-target:${codeTargetOf(req) ?? clientIp(req)}`,
    skip: (req) => !isCodeSend(req),
    handler: tooMany((m) => `该号码获取验证码过于频繁，请 ${m} 分钟后再试`, 'code-target', onRefused),
  });
  // The per-phone limit needs the body: parse it here (the proxy re-sends it, see fixRequestBody).
  const parseCodeBody = (req: Request, res: Response, next: NextFunction) =>
    isCodeSend(req) ? json(req, res, next) : next();
  return [captchaPerIp, parseCodeBody, codePerIp, codePerTarget];
}
