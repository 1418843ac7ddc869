/**
 * The bench's bare-React reference (run by scripts/bench.ts as its own process): the production server
 * entry's document tree for one page, its loaders run once against the mock at start, then rendered per
 * request on plain `node:http`: no Express, no middleware, no upstream call.
 *
 *   GET /stream   renderToPipeableStream of the tree (shell first)
 *   GET /string   renderToString of the same tree, with the same bootstrap scripts
 *
 * Environment: BENCH_PORT, BENCH_UPSTREAM (the mock's URL), SIGN_SECRET, BENCH_PAGE (/models/es), BENCH_UA.
 */
import { createPageGaps } from '#shared/api/upstream-gaps';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { createApiClient, isLegacyPath } from '#shared/api/request';
import { DEFAULT_CHANNEL } from '#shared/domain/channel';
import type { EdgeContext } from '#shared/domain/edge-context';
import { parseUserAgent } from '#shared/domain/user-agent';
import { loadConfig, publicConfig } from '../server/config.ts';
import { CapturedResponse } from '../server/page-cache/capture.ts';
import { signatureHeaders } from '../server/proxy/signature.ts';
import { loadManifestAssets } from '../server/ssr/assets.ts';
import { createLeadDesk } from '../server/ssr/lead-desk.ts';
import type { BareReact, RenderArgs } from '../server/ssr/render-contract.ts';
import { upstreamHeaders } from '../server/upstream/upstream.ts';
import { ROOT } from './lib/production-site.ts';
import { superagentHttp } from '../server/upstream/superagent-http.ts';

const upstream = process.env.BENCH_UPSTREAM ?? '';
const config = loadConfig({
  USER_API_URL: upstream,
  LEGACY_API_URL: upstream,
  SIGN_SECRET: process.env.SIGN_SECRET,
  LOG_LEVEL: 'warn',
});
const page = process.env.BENCH_PAGE ?? '/models/es';
const ua = process.env.BENCH_UA ?? '';
const { bareReact } = (await import(pathToFileURL(path.join(ROOT, 'dist/server/entry-server.js')).href)) as {
  bareReact: BareReact;
};

const api = createApiClient({
  http: superagentHttp,
  baseUrl: config.userApiUrl,
  baseUrlFor: (p) => (isLegacyPath(p) ? config.legacyApiUrl : config.userApiUrl),
  headers: upstreamHeaders(config),
  sign: (method, pathname) => signatureHeaders(config.signSecret, method, pathname),
});
const edge: EdgeContext = { ...parseUserAgent(ua), channel: DEFAULT_CHANNEL, care: 0, carePointer: false };
const args: RenderArgs = {
  request: new Request(new URL(page, config.publicOrigin), { headers: { accept: 'text/html', 'user-agent': ua } }),
  res: new CapturedResponse(),
  nonce: randomBytes(16).toString('base64'),
  edge,
  submissionKey: randomUUID(),
  config: publicConfig(config),
  api,
  assets: loadManifestAssets(path.join(ROOT, 'dist/client/.vite/manifest.json')),
  ssrTimeoutMs: config.ssrTimeoutMs,
  log: pino({ level: 'warn' }),
  leadDesk: createLeadDesk({ api, edge, gate: undefined }),
  search: { search: () => Promise.resolve(null) },
  upstreamGaps: createPageGaps([]),
  now: Date.now,
};
const doc = await bareReact.prepare(args);
if (!doc || doc.status !== 200) throw new Error(`${page} did not prepare a 200 document`);
// One render settles anything deferred, so every measured render has all of the data.
bareReact.string(doc);

const server = createServer((req, res) => {
  if (req.url === '/string') {
    const html = bareReact.string(doc);
    res.writeHead(doc.status, { ...doc.headers, 'Content-Length': Buffer.byteLength(html) });
    res.end(html);
  } else {
    bareReact.stream(doc, res);
  }
});
server.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', () => process.stdout.write('reference ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
