import { createStaticHandler, type RouteObject, type StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { branchRouter } from './branch-router.ts';

const table: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      { id: 'models', path: 'models/:code', children: [{ id: 'model', index: true }] },
      { id: 'news', path: 'news' },
    ],
  },
];

async function contextFor(path: string) {
  const handler = createStaticHandler(table);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('a redirect');
  return { handler, context: context as StaticHandlerContext };
}

const ids = (routes: readonly { id?: string; children?: readonly unknown[] }[]): string[] =>
  routes.flatMap((r) => [r.id ?? '?', ...ids((r.children ?? []) as typeof routes)]);

describe('branchRouter', () => {
  it('holds the matched routes alone, parent to child, with the state of the render', async () => {
    const { handler, context } = await contextFor('/models/es');
    const router = branchRouter(handler.dataRoutes, context);
    expect(ids(router.routes)).toEqual(['root', 'models', 'model']);
    expect(router.state.matches.map((m) => m.route.id)).toEqual(['root', 'models', 'model']);
    expect(router.state.location.pathname).toBe('/models/es');
  });

  it('holds the root alone for a path no route matches: its error boundary renders the 404', async () => {
    const { handler, context } = await contextFor('/nowhere/at/all');
    const router = branchRouter(handler.dataRoutes, context);
    expect(ids(router.routes)).toEqual(['root']);
    expect(context.statusCode).toBe(404);
  });
});
