#!/usr/bin/env node
// `npm start`: production server, with the production node flags (package.json runs
// `node --min-semi-space-size=16 scripts/start.mjs`; docs/decisions/0051-young-generation-at-full-size.md);
// builds first when no build exists. With no upstream configured
// the embedded mock API starts alongside (see README).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built =
  existsSync(path.join(root, 'dist/client/.vite/manifest.json')) && existsSync(path.join(root, 'dist/server/index.js'));

if (!built) {
  console.log('No production build yet: building (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href);
