/**
 * Where the dealers are: the provinces and cities a visitor can choose, for the dealer finder, the lead
 * forms and their no-JavaScript refresh step (client/lib/ui/regions.ts holds the selection rules).
 */
import type { City, Dealer, Province } from '#shared/api/client-api';
import type { ApiClient } from '#shared/api/request';
import { isUnknownEndpoint } from '#shared/api/result';
import type { UpstreamGaps } from '#shared/api/upstream-gaps';

const REGIONS_PATH = '/api/client/findRegions';

/** Provinces that have at least one dealer, each with only its cities that have dealers. */
export function dealerRegions(provinces: readonly Province[]): Province[] {
  return provinces
    .map((p) => ({ ...p, cities: p.cities.filter((c) => c.dealerCount > 0) }))
    .filter((p) => p.cities.length > 0);
}

/**
 * The places of the nation's dealer list (`findDealers` without a filter), each with its number of
 * dealers, in region-code order (the order of the administrative divisions: 北京 first).
 */
export function regionsOfDealers(dealers: readonly Dealer[]): Province[] {
  const provinces = new Map<number, { id: number; name: string; cities: Map<number, City> }>();
  for (const d of dealers) {
    let province = provinces.get(d.provinceId);
    if (!province) {
      province = { id: d.provinceId, name: d.provinceName, cities: new Map() };
      provinces.set(d.provinceId, province);
    }
    const city = province.cities.get(d.cityId);
    if (city) city.dealerCount += 1;
    else province.cities.set(d.cityId, { id: d.cityId, name: d.cityName, dealerCount: 1 });
  }
  const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;
  return [...provinces.values()]
    .map((p) => ({ id: p.id, name: p.name, cities: [...p.cities.values()].sort(byId) }))
    .sort(byId);
}

/**
 * The provinces and cities with dealers. `findRegions` is the site's own addition to the upstream's
 * endpoints: when the upstream does not have it (404) or it fails, the places come from the nation's
 * dealer list, which says exactly where dealers are (docs/decisions/0027-endpoints-beyond-the-specification.md). null when neither answers.
 */
export async function loadDealerRegions(
  api: Pick<ApiClient, 'get'>,
  gaps?: UpstreamGaps,
): Promise<Province[] | null> {
  // An upstream known to lack the endpoint is not asked again until that record expires.
  if (!(await gaps?.lacks(REGIONS_PATH))) {
    const listed = await api.get(REGIONS_PATH);
    if (listed.ok && listed.data) return dealerRegions(listed.data);
    if (isUnknownEndpoint(listed)) await gaps?.note(REGIONS_PATH);
  }
  const all = await api.get('/api/client/findDealers');
  return all.ok && all.data ? regionsOfDealers(all.data) : null;
}
