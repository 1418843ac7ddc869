/**
 * What a lead form needs before the visitor types: the models with their grades, the provinces and
 * cities that have dealers, the default place (the URL's `province`/`city`, else the visitor's IP
 * location) and its dealers. Loaders call it so the form is complete in the server HTML (it works
 * without JavaScript); the model-page drawer calls it in the browser when it opens.
 */
import type { UpstreamGaps } from '#shared/api/upstream-gaps';
import type { CarSeries, Dealer, Province } from '#shared/api/client-api';
import type { ApiReader } from '#client/lib/data/api-query.ts';
import { emptyLeadValues, type LeadFormKind, type LeadValues } from '#shared/domain/lead-form';
import { resolveSelection } from '#client/lib/ui/regions.ts';

export interface LeadFormOptions {
  series: CarSeries[];
  regions: Province[];
  dealers: Dealer[];
  /** Starting values: the variant's defaults, the model and the place. */
  values: LeadValues;
}

export interface LeadOptionsQuery {
  /** Series code to preselect (`?model=` or the model page's own). */
  model?: string | null;
  province?: string | null;
  city?: string | null;
  /** The `IP` query (a loader passes `ipQueryOf(request)`). */
  ip?: { ip?: string };
  /** The site's additions the upstream lacks (the app context's): a known gap is not asked again. */
  gaps?: UpstreamGaps;
}

/** null when the catalogue or the regions cannot be loaded (the caller shows a notice or a 503). */
export async function loadLeadOptions(
  api: ApiReader,
  kind: LeadFormKind,
  query: LeadOptionsQuery = {},
): Promise<LeadFormOptions | null> {
  const hasPlace = Boolean(query.province);
  const [series, regions, location] = await Promise.all([
    api.get('/api/client/queryCarSeriesList'),
    // Imported when a form needs its options, not with the page: the pages that carry a lead form are
    // within a few bytes of their budget (docs/decisions/0019-client-byte-budgets.md).
    import('#shared/domain/dealer-regions').then((regions) => regions.loadDealerRegions(api, query.gaps)),
    hasPlace ? null : api.get('/api/client/IP', query.ip ?? {}),
  ]);
  if (!series.ok || !series.data || !regions) return null;
  const selection =
    resolveSelection(
      regions,
      { province: query.province ?? null, city: query.city ?? null },
      location?.ok ? location.data : null,
    ) ?? resolveSelection(regions, { province: null, city: null });
  const dealersResult = selection
    ? await api.get('/api/client/findDealers', { provinceId: selection.province.id, cityId: selection.city.id })
    : null;
  const model = series.data.find((s) => s.code === query.model);
  return {
    series: series.data,
    regions,
    dealers: dealersResult?.ok && dealersResult.data ? dealersResult.data : [],
    values: emptyLeadValues(kind, {
      ASId: model ? String(model.id) : '',
      provinceId: selection ? String(selection.province.id) : '',
      cityId: selection ? String(selection.city.id) : '',
    }),
  };
}
