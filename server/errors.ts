import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/** An expected failure with a status and a message a user may read. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const PAGE = (title: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 1.5rem;color:#16181d"><h1 style="font-weight:300">${title}</h1><p>请稍后刷新重试，或返回 <a href="/">首页</a>。</p></body></html>`;

/** The one error middleware, mounted last: logs everything, shows users a short page, never a stack. */
export function errorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status =
      err instanceof HttpError
        ? err.status
        : typeof (err as { status?: unknown }).status === 'number'
          ? ((err as { status: number }).status)
          : 500;
    const safeStatus = status >= 400 && status < 600 ? status : 500;
    (req.log ?? logger)[safeStatus >= 500 ? 'error' : 'warn']({ err }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const message = safeStatus >= 500 ? '页面暂时无法显示' : err instanceof HttpError ? err.message : '请求无效';
    res.status(safeStatus).set('Cache-Control', 'no-store');
    if (req.accepts(['html', 'json']) === 'json') res.json({ code: safeStatus, msg: message, data: null });
    else res.type('html').send(PAGE(message));
  };
}
