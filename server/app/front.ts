/**
 * What answers before the API layer and the pages: the probes (`/healthz`, `/readyz`) and the built
 * client's files.
 */
import path from 'node:path';
import express from 'express';
import type { AppContext } from './context.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function healthRoutes({ lifecycle, deps, upstream }: AppContext): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const ready = !lifecycle.draining && (await (deps.checkUpstream?.() ?? Promise.resolve(true)));
    res
      .set('Cache-Control', 'no-store')
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'unavailable', upstreams: upstream.breakers.states() });
  });
  return router;
}

/** The paths the built client's files answer: the hashed assets, and any path with an extension. */
const FILE_PATH = /^\/assets(?:\/|$)|\.[^/]+$/i;

/**
 * The built client (`dist/client`): hashed assets forever, public files for an hour. A page path goes
 * straight on: a router that runs out of layers hands the request on in a later turn of the event loop
 * (`setImmediate`), where every page request that arrived meanwhile would wait with it.
 */
export function staticFiles(clientDir: string): express.RequestHandler {
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      index: false,
      fallthrough: true,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
    }),
    // A missing hashed asset is a fast 404, never a rendered page.
    (_req, res) => void res.status(404).set('Cache-Control', 'no-store').type('text').send('Not found'),
  );
  // Public files all have an extension: a page path never costs a file-system lookup.
  router.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  return (req, res, next) => (FILE_PATH.test(req.path) ? router(req, res, next) : next());
}
