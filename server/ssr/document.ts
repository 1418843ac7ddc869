/**
 * Express -> React Router: builds a Fetch `Request` whose signal aborts when the client leaves
 * ("close without finish", not the request's own close, which fires once a body is read), gives the
 * loaders a per-request API client (signed, with the request id and the caller's auth), and renders.
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { Logger } from 'pino';
import { createApiClient } from '#shared/api/request';
import { isLegacyPath } from '#shared/api/request';
import type { Render } from '../../client/entry.server.tsx';
import type { Config } from '../config.ts';
import { publicConfig } from '../config.ts';
import { edgeOf } from '../middleware/edge.ts';
import { nonceOf } from '../middleware/security.ts';
import { signatureHeaders } from '../proxy/signature.ts';
import { authorizationOf } from '../proxy/session.ts';
import type { AssetResolver } from './assets.ts';

export interface SsrDeps {
  loadRender: () => Promise<Render>;
  assets: AssetResolver;
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new Error('Client closed the connection'));
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  // The public origin, never the Host header: canonical and redirect URLs must not follow a forged host.
  return new Request(new URL(req.originalUrl, origin), {
    method: req.method,
    headers,
    signal: controller.signal,
  });
}

export function ssrHandler(config: Config, logger: Logger, deps: SsrDeps) {
  const pub = publicConfig(config);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const request = toFetchRequest(req, res, config.publicOrigin);
    const log = req.log ?? logger;
    // The session cookie's token (docs/decisions/0007); an explicit header only for non-browser callers.
    const authorization = authorizationOf(req) ?? req.get('authorization');
    const api = createApiClient({
      baseUrl: config.userApiUrl,
      baseUrlFor: (path) => (isLegacyPath(path) ? config.legacyApiUrl : config.userApiUrl),
      headers: { 'x-request-id': String(req.id ?? ''), ...(authorization ? { authorization } : {}) },
      sign: (method, pathname) => signatureHeaders(config.signSecret, method, pathname),
      signal: request.signal,
      timeout: { response: config.upstreamTimeoutMs, deadline: config.upstreamTimeoutMs + 2000 },
    });
    try {
      const render = await deps.loadRender();
      await render({
        request,
        res,
        nonce: nonceOf(res),
        edge: edgeOf(res),
        config: pub,
        api,
        assets: deps.assets,
        ssrTimeoutMs: config.ssrTimeoutMs,
        log,
      });
    } catch (err) {
      if (request.signal.aborted) return; // the client left; nothing to answer
      next(err);
    }
  };
}
