#!/usr/bin/env node
// Fails the build when server-only code reaches a browser chunk: never rely on
// tree-shaking to keep secrets, Node built-ins or server modules out of what visitors download.
import { readdirSync, readFileSync } from 'node:fs';
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
