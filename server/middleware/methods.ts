/**
 * HTTP methods on the API paths: each endpoint of the contract answers its one method (a GET also
 * HEAD); any other method (TRACE, PUT on a query endpoint, …) gets 405 with `Allow` here, before the
 * CSRF check and before the upstream sees it. The answer never echoes the request.
 */
import type { NextFunction, Request, Response } from 'express';
import { envelopeFor } from '#shared/api/envelope';
import { allowedMethods } from '#shared/api/methods';

const OTHER_API_PATHS = ['GET', 'HEAD', 'POST'];
const STATIC_PATHS = ['GET', 'HEAD'];

function allowedFor(path: string): readonly string[] | null {
  if (path.startsWith('/static/')) return STATIC_PATHS;
  if (!path.startsWith('/api/') && !path.startsWith('/client/')) return null;
  return allowedMethods(path) ?? OTHER_API_PATHS;
}

export function apiMethods() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const allowed = allowedFor(req.path);
    if (!allowed || allowed.includes(req.method)) return next();
    res
      .status(405)
      .set({ Allow: allowed.join(', '), 'Cache-Control': 'no-store' })
      .json(envelopeFor(req.path, 'methodNotAllowed', '不支持该请求方法'));
  };
}
