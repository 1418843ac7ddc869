/**
 * The boundaries fail the build when crossed (docs/decisions/0013). Probe files that each cross one
 * boundary are written into the zones the real configs cover, then ESLint (its Node API, the repo's
 * eslint.config.js) and the TypeScript compiler (one program per zone, from the real tsconfigs) run over
 * the whole tree with the probes in it. Each probe must be caught by its guard, and every real file
 * must pass. Removing or weakening a guard (a pattern that never matches, Node types in the browser
 * program, the DOM lib in the server program, the cycle or feature rule) makes a test here fail.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tag = `__probe-${process.pid}`;

/** Probe directories: two client features, a shared folder and a server folder. */
const featureA = `client/features/${tag}-a`;
const featureB = `client/features/${tag}-b`;
const sharedDir = `shared/${tag}`;
const serverDir = `server/${tag}`;
/** Probe folders inside three kinds of client/lib, and a loose file directly in it. */
const libUi = `client/lib/ui/${tag}`;
const libPlatform = `client/lib/platform/${tag}`;
const libSsr = `client/lib/ssr/${tag}`;
const libLoose = `client/lib/${tag}.ts`;

/** `count` lines made by `line`, each ending in a newline. */
function lines(count: number, line: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => `${line(i)}\n`).join('');
}

const PROBES: Record<string, string> = {
  [`${featureA}/server-by-alias.ts`]:
    "import { loadConfig } from '#server/config';\nexport const probe = loadConfig;\n",
  [`${featureA}/server-by-path.ts`]:
    "import { loadConfig } from '../../../server/config.ts';\nexport const probe = loadConfig;\n",
  [`${featureA}/mock-by-alias.ts`]:
    "import { createMockApi } from '#mock/server';\nexport const probe = createMockApi;\n",
  [`${featureA}/node-builtin.ts`]: "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
  [`${featureA}/node-globals.ts`]:
    "export const env = process.env.NODE_ENV;\nexport const size = Buffer.byteLength('x');\nexport const load = typeof require;\n",
  [`${featureA}/cycle-one.ts`]: `import { two } from '#client/features/${tag}-a/cycle-two.ts';\nexport const one = (): number => two() + 1;\n`,
  [`${featureA}/cycle-two.ts`]: `import { one } from '#client/features/${tag}-a/cycle-one.ts';\nexport const two = (): number => typeof one === 'function' ? 1 : 0;\n`,
  [`${featureA}/cross-feature.ts`]: `import { other } from '#client/features/${tag}-b/other.ts';\nexport const probe = other;\n`,
  [`${featureA}/cross-feature-by-path.ts`]: `import { other } from '../${tag}-b/other.ts';\nexport const probe = other;\n`,
  [`${featureB}/other.ts`]: "export const other = 'other';\n",
  [`${sharedDir}/server-by-alias.ts`]:
    "import { loadConfig } from '#server/config';\nexport const probe = loadConfig;\n",
  [`${sharedDir}/node-globals.ts`]:
    "export const env = process.env.NODE_ENV;\nexport const size = Buffer.byteLength('x');\nexport const load = typeof require;\n",
  [`${serverDir}/dom-globals.ts`]: 'export const href = window.location.href;\nexport const title = document.title;\n',
  [`${serverDir}/own-client-by-alias.ts`]:
    "import { createApiClient } from '#shared/api/request';\nexport const probe = createApiClient;\n",
  [`${serverDir}/own-client-by-path.ts`]:
    "import { createApiClient } from '../../shared/api/request.ts';\nexport const probe = createApiClient;\n",
  [`${serverDir}/raw-superagent.ts`]: "import superagent from 'superagent';\nexport const probe = superagent;\n",
  // The size rules: 301 lines of code fail, 300 with comments and blank lines beside them pass; a function
  // of 121 lines fails, one of 120 passes.
  [`${sharedDir}/long-file.ts`]: lines(301, (i) => `export const v${i} = ${i};`),
  [`${sharedDir}/long-but-explained.ts`]: lines(300, (i) => `// why ${i}\n\nexport const v${i} = ${i};`),
  [`${sharedDir}/long-function.ts`]: `export function long(): number {\n  let n = 0;\n${lines(117, () => '  n += 1;')}  return n;\n}\n`,
  [`${sharedDir}/function-at-limit.ts`]: `export function atLimit(): number {\n  let n = 0;\n${lines(116, () => '  n += 1;')}  return n;\n}\n`,
  [`${libUi}/uses-data.ts`]: "import { cachedApi } from '#client/lib/data/api-query.ts';\nexport const probe = cachedApi;\n",
  [`${libPlatform}/uses-ssr-by-path.ts`]:
    "import { scriptSafeJson } from '../../ssr/serialize.ts';\nexport const probe = scriptSafeJson;\n",
  [`${libSsr}/uses-every-kind.ts`]:
    "import { cachedApi } from '#client/lib/data/api-query.ts';\nimport { forceDocumentNavigation } from '#client/lib/platform/mac-wechat.ts';\nimport { formatPriceWan } from '#client/lib/ui/format.ts';\nexport const probe = [cachedApi, forceDocumentNavigation, formatPriceWan];\n",
  [libLoose]: "export const probe = 'a lib file outside the kinds';\n",
  [`${serverDir}/factory-client.ts`]:
    "import { isLegacyPath } from '#shared/api/request';\nimport type { Upstream } from '../upstream/upstream.ts';\nexport const probe = (upstream: Upstream) => (isLegacyPath('/client/x') ? upstream.client({ requestId: 'probe' }) : null);\n",
};

