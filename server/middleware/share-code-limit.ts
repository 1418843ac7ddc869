/**
 * Share-code lookups per client IP: the build pages (`/c/:code`, `/c?code=`) and the API they use
 * (`/api/user/findCodeInfo`) share one budget, so codes cannot be guessed by the thousand. 32^7 codes
 * with a check character make guessing slow anyway; the limit makes it pointless. Over the limit: 429
 * with `Retry-After`, a JSON envelope on the API and a short Chinese page otherwise.
 */
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';

export const SHARE_CODE_LOOKUPS_PER_IP = 60;
export const SHARE_CODE_WINDOW_MS = 10 * 60 * 1000;

const MESSAGE = '查询配置过于频繁，请稍后再试';

function isLookup(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return req.path === '/api/user/findCodeInfo' || req.path === '/c' || /^\/c\/[^/]+$/.test(req.path);
}

export function shareCodeLimit(limit = SHARE_CODE_LOOKUPS_PER_IP): RequestHandler {
  return rateLimit({
    windowMs: SHARE_CODE_WINDOW_MS,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: { keyGeneratorIpFallback: false },
    skip: (req) => !isLookup(req),
    keyGenerator: (req) => `share-code:${ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown')}`,
    handler: (req, res) => {
      const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(
        1,
        Math.ceil(((reset?.getTime() ?? Date.now() + SHARE_CODE_WINDOW_MS) - Date.now()) / 1000),
      );
      res.status(429).set({ 'Retry-After': String(seconds), 'Cache-Control': 'no-store' });
      if (req.path.startsWith('/api/')) return void res.json({ code: 429, msg: MESSAGE, data: null });
      res
        .type('html')
        .send(
          `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${MESSAGE}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 1.5rem;color:#16181d"><h1 style="font-weight:300">${MESSAGE}</h1><p><a href="/">返回首页</a></p></body></html>`,
        );
    },
  });
}
