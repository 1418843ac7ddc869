/**
 * Typed endpoint definitions. Each definition names its contract path; its input schema must produce
 * the contract's request type and its handler must return the contract's response type, so a change in
 * `shared/api/contract.ts` fails the typecheck here. `register` mounts the definitions on the app with
 * validation, authentication, envelopes and 405 for other methods.
 */
import type { Application, NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AnyPath, MethodOf, PostPath, RequestOf, ResponseOf } from '#shared/api/contract';
import type { MockDb, UserRecord } from '../db.ts';
import type { MockStore } from '../store.ts';
import { findSession } from '../auth/sessions.ts';
import { MockError, familyOf, sendData, sendError } from './envelope.ts';
import { describeIssue, parseInput } from './input.ts';
import { requestLogger } from './request-log.ts';

/** What every handler may use. */
export interface MockDeps {
  store: MockStore;
  now: () => number;
  log: Logger;
  /** Fixed SMS code (MOCK_SMS_CODE) instead of a random one. */
  smsCode: string | undefined;
}

export type AuthMode = 'none' | 'optional' | 'required';
type UserFor<A extends AuthMode> = A extends 'required' ? UserRecord : UserRecord | null;

export interface HandlerContext<I, U> {
  input: I;
  user: U;
  db: MockDb;
  now: number;
  req: Request;
  res: Response;
  deps: MockDeps;
  log: Logger;
}

export interface RouteDef<P extends AnyPath, A extends AuthMode, S extends z.ZodType<RequestOf<P>>> {
  path: P;
  method: MethodOf<P>;
  auth: A;
  input: S;
  /** True when the handler changes state (persisted to MOCK_DB_FILE after success). */
  mutates?: boolean;
  handle: (ctx: HandlerContext<z.output<S>, UserFor<A>>) => ResponseOf<P>;
}

/** A definition with its types erased, ready to mount. */
export interface MountedRoute {
  path: string;
  method: 'GET' | 'POST';
  auth: AuthMode;
  run: (req: Request, res: Response, deps: MockDeps) => void;
}

export function route<P extends AnyPath, A extends AuthMode, S extends z.ZodType<RequestOf<P>>>(
  def: RouteDef<P, A, S>,
): MountedRoute {
  return {
    path: def.path,
    method: def.method,
    auth: def.auth,
    run(req, res, deps) {
      const family = familyOf(def.path);
      const db = deps.store.db;
      const now = deps.now();
      const user = authenticate(req, db, now, def.auth);
      const parsed = parseInput(def.input, def.method === 'GET' ? firstValues(req.query) : (req.body ?? {}));
      if (!parsed.success) throw new MockError('badRequest', describeIssue(parsed.error));
      const log = requestLogger(req) ?? deps.log;
      // The `auth` mode decides whether `user` may be null; authenticate() enforced it above.
      const data = def.handle({ input: parsed.data, user: user as UserFor<A>, db, now, req, res, deps, log });
      if (def.mutates) deps.store.commit();
      sendData(res, family, data);
    },
  };
}

/** A signed-in user's change: POST, the session required, the database saved after success. */
export function userChange<P extends PostPath, S extends z.ZodType<RequestOf<P>>>(def: {
  path: P;
  input: S;
  handle: RouteDef<P, 'required', S>['handle'];
}): MountedRoute {
  // Every PostPath is a POST endpoint; the compiler cannot see that through the generic path.
  return route({ ...def, method: 'POST' as MethodOf<P>, auth: 'required', mutates: true });
}

/** `Authorization: Bearer <token>` or a bare token. */
export function tokenOf(req: Request): string | null {
  const header = req.get('authorization')?.trim();
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? (/^\S+$/.test(header) ? header : null);
}

function authenticate(req: Request, db: MockDb, now: number, mode: AuthMode): UserRecord | null {
  if (mode === 'none') return null;
  const token = tokenOf(req);
  if (!token) {
    if (mode === 'optional') return null;
    throw new MockError('authExpired', '请先登录');
  }
  const session = findSession(db, token, now);
  const user = session ? db.users.find((u) => u.id === session.userId) : undefined;
  if (!user) throw new MockError('authExpired', '登录已过期，请重新登录');
  return user;
}

/** Repeated query parameters (`?page=1&page=2`): the first one counts. Nested objects are ignored. */
export function firstValues(query: Request['query']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}

/** Mounts the routes: the method itself, then 405 (with `Allow`) for any other method on the path. */
export function register(app: Application, routes: readonly MountedRoute[], deps: MockDeps): void {
  const byPath = new Map<string, MountedRoute[]>();
  for (const r of routes) byPath.set(r.path, [...(byPath.get(r.path) ?? []), r]);
  for (const [path, defs] of byPath) {
    for (const def of defs) {
      const handler = (req: Request, res: Response, next: NextFunction) => {
        try {
          def.run(req, res, deps);
        } catch (err) {
          next(err);
        }
      };
      if (def.method === 'GET') app.get(path, handler);
      else app.post(path, handler);
    }
    const allow = [...new Set(defs.flatMap((d) => (d.method === 'GET' ? ['GET', 'HEAD'] : [d.method])))].join(', ');
    app.all(path, (_req: Request, res: Response) => {
      res.set('Allow', allow);
      sendError(res, familyOf(path), new MockError('methodNotAllowed', `不支持的请求方法，请使用 ${allow}`, 405));
    });
  }
}
