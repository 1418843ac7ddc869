/**
 * Share-code lookups per client IP: the build pages (`/c/:code`, `/c?code=`) and the API they use
 * (`/api/user/findCodeInfo`) share one budget, so codes cannot be guessed by the thousand. 32^7 codes
 * with a check character make guessing slow anyway; the limit makes it pointless. Counted in the shared
 * store like every limit (docs/decisions/0010-shared-state-redis.md); while the store is unreachable a
 * lookup goes through (it sends nothing and costs nothing). Over the limit: 429 with `Retry-After`, the
 * API's envelope on the API and the static fallback page otherwise.
 */
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { createMemoryStore } from '../store/memory-store.ts';
import type { SharedStore } from '../store/store.ts';
import { addressLimit } from './address-limit.ts';
import type { OnRefused } from './rate-limit.ts';

export const SHARE_CODE_LOOKUPS_PER_IP = 60;
export const SHARE_CODE_WINDOW_MS = 10 * 60 * 1000;

const MESSAGE = '查询配置过于频繁，请稍后再试';

/**
 * The page's path as the router matches it: decoded and in any case (`/C/…` and `/%63/…` render the
 * build page too, so they count like `/c/…`). A path that cannot be decoded is no page of ours.
 */
function routedPath(path: string): string {
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return '';
  }
}

function isLookup(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // The API's own path is exact: any other spelling of it is refused before this (server/middleware/methods.ts).
  if (req.path === '/api/user/findCodeInfo') return true;
  // `/c` (the lookup form's `?code=`) and `/c/<code>`, with any trailing slashes.
  return /^\/c(?:\/[^/]+)?\/*$/.test(routedPath(req.path));
}

export function shareCodeLimit({
  limit = SHARE_CODE_LOOKUPS_PER_IP,
  store = createMemoryStore(),
  logger,
  onRefused,
}: { limit?: number; store?: SharedStore; logger?: Logger; onRefused?: OnRefused } = {}): RequestHandler {
  return addressLimit({
    name: 'share-code',
    what: 'share-code lookup',
    windowMs: SHARE_CODE_WINDOW_MS,
    limit,
    store,
    logger,
    onRefused,
    applies: isLookup,
    message: MESSAGE,
    wantsJson: (req) => req.path.startsWith('/api/'),
  });
}
