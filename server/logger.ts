/**
 * pino logger: JSON lines on stdout in production (PM2 collects them), pretty in development.
 * Tokens, cookies, phone numbers and SMS codes never reach the log: header and body fields are
 * redacted by path, and query strings and free text are masked by value.
 */
import type { IncomingMessage } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { SESSION_COOKIE } from '#shared/api/session';
import { maskQueryForLog } from '#shared/domain/search';
import type { Config } from './config.ts';

const SENSITIVE_FIELDS = ['token', 'phone', 'phoneNumber', 'mobile', 'smsCode', 'verifyCode', 'captcha', 'password', 'authorization', 'cookie', SESSION_COOKIE];
// `code` is an SMS code in query strings, but an error or envelope code in objects: mask it only in URLs.
const SENSITIVE_QUERY_FIELDS = [...SENSITIVE_FIELDS, 'code'];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SENSITIVE_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

const PHONE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
const SENSITIVE_QUERY = new RegExp(`([?&](?:${SENSITIVE_QUERY_FIELDS.join('|')})=)[^&#]*`, 'gi');

/** The search box's `q`: free text, where a phone number may hide behind spaces, dashes or full-width digits. */
const SEARCH_QUERY = /([?&]q=)([^&#]*)/gi;

function decodedQueryValue(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** Masks mainland mobile numbers (138****0000) and the values of sensitive query parameters. */
export function maskText(text: string): string {
  return text
    .replace(SENSITIVE_QUERY, '$1[Redacted]')
    .replace(SEARCH_QUERY, (_, name: string, value: string) => name + encodeURIComponent(maskQueryForLog(decodedQueryValue(value))))
    .replace(PHONE, '$1****$2');
}

const CENSOR = '[Redacted]';

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  originalUrl?: string;
  headers: IncomingMessage['headers'];
  /** Express's address of the visitor, which honours `trust proxy`. */
  ip?: string;
  remoteAddress?: string;
  socket?: { remoteAddress?: string };
}

/**
 * What a log line keeps of a request: the masked URL and the few headers an operator reads, with
 * authorization and cookie censored here already (the access log's lines skip the path redaction:
 * server/middleware/request-context.ts), so each line stays short and cheap.
 */
export function serializeRequest(req: LoggedRequest) {
  return {
    id: req.id,
    method: req.method,
    url: maskText(req.originalUrl ?? req.url ?? ''),
    headers: {
      'user-agent': req.headers['user-agent'],
      referer: req.headers.referer ? maskText(req.headers.referer) : undefined,
      // Present or not.
      ...(req.headers.authorization ? { authorization: CENSOR } : {}),
      ...(req.headers.cookie ? { cookie: CENSOR } : {}),
    },
    // Behind nginx the socket's address is the proxy's: the visitor's is `req.ip`, resolved by TRUST_PROXY.
    remoteAddress: req.ip ?? req.remoteAddress ?? req.socket?.remoteAddress,
  };
}

/** The status and whether the page cache answered: response headers (CSP, HSTS, cookies) say nothing more. */
export function serializeResponse(res: { statusCode?: number; getHeader?: (name: string) => unknown }) {
  const cache = res.getHeader?.('x-cache');
  return { statusCode: res.statusCode, ...(cache === undefined ? {} : { cache }) };
}

/** The site's logger; `destination` instead of stdout (tests read what would be logged). */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: {
      req: serializeRequest,
      res: serializeResponse,
      err: pino.stdSerializers.err,
    },
    hooks: {
      // Free text may carry a phone number (an upstream message, a URL in an error).
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? maskText(a) : a)) as Parameters<typeof method>);
      },
    },
    ...(config.env === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
