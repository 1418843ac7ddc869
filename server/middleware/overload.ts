/**
 * Load shedding for pages (docs/decisions/0012-overload-and-metrics.md): while the event loop lags
 * past the threshold, a new page request gets a fast 503 with `Retry-After` and a small static page
 * instead of a render that would only deepen the queue. Mounted just before the SSR handler, so health
 * checks, static files, API calls through the proxy and requests already in flight are never refused.
 */
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { LagSampler } from '../event-loop-lag.ts';

export interface OverloadOptions {
  /** Lag (ms) from which new pages are refused; 0 turns the guard off. */
  thresholdMs: number;
  retryAfterS: number;
  sampler: LagSampler;
  logger: Logger;
  onShed?: () => void;
}

/** No external resource and no script: inline styles only, which the site's CSP allows. */
export const OVERLOAD_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>访问人数较多</title></head><body style="margin:0;font-family:system-ui,-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;text-align:center;padding:15vh 1.5rem;color:#16181d;background:#fff"><h1 style="font-weight:300;font-size:1.75rem;margin:0 0 1rem">访问人数较多</h1><p style="margin:0 0 1.5rem;line-height:1.7">当前访问人数较多，页面暂时无法显示，请稍后刷新重试。</p><p style="margin:0"><a href="/" style="color:#16181d">返回首页</a></p></body></html>`;

export function overloadGuard(options: OverloadOptions) {
  const { thresholdMs, retryAfterS, sampler, logger } = options;
  let shedding = false;
  return (req: Request, res: Response, next: NextFunction): void => {
    // Page form posts carry a visitor's input (a lead): they go on like API calls.
    if (thresholdMs <= 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const lagMs = sampler.lagMs();
    const over = lagMs >= thresholdMs;
    // One line per episode, not per refused request: under overload a log line each is more load.
    if (over !== shedding) {
      shedding = over;
      if (over) logger.warn({ lagMs: Math.round(lagMs), thresholdMs }, 'event loop lagging: refusing new page requests');
      else logger.info({ lagMs: Math.round(lagMs), thresholdMs }, 'event loop recovered: serving pages again');
    }
    if (!over) return next();
    options.onShed?.();
    res.status(503).set({ 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store' }).type('html');
    res.send(OVERLOAD_PAGE);
  };
}
