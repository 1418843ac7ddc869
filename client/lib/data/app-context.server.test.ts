import { createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppContextProvider, getApp, ServerAppContext, type AppContext } from './app-context.ts';

/** Only `now` is read here; the rest is never touched. */
const app = { now: () => 1_700_000_000_000 } as unknown as AppContext;

describe('getApp', () => {
  it("reads the app from the server's per-request context and from the browser's provider", () => {
    expect(getApp(new ServerAppContext(app))).toBe(app);
    expect(getApp(createAppContextProvider(app))).toBe(app);
  });

  it('refuses anything else with a message that names the missing context', () => {
    for (const context of [undefined, null, {}, { app }]) {
      expect(() => getApp(context)).toThrow('Router context is missing');
    }
  });

  it("reaches the loaders through the static handler's requestContext (no route has middleware)", async () => {
    const handler = createStaticHandler([
      { id: 'root', path: '/', loader: ({ context }) => ({ now: getApp(context).now() }) },
    ]);
    const context = await handler.query(new Request('http://site.test/'), { requestContext: new ServerAppContext(app) });
    if (context instanceof Response) throw new Error(`expected loader data, got a ${context.status} response`);
    expect(context.loaderData).toEqual({ root: { now: 1_700_000_000_000 } });
  });
});
