/** Owner services: recall lookup, quality notices, finance, and the used-car valuation chain. */
import { z } from 'zod';
import type { RecallResult, SeriesCode, UsedCarPrice } from '#shared/api/client-api';
import type { MockDb } from '../db.ts';
import { VALUATION_LEVELS, valuateUsedCar } from '../data/catalogue.ts';
import { financeProducts } from '../data/finance.ts';
import { gradedValuation } from '../data/valuation.ts';
import { DEALER_CITIES, REGIONS } from '../data/regions.ts';
import { catalogueSeries } from '../data/configurations.ts';
import { findGrade, gradeRows } from '../data/series.ts';
import { MockError } from '../http/envelope.ts';
import { noQuery, queryId, queryPaging, seriesCode, SERIES_CODES } from '../http/input.ts';
import { paginate } from '../http/paging.ts';
import { route, type MountedRoute } from '../http/route.ts';

export const vinBody = z
  .object({
    vin: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-HJ-NPR-Z0-9]{17}$/, '须为17位字母或数字（不含 I、O、Q）'),
  })
  .strict();

export function lookupRecall(db: MockDb, vin: string): RecallResult {
  const code = vin.slice(3, 5).toLowerCase();
  const seriesCode = (SERIES_CODES as readonly string[]).includes(code) ? (code as SeriesCode) : null;
  const campaigns = db.recalls.filter((r) => r.vins.includes(vin)).map(({ vins: _vins, ...campaign }) => campaign);
  return { vin, seriesCode, campaigns };
}

export const brandQuery = z.object({ brandId: queryId });
export const seriesIdQuery = z.object({ seriesId: queryId });
export const modelQuery = z.object({
  seriesId: queryId,
  year: z.coerce.number().int().min(1990).max(2100),
});
export const priceQuery = z.object({
  modelId: queryId,
  mileage: z.coerce.number().min(0).max(100, '里程最多100万公里'),
  cityId: queryId,
  regDate: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '格式须为 YYYY-MM'),
});

export function usedSeries(db: MockDb, brandId: number) {
  if (!db.usedBrands.some((b) => b.id === brandId)) throw new MockError('notFound', '品牌不存在');
  return db.usedSeries.filter((s) => s.brandId === brandId);
}

export function usedYears(db: MockDb, seriesId: number): number[] {
  if (!db.usedSeries.some((s) => s.id === seriesId)) throw new MockError('notFound', '车系不存在');
  return [...new Set(db.usedModels.filter((m) => m.seriesId === seriesId).map((m) => m.year))].sort((a, b) => b - a);
}

export function usedModels(db: MockDb, seriesId: number, year: number) {
  if (!db.usedSeries.some((s) => s.id === seriesId)) throw new MockError('notFound', '车系不存在');
  return db.usedModels.filter((m) => m.seriesId === seriesId && m.year === year);
}

/** Tier-one cities pay a little more for used cars, remote regions a little less. */
function cityFactor(cityId: number): number {
  const province = REGIONS.find((p) => p.cities.some((c) => c.id === cityId));
  const city = province?.cities.find((c) => c.id === cityId);
  if (!province || !city) throw new MockError('notFound', '城市不存在');
  if (['北京市', '上海市', '广州市', '深圳市'].includes(city.name)) return 1.03;
  return DEALER_CITIES.some((d) => d.city === city.name) ? 1 : 0.96;
}