type Findings = Map<string, string[]>;
const lint: Findings = new Map();
/** TypeScript "Cannot find name 'x'" findings per zone and file. */
const missingNames = new Map<string, Findings>();
const realProblems: string[] = [];

function writeProbes(): void {
  for (const [file, text] of Object.entries(PROBES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

function removeProbes(): void {
  for (const dir of [featureA, featureB, sharedDir, serverDir, libUi, libPlatform, libSsr, libLoose])
    rmSync(path.join(root, dir), { recursive: true, force: true });
}

const isProbe = (file: string) =>
  path
    .relative(root, file)
    .split(path.sep)
    .some((part) => part.startsWith(tag));

async function runLint(): Promise<void> {
  const eslint = new ESLint({ cwd: root });
  const results = await eslint.lintFiles(['.']);
  for (const result of results) {
    const file = path.relative(root, result.filePath).split(path.sep).join('/');
    const errors = result.messages.filter((m) => m.severity === 2);
    if (isProbe(result.filePath)) lint.set(file, [...new Set(errors.map((m) => m.ruleId ?? 'fatal'))].sort());
    else for (const m of errors) realProblems.push(`eslint ${file}:${m.line} ${m.ruleId ?? ''} ${m.message}`);
  }
}

/** The probe each type program checks; the other probes are for ESLint (they would drag server code into the browser program). */
const TYPE_PROBES: Record<string, string> = {
  client: `${featureA}/node-globals.ts`,
  shared: `${sharedDir}/node-globals.ts`,
  node: `${serverDir}/dom-globals.ts`,
};

/** One program per zone from its real tsconfig (its probe is inside the config's `include`). */
function runTypecheck(zone: string): void {
  const configFile = path.join(root, `tsconfig.${zone}.json`);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  // Nothing is emitted (no program.emit()), so the configs' build-info and declaration output stay untouched.
  const options = { ...parsed.options, noEmit: true };
  const probe = path.join(root, TYPE_PROBES[zone] ?? '');
  const rootNames = parsed.fileNames.filter((file) => !isProbe(file) || path.resolve(file) === probe);
  expect(rootNames).toContain(probe);
  const program = ts.createProgram({ rootNames, options, projectReferences: parsed.projectReferences });
  const found: Findings = new Map();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const file = d.file ? path.relative(root, d.file.fileName).split(path.sep).join('/') : '(program)';
    if (d.file && isProbe(d.file.fileName)) {
      const name = /Cannot find name '([^']+)'/.exec(text)?.[1];
      if (name) found.set(file, [...(found.get(file) ?? []), name].sort());
    } else {
      realProblems.push(`tsc (${zone}) ${file}: ${text}`);
    }
  }
  missingNames.set(zone, found);
}

beforeAll(async () => {
  removeProbes();
  writeProbes();
  try {
    await runLint();
    for (const zone of ['client', 'shared', 'node']) runTypecheck(zone);
  } finally {
    removeProbes();
  }
}, 300_000);

describe('boundaries: the real tree passes every guard', () => {
  it('has no lint or type error outside the probes', () => {
    expect(realProblems).toEqual([]);
  });
});

