/**
 * Leads: sale clues and test-drive bookings (both also through the legacy host), the lead-form setup and
 * the auto-show invitation SMS. Bookings honour an idempotency key (`Idempotency-Key` header or
 * `idempotencyKey` body field): a repeated submit answers the first lead's id and creates nothing.
 */
import { z } from 'zod';
import type { Request } from 'express';
import { nextId, type LeadRecord, type LeadSource, type MockDb, type TestDriveRecord, type UserRecord } from '../db.ts';
import { noticeCooldown, sendMessage } from '../auth/gateway.ts';
import { SERIES } from '../data/series.ts';
import { MockError } from '../http/envelope.ts';
import { bodyId, personName, phone, seriesCode } from '../http/input.ts';
import { route, type HandlerContext, type MountedRoute } from '../http/route.ts';

const idempotencyKey = z.string().regex(/^[\w-]{8,64}$/, 'idempotencyKey 须为8到64位字母、数字、-或_');

const leadFields = {
  name: personName,
  phone,
  seriesCode,
  provinceId: bodyId,
  cityId: bodyId,
  dealerId: bodyId,
  s: z.number('渠道 s 必须是数字').int().min(0).max(999),
  consent: z.literal(true, '请阅读并同意隐私政策'),
  shareWithDealer: z.boolean().optional(),
  idempotencyKey: idempotencyKey.optional(),
};

export const saleClueBody = z
  .object({ ...leadFields, remark: z.string().trim().max(200, '备注最多200字').optional() })
  .strict();
export const testDriveBody = z.object({ ...leadFields, preferredDate: z.iso.date('日期格式须为 YYYY-MM-DD') }).strict();

const DAY = 86_400_000;
const BOOKING_DAYS = 30;

/** Calendar date in China (UTC+8) of an instant. */
function chinaDate(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

function keyOf(req: Request, bodyKey: string | undefined): string | null {
  const header = req.get('idempotency-key');
  if (header !== undefined) {
    const parsed = idempotencyKey.safeParse(header);
    if (!parsed.success) throw new MockError('badRequest', '参数错误：Idempotency-Key 须为8到64位字母、数字、-或_');
    return parsed.data;
  }
  return bodyKey ?? null;
}

function checkDealer(db: MockDb, input: z.output<typeof saleClueBody> | z.output<typeof testDriveBody>): void {
  const dealer = db.dealers.find((d) => d.id === input.dealerId);
  if (!dealer) throw new MockError('badRequest', '经销商不存在');
  if (dealer.provinceId !== input.provinceId || dealer.cityId !== input.cityId)
    throw new MockError('badRequest', '经销商不在所选省市');
  if (!dealer.series.includes(input.seriesCode)) throw new MockError('badRequest', '该经销商不销售所选车系');
}

function baseRecord(
  input: z.output<typeof saleClueBody>,
  user: UserRecord | null,
  source: LeadSource,
  key: string | null,
  now: number,
) {
  return {
    name: input.name,
    phone: input.phone,
    seriesCode: input.seriesCode,
    provinceId: input.provinceId,
    cityId: input.cityId,
    dealerId: input.dealerId,
    s: input.s,
    consent: input.consent,
    shareWithDealer: input.shareWithDealer ?? false,
    userId: user?.id ?? null,
    source,
    idempotencyKey: key,
    createdAt: new Date(now).toISOString(),
  };
}

export function createSaleClue(
  ctx: HandlerContext<z.output<typeof saleClueBody>, UserRecord | null>,
  source: LeadSource,
): { id: number } {
  const { db, input, now, log } = ctx;
  const key = keyOf(ctx.req, input.idempotencyKey);
  const existing = key ? db.leads.find((l) => l.idempotencyKey === key) : undefined;
  if (existing) return { id: existing.id };
  checkDealer(db, input);
  const lead: LeadRecord = {
    id: nextId(db, 'leads'),
    ...baseRecord(input, ctx.user, source, key, now),
    remark: input.remark ?? '',
  };
  db.leads.push(lead);
  log.info({ leadId: lead.id, dealerId: lead.dealerId, s: lead.s, source }, 'sale clue stored');
  return { id: lead.id };
}

export function createTestDrive(
  ctx: HandlerContext<z.output<typeof testDriveBody>, UserRecord | null>,
  source: LeadSource,
): { id: number } {
  const { db, input, now, log } = ctx;
  const key = keyOf(ctx.req, input.idempotencyKey);
  const existing = key ? db.testDrives.find((t) => t.idempotencyKey === key) : undefined;
  if (existing) return { id: existing.id };
  const today = chinaDate(now);
  if (input.preferredDate < today || input.preferredDate > chinaDate(now + BOOKING_DAYS * DAY)) {
    throw new MockError('badRequest', `预约日期须在今天起${BOOKING_DAYS}天内`);
  }
  checkDealer(db, input);
  const booking: TestDriveRecord = {
    id: nextId(db, 'testDrives'),
    ...baseRecord(input, ctx.user, source, key, now),
    preferredDate: input.preferredDate,
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
      dnrepfrm: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/i, 'dnrepfrm 须为1到32位字母、数字、-或_'),
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
    input: z.object({ phone, name: personName, s: z.number('渠道 s 必须是数字').int().min(0).max(999) }).strict(),
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
