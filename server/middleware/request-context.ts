import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { serializeRequest, serializeResponse } from '../logger.ts';

declare module 'http' {
  interface IncomingMessage {
    /** The request's id (`x-request-id`), set by the access log's middleware. */
    id?: string;
    /** The site's logger with this request bound to each line (app requests only: `req.log ?? logger`). */
    log?: Logger;
  }
}

const VALID_ID = /^[\w.:-]{1,128}$/;

/** Keeps a sane incoming `x-request-id` or makes one, and echoes it on the response. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}

/** Health probes and static assets: no access line. */
const UNLOGGED = /^\/(?:healthz|readyz)(?:\?|$)|^\/assets\//;

const BOUND = Symbol('request logger');
const RECEIVED = Symbol('request as received');

type TrackedRequest = Request & { [BOUND]?: Logger; [RECEIVED]?: ReturnType<typeof serializeRequest> };

/** A request serialized already (when it arrived) is logged as it is. */
const asSerialized = (received: ReturnType<typeof serializeRequest>) => received;
const SERIALIZED_REQUEST = { serializers: { req: asSerialized } };

/**
 * Request ids, `req.log` and the access log: one line per request (`request completed`, or `request
 * aborted` when the visitor left first), error level from 500, warn from 400.
 *
 * Both kinds of line go through the site's logger (server/logger.ts), but they cost differently, and
 * every page request pays for the access line. Its fields are what the request and response
 * serializers keep, whatever logger the site was given: the masked URL, a few headers (authorization
 * and cookie censored) and the status. Its logger is a child without the path redaction, which would
 * walk those fields once per sensitive name and nesting level for nothing (about 15 µs and 50 kB of
 * garbage a request). `req.log`, which handlers use for anything they log (errors, upstream answers),
 * keeps the full redaction; it binds the request when a handler first uses it, as most requests log
 * nothing else.
 */
export function requestLogging(app: Express, logger: Logger): (req: Request, res: Response, next: NextFunction) => void {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: TrackedRequest): Logger {
      return (this[BOUND] ??= logger.child({ req: this[RECEIVED] ?? serializeRequest(this) }, SERIALIZED_REQUEST));
    },
  });
  const access = logger.child({}, { redact: [], serializers: { req: asSerialized, res: serializeResponse } });
  return (req: TrackedRequest, res, next) => {
    req.id = requestId(req, res);
    if (UNLOGGED.test(req.url)) return next();
    const startedAt = Date.now();
    // As the visitor sent it, for both kinds of line: on the way, the API proxy adds its own hop to
    // X-Forwarded-For, which would change the address `req.ip` resolves by the time a line is written.
    const received = serializeRequest(req);
    req[RECEIVED] = received;
    const line = () => {
      res.off('finish', line);
      res.off('close', line);
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      const fields = { req: received, res, responseTime: Date.now() - startedAt };
      access[level](fields, res.writableFinished ? 'request completed' : 'request aborted');
    };
    res.once('finish', line);
    res.once('close', line);
    next();
  };
}
