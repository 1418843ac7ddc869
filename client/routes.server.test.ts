/**
 * The page table (shared/pages.ts) is the only list of pages: every route module on disk is declared,
 * every declaration names a module that exists, and the error boundary is set by the table alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TRADE_IN_PARAMS } from '#shared/domain/trade-in';
import { flattenPages, pageById } from '#shared/pages';
import { QUERY_PARAMS as FINANCE_QUERY } from './routes/finance/route.tsx';
import { routeModuleFile, routes } from './routes.tsx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = flattenPages();

function routeModulesOnDisk(dir = 'client/routes'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return routeModulesOnDisk(rel);
    return /^route\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe('the page table', () => {
  it('gives every route an id of its own', () => {
    const ids = pages.map(({ page }) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares every route module on disk, and names only modules that exist', () => {
    const declared = new Set(pages.map(({ page }) => routeModuleFile(page.id)).filter(Boolean));
    expect([...declared].sort()).toEqual(routeModulesOnDisk().sort());
  });

  it('sends every moved address to a page it declares', () => {
    const redirects = pages.flatMap(({ page }) => (page.redirect ? [page.redirect] : []));
    expect(redirects.length).toBeGreaterThan(0);
    for (const target of redirects) {
      const leaf = matchRoutes(routes, target)?.at(-1)?.route;
      expect(leaf?.id, target).not.toBe('catch-all');
      expect(leaf?.lazy, target).toBeTypeOf('function');
    }
  });

  it('is the only cache rule: no module states one in its handle', async () => {
    const byId = new Map(
      routes
        .flatMap(function all(route): RouteObject[] {
          return [route, ...(route.children ?? []).flatMap(all)];
        })
        .map((route) => [route.id, route]),
    );
    for (const { page } of pages) {
      const lazy = byId.get(page.id)?.lazy;
      if (typeof lazy !== 'function') continue;
      const { handle } = (await lazy()) as { handle?: { pageCache?: unknown } };
      expect(handle !== undefined && 'pageCache' in handle, `${page.id} states a cache rule in its handle`).toBe(false);
    }
  });

  it('keys the tools on every parameter their pages read', () => {
    expect(pageById('finance')?.pageCache).toEqual({ query: [...FINANCE_QUERY] });
    const tradeIn = pageById('trade-in')?.pageCache;
    expect(tradeIn && tradeIn.query).toEqual(expect.arrayContaining([...TRADE_IN_PARAMS, 'province', 'q']));
  });

  it("gives each page the site's error boundary, unless its module brings its own", () => {
    for (const { page } of pages) {
      const file = routeModuleFile(page.id);
      if (!file) continue;
      const exportsOwn = /export (const|function) ErrorBoundary\b/.test(readFileSync(path.join(root, file), 'utf8'));
      expect(exportsOwn, `${file} exports an ErrorBoundary`).toBe(page.errorBoundary === 'module');
    }
  });
});
