import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { envelopeFor, kindOfStatus } from '#shared/api/envelope';
import { FALLBACK_TITLE, fallbackPage } from '#shared/html/fallback-page';

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
    const message = safeStatus >= 500 ? FALLBACK_TITLE : err instanceof HttpError ? err.message : '请求无效';
    res.status(safeStatus).set('Cache-Control', 'no-store');
    if (req.accepts(['html', 'json']) === 'json') res.json(envelopeFor(req.path, kindOfStatus(safeStatus), message));
    else res.type('html').send(fallbackPage(message));
  };
}
