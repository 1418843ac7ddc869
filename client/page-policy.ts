/**
 * What the route table says about a path before anything renders: whether it may be a resource route's
 * (a download) and the rendered-page cache's rule for it. Re-exported by the server entry.
 */
import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { pageById } from '#shared/pages';
import { routes } from './routes.tsx';

/** Routes whose loader answers a file (a `Response`) rather than a page: the server sends it as it is. */
export const isResource = (routeId: string) => pageById(routeId)?.kind === 'resource';

/** The full path patterns of the resource routes (`/compare.csv`), from the route table. */
function resourcePatterns(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const own = route.id !== undefined && isResource(route.id) ? [path.replace(/\/{2,}/g, '/')] : [];
    return [...own, ...resourcePatterns(route.children ?? [], path)];
  });
}

/** The full path patterns of the resource routes, from the route table. */
export const RESOURCE_PATTERNS = resourcePatterns(routes);

/**
 * A test per pattern, built once. React Router's `matchPath` compiles its pattern into a regular
 * expression on every call; a pattern without parameters, splat or optional segment is a fixed path,
 * compared the way `matchPath` matches it (any case, trailing slashes ignored).
 */
export function pathTest(pattern: string): (pathname: string) => boolean {
  if (/[:*?]/.test(pattern)) return (pathname) => matchPath(pattern, pathname) !== null;
  const fixed = pattern.replace(/\/+$/, '').toLowerCase();
  return (pathname) => pathname.replace(/\/+$/, '').toLowerCase() === fixed;
}

const resourceTests = RESOURCE_PATTERNS.map(pathTest);

/**
 * Whether a page request may be a resource route's: one small test per pattern, instead of
 * `matchRoutes`, which flattens and ranks the whole route table on every call.
 */
export const mayBeResource = (pathname: string): boolean => resourceTests.some((test) => test(pathname));

/**
 * The rendered-page cache's rule for a path (docs/decisions/0018-rendered-page-cache.md): the query
 * parameters its matched pages declare they read (shared/pages.ts) and whether one reads the visitor's
 * location, or null when one refuses the cache. `table` is the routes to match in (the server entry
 * gives the path's first-segment table: `matchRoutes` flattens and ranks what it is given on each call).
 */
export const pageCachePolicy = async (
  pathname: string,
  table: RouteObject[] = routes,
): Promise<{ query: string[]; located: boolean } | null> => {
  const matches = matchRoutes(table, pathname);
  if (!matches) return null;
  const query = new Set<string>();
  let located = false;
  for (const { route } of matches) {
    const declared = route.id === undefined ? undefined : pageById(route.id)?.pageCache;
    if (declared === false) return null;
    declared?.query?.forEach((name) => query.add(name));
    if (declared?.located) located = true;
  }
  return { query: [...query], located };
};
