// What scripts/check-client-bundle.mjs enforces on a browser build, apart from where the build is, so a
// test can feed it a build of its own (scripts/lib/client-bundle.test.ts) and prove that the build
// fails above the budgets.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { flattenPages, type PageDeclaration } from '../../shared/pages.ts';
import { CLIENT_ENTRY, type ManifestChunk } from '../../server/ssr/assets.ts';

/** Server-only code that must never reach a browser chunk: tree-shaking is not relied on to keep it out. */
const FORBIDDEN: readonly (readonly [RegExp, string])[] = [
  [/\bnode:(crypto|fs|http|https|net|path|child_process|zlib)\b/, 'a Node built-in'],
  [/SIGN_SECRET|signatureHeaders|createHmac/, 'request-signing code'],
  [/renderToPipeableStream|createStaticHandler/, 'the SSR entry'],
  [/json-server|@faker-js|createMockApi/, 'the mock API'],
  [/\bpino\b|express\.static|helmet/, 'server middleware'],
  [/\/api\/client\/(testDrivce|saleClue)\b/, 'lead booking (server/ssr/lead-desk.ts)'],
];

// Byte budgets, from the Vite manifest (docs/decisions/0019-client-byte-budgets.md). A page's initial
// JavaScript is what its document loads and modulepreloads: the entry, the matched route modules and
// everything they import statically (the server walks the same graph, server/ssr/assets.ts).
export const KB = 1024;
// Targets: the initial JavaScript is reported against its 100 KB and a page over it is a warning, since
// the framework alone is ~96 KB (below); a route chunk over 30 KB or a page's CSS over 25 KB fails.
const BUDGETS = { initialJs: 100 * KB, routeChunk: 30 * KB, css: 25 * KB };
// The framework chunks (vite.config.ts `codeSplitting.groups`: React + React DOM + scheduler, React
// Router) and what they import (Rolldown's CommonJS helpers): ~96 KB on every page, fixed until those
// packages change. Everything else a page loads is the app's share, which the build holds to a budget
// of its own.
const FRAMEWORK_CHUNKS = ['react', 'react-router'];

export interface PageClass {
  name: string;
  test: (id: string) => boolean;
  /** Above it the build fails. */
  budget: number;
  /** Above it the build lists the page, and passes. */
  target?: number;
}

// The app's share per class of page: what a visitor lands on to read (content), the tools and the
// account pages (forms, calculators, their own data), and the rest. `budget` fails the build. Content
// and tools are held to their targets (20 and 30 KB: the entry carries only what every first view
// runs, and what a first view does not need hydrates after the page, when near or on use; decisions
// 0037-0041). The other pages (lead forms first) are held to the heaviest of them, services-after-sales
// at 33.5 KB, plus 0.5 KB; lower it as they shrink.
const PAGE_CLASSES: readonly PageClass[] = [
  {
    name: 'content',
    test: (id) => ['home', 'model', 'news', 'news-article', 'dealer'].includes(id),
    budget: 20 * KB,
    target: 20 * KB,
  },
  {
    name: 'tools',
    test: (id) =>
      ['configurator', 'compare', 'finance', 'trade-in', 'build-share', 'build-lookup'].includes(id) ||
      id.startsWith('account'),
    budget: 30 * KB,
    target: 30 * KB,
  },
  { name: 'other', test: () => true, budget: 34 * KB },
];
// The heaviest page's whole initial JavaScript (services-after-sales, 130.0 KB) plus 1 KB: also fails
// the build, so a framework upgrade that grows the framework chunks is noticed.
const INITIAL_JS_CEILING = 131 * KB;

/** The last class matches every page. */
export const pageClass = (id: string): PageClass => PAGE_CLASSES.find((c) => c.test(id)) ?? PAGE_CLASSES.at(-1)!;
/** What fails the build for a page: its class's budget. */
export const pageBudget = (id: string): number => pageClass(id).budget;

