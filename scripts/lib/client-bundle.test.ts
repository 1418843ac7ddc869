import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { flattenPages, pageById } from '../../shared/pages.ts';
import { CLIENT_ENTRY } from '../../server/ssr/assets.ts';
import {
  KB,
  checkBudgets,
  forbiddenCode,
  pageBudget,
  pageClass,
  pagesFromTable,
  readManifest,
  type BudgetPage,
  type Manifest,
} from './client-bundle.ts';

/** A chunk of a fake browser build: `size` bytes that do not compress, so its gzip size is known. */
interface Chunk {
  key: string;
  size: number;
  name?: string;
  entry?: boolean;
  route?: boolean;
  imports?: string[];
  /** Text put in front of the bytes. */
  code?: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = path.join(root, 'scripts/check-client-bundle.mjs');
const builds: string[] = [];
afterAll(() => builds.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Hashes in counter mode: incompressible like random bytes, and the same on every run.
const noise = (seed: string, size: number) => {
  const blocks: Buffer[] = [];
  for (let i = 0; blocks.length * 32 < size; i++) blocks.push(createHash('sha256').update(`${seed}:${i}`).digest());
  return Buffer.concat(blocks).subarray(0, size);
};
const contents = (chunk: Chunk) =>
  Buffer.concat([Buffer.from(chunk.code ?? ''), noise(chunk.key, chunk.size - (chunk.code?.length ?? 0))]);
const gz = (chunk: Chunk) => gzipSync(contents(chunk), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Writes the chunks and their Vite manifest to a directory of their own; returns it with the manifest. */
function writeBuild(chunks: readonly Chunk[]): { dir: string; manifest: Manifest } {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-bundle-'));
  builds.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  const manifest: Manifest = {};
  chunks.forEach((chunk, i) => {
    const file = `assets/${chunk.name ?? chunk.key.replace(/\W+/g, '-')}-${i}.js`;
    writeFileSync(path.join(dir, file), contents(chunk));
    manifest[chunk.key] = {
      file,
      ...(chunk.name ? { name: chunk.name } : { src: chunk.key }),
      ...(chunk.entry ? { isEntry: true } : {}),
      ...(chunk.route ? { isDynamicEntry: true } : {}),
      ...(chunk.imports ? { imports: chunk.imports } : {}),
    };
  });
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return { dir, manifest };
}

// Named and linked as vite.config.ts's framework groups come out of Rolldown.
const FRAMEWORK: Chunk[] = [
  { key: '_rolldown-runtime-a1.js', name: 'rolldown-runtime', size: 400 },
  { key: '_react-b2.js', name: 'react', size: 50 * KB, imports: ['_rolldown-runtime-a1.js'] },
  { key: '_react-router-c3.js', name: 'react-router', size: 20 * KB, imports: ['_react-b2.js'] },
];
const entry = (size: number): Chunk => ({
  key: CLIENT_ENTRY,
  size,
  entry: true,
  imports: ['_react-b2.js', '_react-router-c3.js'],
});
const route = (module: string, size: number, code?: string): Chunk => ({
  key: `client/routes/${module}/route.tsx`,
  size,
  route: true,
  imports: [CLIENT_ENTRY, '_react-router-c3.js'],
  ...(code ? { code } : {}),
});
const page = (id: string): BudgetPage => ({ name: id, keys: [CLIENT_ENTRY, `client/routes/${id}/route.tsx`] });

/** Measures pages of a fake build whose entry and routes have the given sizes. */
function measure(entrySize: number, routes: Record<string, number>) {
  const ids = Object.keys(routes);
  const chunks = [...FRAMEWORK, entry(entrySize), ...ids.map((id) => route(id, routes[id]!))];
  const { dir, manifest } = writeBuild(chunks);
  const appShare = (id: string) => gz(entry(entrySize)) + gz(route(id, routes[id]!));
  return { report: checkBudgets(dir, manifest, ids.map(page)), appShare };
}

describe('app-share budgets', () => {
  it('fail a content page whose app share is over 20 KB, naming the page and its share', () => {
    const { report, appShare } = measure(10 * KB, { home: 11 * KB });
    expect(appShare('home')).toBeGreaterThan(20 * KB);
    expect(report.problems).toEqual([
      expect.stringContaining(`home: app share ${kb(appShare('home'))} > 20.0 KB for content pages`),
    ]);
  });

  it('pass the same content page at 19 KB', () => {
    const { report, appShare } = measure(10 * KB, { home: 9 * KB });
    expect(appShare('home')).toBeLessThan(20 * KB);
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([]);
  });

  it('hold a tools page to 30 KB and a content page to 20 KB: 25 KB passes on one, fails on the other', () => {
    const { report, appShare } = measure(10 * KB, { configurator: 15 * KB, news: 15 * KB });
    expect(appShare('configurator')).toBeGreaterThan(24 * KB);
    expect(appShare('configurator')).toBeLessThan(26 * KB);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatch(/^news: app share 25\.\d KB > 20\.0 KB for content pages/);
  });

  it("count the framework chunks apart from the app share, and print each page's", () => {
    const { report, appShare } = measure(10 * KB, { home: 5 * KB, finance: 5 * KB });
    const framework = FRAMEWORK.reduce((n, chunk) => n + gz(chunk), 0);
    expect(report.pages.map((p) => [p.name, p.className, p.framework, p.appShare])).toEqual([
      ['home', 'content', framework, appShare('home')],
      ['finance', 'tools', framework, appShare('finance')],
    ]);
    for (const id of ['home', 'finance']) {
      expect(report.table).toContainEqual(
        expect.stringMatching(new RegExp(`^  ${id} +\\w+ +[\\d.]+ KB +${kb(framework)} +${kb(appShare(id))} `)),
      );
    }
  });
});

describe('budgets the build enforces', () => {
  // Each id must be the page table's, or a renamed page would fall to the "other" class's looser budget.
  const CONTENT = ['home', 'model', 'news', 'news-article', 'dealer'];
  const TOOLS = ['configurator', 'compare', 'finance', 'trade-in', 'build-share'];
  const ACCOUNT = flattenPages()
    .map(({ page: p }) => p)
    .filter((p) => p.id.startsWith('account') && p.module && (p.kind ?? 'page') === 'page' && !p.children)
    .map((p) => p.id);

  it('are 20 KB of app share on the reading pages (home, models, news, article, dealer)', () => {
    for (const id of CONTENT) {
      expect(pageById(id), id).toBeDefined();
      expect([id, pageClass(id).name, pageBudget(id)]).toEqual([id, 'content', 20 * KB]);
    }
  });

  it('are 30 KB of app share on the tools and the account pages', () => {
    expect(ACCOUNT.length).toBeGreaterThan(3);
    for (const id of [...TOOLS, ...ACCOUNT]) {
      expect(pageById(id), id).toBeDefined();
      expect([id, pageClass(id).name, pageBudget(id)]).toEqual([id, 'tools', 30 * KB]);
    }
  });
});

describe('server-only code in browser chunks', () => {
  it('is found in a chunk that carries the SSR entry', () => {
    const { dir } = writeBuild([...FRAMEWORK, entry(KB), route('home', KB, 'import{renderToPipeableStream}from"x";')]);
    expect(forbiddenCode(dir)).toEqual([
      expect.objectContaining({ file: 'client-routes-home-route-tsx-4.js', what: 'the SSR entry' }),
    ]);
  });
});

describe('npm run build’s check (scripts/check-client-bundle.mjs)', () => {
  /** Every route module of the page table, 200 bytes each, beside an entry of 5 KB. */
  const modules = [...new Set(flattenPages().flatMap(({ page: p }) => (p.module ? [p.module] : [])))];
  const siteBuild = (sizes: Record<string, number> = {}, code: Record<string, string> = {}) =>
    writeBuild([...FRAMEWORK, entry(5 * KB), ...modules.map((m) => route(m, sizes[m] ?? 200, code[m]))]);
  const run = (dir: string) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', SCRIPT, dir], { cwd: root }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });

  it("passes a build within the budgets and prints every page's framework and app share", async () => {
    const { dir } = siteBuild();
    const result = await run(dir);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const framework = kb(FRAMEWORK.reduce((n, chunk) => n + gz(chunk), 0));
    for (const { name } of pagesFromTable(readManifest(dir))) {
      expect(result.stdout).toMatch(new RegExp(`\\n  ${name} +\\w+ +[\\d.]+ KB +${framework} +[\\d.]+ KB `));
    }
  });

  it('exits 1 when a content page is over its app-share budget', async () => {
    const { dir } = siteBuild({ home: 16 * KB });
    const result = await run(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /byte budgets exceeded:\n {2}- home: app share 21\.\d KB > 20\.0 KB for content pages/,
    );
  });

  it('exits 1 when a browser chunk carries the SSR entry', async () => {
    const { dir } = siteBuild({}, { dealer: 'renderToPipeableStream(' });
    const result = await run(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/assets\/client-routes-dealer-route-tsx-\d+\.js contains the SSR entry/);
  });
});
