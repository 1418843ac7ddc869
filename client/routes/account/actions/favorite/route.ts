/**
 * `/account/actions/favorite`, a route with no page: its loader reads whether something is a favourite
 * (`?type=&targetId=`), its action toggles it. The favourite buttons of model, news and dealer pages
 * use it through fetchers.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { CollectionType } from '#shared/api/user-api';
import { ACTION_FAILED, type ActionResult } from '#client/lib/data/action-result.ts';
import { getApp } from '#client/lib/data/app-context.ts';
import { cacheChanges } from '#client/lib/data/cache-changes.ts';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { refusePageRequest } from '#client/lib/data/resource-route.ts';

export { NoPage as Component } from '#client/lib/data/resource-route.ts';

export type FavoriteActionResult = ActionResult & { collected?: boolean };

function target(params: { get(name: string): unknown }): { type: CollectionType; targetId: string } | null {
  const type = params.get('type');
  const targetId = params.get('targetId');
  if ((type !== 'series' && type !== 'news' && type !== 'dealer') || typeof targetId !== 'string' || !targetId)
    return null;
  return { type, targetId };
}

export async function loader({ context, request }: LoaderFunctionArgs): Promise<{ collected: boolean | null }> {
  refusePageRequest(request);
  const body = target(new URL(request.url).searchParams);
  if (!body) return { collected: null };
  const r = await cachedApi(context).post('/api/user/isCollections', body);
  return { collected: r.ok && r.data ? r.data.collected : null };
}

export async function action({ context, request }: ActionFunctionArgs): Promise<FavoriteActionResult> {
  const body = target(await request.formData());
  if (!body) return { ok: false, message: ACTION_FAILED };
  const { api, queryClient } = getApp(context);
  const r = await api.post('/api/user/collections', body);
  if (r.ok && r.data) {
    await cacheChanges.favourite(queryClient, body);
    return { ok: true, message: r.data.collected ? '已加入收藏' : '已取消收藏', collected: r.data.collected };
  }
  return { ok: false, message: r.code === 401 ? null : r.msg && r.code !== -1 ? r.msg : ACTION_FAILED };
}
