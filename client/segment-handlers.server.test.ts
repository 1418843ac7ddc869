import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { flattenPages } from '#shared/pages';
import { pageCachePolicy } from './page-policy.ts';
import { routes } from './routes.tsx';
import { segmentHandlers } from './segment-handlers.ts';

const matchedIds = (table: RouteObject[], pathname: string): string[] | null =>
  matchRoutes(table, pathname)?.map((m) => m.route.id ?? '?') ?? null;

/** The routes a handler's table holds, by id. */
const idsOf = (table: readonly RouteObject[]): string[] =>
  table.flatMap((route) => [route.id ?? '?', ...idsOf(route.children ?? [])]);

/** Every page's address, its parameters filled with a value, and the same with what a visitor may add. */
function addresses(): string[] {
  const paths = flattenPages().map(({ page, parents }) =>
    `/${[...parents, page].flatMap((p) => (p.path ? [p.path] : [])).join('/')}`
      .replace(/:[\w-]+\??/g, 'es')
      .replace(/\*$/, 'some/where'),
  );
  return [...new Set(paths)].flatMap((path) => [
    path,
    `${path}/`,
    `${path}/extra`,
    path.toUpperCase(),
    path.replace(/^\/(.)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
  ]);
}

describe('segmentHandlers', () => {
  const handlers = segmentHandlers(routes);

  it('matches every address of the page table to the route the whole table matches', () => {
    const paths = [
      ...addresses(),
      '/',
      '//models/es',
      '/models//es',
      '/%E0%A4%A',
      '/%2Fmodels',
      '/models%2Fes',
      '/nowhere',
      '/index.html',
      '/compare.csv',
    ];
    expect(paths.length).toBeGreaterThan(150);
    // React Router warns of the path it cannot decode, once per table it matches.
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const path of paths) {
      expect(matchedIds(handlers.forPath(path).dataRoutes as RouteObject[], path), path).toEqual(
        matchedIds(routes, path),
      );
    }
    expect(warned.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('/%E0%A4%A'),
      expect.stringContaining('/%E0%A4%A'),
    ]);
  });

  it("gives the page cache's rule of every address from the path's table as from the whole table", async () => {
    for (const path of addresses()) {
      expect(await pageCachePolicy(path, handlers.forPath(path).dataRoutes as RouteObject[]), path).toEqual(
        await pageCachePolicy(path),
      );
    }
  });

  it('gives a model page a table of the routes under /models and those that match any path', () => {
    const table = handlers.forPath('/models/es').dataRoutes as RouteObject[];
    expect(idsOf(table)).toEqual(['root', 'model-purchase', 'model', 'catch-all']);
    expect(handlers.forPath('/Models/es')).toBe(handlers.forPath('/models/ux'));
  });

  it('gives the home page its index route, and a path it cannot read the whole table', () => {
    expect(idsOf(handlers.forPath('/').dataRoutes as RouteObject[])).toEqual(['root', 'home', 'catch-all']);
    expect(handlers.forPath('/%E0%A4%A')).toBe(handlers.all);
    expect(handlers.forPath('//models/es')).toBe(handlers.all);
  });

  it('keeps layouts without a path, and dynamic, optional and splat segments, for every segment', () => {
    const table: RouteObject[] = [
      {
        id: 'root',
        path: '/',
        children: [
          { id: 'home', index: true },
          { id: 'layout', children: [{ id: 'about', path: 'about' }, { id: 'team', path: 'team/:name' }] },
          { id: 'lang', path: ':lang/intro' },
          { id: 'maybe', path: 'maybe?/x' },
          { id: 'about-us', path: 'About/us', caseSensitive: true },
          { id: 'rest', path: '*' },
        ],
      },
    ];
    const own = segmentHandlers(table);
    expect(idsOf(own.forPath('/about').dataRoutes as RouteObject[])).toEqual([
      'root',
      'layout',
      'about',
      'lang',
      'maybe',
      'about-us',
      'rest',
    ]);
    expect(idsOf(own.forPath('/elsewhere').dataRoutes as RouteObject[])).toEqual([
      'root',
      'layout',
      'lang',
      'maybe',
      'rest',
    ]);
    for (const path of ['/', '/about', '/ABOUT', '/About/us', '/about/us', '/team/ann', '/de/intro', '/x', '/maybe/x', '/z'])
      expect(matchedIds(own.forPath(path).dataRoutes as RouteObject[], path), path).toEqual(matchedIds(table, path));
  });

  it('refuses a table with a route that has no id of its own', () => {
    expect(() => segmentHandlers([{ id: 'root', path: '/', children: [{ path: 'a' }] }])).toThrow(/no id/);
  });
});
