/** The legacy host (`/client/*`, retCode envelope): same data and rules as the client API. */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { optionalItems } from '../data/configurations.ts';
import { noQuery, queryId, seriesCode } from '../http/input.ts';
import { route, type MountedRoute } from '../http/route.ts';
import { carSpec, newsArticle, newsPage, newsQuery, seriesModel, seriesSpec } from './client-catalog.ts';
import { dealerStaff, dealersQuery, findDealers, ipQuery, locate, staffQuery } from './client-dealers.ts';
import { createSaleClue, createTestDrive, saleClueBody, testDriveBody } from './client-leads.ts';
import {
  brandQuery,
  lookupRecall,
  modelQuery,
  priceQuery,
  seriesIdQuery,
  usedModels,
  usedPrice,
  usedSeries,
  usedYears,
  vinBody,
} from './client-services.ts';

/** The mock's WeChat credentials: a fixed app id and jsapi_ticket, so signatures are reproducible. */
export const MOCK_WECHAT_APP_ID = 'wx0a1b2c3d4e5f6a7b';
export const MOCK_JSAPI_TICKET = 'mock-jsapi-ticket-aurelion';
/** WeChat's ticket lifetime. */
export const MOCK_JSAPI_TICKET_EXPIRES_IN = 7200;

export function jssdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');
}

export const legacyRoutes: MountedRoute[] = [
  route({
    path: '/client/ip/location',
    method: 'GET',
    auth: 'none',
    input: ipQuery,
    handle: ({ req, input }) => locate(req, input.ip),
  }),
  route({
    path: '/client/car/params',
    method: 'GET',
    auth: 'none',
    input: z.object({ seriesCode }),
    handle: ({ db, input }) => seriesSpec(db, input.seriesCode),
  }),
  route({
    path: '/client/car/configurator',
    method: 'GET',
    auth: 'none',
    input: z.object({ seriesCode }),
    handle: ({ db, input }) => seriesModel(db, input.seriesCode),
  }),
  route({
    path: '/client/car/spec',
    method: 'GET',
    auth: 'none',
    input: z.object({ carId: queryId }),
    handle: ({ db, input }) => carSpec(db, input.carId),
  }),
  route({
    path: '/client/news/list',
    method: 'GET',
    auth: 'none',
    input: newsQuery,
    handle: ({ db, input }) => newsPage(db, input),
  }),
  route({
    path: '/client/news/detail',
    method: 'GET',
    auth: 'none',
    input: z.object({ id: queryId }),
    handle: ({ db, input }) => newsArticle(db, input.id),
  }),
  route({
    path: '/client/dealer/list',
    method: 'GET',
    auth: 'none',
    input: dealersQuery,
    handle: ({ db, input }) => findDealers(db, input),
  }),
  route({
    path: '/client/dealer/staff-qrcode',
    method: 'GET',
    auth: 'none',
    input: staffQuery,
    handle: ({ db, input }) => dealerStaff(db, input.dealerId),
  }),
  route({
    path: '/client/lead/sale-clue',
    method: 'POST',
    auth: 'optional',
    input: saleClueBody,
    mutates: true,
    handle: (ctx) => createSaleClue(ctx, 'legacy'),
  }),
  route({
    path: '/client/recall/query',
    method: 'POST',
    auth: 'none',
    input: vinBody,
    handle: ({ db, input }) => lookupRecall(db, input.vin),
  }),
  route({
    path: '/client/accessories/list',
    method: 'GET',
    auth: 'none',
    input: z.object({ seriesCode }),
    handle: ({ db, input }) =>
      optionalItems(input.seriesCode, db)
        .filter((item) => item.kind === 'accessory' || item.kind === 'package')
        .map((item) => ({
          code: item.code,
          name: item.name,
          category: item.kind === 'package' ? '套装' : '原厂精品',
          description: item.description,
          price: item.price,
          img: item.img,
        })),
  }),
  route({
    path: '/client/wechat/jssdk-config',
    method: 'GET',
    auth: 'none',
    input: z.object({
      url: z
        .url({ protocol: /^https?$/, error: 'url 须为 http(s) 地址' })
        .refine((u) => !u.includes('#'), 'url 不能包含 #'),
    }),
    handle: ({ input, now }) => {
      const timestamp = Math.floor(now / 1000);
      const nonceStr = randomBytes(8).toString('hex');
      return {
        appId: MOCK_WECHAT_APP_ID,
        timestamp,
        nonceStr,
        signature: jssdkSignature(MOCK_JSAPI_TICKET, nonceStr, timestamp, input.url),
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'openLocation', 'getLocation'],
      };
    },
  }),
  route({
    path: '/client/wechat/jsapi-ticket',
    method: 'GET',
    auth: 'none',
    input: noQuery,
    handle: () => ({ appId: MOCK_WECHAT_APP_ID, ticket: MOCK_JSAPI_TICKET, expiresIn: MOCK_JSAPI_TICKET_EXPIRES_IN }),
  }),
  route({
    path: '/client/used-car/brands',
    method: 'GET',
    auth: 'none',
    input: noQuery,
    handle: ({ db }) => db.usedBrands,
  }),
  route({
    path: '/client/used-car/series',
    method: 'GET',
    auth: 'none',
    input: brandQuery,
    handle: ({ db, input }) => usedSeries(db, input.brandId),
  }),
  route({
    path: '/client/used-car/years',
    method: 'GET',
    auth: 'none',
    input: seriesIdQuery,
    handle: ({ db, input }) => usedYears(db, input.seriesId),
  }),
  route({
    path: '/client/used-car/models',
    method: 'GET',
    auth: 'none',
    input: modelQuery,
    handle: ({ db, input }) => usedModels(db, input.seriesId, input.year),
  }),
  route({
    path: '/client/used-car/price',
    method: 'GET',
    auth: 'none',
    input: priceQuery,
    handle: ({ db, input, now }) => usedPrice(db, input, now),
  }),
  route({
    path: '/client/datalake/test-drive-clue',
    method: 'POST',
    auth: 'optional',
    input: testDriveBody,
    mutates: true,
    handle: (ctx) => createTestDrive(ctx, 'legacy'),
  }),
];
