/**
 * The API layer is its own router, entered only by `/api/*`, `/client/*` and `/static/*`: a page
 * request never passes its checks, and an API request passes each of them once. Three of the layer's
 * handlers (its first check, the CSRF check, the session's `Authorization`) are wrapped to record the
 * paths they see; everything else is the real app against the real mock.
 */
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Csrf from '../../server/middleware/csrf.ts';
import type * as Methods from '../../server/middleware/methods.ts';
import type * as Session from '../../server/proxy/session.ts';
import { CHROME_UA, useStack } from '../support/stack.ts';

type Handler = (req: Request, res: Response, next: NextFunction) => void;

const { seen, recording } = vi.hoisted(() => ({
  seen: { methods: [] as string[], csrf: [] as string[], authorization: [] as string[] },
  recording:
    (into: string[], handler: Handler): Handler =>
    (req, res, next) => {
      into.push(req.path);
      handler(req, res, next);
    },
}));

vi.mock('../../server/middleware/methods.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Methods>();
  return { ...real, apiMethods: () => recording(seen.methods, real.apiMethods()) };
});
vi.mock('../../server/middleware/csrf.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Csrf>();
  return {
    ...real,
    csrfProtection: (...args: Parameters<typeof real.csrfProtection>) =>
      recording(seen.csrf, real.csrfProtection(...args)),
  };
});
vi.mock('../../server/proxy/session.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Session>();
  return { ...real, sessionAuthorization: recording(seen.authorization, real.sessionAuthorization) };
});

const stack = useStack();

beforeEach(() => {
  for (const paths of Object.values(seen)) paths.length = 0;
});

describe('the API layer is a router of its own', () => {
  it.each(['/', '/models/es', '/news', '/dealer', '/search?q=ES'])(
    'a page request (%s) renders without passing any API check',
    async (path) => {
      const res = await request(stack.app).get(path).set('user-agent', CHROME_UA);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(seen).toEqual({ methods: [], csrf: [], authorization: [] });
    },
  );

  it('a page form post with a JSON body is answered by the page, not by the API checks', async () => {
    const res = await request(stack.app)
      .post('/test-drive')
      .set('user-agent', CHROME_UA)
      .set('origin', 'https://www.aurelion.example')
      .set('content-type', 'application/json')
      .send('{"phone":"13800000000"}');
    // The page's own refusal of a form it cannot read, not the API's CSRF envelope.
    expect(res.status).toBe(415);
    expect(res.text).toContain('不支持的提交格式');
    expect(seen).toEqual({ methods: [], csrf: [], authorization: [] });
  });

  it.each([
    ['/api/client/findIndexKv', 200],
    ['/client/news/list', 200],
    ['/api/no-such-endpoint', 404],
  ])('an API request (%s) passes the layer once, in order, and gets its answer', async (path, status) => {
    const res = await request(stack.app).get(path);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(seen.methods).toEqual([path]);
    // An unknown endpoint stops at the allow-list, before any later check.
    const past = status === 404 ? [] : [path];
    expect(seen.csrf).toEqual(past);
    expect(seen.authorization).toEqual(past);
  });
});
