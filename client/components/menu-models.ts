/**
 * The models menu's data: each model's image (the side view in its standard paint) and starting price from
 * `queryCarSeriesList` (loaded once by the root route's loader), or the static line-up names without image
 * or price when the API is down: which paint is standard is the catalogue's to say. Apart from the menu's
 * markup (header-menus.tsx), which the browser downloads only when a menu is first reached for.
 */
import type { SeriesCode } from '#shared/api/client-api';
import type { ApiReader } from '#client/lib/data/api-query.ts';
import { MODEL_LINEUP } from '#client/lib/ui/models.ts';

export interface MenuModel {
  code: SeriesCode;
  name: string;
  kind: string;
  /** `null` when the list could not be loaded. */
  img: string | null;
  /** Yuan; `null` when the list could not be loaded. */
  startingPrice: number | null;
}

export function fallbackMenuModels(): MenuModel[] {
  return MODEL_LINEUP.map((m) => ({ code: m.code, name: m.name, kind: m.kind, img: null, startingPrice: null }));
}

/** The menu's data: the API's series in line-up order, or the static names when it fails. */
export async function loadMenuModels(api: ApiReader): Promise<MenuModel[]> {
  const result = await api.get('/api/client/queryCarSeriesList', {});
  if (!result.ok || !result.data || result.data.length === 0) return fallbackMenuModels();
  const byCode = new Map(result.data.map((s) => [s.code, s] as const));
  return MODEL_LINEUP.map((m) => {
    const s = byCode.get(m.code);
    return { code: m.code, name: s?.name ?? m.name, kind: m.kind, img: s?.img ?? null, startingPrice: s?.startingPrice ?? null };
  });
}
