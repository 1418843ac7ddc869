#!/usr/bin/env node
// Fails the build when server-only code reaches a browser chunk: never rely on
// tree-shaking to keep secrets, Node built-ins or server modules out of what visitors download.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'dist/client/assets');
const FORBIDDEN = [
  [/\bnode:(crypto|fs|http|https|net|path|child_process|zlib)\b/, 'a Node built-in'],
  [/SIGN_SECRET|signatureHeaders|createHmac/, 'request-signing code'],
  [/renderToPipeableStream|createStaticHandler/, 'the SSR entry'],
  [/json-server|@faker-js|createMockApi/, 'the mock API'],
  [/pino-http|express\.static|helmet/, 'server middleware'],
  [/\/api\/client\/(testDrivce|saleClue)\b/, 'lead booking (server/ssr/lead-desk.ts)'],
];

let failed = false;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(path.join(dir, file), 'utf8');
  for (const [pattern, what] of FORBIDDEN) {
    if (pattern.test(code)) {
      console.error(`dist/client/assets/${file} contains ${what} (${pattern}).`);
      failed = true;
    }
  }
}
if (failed) process.exit(1);
console.log('client bundle check: no server-only code in browser chunks');

// Byte budgets, from the Vite manifest (docs/decisions/0019-client-byte-budgets.md). A page's initial
// JavaScript is what its document loads and modulepreloads: the entry, the matched route modules and
// everything they import statically (the server walks the same graph, server/ssr/assets.ts).
const KB = 1024;
const BUDGETS = { initialJs: 100 * KB, routeChunk: 30 * KB, css: 25 * KB };
// The initial JavaScript is still above its budget on every page: React DOM (~65 KB) and React Router
// with React (~33 KB) alone are ~98 KB before any page code. Until the budget is met, the build fails
// above this ceiling and lists every page over the budget as a warning. It is the heaviest page with the
// client data cache in the entry (services/after-sales, 145.5 KB) plus 2.5 KB; lower it as pages shrink.
const INITIAL_JS_CEILING = 148 * KB;
const manifest = JSON.parse(readFileSync(path.join(root, 'dist/client/.vite/manifest.json'), 'utf8'));
const gzipSize = new Map();
const gz = (file) => {
  if (!gzipSize.has(file)) gzipSize.set(file, gzipSync(readFileSync(path.join(root, 'dist/client', file)), { level: 9 }).length);
  return gzipSize.get(file);
};
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function closure(keys) {
  const js = new Set();
  const css = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((f) => css.add(f));
    chunk.imports?.forEach(walk);
  };
  keys.forEach(walk);
  return { js: [...js], css: [...css] };
}

// Public pages: every route module with a page, the account's aside (client/routes.tsx is the table).
// A child route loads with its parent: the services pages with client/routes/services/route.tsx.
const ROUTE_FILE = /^client\/routes\/(.+)\/route\.tsx$/;
const pages = Object.keys(manifest)
  .filter((key) => ROUTE_FILE.test(key) && !key.startsWith('client/routes/account/'))
  .map((key) => {
    const parent = key.startsWith('client/routes/services/') && key !== 'client/routes/services/route.tsx' ? ['client/routes/services/route.tsx'] : [];
    return { name: key.replace(ROUTE_FILE, '$1'), keys: ['client/entry.client.tsx', ...parent, key] };
  });

const problems = [];
const overBudget = [];
console.log(`\nbyte budgets (gzip): initial JS ≤ ${kb(BUDGETS.initialJs)} per page, route chunk ≤ ${kb(BUDGETS.routeChunk)}, CSS ≤ ${kb(BUDGETS.css)}`);
for (const page of pages) {
  const { js, css } = closure(page.keys);
  const jsBytes = js.reduce((n, f) => n + gz(f), 0);
  const cssBytes = css.reduce((n, f) => n + gz(f), 0);
  console.log(`  ${page.name.padEnd(28)} JS ${kb(jsBytes).padStart(9)}   CSS ${kb(cssBytes).padStart(8)}`);
  if (jsBytes > BUDGETS.initialJs) {
    const largest = js.map((f) => `${f} ${kb(gz(f))}`).sort((a, b) => parseFloat(b.split(' ')[1]) - parseFloat(a.split(' ')[1]));
    const message = `${page.name}: initial JavaScript ${kb(jsBytes)} > ${kb(BUDGETS.initialJs)} (${largest.slice(0, 4).join(', ')}, …)`;
    if (jsBytes > INITIAL_JS_CEILING) problems.push(`${message}, above the ceiling ${kb(INITIAL_JS_CEILING)}`);
    else overBudget.push(message);
  }
  if (cssBytes > BUDGETS.css) problems.push(`${page.name}: CSS ${kb(cssBytes)} > ${kb(BUDGETS.css)} (${css.join(', ')})`);
}
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const size = gz(chunk.file);
  if (size > BUDGETS.routeChunk) problems.push(`${chunk.file} (${key}): ${kb(size)} > ${kb(BUDGETS.routeChunk)} per route chunk`);
}
if (overBudget.length > 0) {
  console.warn(`\nover budget (below the ceiling of ${kb(INITIAL_JS_CEILING)}):\n${overBudget.map((p) => `  - ${p}`).join('\n')}`);
}
if (problems.length > 0) {
  console.error(`\nbyte budgets exceeded:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
