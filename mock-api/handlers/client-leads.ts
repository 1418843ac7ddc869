/**
 * Leads: sale clues and test-drive bookings (both also through the legacy host), the lead-form setup and
 * the auto-show invitation SMS. Bodies use the API's field names (ASId, dealerCode, ...). Bookings honour an idempotency key (`Idempotency-Key` header or
 * `idempotencyKey` body field): a repeated submit answers the first lead's id and creates nothing.
 */
import { z } from 'zod';
import type { Request } from 'express';
import type { SaleClueRequest, SeriesCode, TestDriveRequest } from '#shared/api/client-api';
import {
  nextId,
  type DealerRecord,
  type LeadRecord,
  type LeadSource,
  type MockDb,
  type TestDriveRecord,
  type UserRecord,
} from '../db.ts';
import { refusalMessage } from '#shared/domain/lead-form';
import { noticeCooldown, sendMessage } from '../auth/gateway.ts';
import { findSeries, SERIES } from '../data/series.ts';
import { MockError } from '../http/envelope.ts';
import { bodyId, personName, phone, seriesCode } from '../http/input.ts';
import { route, type HandlerContext, type MountedRoute } from '../http/route.ts';

const idempotencyKey = z.string().regex(/^[\w-]{8,64}$/, '须为8到64位字母、数字、-或_');
const code = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, '取值无效');
const channel = z.number().int().min(0).max(999);
const accept = z.literal(true, '请阅读并同意隐私政策');
const gradeId = bodyId.nullable();

/** `testDrivce` and the test-drive shape of `saleClue`: the API's field names (shared/api/client-api.ts). */
export const testDriveBody = z
  .object({
    ASId: bodyId,
    ASName: z.string().max(32),
    ACId: gradeId,
    ACName: z.string().max(64),
    name: personName,
    sex: code(['1', '2']),
    phone,
    dealerCode: z.string().regex(/^[\w-]{1,32}$/, '格式不正确'),
    dealerNo: z.string().max(32),
    provinceId: bodyId,
    cityId: bodyId,
    campaignCode: z.string().regex(/^\d{6}$/, '须为6位数字'),
    buyCarDate: code(['1', '2', '3', '4', '5']),
    replyDateType: code(['1', '2', '3']),
    clueType: code(['1', '2']),
    remark: z.string().trim().max(200, '备注最多200字'),
    sourceType: code(['1', '2']),
    s: channel,
    accept,
    province: z.string().max(32).optional(),
    city: z.string().max(32).optional(),
    dealer: z.string().max(64).optional(),
    idempotencyKey: idempotencyKey.optional(),
  })
  .strict();

const yuanRange = z.object({ low: z.number().int().min(0), high: z.number().int().min(0) }).strict();

/** The appraisal enquiry's car and shown range (the trade-in page). */
const tradeInDetail = z
  .object({
    modelId: bodyId,
    modelName: z.string().min(1).max(64),
    regDate: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '格式须为 YYYY-MM'),
    mileage: z.number().min(0.1).max(99.9),
    cityId: bodyId,
    cityName: z.string().min(1).max(32),
    grade: code(['excellent', 'good', 'fair']),
    gradeLabel: z.string().min(1).max(8),
    tradeInRange: yuanRange,
    privateRange: yuanRange,
    retailRange: yuanRange,
    estimatedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '格式须为 YYYY-MM-DD'),
  })
  .strict();

/** The quick enquiry of the online-purchase and service pages (and the trade-in page's appraisal). */
export const quickLeadBody = z
  .object({
    name: personName,
    phone,
    cartype: seriesCode,
    province: bodyId,
    city: bodyId,
    dealer: z.string().regex(/^[\w-]{1,32}$/, '格式不正确'),
    ACId: gradeId,
    accept,
    s: channel,
    idempotencyKey: idempotencyKey.optional(),
    tradeIn: tradeInDetail.optional(),
  })
  .strict();

/** `saleClue` takes either shape; `cartype` tells the quick enquiry apart. */
export const saleClueBody = z.union([quickLeadBody, testDriveBody]);

/** Days ahead a test drive can be arranged (`loadTcmi`). */
const BOOKING_DAYS = 30;

function keyOf(req: Request, bodyKey: string | undefined): string | null {
  const header = req.get('idempotency-key');
  if (header !== undefined) {
    const parsed = idempotencyKey.safeParse(header);
    if (!parsed.success) throw new MockError('badRequest', '参数错误：Idempotency-Key 须为8到64位字母、数字、-或_');
    return parsed.data;
  }
  return bodyKey ?? null;
}

/** The series and dealer a lead names; the dealer must be in the chosen city and sell the series. */
function resolvePlace(
  db: MockDb,
  where: { seriesCode: SeriesCode | undefined; gradeId: number | null; dealerCode: string; provinceId: number; cityId: number },
): { seriesCode: SeriesCode; dealer: DealerRecord } {
  const series = where.seriesCode ? findSeries(where.seriesCode) : undefined;
  if (!series) throw new MockError('badRequest', '车系不存在');
  if (where.gradeId !== null && !series.grades.some((g) => g.id === where.gradeId)) {
    throw new MockError('badRequest', '车型配置不属于所选车系');
  }
  // A grade taken off the market since the site last read the catalogue: refused by field, as the API does.
  if (where.gradeId !== null && db.retired.some((r) => r.seriesCode === series.code && r.code === String(where.gradeId))) {
    throw new MockError('badRequest', refusalMessage('ACId', '该车型配置已停售，请选择其他配置'));
  }
  const dealer = db.dealers.find((d) => d.dealerCode === where.dealerCode);
  if (!dealer) throw new MockError('badRequest', '经销商不存在');
  if (dealer.provinceId !== where.provinceId || dealer.cityId !== where.cityId)
    throw new MockError('badRequest', '经销商不在所选省市');
  if (!dealer.series.includes(series.code)) throw new MockError('badRequest', '该经销商不销售所选车系');
  return { seriesCode: series.code, dealer };
}

