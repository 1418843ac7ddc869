/**
 * CSRF defence for mutations through the proxy (docs/architecture.md#session): a POST (or any method other than
 * GET/HEAD/OPTIONS) to `/api/*` or `/client/*` must come from this site (its `Origin`, or its
 * `Referer` when a browser sends no `Origin`) and carry a JSON body. The session cookie is
 * SameSite=Lax as well; this check also covers browsers and same-site subdomains Lax does not.
 *
 * Allowed origins: the configured public origin, and the origin this request was addressed to
 * (scheme from `req.protocol`, which honours `trust proxy`, plus the `Host` header). A cross-site page
 * cannot choose the `Host` its victim's browser sends, so the second form is safe and keeps local
 * development and LAN access (http://192.168.x.x:3000) working.
 */
import type { NextFunction, Request, Response } from 'express';
import { envelopeFor } from '#shared/api/envelope';
import type { Config } from '../config.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Does the request come from a page of this site (its `Origin`, else its `Referer`)? */
export function isSameOrigin(req: Request, publicOrigin: string): boolean {
  const host = req.get('host');
  const ownOrigin = host ? originOf(`${req.protocol}://${host}`) : null;
  const source = req.get('origin') !== undefined ? originOf(req.get('origin')) : originOf(req.get('referer'));
  return source !== null && (source === new URL(publicOrigin).origin || source === ownOrigin);
}

export function csrfProtection(config: Config) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (!req.path.startsWith('/api/') && !req.path.startsWith('/client/')) return next();
    if (!isSameOrigin(req, config.publicOrigin)) {
      res.status(403).set('Cache-Control', 'no-store').json(envelopeFor(req.path, 'forbidden', '请求来源无效，请刷新页面后重试'));
      return;
    }
    // Same-origin but not JSON: the endpoint cannot read it (415); a cross-site post never gets here.
    if (!req.is('application/json')) {
      res
        .status(415)
        .set('Cache-Control', 'no-store')
        .json(envelopeFor(req.path, 'unsupportedMediaType', '请求格式无效，请刷新页面后重试'));
      return;
    }
    next();
  };
}
