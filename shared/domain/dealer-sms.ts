/**
 * The dealer message that 「发送到手机」 texts (smsDelaer): the upstream composes it from the dealer id,
 * the site shows the same text as a preview before sending. One function for both, so they never differ.
 */
import type { Dealer } from '../api/client-api.ts';

/**
 * AMap's URI API marker: opens the map app or the mobile web map on any phone. Kept short (no encoded
 * name: the message already names the dealer), so the text stays within few SMS segments.
 */
export function dealerMapLink(dealer: Pick<Dealer, 'lat' | 'lng'>): string {
  return `https://uri.amap.com/marker?position=${dealer.lng},${dealer.lat}&src=aurelion`;
}

export function dealerSmsText(
  dealer: Pick<Dealer, 'shortName' | 'address' | 'salesPhone' | 'hours' | 'lat' | 'lng'>,
): string {
  return `【奥瑞麟】${dealer.shortName}，地址：${dealer.address}，销售热线：${dealer.salesPhone}，营业时间：${dealer.hours}，地图：${dealerMapLink(dealer)}`;
}

/** Limits of 「发送到手机」, counted in the shared store (server/dealer-services/dealer-sms.ts). */
export const DEALER_SMS_LIMITS = {
  /** The same phone waits this long between two messages. */
  phoneCooldownMs: 60_000,
  /** Messages to one phone per day. */
  phonePerDay: 5,
  /** Messages from one IP per hour. */
  ipPerHour: 10,
} as const;
