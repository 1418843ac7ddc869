/**
 * The static image host mounted at `/static` (an Express 4 handler, json-server's app): generated images
 * for every path in `shared/domain/vehicle-media.ts`, with the OSS processing suffix
 * (`?x-oss-process=image/resize,w_W,h_H/format,webp/quality,q_Q`). GET and HEAD; long-lived immutable
 * caching with a strong ETag (304 on If-None-Match); a bounded LRU cache keyed by path + normalised suffix
 * with concurrent identical requests coalesced. Unknown images 404, a malformed suffix 400; never a crash.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { resolveImage } from './image-routes.ts';
import { LruCache } from './lru-cache.ts';
import { ProcessError, normaliseProcess, processFromQuery } from './process-params.ts';
import { renderImage, type RenderedImage } from './render-image.ts';

export interface ImageHostOptions {
  logger?: Logger;
  /** Most rendered variants kept in memory. Default 500. */
  cacheEntries?: number;
  /** Most bytes kept in memory. Default 64 MiB. */
  cacheBytes?: number;
}

export const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function sendJsonError(res: Response, status: number, error: string, message: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ error, message });
}

/** `If-None-Match` lists (or `*`) against a strong ETag, weak comparison as RFC 9110 asks for GET/HEAD. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

export function createImageHost(options: ImageHostOptions = {}): RequestHandler {
  const log = options.logger;
  const cache = new LruCache<RenderedImage>({
    maxEntries: options.cacheEntries ?? 500,
    maxBytes: options.cacheBytes ?? 64 * 1024 * 1024,
  });

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD');
      return sendJsonError(res, 405, 'MethodNotAllowed', 'only GET and HEAD');
    }
    let url: URL;
    try {
      url = new URL(req.url, 'http://static.local');
    } catch {
      return sendJsonError(res, 400, 'InvalidRequest', 'malformed URL');
    }
    const resolved = resolveImage(url.pathname);
    if (!resolved) return sendJsonError(res, 404, 'NoSuchKey', 'image not found');
    let key: string;
    let params;
    try {
      params = processFromQuery(url.searchParams);
      key = `${url.pathname}?${normaliseProcess(params, params.format ?? resolved.format)}`;
    } catch (err) {
      if (err instanceof ProcessError) return sendJsonError(res, 400, 'InvalidArgument', err.message);
      return next(err);
    }
    const started = performance.now();
    let rendered = false;
    cache
      .getOrCreate(key, () => {
        rendered = true;
        return renderImage(resolved, params);
      })
      .then((image) => {
        if (rendered)
          log?.debug({ key, ms: Math.round(performance.now() - started), bytes: image.size }, 'image rendered');
        if (res.headersSent || res.destroyed) return;
        res.set({ 'Cache-Control': CACHE_CONTROL, ETag: image.etag });
        if (etagMatches(req.get('if-none-match'), image.etag)) {
          res.status(304).end();
          return;
        }
        res.status(200).type(image.contentType).set('Content-Length', String(image.size));
        if (req.method === 'HEAD') res.end();
        else res.end(image.body);
      })
      .catch((err: unknown) => {
        log?.error({ err, key }, 'image rendering failed');
        if (!res.headersSent) sendJsonError(res, 500, 'InternalError', 'image rendering failed');
      });
  };
}
