/**
 * The mock's Express 4 app (json-server's `create()`), never listening itself. Order: request log,
 * json-server defaults, health, admin (loopback), faults, static images, signature check, JSON body
 * (100 kB), endpoints, 404, one error handler that never shows a stack.
 */
import { sendBrochure } from './images/brochure.ts';
import express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import jsonServer from 'json-server';
import type { Logger } from 'pino';
import { faultMiddleware, type FaultRegistry } from './faults.ts';
import { MockError, familyOf, pathnameOf, sendError } from './http/envelope.ts';
import { NOT_AN_OBJECT } from './http/input.ts';
import { requestLog, requestLogger } from './http/request-log.ts';
import { register, type MockDeps } from './http/route.ts';
import { mountAdmin } from './handlers/admin.ts';
import { catalogRoutes } from './handlers/client-catalog.ts';
import { dealerRoutes } from './handlers/client-dealers.ts';
import { leadRoutes } from './handlers/client-leads.ts';
import { serviceRoutes } from './handlers/client-services.ts';
import { legacyRoutes } from './handlers/legacy.ts';
import { userAccountRoutes } from './handlers/user-account.ts';
import { userAuthRoutes } from './handlers/user-auth.ts';
import { userLibraryRoutes } from './handlers/user-library.ts';
import { userTestDriveRoutes } from './handlers/user-test-drives.ts';
import { SIGNATURE_MESSAGES, verifySignature } from './signature.ts';
import type { MockStore } from './store.ts';
import type { WechatMock } from './wechat.ts';

export const BODY_LIMIT = '100kb';

export const ALL_ROUTES = [
  ...userAuthRoutes,
  ...userAccountRoutes,
  ...userLibraryRoutes,
  ...userTestDriveRoutes,
  ...catalogRoutes,
  ...dealerRoutes,
  ...leadRoutes,
  ...serviceRoutes,
  ...legacyRoutes,
];

export interface MockAppOptions {
  store: MockStore;
  faults: FaultRegistry;
  log: Logger;
  now: () => number;
  smsCode: string | undefined;
  verifySignature: boolean;
  signSecret: string;
  /** The static image host (mock-api/images), mounted at `/static`. */
  imageHost: RequestHandler;
  /** WeChat's token and ticket calls (`/cgi-bin/*`) and their records. */
  wechat: WechatMock;
}

const API_PREFIXES = ['/api', '/client'];

function hasBody(req: Request): boolean {
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}

function errorOf(err: unknown): { status?: number; type?: string } {
  if (typeof err !== 'object' || err === null) return {};
  const { status, type } = err as { status?: unknown; type?: unknown };
  return { ...(typeof status === 'number' ? { status } : {}), ...(typeof type === 'string' ? { type } : {}) };
}

/**
 * The JSON parser takes objects and arrays only (strict mode) and reports `"x"` or `1` as a parse failure;
 * such a body is valid JSON of the wrong kind, and the caller is told so.
 */
function isJsonText(err: unknown): boolean {
  const body = typeof err === 'object' && err !== null ? (err as { body?: unknown }).body : undefined;
  if (typeof body !== 'string') return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

export function createMockApp(options: MockAppOptions): express.Application {
  const { store, faults, log } = options;
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.use(requestLog(log));
  // json-server's defaults without its logger, CORS (the site proxies every call) and static folder; its
  // development-only `errorhandler` (which prints stacks) is an error middleware and is left out.
  const defaults = jsonServer.defaults({
    logger: false,
    noCors: true,
    static: new URL('./no-public-dir', import.meta.url).pathname,
  });
  app.use(defaults.filter((mw) => mw.length !== 4));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  const jsonBody = express.json({ limit: BODY_LIMIT });
  options.wechat.mount(app);
  mountAdmin(app, { store, faults, jsonBody });
  options.wechat.mountAdmin(app);

  const faulty = faultMiddleware(faults);
  app.use([...API_PREFIXES, '/static'], faulty);
  app.get('/static/brochures/:file', sendBrochure);
  app.use('/static', options.imageHost);

  if (options.verifySignature) {
    app.use(API_PREFIXES, (req, res, next) => {
      const pathname = pathnameOf(req);
      const check = verifySignature({
        secret: options.signSecret,
        timestamp: req.get('x-timestamp'),
        signature: req.get('x-signature'),
        method: req.method,
        pathname,
        nowMs: options.now(),
      });
      if (check === 'ok') return next();
      requestLogger(req)?.warn({ check, pathname }, 'signature rejected');
      sendError(res, familyOf(pathname), new MockError('forbidden', SIGNATURE_MESSAGES[check]));
    });
  }

  app.use(API_PREFIXES, jsonBody, (req, res, next) => {
    if (req.method === 'POST' && hasBody(req) && !req.is('application/json')) {
      return sendError(
        res,
        familyOf(pathnameOf(req)),
        new MockError('unsupportedMediaType', '请求体须为 application/json', 415),
      );
    }
    next();
  });

  const deps: MockDeps = { store, now: options.now, log, smsCode: options.smsCode };
  register(app, ALL_ROUTES, deps);

  app.use((req: Request, res: Response) => {
    sendError(res, familyOf(pathnameOf(req)), new MockError('notFound', '接口不存在', 404));
  });

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const family = familyOf(pathnameOf(req));
    if (err instanceof MockError) return sendError(res, family, err);
    const { status, type } = errorOf(err);
    if (type === 'entity.too.large')
      return sendError(res, family, new MockError('payloadTooLarge', '请求体过大（上限 100 kB）', 413));
    if (type === 'entity.parse.failed') {
      const message = isJsonText(err) ? NOT_AN_OBJECT : '请求体不是合法的 JSON';
      return sendError(res, family, new MockError('badRequest', message, 400));
    }
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return sendError(res, family, new MockError('unsupportedMediaType', '不支持的请求编码', 415));
    }
    if (status !== undefined && status >= 400 && status < 500)
      return sendError(res, family, new MockError('badRequest', '请求无效', status));
    (requestLogger(req) ?? log).error({ err }, 'unhandled error');
    if (res.headersSent) return res.end();
    sendError(res, family, new MockError('serverError', '服务器内部错误', 500));
  });
  return app;
}
