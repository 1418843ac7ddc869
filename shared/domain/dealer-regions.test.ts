import { describe, expect, it } from 'vitest';
import type { Dealer, Province } from '#shared/api/client-api';
import type { ApiResult } from '#shared/api/request';
import { createPageGaps } from '#shared/api/upstream-gaps';
import { loadDealerRegions, regionsOfDealers } from './dealer-regions.ts';

function dealer(id: number, provinceId: number, provinceName: string, cityId: number, cityName: string): Dealer {
  return {
    id,
    dealerCode: `D${id}`,
    dealerNo: `N${id}`,
    name: `${cityName}奥瑞麟汽车销售服务有限公司`,
    shortName: `奥瑞麟${cityName}店`,
    provinceId,
    provinceName,
    cityId,
    cityName,
    address: `${cityName}某路 1 号`,
    salesPhone: '400-820-1988',
    servicePhone: '021-88888888',
    hours: '09:00-18:00',
    lat: 31,
    lng: 121,
    series: ['es'],
  };
}

const DEALERS = [
  dealer(1, 330000, '浙江省', 330200, '宁波市'),
  dealer(2, 310000, '上海市', 310100, '上海市'),
  dealer(3, 330000, '浙江省', 330100, '杭州市'),
  dealer(4, 330000, '浙江省', 330100, '杭州市'),
];

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, code: 200, msg: 'success', data, status: 200 });
const notFound: ApiResult<never> = { ok: false, code: 404, msg: '不存在', data: null, status: 404 };

describe('the places of the dealer list', () => {
  it('are its provinces and cities in region-code order, each city with its number of dealers', () => {
    expect(regionsOfDealers(DEALERS)).toEqual([
      { id: 310000, name: '上海市', cities: [{ id: 310100, name: '上海市', dealerCount: 1 }] },
      {
        id: 330000,
        name: '浙江省',
        cities: [
          { id: 330100, name: '杭州市', dealerCount: 2 },
          { id: 330200, name: '宁波市', dealerCount: 1 },
        ],
      },
    ]);
  });
});

describe('loadDealerRegions', () => {
  function reader(regions: ApiResult<Province[]>, dealers: ApiResult<Dealer[]>) {
    const asked: string[] = [];
    const respond = (path: string): Promise<ApiResult<unknown>> => {
      asked.push(path);
      return Promise.resolve(path === '/api/client/findRegions' ? regions : dealers);
    };
    return { api: { get: respond } as Parameters<typeof loadDealerRegions>[0], asked };
  }

  it('offers the places findRegions lists that have dealers, without asking for the dealer list', async () => {
    const listed: Province[] = [
      { id: 110000, name: '北京市', cities: [{ id: 110100, name: '北京市', dealerCount: 0 }] },
      { id: 310000, name: '上海市', cities: [{ id: 310100, name: '上海市', dealerCount: 3 }] },
    ];
    const { api, asked } = reader(ok(listed), ok(DEALERS));
    expect(await loadDealerRegions(api)).toEqual([listed[1]]);
    expect(asked).toEqual(['/api/client/findRegions']);
  });

  it('an upstream without findRegions (404): the places of the dealer list', async () => {
    const { api } = reader(notFound, ok(DEALERS));
    expect(await loadDealerRegions(api)).toEqual(regionsOfDealers(DEALERS));
  });

  it('remembers a 404 in the gaps it is given and does not ask findRegions again while it stands', async () => {
    const { api, asked } = reader(notFound, ok(DEALERS));
    const gaps = createPageGaps([]);
    expect(await loadDealerRegions(api, gaps)).toEqual(regionsOfDealers(DEALERS));
    expect(await gaps.lacks('/api/client/findRegions')).toBe(true);
    expect(await loadDealerRegions(api, gaps)).toEqual(regionsOfDealers(DEALERS));
    expect(asked).toEqual(['/api/client/findRegions', '/api/client/findDealers', '/api/client/findDealers']);
  });

  it('a failure that is not a 404 is not taken for a missing endpoint', async () => {
    const down: ApiResult<Province[]> = { ok: false, code: -1, msg: '请求错误', data: null, status: 503 };
    const { api } = reader(down, ok(DEALERS));
    const gaps = createPageGaps([]);
    expect(await loadDealerRegions(api, gaps)).toEqual(regionsOfDealers(DEALERS));
    expect(await gaps.lacks('/api/client/findRegions')).toBe(false);
  });

  it('neither answering: null', async () => {
    const { api } = reader(notFound, { ok: false, code: -1, msg: '请求错误', data: null, status: 503 });
    expect(await loadDealerRegions(api)).toBeNull();
  });
});
