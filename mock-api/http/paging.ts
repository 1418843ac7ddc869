import type { Paged } from '#shared/api/envelope';

/** Slices `items` (already filtered and sorted) into one 1-based page. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Paged<T> {
  const start = (page - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}
