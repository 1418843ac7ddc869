/**
 * `?page=` of the news list. Deliberate rules, the same everywhere:
 * - absent or empty -> page 1;
 * - a plain positive integer without sign or leading zeros ("2") -> that page;
 * - anything else ("0", "-1", "1.5", "02", "abc", too long) -> not a page of this list: 404;
 * - a page beyond the last -> 404 (page 1 of an empty list is an empty page, not an error).
 * A repeated parameter (`?page=2&page=3`): the first counts, as everywhere on the site.
 */
export const NEWS_PAGE_SIZE = 20;

export function parsePageParam(raw: string | null): number | null {
  if (raw === null || raw === '') return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null;
  return Number(raw);
}

export function lastPage(total: number, pageSize = NEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page numbers to link, with `null` for a gap: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, last: number): Array<number | null> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  });
  return out;
}
