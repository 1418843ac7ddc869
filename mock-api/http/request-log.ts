/**
 * One log line per request, with the caller's `x-request-id` when it sent a valid one, so the site's
 * logs and the mock's correlate. Query strings are logged without values of sensitive parameters.
 */
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

const loggers = new WeakMap<Request, Logger>();
const REQUEST_ID = /^[\w.:-]{1,128}$/;
const SENSITIVE_QUERY = /^(token|phone|code|vin|ip)$/i;

export function requestLogger(req: Request): Logger | undefined {
  return loggers.get(req);
}

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

function safeUrl(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://mock.local');
  for (const key of [...url.searchParams.keys()]) if (SENSITIVE_QUERY.test(key)) url.searchParams.set(key, '***');
  return url.pathname + url.search;
}

export function requestLog(base: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('x-request-id');
    const reqId = header && REQUEST_ID.test(header) ? header : undefined;
    const log = reqId ? base.child({ reqId }) : base;
    loggers.set(req, log);
    const started = process.hrtime.bigint();
    let logged = false;
    const done = (aborted: boolean) => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info(
        {
          method: req.method,
          url: safeUrl(req.originalUrl),
          status: aborted ? 0 : res.statusCode,
          ms: Math.round(ms * 10) / 10,
          aborted,
        },
        'request',
      );
    };
    res.on('finish', () => done(false));
    res.on('close', () => done(!res.writableFinished));
    next();
  };
}
