/**
 * Traffic channel codes. A visit's `utm_source` maps to the code that lead forms send in `s`.
 * Unknown or missing sources count as the official site (25).
 */
export const DEFAULT_CHANNEL = 25;

/** Keys are lower-case: `utm_source` matching is case-insensitive. */
const CHANNEL_BY_SOURCE: Readonly<Record<string, number>> = {
  xhs: 34,
  douyin: 33,
  weibo: 36,
  zhihu: 35,
  wechat: 30,
  miniprogram: 31,
  official: 25,
  'baidu-bz': 25,
};

export const UTM_CHANNEL_COOKIE = 'utm_channel';
/** 30 days, in seconds. */
export const UTM_CHANNEL_MAX_AGE = 30 * 24 * 60 * 60;

/** Normalises a raw `utm_source` value: trimmed and lower-cased; empty means absent. */
export function normalizeUtmSource(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim().toLowerCase();
  return value === '' ? null : value;
}

/** Channel code for a `utm_source` value (any case, surrounding spaces ignored). */
export function channelForSource(raw: string | null | undefined): number {
  const source = normalizeUtmSource(raw);
  if (source === null) return DEFAULT_CHANNEL;
  return CHANNEL_BY_SOURCE[source] ?? DEFAULT_CHANNEL;
}

/** The `utm_source` that stands for a channel code (a poster's or a share card's link keeps the visit's channel). */
export function sourceForChannel(code: number): string {
  if (code === DEFAULT_CHANNEL) return 'official';
  return Object.keys(CHANNEL_BY_SOURCE).find((source) => CHANNEL_BY_SOURCE[source] === code) ?? 'official';
}

/** Every code the table can produce; a cookie holding anything else is ignored. */
export const KNOWN_CHANNELS: ReadonlySet<number> = new Set([DEFAULT_CHANNEL, ...Object.values(CHANNEL_BY_SOURCE)]);

/** Parses the `utm_channel` cookie value, or null when it is missing or not a known code. */
export function parseChannelCookie(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !/^\d{1,3}$/.test(raw)) return null;
  const code = Number(raw);
  return KNOWN_CHANNELS.has(code) ? code : null;
}

/**
 * The channel of a request: a present `utm_source` wins (and should be stored in the cookie);
 * otherwise the cookie's code stands; otherwise the default.
 */
export function resolveChannel(utmSource: string | null | undefined, cookieValue: string | null | undefined): {
  channel: number;
  /** Set when the cookie must be (re)written. */
  setCookie: number | null;
} {
  if (normalizeUtmSource(utmSource) !== null) {
    const channel = channelForSource(utmSource);
    return { channel, setCookie: channel };
  }
  return { channel: parseChannelCookie(cookieValue) ?? DEFAULT_CHANNEL, setCookie: null };
}
