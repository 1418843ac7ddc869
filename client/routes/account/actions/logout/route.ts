/**
 * `/account/actions/logout`, a route with no page: ends the server session. Posted by fetchers only
 * (in the browser the request goes through the site's proxy, which clears the session cookie).
 */
import type { ActionFunctionArgs } from 'react-router';
import type { ActionResult } from '#client/lib/data/action-result.ts';
import { getApp } from '#client/lib/data/app-context.ts';
import { cacheChanges } from '#client/lib/data/cache-changes.ts';

export { NoPage as Component, notAPage as loader } from '#client/lib/data/resource-route.ts';

export async function action({ context }: ActionFunctionArgs): Promise<ActionResult> {
  const { api, queryClient } = getApp(context);
  const r = await api.post('/api/user/logout', {});
  // Whatever the answer, this visitor's reads must not outlive the session.
  await cacheChanges.sessionChanged(queryClient);
  return { ok: r.ok, message: null };
}
