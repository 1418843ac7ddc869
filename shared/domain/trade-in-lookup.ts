/**
 * Reads the trade-in page's query against the upstream, step by step: each list is asked for only
 * when its parent is a real member of the list before (so each list holds only the children of its
 * parent, and a stale child in the URL is dropped), then the valuation, only when the registration
 * month and the mileage pass the rules (shared/domain/trade-in.ts). The page's loader and the
 * server's appraisal desk both use it, so the range a dealer receives is the one the page showed.
 */
import type {
  City,
  TradeInLeadDetail,
  UsedCarBrand,
  UsedCarModel,
  UsedCarPrice,
  UsedCarSeries,
} from '../api/client-api.ts';
import type { ApiClient } from '../api/request.ts';
import {
  checkValuationInput,
  CONDITIONS,
  isConditionGrade,
  parseId,
  type TradeInQuery,
  type ValuationErrors,
} from './trade-in.ts';

export interface TradeInLookup {
  brands: UsedCarBrand[];
  series: UsedCarSeries[];
  years: number[];
  models: UsedCarModel[];
  brand: UsedCarBrand | null;
  seriesItem: UsedCarSeries | null;
  year: number | null;
  model: UsedCarModel | null;
  /** Why the valuation was not asked for (by field). */
  errors: ValuationErrors;
  valuation: UsedCarPrice | null;
  /** An upstream call failed or timed out: the page keeps the inputs and offers a retry. */
  failed: boolean;
}

export async function lookupTradeIn(
  // Reads only, so a loader can pass its cached reader and the lead desk its plain client.
  api: Pick<ApiClient, 'get'>,
  query: TradeInQuery,
  { now, city }: { now: number; city: Pick<City, 'id' | 'name'> | null },
): Promise<TradeInLookup> {
  const out: TradeInLookup = {
    brands: [],
    series: [],
    years: [],
    models: [],
    brand: null,
    seriesItem: null,
    year: null,
    model: null,
    errors: {},
    valuation: null,
    failed: false,
  };
  const brands = await api.get('/api/client/getBrand');
  if (!brands.ok || !brands.data) return { ...out, failed: true };
  out.brands = brands.data;
  out.brand = brands.data.find((b) => b.id === parseId(query.brand)) ?? null;
  if (!out.brand) return out;

  const series = await api.get('/api/client/getPassengerSeries', { brandId: out.brand.id });
  if (!series.ok || !series.data) return { ...out, failed: true };
  out.series = series.data;
  out.seriesItem = series.data.find((s) => s.id === parseId(query.series)) ?? null;
  if (!out.seriesItem) return out;

  const years = await api.get('/api/client/getPassengerYear', { seriesId: out.seriesItem.id });
  if (!years.ok || !years.data) return { ...out, failed: true };
  out.years = years.data;
  out.year = years.data.find((y) => String(y) === query.year) ?? null;
  if (out.year === null) return out;

  const models = await api.get('/api/client/getPassengerModel', { seriesId: out.seriesItem.id, year: out.year });
  if (!models.ok || !models.data) return { ...out, failed: true };
  out.models = models.data;
  out.model = models.data.find((m) => m.id === parseId(query.model)) ?? null;
  if (!out.model || (query.reg === null && query.km === null)) return out;

  const checked = checkValuationInput(query, out.model.year, now);
  if (!checked.ok) return { ...out, errors: checked.errors };
  if (!city) return out;
  const valuation = await api.get('/api/client/getUsedPriceMileageAllCityFive', {
    modelId: out.model.id,
    mileage: checked.input.mileage,
    cityId: city.id,
    regDate: checked.input.regDate,
  });
  if (!valuation.ok || !valuation.data) return { ...out, failed: true };
  return { ...out, valuation: valuation.data };
}

/** The grade shown: the query's, else the provider's default. */
export function shownGrade(query: TradeInQuery, valuation: UsedCarPrice) {
  const wanted = isConditionGrade(query.grade) ? query.grade : valuation.defaultGrade;
  return valuation.grades.find((g) => g.grade === wanted) ?? valuation.grades[0] ?? null;
}

/** The appraisal lead's detail: the car and the range shown for the grade. */
export function tradeInLeadDetail(
  lookup: TradeInLookup,
  query: TradeInQuery,
  city: Pick<City, 'id' | 'name'>,
): TradeInLeadDetail | null {
  const { model, valuation } = lookup;
  if (!model || !valuation) return null;
  const grade = shownGrade(query, valuation);
  if (!grade) return null;
  return {
    modelId: model.id,
    modelName: model.name,
    regDate: valuation.regDate,
    mileage: valuation.mileage,
    cityId: city.id,
    cityName: city.name,
    grade: grade.grade,
    gradeLabel: CONDITIONS.find((c) => c.grade === grade.grade)?.label ?? grade.label,
    tradeInRange: grade.tradeIn,
    privateRange: grade.private,
    retailRange: grade.retail,
    estimatedAt: valuation.estimatedAt,
  };
}

/** A city of the regions by the query's id. */
export function findCity(regions: readonly { cities: readonly City[] }[], id: number | null): City | null {
  if (id === null) return null;
  for (const p of regions) {
    const c = p.cities.find((x) => x.id === id);
    if (c) return c;
  }
  return null;
}