/** The Vite manifest as the server reads it, with the chunk names the check finds the framework by. */
export type Manifest = Record<string, ManifestChunk & { name?: string }>;

/** A page as its document loads it: the manifest keys of the entry and of its route modules. */
export interface BudgetPage {
  name: string;
  keys: string[];
}

/** A build the check cannot measure; the message says what is missing. */
export class BundleCheckError extends Error {}

export const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** Every script of `<dir>/assets` that contains server-only code, with what it contains. */
export function forbiddenCode(dir: string): { file: string; what: string; pattern: RegExp }[] {
  const found = [];
  const assets = path.join(dir, 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    for (const [pattern, what] of FORBIDDEN) if (pattern.test(code)) found.push({ file, what, pattern });
  }
  return found;
}

/**
 * Every page of the page table (shared/pages.ts) with a module and no child: what its document loads
 * is the entry, its parents' route modules (a layout loads with its child) and its own.
 */
export function pagesFromTable(
  manifest: Manifest,
  table: readonly { page: PageDeclaration; parents: readonly PageDeclaration[] }[] = flattenPages(),
): BudgetPage[] {
  const moduleKey = (page: PageDeclaration) =>
    [`client/routes/${page.module}/route.tsx`, `client/routes/${page.module}/route.ts`].find((key) => manifest[key]);
  const pages: BudgetPage[] = [];
  const seen = new Set<string>();
  for (const { page, parents } of table) {
    if (!page.module || (page.kind ?? 'page') !== 'page' || page.children) continue;
    const keys = [...parents, page].map(moduleKey);
    if (!keys.every((key) => key !== undefined))
      throw new BundleCheckError(`byte budgets: page "${page.id}" has a route module missing from the Vite manifest`);
    // Two routes sharing one module (the 404 page and the catch-all) are one page.
    if (seen.has(keys.join())) continue;
    seen.add(keys.join());
    pages.push({ name: page.id, keys: [CLIENT_ENTRY, ...keys] });
  }
  if (pages.length === 0) throw new BundleCheckError('byte budgets: no page in the page table (shared/pages.ts)');
  return pages;
}

export interface BudgetPageResult {
  name: string;
  className: string;
  initialJs: number;
  framework: number;
  appShare: number;
  css: number;
}

/** The check's verdict: `problems` fail the build; `table` is printed, `warnings` go to stderr. */
export interface BudgetReport {
  pages: BudgetPageResult[];
  table: string[];
  warnings: string[];
  problems: string[];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The closure of manifest keys over static imports, and the gzip -9 size of a built file. */
function buildGraph(dir: string, manifest: Manifest) {
  const sizes = new Map<string, number>();
  const gz = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gz(f), 0);
  const bySize = (files: Iterable<string>) => [...files].sort((a, b) => gz(b) - gz(a)).map((f) => `${f} ${kb(gz(f))}`);
  const closure = (keys: readonly string[]) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      chunk.css?.forEach((f) => css.add(f));
      chunk.imports?.forEach(walk);
    };
    keys.forEach(walk);
    return { js: [...js], css: [...css] };
  };
  const frameworkKeys = FRAMEWORK_CHUNKS.map((name) => {
    const key = Object.keys(manifest).find(
      (k) => manifest[k]?.name === name && !manifest[k].isEntry && !manifest[k].src,
    );
    if (!key) {
      throw new BundleCheckError(
        `byte budgets: no "${name}" chunk in the manifest; vite.config.ts must keep the framework in chunks of its own.`,
      );
    }
    return key;
  });
  return { gz, sum, bySize, closure, framework: new Set(closure(frameworkKeys).js) };
}

