import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { CARE_COOKIE, CARE_POINTER_COOKIE, careLevelOfCookie, carePointerOfCookie } from '#shared/domain/care-mode';
import { resolveChannel, UTM_CHANNEL_COOKIE, UTM_CHANNEL_MAX_AGE } from '#shared/domain/channel';
import type { EdgeContext } from '#shared/domain/edge-context';
import { parseUserAgent, type UserAgentFlags } from '#shared/domain/user-agent';

/** Only the first value of a repeated query parameter counts (`?utm_source=a&utm_source=b` -> a). */
function firstQueryValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstQueryValue(value[0]);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Flags by user agent: visitors send a few hundred distinct UAs, and the crawler test alone is a
 * regular expression of some thousand alternatives. Long UAs are parsed every time (bounded memory).
 */
const flagsByUa = new LRUCache<string, UserAgentFlags>({ max: 1000 });
const MAX_CACHED_UA = 512;

function userAgentFlags(ua: string | undefined): UserAgentFlags {
  const key = ua ?? '';
  if (key.length > MAX_CACHED_UA) return parseUserAgent(key);
  let flags = flagsByUa.get(key);
  if (!flags) {
    flags = parseUserAgent(key);
    flagsByUa.set(key, flags);
  }
  return flags;
}

/** Computes the edge context once per request and keeps the utm channel in a first-party cookie. */
export function edgeContext(req: Request, res: Response, next: NextFunction): void {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  const cookie = cookies[UTM_CHANNEL_COOKIE];
  const { channel, setCookie } = resolveChannel(
    firstQueryValue(req.query.utm_source),
    typeof cookie === 'string' ? cookie : undefined,
  );
  if (setCookie !== null) {
    res.cookie(UTM_CHANNEL_COOKIE, String(setCookie), {
      maxAge: UTM_CHANNEL_MAX_AGE * 1000,
      sameSite: 'lax',
      path: '/',
      secure: req.secure,
    });
  }
  const care = careLevelOfCookie(cookies[CARE_COOKIE]);
  const carePointer = carePointerOfCookie(care, cookies[CARE_POINTER_COOKIE]);
  const edge: EdgeContext = { ...userAgentFlags(req.get('user-agent')), channel, care, carePointer };
  res.locals.edge = edge;
  next();
}

export function edgeOf(res: Response): EdgeContext {
  return res.locals.edge as EdgeContext;
}
