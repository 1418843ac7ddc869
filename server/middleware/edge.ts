import type { NextFunction, Request, Response } from 'express';
import { resolveChannel, UTM_CHANNEL_COOKIE, UTM_CHANNEL_MAX_AGE } from '#shared/domain/channel';
import type { EdgeContext } from '#shared/domain/edge-context';
import { parseUserAgent } from '#shared/domain/user-agent';

/** Only the first value of a repeated query parameter counts (`?utm_source=a&utm_source=b` -> a). */
function firstQueryValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstQueryValue(value[0]);
  return typeof value === 'string' ? value : undefined;
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
  const edge: EdgeContext = { ...parseUserAgent(req.get('user-agent')), channel };
  res.locals.edge = edge;
  next();
}

export function edgeOf(res: Response): EdgeContext {
  return res.locals.edge as EdgeContext;
}
