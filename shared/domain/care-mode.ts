/**
 * 关怀版, the site's ageing-friendly mode: one cookie holds whether it is on and its text size, so the
 * server renders the mode from the first byte (the edge context carries it, the page cache keys on it).
 * 0: off; 1, 2, 3: on at 标准 / 大 / 特大.
 */
export type CareLevel = 0 | 1 | 2 | 3;

export const CARE_COOKIE = 'care_mode';
/** A year, in seconds: a preference, kept until the visitor changes it. */
export const CARE_MAX_AGE = 365 * 24 * 60 * 60;

export const CARE_SIZES: ReadonlyArray<{ level: Exclude<CareLevel, 0>; label: string }> = [
  { level: 1, label: '标准' },
  { level: 2, label: '大' },
  { level: 3, label: '特大' },
];

/** A cookie or query value as a level; anything else is off (the cookie) or null (a bad query). */
export function parseCareLevel(raw: unknown): CareLevel | null {
  return raw === '0' || raw === '1' || raw === '2' || raw === '3' ? (Number(raw) as CareLevel) : null;
}

export function careLevelOfCookie(raw: unknown): CareLevel {
  return parseCareLevel(raw) ?? 0;
}
