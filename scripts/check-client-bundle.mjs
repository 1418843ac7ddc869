#!/usr/bin/env node
// Fails the build when server-only code reaches a browser chunk (never rely on tree-shaking to keep
// secrets, Node built-ins or server modules out of what visitors download) or when a page's JavaScript
// is over its byte budget; prints every page's framework and app share. What it enforces is
// scripts/lib/client-bundle.ts (tested there against builds of its own).
//   tsx scripts/check-client-bundle.mjs [<browser build directory, default dist/client>]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Run through tsx (package.json `build`): the checks and the page table are TypeScript.
import { BundleCheckError, checkBudgets, forbiddenCode, pagesFromTable, readManifest } from './lib/client-bundle.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const label = process.argv[2] ?? 'dist/client';
const dir = path.resolve(root, label);

const forbidden = forbiddenCode(dir);
for (const { file, what, pattern } of forbidden)
  console.error(`${label}/assets/${file} contains ${what} (${pattern}).`);
if (forbidden.length > 0) process.exit(1);
console.log('client bundle check: no server-only code in browser chunks');

let report;
try {
  const manifest = readManifest(dir);
  report = checkBudgets(dir, manifest, pagesFromTable(manifest));
} catch (error) {
  if (!(error instanceof BundleCheckError)) throw error;
  console.error(error.message);
  process.exit(1);
}
for (const line of report.table) console.log(line);
for (const warning of report.warnings) console.warn(warning);
if (report.problems.length > 0) {
  console.error(`\nbyte budgets exceeded:\n${report.problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
