/** IP location, regions, dealers, dealer staff, dealer info by SMS. */
import { isIP } from 'node:net';
import { z } from 'zod';
import type { Dealer, DealerStaffInfo, FindDealersQuery, IpLocation, Province } from '#shared/api/client-api';
import type { Request } from 'express';
import { dealerSmsText } from '#shared/domain/dealer-sms';
import type { DealerRecord, MockDb } from '../db.ts';
import { DEALER_CITIES, DEFAULT_LOCATION, REGIONS, findCity } from '../data/regions.ts';
import { noticeCooldown, sendMessage } from '../auth/gateway.ts';
import { MockError } from '../http/envelope.ts';
import { noQuery, phone, queryId, bodyId, seriesCode } from '../http/input.ts';
import { route, type MountedRoute } from '../http/route.ts';

const ipv4 = z.string().refine((v) => isIP(v) === 4, '须为 IPv4 地址');

export const ipQuery = z.object({ ip: ipv4.optional() });
export const dealersQuery = z.object({
  provinceId: queryId.optional(),
  cityId: queryId.optional(),
  seriesCode: seriesCode.optional(),
});
export const staffQuery = z.object({ dealerId: queryId });

function isPrivate(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/, '');
  if (isIP(v4) !== 4) return true; // IPv6 callers: treat as local network in the mock
  const [a = 0, b = 0] = v4.split('.').map(Number);
  return (
    a === 127 ||
    a === 10 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/**
 * The caller's IP: `?ip=` (tests) wins, then the first `X-Forwarded-For` entry (the site's proxy sets it),
 * then the socket. Loopback and private addresses map to 上海市/上海市; a public address maps
 * deterministically (by its /16) to one of the dealer cities.
 */
export function locate(req: Request, explicitIp: string | undefined): IpLocation {
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip =
    explicitIp ?? (forwarded && isIP(forwarded) ? forwarded : undefined) ?? req.socket.remoteAddress ?? '127.0.0.1';
  let place: { province: string; city: string } = DEFAULT_LOCATION;
  if (!isPrivate(ip)) {
    const [a = 0, b = 0] = ip
      .replace(/^::ffff:/, '')
      .split('.')
      .map(Number);
    place = DEALER_CITIES[(a * 256 + b) % DEALER_CITIES.length] ?? DEFAULT_LOCATION;
  }
  const found = findCity(place.province, place.city);
  if (!found) throw new Error(`location ${place.province}/${place.city} is not in the region table`);
  return {
    provinceId: found.province.id,
    provinceName: found.province.name,
    cityId: found.city.id,
    cityName: found.city.name,
  };
}

export function regions(db: MockDb): Province[] {
  const counts = new Map<number, number>();
  for (const d of db.dealers) counts.set(d.cityId, (counts.get(d.cityId) ?? 0) + 1);
  return REGIONS.map((p) => ({
    id: p.id,
    name: p.name,
    cities: p.cities.map((c) => ({ id: c.id, name: c.name, dealerCount: counts.get(c.id) ?? 0 })),
  }));
}

function toDealer({ staff: _staff, qrcode: _qrcode, ...dealer }: DealerRecord): Dealer {
  return dealer;
}

export function findDealers(db: MockDb, query: FindDealersQuery): Dealer[] {
  return db.dealers
    .filter(
      (d) =>
        (query.provinceId === undefined || d.provinceId === query.provinceId) &&
        (query.cityId === undefined || d.cityId === query.cityId),
    )
    .filter((d) => !query.seriesCode || d.series.includes(query.seriesCode))
    .map(toDealer);
}

export function dealerStaff(db: MockDb, dealerId: number): DealerStaffInfo {
  const dealer = db.dealers.find((d) => d.id === dealerId);
  if (!dealer) throw new MockError('notFound', '经销商不存在');
  return { dealerId: dealer.id, dealerName: dealer.shortName, qrcode: dealer.qrcode, staff: dealer.staff };
}

export const dealerRoutes: MountedRoute[] = [
  route({
    path: '/api/client/IP',
    method: 'GET',
    auth: 'none',
    input: ipQuery,
    handle: ({ req, input }) => locate(req, input.ip),
  }),
  route({
    path: '/api/client/findRegions',
    method: 'GET',
    auth: 'none',
    input: noQuery,
    handle: ({ db }) => regions(db),
  }),
  route({
    path: '/api/client/findDealers',
    method: 'GET',
    auth: 'none',
    input: dealersQuery,
    handle: ({ db, input }) => findDealers(db, input),
  }),
  route({
    path: '/api/client/staffAndQrcode',
    method: 'GET',
    auth: 'none',
    input: staffQuery,
    handle: ({ db, input }) => dealerStaff(db, input.dealerId),
  }),
  route({
    path: '/api/client/smsDelaer',
    method: 'POST',
    auth: 'none',
    input: z.object({ dealerId: bodyId, phone }).strict(),
    mutates: true,
    handle: ({ db, now, log, res, input }) => {
      const dealer = db.dealers.find((d) => d.id === input.dealerId);
      if (!dealer) throw new MockError('notFound', '经销商不存在');
      const wait = noticeCooldown(db, input.phone, 'dealer-info', now);
      if (wait > 0) {
        res.set('Retry-After', String(wait));
        throw new MockError('tooManyRequests', `发送过于频繁，请${wait}秒后再试`);
      }
      const text = dealerSmsText(dealer);
      sendMessage(db, log, { to: input.phone, kind: 'dealer-info', code: null, text, now });
      return { resendIn: 60 };
    },
  }),
];
