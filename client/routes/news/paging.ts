/**
 * `?page=` of the news list: read by `parsePageParam` (shared/domain/paging.ts), and a page beyond the
 * last -> 404 (page 1 of an empty list is an empty page, not an error).
 * A repeated parameter (`?page=2&page=3`): the first counts, as everywhere on the site.
 */
export const NEWS_PAGE_SIZE = 20;

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
