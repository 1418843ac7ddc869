/**
 * A limit per client address for requests that send nothing and cost little (share-code lookups,
 * searches): counted in the shared store (docs/decisions/0010-shared-state-redis.md); while the store is
 * unreachable the request goes through with a warning. Over the limit: 429 with `Retry-After`, the
 * API's envelope where the caller reads JSON and the static fallback page otherwise.
 */
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Logger } from 'pino';
import { envelopeFor } from '#shared/api/envelope';
import { fallbackPage } from '#shared/html/fallback-page';
import { SharedRateLimitStore, StoreUnavailableError } from '../store/rate-limit-store.ts';
import type { SharedStore } from '../store/store.ts';
import type { OnRefused } from './rate-limit.ts';

export interface AddressLimitOptions {
  /** Prefix of the store's counters and, with `-ip`, the refusal's metric label. */
  name: string;
  /** What is counted, for the log line when the store is unreachable (e.g. `share-code lookup`). */
  what: string;
  windowMs: number;
  limit: number;
  store: SharedStore;
  logger?: Logger | undefined;
  onRefused?: OnRefused | undefined;
  /** The requests this limit counts; others pass untouched. */
  applies: (req: Request) => boolean;
  /** The refusal, in Chinese. */
  message: string;
  /** Whether the refused request expects the JSON envelope (else the fallback page). */
  wantsJson: (req: Request) => boolean;
}

export function addressLimit(options: AddressLimitOptions): RequestHandler {
  const { name, windowMs, message } = options;
  const limiter = rateLimit({
    windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: { keyGeneratorIpFallback: false },
    store: new SharedRateLimitStore(options.store),
    passOnStoreError: false,
    keyGenerator: (req) => `${name}:${ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown')}`,
    handler: (req, res) => {
      options.onRefused?.(`${name}-ip`);
      const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(1, Math.ceil(((reset?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000));
      res.status(429).set({ 'Retry-After': String(seconds), 'Cache-Control': 'no-store' });
      if (options.wantsJson(req)) return void res.json(envelopeFor(req.path, 'tooManyRequests', message));
      res.type('html').send(fallbackPage(message, '请稍后再试，或返回'));
    },
  });
  // Only the requests this limit counts enter the limiter: the others (a page is no share-code lookup)
  // skip its per-request work (its option checks and debug calls) altogether.
  return (req, res, next) => {
    if (!options.applies(req)) return next();
    return limiter(req, res, (err?: unknown) => {
      if (!(err instanceof StoreUnavailableError)) return next(err);
      (req.log ?? options.logger)?.warn(
        { err },
        `rate-limit store unavailable: ${options.what} allowed without counting`,
      );
      next();
    });
  };
}
