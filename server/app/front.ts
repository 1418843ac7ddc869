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

/** The built client (`dist/client`): hashed assets forever, public files for an hour. */
export function staticFiles(clientDir: string): express.Router {
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
  const publicFiles = express.static(clientDir, { index: false, maxAge: '1h' });
  router.use((req, res, next) => (/\.[^/]+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  return router;
}
