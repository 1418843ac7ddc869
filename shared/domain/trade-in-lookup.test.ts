import { describe, expect, it } from 'vitest';
import type { UsedCarPrice } from '../api/client-api.ts';
import type { ApiClient, ApiResult } from '../api/request.ts';
import { parseTradeInQuery } from './trade-in.ts';
import { lookupTradeIn, shownGrade, tradeInLeadDetail } from './trade-in-lookup.ts';

const NOW = Date.UTC(2026, 10, 24, 2);
const SHANGHAI = { id: 310100, name: '上海市' };
const range = (low: number) => ({ low, high: low + 10_000 });
const VALUATION: UsedCarPrice = {
  modelId: 7,
  cityId: SHANGHAI.id,
  mileage: 3.5,
  regDate: '2022-03',
  prices: [],
  newPrice: 300_000,
  defaultGrade: 'good',
  grades: [
    { grade: 'excellent', label: '优秀', tradeIn: range(150_000), private: range(170_000), retail: range(190_000) },
    { grade: 'good', label: '良好', tradeIn: range(140_000), private: range(160_000), retail: range(180_000) },
    { grade: 'fair', label: '一般', tradeIn: range(130_000), private: range(150_000), retail: range(170_000) },
  ],
  estimatedAt: '2026-11-24',
};

/** An upstream that answers the valuation chain from fixed data and records each call; `failing` paths fail. */
function fakeApi(failing: string[] = []): { api: ApiClient; calls: string[] } {
  const calls: string[] = [];
  const answers: Record<string, unknown> = {
    '/api/client/getBrand': [
      { id: 1, name: '奥瑞麟', initial: 'A' },
      { id: 2, name: '北辰', initial: 'B' },
    ],
    '/api/client/getPassengerSeries': [{ id: 3, brandId: 1, name: 'ES' }],
    '/api/client/getPassengerYear': [2022, 2021],
    '/api/client/getPassengerModel': [{ id: 7, seriesId: 3, year: 2021, name: '2021款 ES 运动版', price: 300_000 }],
    '/api/client/getUsedPriceMileageAllCityFive': VALUATION,
  };
  const answer = (path: string): ApiResult<never> =>
    failing.includes(path)
      ? { ok: false, code: -1, msg: '请求错误', data: null, status: 502 }
      : { ok: true, code: 200, msg: 'ok', data: answers[path] as never, status: 200 };
  const api = {
    get: async (path: string) => (calls.push(path), answer(path)),
    post: async (path: string) => (calls.push(path), answer(path)),
  } as unknown as ApiClient;
  return { api, calls };
}

const q = (search: string) => parseTradeInQuery(new URLSearchParams(search));

describe('reading the trade-in query against the upstream', () => {
  it('asks for each list only under a parent that is in the list before, then the valuation', async () => {
    const { api, calls } = fakeApi();
    const r = await lookupTradeIn(api, q('brand=1&series=3&year=2021&model=7&reg=2022-03&km=3.5'), {
      now: NOW,
      city: SHANGHAI,
    });
    expect(calls).toEqual([
      '/api/client/getBrand',
      '/api/client/getPassengerSeries',
      '/api/client/getPassengerYear',
      '/api/client/getPassengerModel',
      '/api/client/getUsedPriceMileageAllCityFive',
    ]);
    expect(r.valuation).toEqual(VALUATION);
    expect(r.failed).toBe(false);
  });

  it('stops at a child that does not belong to its parent', async () => {
    const { api, calls } = fakeApi();
    const r = await lookupTradeIn(api, q('brand=1&series=99&year=2021&model=7&reg=2022-03&km=3.5'), {
      now: NOW,
      city: SHANGHAI,
    });
    expect(calls).toEqual(['/api/client/getBrand', '/api/client/getPassengerSeries']);
    expect(r.seriesItem).toBeNull();
    expect(r.years).toEqual([]);
  });

  it('never asks for the valuation when the registration month or the mileage is out of range', async () => {
    const { api, calls } = fakeApi();
    const r = await lookupTradeIn(api, q('brand=1&series=3&year=2021&model=7&reg=2020-12&km=100'), {
      now: NOW,
      city: SHANGHAI,
    });
    expect(calls).not.toContain('/api/client/getUsedPriceMileageAllCityFive');
    expect(r.errors).toEqual({
      reg: '上牌时间须在 2021年1月 至 2026年11月 之间',
      km: '行驶里程须在 0.1 至 99.9 万公里之间，最多一位小数',
    });
  });

  it('an upstream failure is reported (the page keeps the inputs), with what was read so far', async () => {
    const { api } = fakeApi(['/api/client/getUsedPriceMileageAllCityFive']);
    const r = await lookupTradeIn(api, q('brand=1&series=3&year=2021&model=7&reg=2022-03&km=3.5'), {
      now: NOW,
      city: SHANGHAI,
    });
    expect(r.failed).toBe(true);
    expect(r.model?.name).toBe('2021款 ES 运动版');
  });

  it('the lead detail carries the shown grade: the query’s, else the provider default', async () => {
    const { api } = fakeApi();
    const query = q('brand=1&series=3&year=2021&model=7&reg=2022-03&km=3.5&grade=fair');
    const r = await lookupTradeIn(api, query, { now: NOW, city: SHANGHAI });
    expect(tradeInLeadDetail(r, query, SHANGHAI)).toMatchObject({
      modelName: '2021款 ES 运动版',
      grade: 'fair',
      gradeLabel: '一般',
      tradeInRange: range(130_000),
      cityName: '上海市',
    });
    expect(shownGrade(q('grade=nonsense'), VALUATION)?.grade).toBe('good');
  });
});
