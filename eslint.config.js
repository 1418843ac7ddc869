// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Browser and shared code may not reach server, mock or Node code. `regex` patterns, not gitignore
 * globs: in gitignore syntax a leading `#` starts a comment, so `#server/*` matched nothing.
 * Both ways in are covered: the package alias (`#server/config`) and a relative path
 * (`../../server/config.ts`). docs/decisions/0013.
 */
const serverOnly = {
  patterns: [
    {
      regex: '^#(server|mock)/',
      message: 'Browser and shared code must not import server or mock code (docs/decisions/0013).',
    },
    {
      regex: '^(\\.\\.?/)+(.+/)?(server|mock-api)(/|$)',
      message: 'Browser and shared code must not import server or mock code (docs/decisions/0013).',
    },
    { regex: '^node:', message: 'Node built-ins are server-only.' },
  ],
};

/**
 * Server code gets its upstream client from the one factory (server/upstream/upstream.ts), so every
 * upstream call is signed, carries the request id, goes through the host's breaker and is metered.
 * Building a client of its own (the request helper's `createApiClient`, or superagent directly) is
 * refused everywhere else on the server.
 */
const OWN_CLIENT = 'Server code gets its upstream client from createUpstream().client() (server/upstream/upstream.ts): breaker, metrics, signing and request id.';
const ownUpstreamClient = {
  paths: [{ name: '#shared/api/request', importNames: ['createApiClient'], message: OWN_CLIENT }],
  patterns: [
    { regex: '^(\\.\\.?/)+(.+/)?shared/api/request(\\.ts)?$', importNames: ['createApiClient'], message: OWN_CLIENT },
  ],
};
const rawSuperagent = { name: 'superagent', message: OWN_CLIENT };

const nodeGlobals = ['process', 'Buffer', 'require', 'global', '__dirname', '__filename'].map((name) => ({
  name,
  message: `\`${name}\` is Node's: browser and shared code read settings from public config (docs/decisions/0013).`,
}));
const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage'].map((name) => ({
  name,
  message: `\`${name}\` does not exist in Node (docs/decisions/0013).`,
}));

/** The only files exempt from the size rules below, each with its reason. */
const SIZE_EXCEPTIONS = [
  { file: 'mock-api/data/series.ts', reason: 'the mock catalogue: six series of grades, paints and options as data' },
  { file: 'mock-api/data/configurations.ts', reason: "the mock configurator's option tables per series, as data" },
  { file: 'client/content/**', reason: 'copy of the model, service and legal pages: text, not logic' },
];

const FEATURES = path.join(root, 'client/features');
/** Folders below the features: what they import must not depend on a feature or a route. */
const BASE_LAYERS = ['client/lib', 'client/stores', 'client/components/ui', 'client/content'].map((dir) =>
  path.join(root, dir),
);
const UPPER_LAYERS = ['client/features', 'client/routes'].map((dir) => path.join(root, dir));

/**
 * `client/lib/` by kind, and what each kind may use of the others: `ui` (formatting, images, paths) and
 * `platform` (UA flags, WeChat and mini-program bridges, viewport, route events) stand on nothing else in
 * lib but `ui`; `data` (API client, data cache, route status, form posts) adds nothing of SSR or platform;
 * `ssr` (streaming, document state, head) may use them all. The kinds and the rules in one table.
 */
const LIB = path.join(root, 'client/lib');
const LIB_KINDS = /** @type {Record<string, readonly string[]>} */ ({
  ui: [],
  platform: ['ui'],
  data: ['ui'],
  ssr: ['ui', 'platform', 'data'],
  types: [],
});

/** The lib kind a file belongs to (`client/lib/<kind>/…`), or null. */
function libKindOf(file) {
  if (!inside(LIB, file)) return null;
  return path.relative(LIB, file).split(path.sep)[0] ?? null;
}

const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** The feature folder a file belongs to (`client/features/<name>/…`), or null. */
function featureOf(file) {
  if (!inside(FEATURES, file)) return null;
  return path.relative(FEATURES, file).split(path.sep)[0] ?? null;
}

