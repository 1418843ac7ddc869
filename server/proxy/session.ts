/**
 * The login session (docs/architecture.md#session, docs/decisions/0007-session-cookie.md): the upstream's
 * token lives only in an httpOnly cookie. Login and register are answered by a dedicated handler that
 * calls the upstream with the shared request helper, moves the token into the cookie and returns the
 * user without it; logout and account cancellation clear the cookie. Every other proxied request and
 * the server-side loaders send the cookie's token upstream as `Authorization`.
 */
import type { CookieOptions, NextFunction, Request, Response, Router } from 'express';
import express from 'express';
import type { Logger } from 'pino';
import { apiEnvelope, envelopeFor, REQUEST_FAILED } from '#shared/api/envelope';
import { isLegacyPath, type ApiResult } from '#shared/api/request';
import { SESSION_COOKIE } from '#shared/api/session';
import type { Session } from '#shared/api/user-api';
import type { Config } from '../config.ts';
import { errorEnvelope } from './api-proxy.ts';
import type { Upstream } from '../upstream/upstream.ts';

/** The upstream's tokens live 7 days; the cookie never outlives the token. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^[\w.~+/=-]{8,512}$/;

export function sessionTokenOf(req: Request): string | undefined {
  const cookies: unknown = req.cookies;
  if (typeof cookies !== 'object' || cookies === null) return undefined;
  const token = (cookies as Record<string, unknown>)[SESSION_COOKIE];
  return typeof token === 'string' && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** `Authorization` for upstream calls made on behalf of this request: the session cookie's token. */
export function authorizationOf(req: Request): string | undefined {
  const token = sessionTokenOf(req);
  return token ? `Bearer ${token}` : undefined;
}

export function sessionCookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure };
}

function setSessionCookie(req: Request, res: Response, token: string, expiresAt: string): void {
  const until = Date.parse(expiresAt);
  const maxAge = Number.isFinite(until) ? Math.max(0, Math.min(until - Date.now(), MAX_AGE_MS)) : MAX_AGE_MS;
  res.cookie(SESSION_COOKIE, token, { ...sessionCookieOptions(req), maxAge });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(req));
}

/**
 * Proxied requests: the browser's cookies are stripped by the proxy, so the session travels as
 * `Authorization`. A page script cannot know the token, so a cookie always wins over a header.
 */
export function sessionAuthorization(req: Request, _res: Response, next: NextFunction): void {
  const authorization = authorizationOf(req);
  if (authorization) req.headers.authorization = authorization;
  next();
}

const SESSION_PATHS = ['/api/user/login', '/api/user/register', '/api/user/logout', '/api/user/cancel'] as const;
type SessionPath = (typeof SESSION_PATHS)[number];

/** The dedicated handlers of login, register, logout and cancel (mounted before the proxy). */
export function sessionRoutes(config: Config, logger: Logger, upstream: Pick<Upstream, 'client'>): Router {
  const router = express.Router();
  const json = express.json({ limit: '16kb', type: () => true });

  function upstreamFor(req: Request) {
    const authorization = authorizationOf(req);
    const fault = req.get('x-mock-fault');
    return upstream.client({
      requestId: String(req.id ?? ''),
      ...(authorization ? { authorization } : {}),
      // Tests may pass a fault through to the mock; never in production.
      ...(!config.isProduction && fault ? { headers: { 'x-mock-fault': fault } } : {}),
    });
  }

  function reply(res: Response, path: string, result: ApiResult<unknown>, data: unknown): void {
    res.set('Cache-Control', 'no-store');
    if (result.code === REQUEST_FAILED) {
      const status = result.status === 504 ? 504 : 502;
      res.status(status).json(errorEnvelope(path, status));
      return;
    }
    // The upstream's own code and message pass through unchanged.
    res.status(result.status >= 400 ? result.status : 200).json(apiEnvelope(result.code, result.msg, data));
  }

  const handle = (path: SessionPath) => async (req: Request, res: Response) => {
    const body: unknown = req.body;
    const payload = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
    const api = upstreamFor(req);
    // The contract's body types are enforced by the upstream; the site forwards what it was given.
    const result = (await api.post(path, payload as never)) as ApiResult<unknown>;
    if (path === '/api/user/login' || path === '/api/user/register') {
      const session = result.ok ? (result.data as Session | null) : null;
      if (session && typeof session.token === 'string' && session.token) {
        setSessionCookie(req, res, session.token, session.expiresAt);
        // The token stays on the server: the browser gets the user and the expiry only.
        return reply(res, path, result, { expiresAt: session.expiresAt, user: session.user });
      }
      return reply(res, path, result, null);
    }
    if (path === '/api/user/logout') {
      // Logging out always ends the browser's session, whatever the upstream says about the token.
      clearSessionCookie(req, res);
      if (!result.ok) (req.log ?? logger).info({ code: result.code }, 'logout: upstream did not revoke the token');
      return void res.set('Cache-Control', 'no-store').json(envelopeFor(path, 'ok', '已退出登录'));
    }
    if (result.ok) clearSessionCookie(req, res); // account cancelled
    return reply(res, path, result, result.data);
  };

  for (const path of SESSION_PATHS) router.post(path, json, handle(path));
  return router;
}

/** Malformed or oversized bodies on the session routes answer in the `/api` envelope. */
export function sessionBodyErrors(err: unknown, req: Request, res: Response, next: NextFunction): void {
  const status = typeof (err as { status?: unknown })?.status === 'number' ? (err as { status: number }).status : 0;
  if (!status || isLegacyPath(req.path) || !(SESSION_PATHS as readonly string[]).includes(req.path)) return next(err);
  const tooLarge = status === 413;
  res
    .status(tooLarge ? 413 : 400)
    .set('Cache-Control', 'no-store')
    .json(envelopeFor(req.path, tooLarge ? 'payloadTooLarge' : 'badRequest', tooLarge ? '请求内容过大' : '请求格式错误'));
}
