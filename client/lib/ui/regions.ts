/**
 * Province/city selection rules shared by the dealer finder and the lead forms: only places with
 * dealers are offered, each province has a default city (its first city with dealers), and a
 * selection from the URL is resolved deterministically.
 */
import type { City, Province } from '#shared/api/client-api';
import { parseId } from '#shared/domain/url-id';

export function defaultCity(province: Province): City | undefined {
  return province.cities[0];
}

export type RegionSelection = { province: Province; city: City };

/**
 * Resolves `?province=&city=` against the regions (with dealers):
 * - no province: the `fallback` location (IP) when it has dealers, else the first province;
 * - a province that is malformed or has no dealers: `null` (the caller answers 404);
 * - a city that is missing, malformed or not in the province: the province's default city
 *   (this is what a GET form sends after the province changed without JavaScript).
 */
export function resolveSelection(
  regions: readonly Province[],
  query: { province: string | null; city: string | null },
  fallback?: { provinceId: number; cityId: number } | null,
): RegionSelection | null {
  const first = regions[0];
  if (!first) return null;
  if (query.province === null || query.province === '') {
    const province = regions.find((p) => p.id === fallback?.provinceId) ?? first;
    const city = province.cities.find((c) => c.id === fallback?.cityId) ?? defaultCity(province);
    return city ? { province, city } : null;
  }
  const provinceId = parseId(query.province);
  const province = regions.find((p) => p.id === provinceId);
  if (!province) return null;
  const cityId = parseId(query.city);
  const city = province.cities.find((c) => c.id === cityId) ?? defaultCity(province);
  return city ? { province, city } : null;
}

/** The canonical query of a selection. */
export function selectionSearch(provinceId: number, cityId: number): string {
  return `?province=${provinceId}&city=${cityId}`;
}