export function usedPrice(db: MockDb, input: z.output<typeof priceQuery>, now: number): UsedCarPrice {
  const model = db.usedModels.find((m) => m.id === input.modelId);
  if (!model) throw new MockError('notFound', '车型不存在');
  const [year = 0, month = 1] = input.regDate.split('-').map(Number);
  const registered = Date.UTC(year, month - 1, 1);
  if (year < model.year - 1) throw new MockError('badRequest', '上牌时间早于车型年款');
  if (registered > now) throw new MockError('badRequest', '上牌时间不能晚于当前月份');
  const ageYears = (now - registered) / (365.25 * 86_400_000);
  const fair = valuateUsedCar(model.price, ageYears, input.mileage, cityFactor(input.cityId));
  return {
    modelId: model.id,
    cityId: input.cityId,
    mileage: input.mileage,
    regDate: input.regDate,
    prices: VALUATION_LEVELS.map(([label, factor]) => ({ label, price: Math.round((fair * factor) / 100) * 100 })),
    ...gradedValuation(fair, model.price, ageYears, input.mileage),
    estimatedAt: new Date(now).toISOString().slice(0, 10),
  };
}

export const serviceRoutes: MountedRoute[] = [
  route({
    path: '/api/client/recall/',
    method: 'POST',
    auth: 'none',
    input: vinBody,
    handle: ({ db, input }) => lookupRecall(db, input.vin),
  }),
  route({
    path: '/api/client/queryOutQuality',
    method: 'GET',
    auth: 'none',
    input: z.object({ ...queryPaging(10), seriesCode: seriesCode.optional() }),
    handle: ({ db, input }) => {
      const list = db.qualityNotices
        .filter((n) => !input.seriesCode || n.seriesCode === input.seriesCode)
        .sort((a, b) => b.publishDate.localeCompare(a.publishDate));
      return paginate(list, input.page, input.pageSize);
    },
  }),
  route({
    path: '/api/client/getFinalcialCars',
    method: 'GET',
    auth: 'none',
    input: noQuery,
    // The summary fields (lowest down payment, terms, best rate) follow from the products.
    handle: ({ db }) =>
      gradeRows((_, g) => {
        const products = financeProducts(g);
        const rates = products.flatMap((p) => p.rates);
        return {
          minDownPaymentRatio: Math.min(...products.map((p) => p.minDownRatio)),
          terms: [...new Set(rates.map((r) => r.term))].sort((a, b) => a - b),
          bestRate: Math.min(...rates.map((r) => r.apr)),
          products,
        };
      }, catalogueSeries(db)),
  }),
  route({
    path: '/api/client/getFinancialProductUrl',
    method: 'GET',
    auth: 'none',
    input: z.object({
      carId: queryId,
      productId: z
        .string()
        .regex(/^[a-z-]{1,32}$/, '格式不正确')
        .optional(),
    }),
    handle: ({ db, input }) => {
      const found = findGrade(input.carId, catalogueSeries(db));
      if (!found) throw new MockError('notFound', '车型不存在');
      if (input.productId === undefined)
        return { url: `https://finance.aurelion.example/calculator?carId=${input.carId}` };
      if (!financeProducts(found.grade).some((p) => p.id === input.productId))
        throw new MockError('notFound', '该车型没有此金融方案');
      return { url: `https://finance.aurelion.example/apply?carId=${input.carId}&product=${input.productId}` };
    },
  }),
  route({
    path: '/api/client/getBrand',
    method: 'GET',
    auth: 'none',
    input: noQuery,
    handle: ({ db }) => db.usedBrands,
  }),
  route({
    path: '/api/client/getPassengerSeries',
    method: 'GET',
    auth: 'none',
    input: brandQuery,
    handle: ({ db, input }) => usedSeries(db, input.brandId),
  }),
  route({
    path: '/api/client/getPassengerYear',
    method: 'GET',
    auth: 'none',
    input: seriesIdQuery,
    handle: ({ db, input }) => usedYears(db, input.seriesId),
  }),
  route({
    path: '/api/client/getPassengerModel',
    method: 'GET',
    auth: 'none',
    input: modelQuery,
    handle: ({ db, input }) => usedModels(db, input.seriesId, input.year),
  }),
  route({
    path: '/api/client/getUsedPriceMileageAllCityFive',
    method: 'GET',
    auth: 'none',
    input: priceQuery,
    handle: ({ db, input, now }) => usedPrice(db, input, now),
  }),
];
