/**
 * The lead endpoints reached straight through the API proxy (scripts, the mini-program, old pages) count
 * against the same limits as the page forms: a visitor cannot go around the form's limit by posting to
 * `/api/client/testDrivce` directly. The JSON body is parsed here for the phone number; the proxy
 * re-sends it (fixRequestBody).
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { envelopeFor, type ApiCodeKind } from '#shared/api/envelope';
import { normalizePhone } from '#shared/domain/phone';
import type { LeadLimiter } from './lead-limits.ts';

const LEAD_ENDPOINTS = new Set([
  '/api/client/testDrivce',
  '/api/client/saleClue',
  '/client/lead/sale-clue',
  '/client/datalake/test-drive-clue',
]);

const json = express.json({ limit: '16kb', type: () => true });

function fieldOf(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

export function proxyLeadLimits(limiter: LeadLimiter) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST' || !LEAD_ENDPOINTS.has(req.path)) return next();
    const answer = (status: number, kind: ApiCodeKind, msg: string) =>
      res.status(status).set('Cache-Control', 'no-store').json(envelopeFor(req.path, kind, msg));
    json(req, res, async (err?: unknown) => {
      if (err) {
        const tooLarge = (err as { status?: unknown }).status === 413;
        answer(tooLarge ? 413 : 400, tooLarge ? 'payloadTooLarge' : 'badRequest', tooLarge ? '请求内容过大' : '请求格式错误');
        return;
      }
      // Without a phone number the upstream refuses the lead itself (400); nothing to count.
      const phone = fieldOf(req.body, 'phone');
      if (phone === null) return next();
      const key = req.get('idempotency-key') ?? fieldOf(req.body, 'idempotencyKey');
      try {
        const refused = await limiter.consume({ ip: req.ip ?? '', phone: normalizePhone(phone), key }, req.log);
        if (!refused) return next();
        res.set('Retry-After', String(refused.retryAfter));
        answer(429, 'tooManyRequests', refused.message);
      } catch (e) {
        next(e);
      }
    });
  };
}
