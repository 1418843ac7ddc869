/**
 * `/test-drive/dealers?provinceId=&cityId=`, a route with no page: the dealers of a city, loaded by
 * the lead forms' fetcher when the visitor picks another province or city.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { Dealer } from '#shared/api/client-api';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { refusePageRequest } from '#client/lib/data/resource-route.ts';

export { NoPage as Component } from '#client/lib/data/resource-route.ts';

/** `dealers` null: the list could not be loaded. `place` echoes the query (`provinceId/cityId`). */
export async function loader({
  context,
  request,
}: LoaderFunctionArgs): Promise<{ place: string; dealers: Dealer[] | null }> {
  refusePageRequest(request);
  const query = new URL(request.url).searchParams;
  const provinceId = query.get('provinceId') ?? '';
  const cityId = query.get('cityId') ?? '';
  const place = `${provinceId}/${cityId}`;
  if (!/^\d{1,9}$/.test(provinceId) || !/^\d{1,9}$/.test(cityId)) return { place, dealers: null };
  const r = await cachedApi(context).get('/api/client/findDealers', {
    provinceId: Number(provinceId),
    cityId: Number(cityId),
  });
  return { place, dealers: r.ok && r.data ? r.data : null };
}

/** Catalogue data: no form posted anywhere changes it, so a fetcher holding it keeps it. */
export function shouldRevalidate(): boolean {
  return false;
}
