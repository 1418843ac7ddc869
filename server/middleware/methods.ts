/**
 * The API paths are an allow-list: under `/api/` and `/client/` only the endpoints of the contract
 * (`ENDPOINTS` in shared/api/endpoints.ts, written exactly: case, slashes and escapes included) go
 * further; any other path gets 404 here, before the CSRF check, the limits and the site's own handlers,
 * and the upstream never sees it. So `/api/client/smsDelaer/` or `/client/WECHAT/jsapi-ticket` cannot slip past a guard that
 * matches its endpoint exactly and reach an upstream that routes loosely (trailing slash, case).
 *
 * Each endpoint answers its one method (a GET also HEAD); any other method (TRACE, PUT on a query
 * endpoint, …) gets 405 with `Allow`. The answers never echo the request.
 */
import type { NextFunction, Request, Response } from 'express';
import { envelopeFor } from '#shared/api/envelope';
import { allowedMethods } from '#shared/api/endpoints';

const STATIC_PATHS = ['GET', 'HEAD'];

function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path.startsWith('/client/');
}

export function apiMethods() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const { path } = req;
    const allowed = path.startsWith('/static/') ? STATIC_PATHS : isApiPath(path) ? allowedMethods(path) : undefined;
    if (allowed === undefined) return next();
    if (allowed === null) {
      res
        .status(404)
        .set('Cache-Control', 'no-store')
        .json(envelopeFor(path, 'notFound', '接口不存在'));
      return;
    }
    if (allowed.includes(req.method)) return next();
    res
      .status(405)
      .set({ Allow: allowed.join(', '), 'Cache-Control': 'no-store' })
      .json(envelopeFor(path, 'methodNotAllowed', '不支持该请求方法'));
  };
}