describe('boundaries: ESLint stops browser and shared code from reaching the server', () => {
  it.each([
    ['client → server by the #server alias', `${featureA}/server-by-alias.ts`],
    ['client → server by a relative path', `${featureA}/server-by-path.ts`],
    ['client → mock API by the #mock alias', `${featureA}/mock-by-alias.ts`],
    ['client → a node: built-in', `${featureA}/node-builtin.ts`],
    ['shared → server by the #server alias', `${sharedDir}/server-by-alias.ts`],
  ])('%s fails lint', (_name, file) => {
    expect(lint.get(file)).toEqual(['no-restricted-imports']);
  });
});

describe('boundaries: server code has one upstream client', () => {
  it.each([
    ['the request helper by the #shared alias', `${serverDir}/own-client-by-alias.ts`],
    ['the request helper by a relative path', `${serverDir}/own-client-by-path.ts`],
    ['superagent directly', `${serverDir}/raw-superagent.ts`],
  ])('a server file building its own client from %s fails lint', (_name, file) => {
    expect(lint.get(file)).toEqual(['no-restricted-imports']);
  });

  it('a server file taking its client from the factory passes', () => {
    expect(lint.get(`${serverDir}/factory-client.ts`)).toEqual([]);
  });
});

describe('boundaries: client/lib by kind', () => {
  it.each([
    ['ui using data, by alias', `${libUi}/uses-data.ts`],
    ['platform using ssr, by relative path', `${libPlatform}/uses-ssr-by-path.ts`],
    ['a file directly in client/lib, outside the kinds', libLoose],
  ])('%s fails lint', (_name, file) => {
    expect(lint.get(file)).toEqual(['boundaries/client-layers']);
  });

  it('ssr may use every other kind', () => {
    expect(lint.get(`${libSsr}/uses-every-kind.ts`)).toEqual([]);
  });
});

describe('sizes: a file and a function a newcomer can hold in their head', () => {
  it('a file of more than 300 lines of code fails lint (max-lines)', () => {
    expect(lint.get(`${sharedDir}/long-file.ts`)).toEqual(['max-lines']);
  });

  it('comments and blank lines do not count against a file', () => {
    expect(lint.get(`${sharedDir}/long-but-explained.ts`)).toEqual([]);
  });

  it('a function of more than 120 lines fails lint (max-lines-per-function); one of 120 passes', () => {
    expect(lint.get(`${sharedDir}/long-function.ts`)).toEqual(['max-lines-per-function']);
    expect(lint.get(`${sharedDir}/function-at-limit.ts`)).toEqual([]);
  });
});

describe('boundaries: features stay independent and imports stay acyclic', () => {
  it('an import cycle fails lint (import-x/no-cycle, through the #client alias)', () => {
    expect(lint.get(`${featureA}/cycle-one.ts`)).toEqual(['import-x/no-cycle']);
    expect(lint.get(`${featureA}/cycle-two.ts`)).toEqual(['import-x/no-cycle']);
  });

  it.each([
    ['by alias', `${featureA}/cross-feature.ts`],
    ['by relative path', `${featureA}/cross-feature-by-path.ts`],
  ])('a feature importing another feature %s fails lint', (_name, file) => {
    expect(lint.get(file)).toEqual(['boundaries/client-layers']);
  });

  it('a feature file importing nothing outside itself passes', () => {
    expect(lint.get(`${featureB}/other.ts`)).toEqual([]);
  });
});

describe('boundaries: each zone typechecks against the globals it really has', () => {
  it('Node globals (process, Buffer, require) do not typecheck in client code', () => {
    expect(missingNames.get('client')?.get(`${featureA}/node-globals.ts`)).toEqual(['Buffer', 'process', 'require']);
  });

  it('Node globals do not typecheck in shared code (shared program: neither Node nor DOM)', () => {
    expect(missingNames.get('shared')?.get(`${sharedDir}/node-globals.ts`)).toEqual(['Buffer', 'process', 'require']);
  });

  it('DOM globals (window, document) do not typecheck in server code', () => {
    expect(missingNames.get('node')?.get(`${serverDir}/dom-globals.ts`)).toEqual(['document', 'window']);
  });

  it('the same globals fail lint too', () => {
    expect(lint.get(`${featureA}/node-globals.ts`)).toEqual(['no-restricted-globals']);
    expect(lint.get(`${sharedDir}/node-globals.ts`)).toEqual(['no-restricted-globals']);
    expect(lint.get(`${serverDir}/dom-globals.ts`)).toEqual(['no-restricted-globals']);
  });
});
