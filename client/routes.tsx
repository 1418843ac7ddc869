/**
 * The router's route table, built from the page table (shared/pages.ts), used by the server (static
 * handler) and the browser (data router). Every route module is `client/routes/<module>/route.tsx` (or
 * `route.ts`), loaded lazily: each is its own chunk, and the server preloads the matched ones from the
 * Vite manifest (`routeModuleFile`).
 */
import { redirect, type LazyRouteFunction, type RouteObject } from 'react-router';
import { pageById, PAGES, type PageDeclaration } from '#shared/pages';
import { RouteErrorBoundary } from './components/route-error-boundary.tsx';
import { RootErrorBoundary, RootLayout, rootLoader, rootShouldRevalidate } from './root.tsx';

type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

// Only files named route.ts(x): a glob over every file would make each component a chunk of its own.
const MODULES = import.meta.glob<RouteModule>(['./routes/**/route.tsx', './routes/**/route.ts']);

/** The glob key of a page's route module; throws on a declaration naming no such file. */
function moduleKey(page: PageDeclaration): string | undefined {
  if (!page.module) return undefined;
  const key = [`./routes/${page.module}/route.tsx`, `./routes/${page.module}/route.ts`].find((k) => k in MODULES);
  if (!key) throw new Error(`Page "${page.id}" names client/routes/${page.module}/route.tsx, which does not exist.`);
  return key;
}

/** The source file of a route's module, as the Vite manifest keys it; undefined for a route without one. */
export function routeModuleFile(routeId: string): string | undefined {
  const page = pageById(routeId);
  const key = page && moduleKey(page);
  return key && `client/${key.slice('./'.length)}`;
}

function toRoute(page: PageDeclaration): RouteObject {
  const key = moduleKey(page);
  const target = page.redirect;
  const props: Omit<RouteObject, 'index' | 'children'> = {
    id: page.id,
    ...(page.path !== undefined ? { path: page.path } : {}),
    ...(target !== undefined ? { loader: () => redirect(target, 301) } : {}),
    ...(key ? { lazy: MODULES[key] } : {}),
    ...((page.kind ?? 'page') === 'page' && key && page.errorBoundary !== 'module'
      ? { ErrorBoundary: RouteErrorBoundary }
      : {}),
  };
  if (page.index) return { ...props, index: true };
  return page.children ? { ...props, children: page.children.map(toRoute) } : props;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    loader: rootLoader,
    shouldRevalidate: rootShouldRevalidate,
    children: PAGES.map(toRoute),
  },
];
