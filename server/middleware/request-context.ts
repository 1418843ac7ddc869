import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { serializeRequest, serializeResponse } from '../logger.ts';

const VALID_ID = /^[\w.:-]{1,128}$/;

/** Keeps a sane incoming `x-request-id` or makes one, and echoes it on the response. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}

/** Request id + one access log line per request (health probes and static assets are not logged). */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    // pino-http serializes with its own defaults (every header of both sides) unless told otherwise.
    serializers: { req: serializeRequest, res: serializeResponse },
    autoLogging: { ignore: (req) => /^\/(healthz|readyz)$/.test(req.url ?? '') || (req.url ?? '').startsWith('/assets/') },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  });
}