function tableHeader(): string[] {
  const classBudgets = PAGE_CLASSES.map((c) => `${c.name} ≤ ${kb(c.budget)}`).join(', ');
  const classTargets = PAGE_CLASSES.flatMap((c) => (c.target ? [`${c.name} ≤ ${kb(c.target)}`] : [])).join(', ');
  return [
    `\nbyte budgets (gzip -9): app share ${classBudgets} and initial JS ≤ ${kb(INITIAL_JS_CEILING)} per page (enforced); ` +
      `targets: app share ${classTargets}, initial JS ≤ ${kb(BUDGETS.initialJs)}, route chunk ≤ ${kb(BUDGETS.routeChunk)}, ` +
      `CSS ≤ ${kb(BUDGETS.css)}`,
    `  ${'page'.padEnd(28)} ${'class'.padEnd(8)} ${'initial JS'.padStart(10)} ${'framework'.padStart(10)} ${'app share'.padStart(10)} ${'CSS'.padStart(9)}`,
  ];
}

/**
 * Measures each page of a build in `dir` (its files and `manifest`) against the budgets: the framework
 * and app share of its initial JavaScript, its CSS, and every route chunk. Throws a BundleCheckError
 * when the framework chunks are missing.
 */
export function checkBudgets(dir: string, manifest: Manifest, pages: readonly BudgetPage[]): BudgetReport {
  const { gz, sum, bySize, closure, framework } = buildGraph(dir, manifest);
  const table = tableHeader();
  const results: BudgetPageResult[] = [];
  const problems: string[] = [];
  const overBudget: string[] = [];
  const overTarget: { cls: PageClass; text: string }[] = [];
  for (const page of pages) {
    const { js, css } = closure(page.keys);
    const app = js.filter((f) => !framework.has(f));
    const jsBytes = sum(js);
    const appBytes = sum(app);
    const cssBytes = sum(css);
    const cls = pageClass(page.name);
    const budget = pageBudget(page.name);
    results.push({
      name: page.name,
      className: cls.name,
      initialJs: jsBytes,
      framework: jsBytes - appBytes,
      appShare: appBytes,
      css: cssBytes,
    });
    table.push(
      `  ${page.name.padEnd(28)} ${cls.name.padEnd(8)} ${kb(jsBytes).padStart(10)} ${kb(jsBytes - appBytes).padStart(10)} ${kb(appBytes).padStart(10)} ${kb(cssBytes).padStart(9)}`,
    );
    if (appBytes > budget) {
      problems.push(
        `${page.name}: app share ${kb(appBytes)} > ${kb(budget)} for ${cls.name} pages (${bySize(app).slice(0, 4).join(', ')}, …)`,
      );
    } else if (cls.target && appBytes > cls.target) overTarget.push({ cls, text: `${page.name} ${kb(appBytes)}` });
    if (jsBytes > BUDGETS.initialJs) {
      const message = `${page.name}: initial JavaScript ${kb(jsBytes)} > ${kb(BUDGETS.initialJs)} (framework ${kb(jsBytes - appBytes)}; app: ${bySize(app).slice(0, 3).join(', ')}, …)`;
      if (jsBytes > INITIAL_JS_CEILING) problems.push(`${message}, above the ceiling ${kb(INITIAL_JS_CEILING)}`);
      else overBudget.push(message);
    }
    if (cssBytes > BUDGETS.css)
      problems.push(`${page.name}: CSS ${kb(cssBytes)} > ${kb(BUDGETS.css)} (${css.join(', ')})`);
  }
  table.push(`  framework: ${bySize(framework).join(', ')}`);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const size = gz(chunk.file);
    if (size > BUDGETS.routeChunk)
      problems.push(`${chunk.file} (${key}): ${kb(size)} > ${kb(BUDGETS.routeChunk)} per route chunk`);
  }
  const warnings: string[] = [];
  for (const cls of PAGE_CLASSES) {
    const over = overTarget.filter((entry) => entry.cls === cls).map((entry) => entry.text);
    if (over.length > 0 && cls.target)
      warnings.push(`over the ${cls.name} app-share target of ${kb(cls.target)}: ${over.join(', ')}`);
  }
  if (overBudget.length > 0) {
    warnings.push(
      `\nover the ${kb(BUDGETS.initialJs)} target (the framework alone is ${kb(sum(framework))}):\n${overBudget.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  return { pages: results, table, warnings, problems };
}