function placeOfTestDrive(db: MockDb, input: TestDriveRequest) {
  return resolvePlace(db, {
    seriesCode: SERIES.find((s) => s.id === input.ASId)?.code,
    gradeId: input.ACId,
    dealerCode: input.dealerCode,
    provinceId: input.provinceId,
    cityId: input.cityId,
  });
}

type WithoutKey<T> = T extends unknown ? Omit<T, 'idempotencyKey'> : never;

function withoutKey<T extends { idempotencyKey?: string }>(input: T): WithoutKey<T> {
  const { idempotencyKey: _key, ...rest } = input;
  return rest as WithoutKey<T>;
}

export function createSaleClue(ctx: HandlerContext<SaleClueRequest, UserRecord | null>, source: LeadSource): { id: number } {
  const { db, input, now, log } = ctx;
  const key = keyOf(ctx.req, input.idempotencyKey);
  const existing = key ? db.leads.find((l) => l.idempotencyKey === key) : undefined;
  if (existing) return { id: existing.id };
  const place =
    'cartype' in input
      ? resolvePlace(db, {
          seriesCode: input.cartype,
          gradeId: input.ACId,
          dealerCode: input.dealer,
          provinceId: input.province,
          cityId: input.city,
        })
      : placeOfTestDrive(db, input);
  const lead: LeadRecord = {
    id: nextId(db, 'leads'),
    seriesCode: place.seriesCode,
    dealerId: place.dealer.id,
    phone: input.phone,
    s: input.s,
    userId: ctx.user?.id ?? null,
    source,
    idempotencyKey: key,
    createdAt: new Date(now).toISOString(),
    body: withoutKey(input),
  };
  db.leads.push(lead);
  log.info({ leadId: lead.id, dealerId: lead.dealerId, s: lead.s, source }, 'sale clue stored');
  return { id: lead.id };
}

export function createTestDrive(ctx: HandlerContext<TestDriveRequest, UserRecord | null>, source: LeadSource): { id: number } {
  const { db, input, now, log } = ctx;
  const key = keyOf(ctx.req, input.idempotencyKey);
  const existing = key ? db.testDrives.find((t) => t.idempotencyKey === key) : undefined;
  if (existing) return { id: existing.id };
  const place = placeOfTestDrive(db, input);
  const booking: TestDriveRecord = {
    ...withoutKey(input),
    id: nextId(db, 'testDrives'),
    seriesCode: place.seriesCode,
    dealerId: place.dealer.id,
    userId: ctx.user?.id ?? null,
    source,
    idempotencyKey: key,
    createdAt: new Date(now).toISOString(),
    status: 'submitted',
  };
  db.testDrives.push(booking);
  log.info({ testDriveId: booking.id, dealerId: booking.dealerId, s: booking.s, source }, 'test drive booked');
  return { id: booking.id };
}

export const leadRoutes: MountedRoute[] = [
  route({
    path: '/api/client/loadTcmi',
    method: 'GET',
    auth: 'none',
    input: z.object({
      dnrepfrm: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '须为1到64位字母、数字、-或_'),
    }),
    handle: ({ input }) => ({
      formCode: input.dnrepfrm,
      title: input.dnrepfrm.includes('testdrive') ? '预约试驾' : '获取报价',
      series: SERIES.map((s) => ({ code: s.code, name: s.name })),
      consentText: '我已阅读并同意《隐私政策》，同意奥瑞麟及授权经销商就本次咨询与我联系。',
      privacyUrl: '/privacy',
      bookingDays: BOOKING_DAYS,
    }),
  }),
  route({
    path: '/api/client/saleClue',
    method: 'POST',
    auth: 'optional',
    input: saleClueBody,
    mutates: true,
    handle: (ctx) => createSaleClue(ctx, 'api'),
  }),
  route({
    path: '/api/client/testDrivce',
    method: 'POST',
    auth: 'optional',
    input: testDriveBody,
    mutates: true,
    handle: (ctx) => createTestDrive(ctx, 'api'),
  }),
  route({
    path: '/api/client/smsAutoshow',
    method: 'POST',
    auth: 'none',
    input: z.object({ phone, name: personName, s: z.number().int().min(0).max(999) }).strict(),
    mutates: true,
    handle: ({ db, now, log, res, input }) => {
      const wait = noticeCooldown(db, input.phone, 'autoshow', now);
      if (wait > 0) {
        res.set('Retry-After', String(wait));
        throw new MockError('tooManyRequests', `发送过于频繁，请${wait}秒后再试`);
      }
      const text = `【奥瑞麟】尊敬的${input.name}，诚邀您莅临奥瑞麟车展展台，凭本短信可领取限量礼品一份。`;
      sendMessage(db, log, { to: input.phone, kind: 'autoshow', code: null, text, now });
      return { resendIn: 60 };
    },
  }),
];
