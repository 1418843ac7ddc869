/**
 * 关怀版, the site's ageing-friendly mode: one cookie holds whether it is on and its text size, so the
 * server renders the mode from the first byte (the edge context carries it, the page cache keys on it).
 * 0: off; 1, 2, 3: on at 标准 / 大 / 特大.
 */
export type CareLevel = 0 | 1 | 2 | 3;

export const CARE_COOKIE = 'care_mode';
/** A year, in seconds: a preference, kept until the visitor changes it. */
export const CARE_MAX_AGE = 365 * 24 * 60 * 60;

/** The large pointer on desktops, a choice within the mode: its own cookie, kept as long as the mode's. */
export const CARE_POINTER_COOKIE = 'care_pointer';

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

/** The pointer switch's query value: on, off, or null for anything else. */
export function parseCarePointer(raw: unknown): boolean | null {
  return raw === '1' ? true : raw === '0' ? false : null;
}

/** The large pointer is part of the mode: outside it the cookie is kept but means nothing. */
export function carePointerOfCookie(level: CareLevel, raw: unknown): boolean {
  return level > 0 && raw === '1';
}
