import { createStaticHandler, type RouteObject, type StaticHandler } from 'react-router';

/**
 * The server's static handlers, one per first path segment. React Router's `query` tries its ranked
 * branches in turn, one per route of the table it was given, and each try builds the root's match
 * before the next segment fails: ~20 tries and 35–40 µs of every `/models/es` request on this
 * project's machine, under load. A handler of the routes that can match the first segment tries two or
 * three.
 *
 * A route stays in a segment's table when its own first segment is that segment (case-insensitively,
 * as React Router matches by default), when it is dynamic, optional or a splat, and (with its children
 * filtered alike) when it is a layout without a path or the root. An index route stays only for `/`.
 * Filtering keeps the order of the routes left, so React Router ranks them as it does in the whole
 * table, and every route has its own id (the page table's), so a match is the same route either way.
 * A path whose first segment cannot be read as React Router reads it goes to the whole table.
 */
export interface SegmentHandlers {
  /** The whole table's handler. */
  readonly all: StaticHandler;
  /** The handler for a request's path (its pathname, still encoded). */
  forPath(pathname: string): StaticHandler;
}

/** A route path's first segment, lowercased; '' for a layout (no path) or the root's '/'. */
const firstSegment = (path: string): string => path.replace(/^\/+/, '').split('/', 1)[0]!.toLowerCase();

/** Whether a first segment matches more than its own text: `:param`, `*`, `name?`. */
const isOpen = (segment: string): boolean => segment.startsWith(':') || segment.startsWith('*') || segment.endsWith('?');

function routesFor(routes: readonly RouteObject[], segment: string): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    if (route.index) return segment === '' ? [route] : [];
    const own = firstSegment(route.path ?? '');
    if (own === '') return [{ ...route, children: routesFor(route.children ?? [], segment) } as RouteObject];
    return own === segment || isOpen(own) ? [route] : [];
  });
}

/** The static first segments of the table's routes (below layouts and the root). */
function staticSegments(routes: readonly RouteObject[], found = new Set<string>()): Set<string> {
  for (const route of routes) {
    if (route.index) continue;
    const own = firstSegment(route.path ?? '');
    if (own === '') staticSegments(route.children ?? [], found);
    else if (!isOpen(own)) found.add(own);
  }
  return found;
}

function assertIds(routes: readonly RouteObject[]): void {
  for (const route of routes) {
    // Without its own id a route's id is its place in the table, which a filtered table changes.
    if (!route.id) throw new Error(`route ${route.path ?? '(index)'} has no id of its own`);
    assertIds(route.children ?? []);
  }
}

/** A path's first segment as React Router matches it (decoded, `/` kept encoded), or null if it cannot be read. */
function requestSegment(pathname: string): string | null {
  if (pathname === '/') return '';
  const raw = /^\/([^/]+)/.exec(pathname)?.[1];
  if (raw === undefined) return null;
  if (!raw.includes('%')) return raw.toLowerCase();
  try {
    return decodeURIComponent(raw).replace(/\//g, '%2F').toLowerCase();
  } catch {
    return null;
  }
}

export function segmentHandlers(routes: RouteObject[]): SegmentHandlers {
  assertIds(routes);
  const all = createStaticHandler(routes);
  const bySegment = new Map<string, StaticHandler>();
  for (const segment of ['', ...staticSegments(routes)]) bySegment.set(segment, createStaticHandler(routesFor(routes, segment)));
  // Any other first segment: the dynamic and catch-all routes alone (routesFor keeps only those).
  const other = createStaticHandler(routesFor(routes, '\u0000'));
  return {
    all,
    forPath(pathname) {
      const segment = requestSegment(pathname);
      if (segment === null) return all;
      return bySegment.get(segment) ?? other;
    },
  };
}
