/**
 * The rule of shared/api/endpoints.ts, held at run time: every endpoint the upstream's stand-in serves is
 * classified (the typecheck holds the table to the contract), and every file that calls one of the
 * site's own additions is one whose 404 handling is named below. A new caller of an addition fails here
 * until it copes with an upstream that lacks it and is listed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '#mock/app';
import { ADDITION_PATHS, isAdditionPath, sourceOf, type AdditionPath } from './endpoints.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Per addition: the files that call it, and what each does when the upstream answers it with 404. */
const FALLBACKS: { readonly [P in AdditionPath]: { readonly callers: readonly string[]; readonly without: string } } = {
  '/api/client/findRegions': {
    callers: [
      // loadDealerRegions: skips it while the upstream is known to lack it, notes a 404, then the dealer list.
      'shared/domain/dealer-regions.ts',
      'server/upstream/cached-paths.ts',
    ],
    without: 'province and city choices built from what findDealers and IP return, or the region table shipped with the site',
  },
  '/api/user/renameCustomized': {
    callers: ['client/routes/account/cars/route.tsx'],
    without: 'the control is not offered; an attempt keeps the typed name and says renaming is not available',
  },
  '/client/wechat/jsapi-ticket': {
    callers: ['server/wechat/tickets.ts'],
    without: "WeChat's own API with the official account's credentials, else no JS-SDK config: Open Graph data alone",
  },
};

/** Where the contract itself declares the paths: not callers. */
const DECLARATIONS = new Set(['shared/api/contract.ts', 'shared/api/endpoints.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !DECLARATIONS.has(rel) ? [rel] : [];
  });
}

describe('the endpoints beyond the specification', () => {
  it('are the three the site added: regions, renaming a saved build, the JS-SDK ticket', () => {
    expect([...ADDITION_PATHS].sort()).toEqual(Object.keys(FALLBACKS).sort());
    expect(isAdditionPath('/api/client/findDealers')).toBe(false);
    expect(isAdditionPath('/api/user/renameCustomized')).toBe(true);
  });

  it('are each classified, as is every endpoint the mock serves for the upstream', () => {
    for (const route of ALL_ROUTES) expect(['specification', 'addition'], route.path).toContain(sourceOf(route.path));
  });

  it('are called only where a 404 from the upstream is handled', () => {
    const files = ['client', 'server', 'shared'].flatMap(sourceFiles);
    const texts = new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
    for (const addition of ADDITION_PATHS) {
      const callers = files.filter((file) => texts.get(file)?.includes(`'${addition}'`));
      expect(callers.sort(), `${addition}: handle its 404 in a new caller, then list it here`).toEqual(
        [...FALLBACKS[addition].callers].sort(),
      );
    }
  });
});