/** The project file an import names, for the aliases and relative paths; null for packages. */
function targetOf(specifier, file) {
  if (specifier.startsWith('#client/')) return path.join(root, 'client', specifier.slice('#client/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(file), specifier);
  return null;
}

/**
 * Two layering rules that patterns cannot express ("another feature than mine"): a feature imports no
 * other feature (routes compose features), and the shared layers (lib, stores, components/ui, content)
 * import no feature and no route. Resolved on paths, so alias and relative imports are treated alike.
 */
const boundaries = {
  meta: { name: 'aurelion-boundaries' },
  rules: {
    'client-layers': {
      meta: {
        type: 'problem',
        docs: { description: 'features stay independent; shared client layers depend on no feature or route' },
        schema: [],
        messages: {
          crossFeature:
            '"{{from}}" may not import from the "{{to}}" feature: move the shared piece to client/components/ui, client/lib or client/stores, or compose both in a route (docs/decisions/0013).',
          upward:
            'Shared client code may not import features or routes ({{specifier}}): it would depend on what depends on it (docs/decisions/0013).',
          libKind:
            'client/lib/{{from}} may not import client/lib/{{to}} ({{specifier}}): the kinds of lib depend one way (eslint.config.js LIB_KINDS).',
          libFolder: 'client/lib files live in a folder of their kind ({{kinds}}), not directly in client/lib.',
        },
      },
      create(context) {
        const file = context.filename;
        const own = featureOf(file);
        const base = BASE_LAYERS.some((dir) => inside(dir, file));
        if (!own && !base) return {};
        // A test may use any kind to set up what it tests.
        const kind = /\.test\.tsx?$/.test(file) ? null : libKindOf(file);
        if (kind !== null && !(kind in LIB_KINDS)) {
          return {
            Program: (node) =>
              context.report({ node, messageId: 'libFolder', data: { kinds: Object.keys(LIB_KINDS).join(', ') } }),
          };
        }
        /** @param {import('estree').Node} node @param {unknown} specifier */
        const check = (node, specifier) => {
          if (typeof specifier !== 'string') return;
          const target = targetOf(specifier, file);
          if (!target) return;
          const other = featureOf(target);
          if (own && other && other !== own) {
            context.report({ node, messageId: 'crossFeature', data: { from: own, to: other } });
          } else if (base && UPPER_LAYERS.some((dir) => inside(dir, target))) {
            context.report({ node, messageId: 'upward', data: { specifier } });
          } else if (kind !== null) {
            const to = libKindOf(target);
            if (to !== null && to !== kind && !(LIB_KINDS[kind] ?? []).includes(to))
              context.report({ node, messageId: 'libKind', data: { from: kind, to, specifier } });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Import cycles anywhere, resolved the way Node and Vite resolve them: package.json `imports`
    // (`#client/*`, `#shared/*`, …) included, through import-x's own resolver (no extra resolver package).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Every project import must resolve, or no-cycle would silently miss its edges.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      'boundaries/client-layers': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/entry.server.tsx', 'client/stream-document.server.ts', 'client/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', serverOnly],
      'no-restricted-globals': ['error', ...nodeGlobals],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', serverOnly],
      'no-restricted-globals': ['error', ...nodeGlobals, ...browserGlobals],
    },
  },
  {
    files: ['server/**/*.ts', 'mock-api/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-globals': ['error', ...browserGlobals] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/upstream/upstream.ts', 'server/upstream/superagent-http.ts'],
    rules: {
      'no-restricted-imports': ['error', { ...ownUpstreamClient, paths: [...ownUpstreamClient.paths, rawSuperagent] }],
    },
  },
  {
    // The factory's HTTP exchange is the one place superagent is used; it builds no client itself.
    files: ['server/upstream/superagent-http.ts'],
    rules: { 'no-restricted-imports': ['error', ownUpstreamClient] },
  },
  {
    // Places a newcomer can hold in their head: a file does one thing, a component or function fits a
    // screen or two. Blank lines and comments do not count (explaining why is never penalised). Tests
    // and tables of data or copy are exempt: their length is their content, not their logic.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', ...SIZE_EXCEPTIONS.map(({ file }) => file)],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
