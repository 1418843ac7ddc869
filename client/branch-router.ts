import { createStaticRouter, type RouteObject, type StaticHandlerContext } from 'react-router';

/**
 * The static router of one render, made from the matched branch alone. `createStaticRouter` copies every
 * route it is given (the whole table, ~45 routes with their lazily loaded modules) on each call, while the
 * render only reads the matched routes: the router state carries the matches (for an unknown path, the
 * root with its 404).
 */
export function branchRouter(dataRoutes: RouteObject[], context: StaticHandlerContext) {
  const branch = context.matches.reduceRight<RouteObject[] | undefined>(
    (children, { route }) => [{ ...route, ...(route.index ? {} : { children }) } as RouteObject],
    undefined,
  );
  // No match at all (React Router matches the root for an unknown path): the table, as before.
  return createStaticRouter(branch ?? dataRoutes, context);
}
