/**
 * Page numbers of the API's paged lists and of the site's `?page=` URLs. The API refuses a page over
 * `MAX_PAGE` or a page size over `MAX_PAGE_SIZE`; the site's lists stop at the same page, so a URL the
 * API would refuse is simply a page that does not exist (404), never an upstream failure.
 */
export const MAX_PAGE = 10_000;
export const MAX_PAGE_SIZE = 100;

/**
 * `?page=` of a list page. Deliberate rules, the same for every list:
 * - absent or empty -> page 1;
 * - a plain positive integer without sign or leading zeros ("2") up to `MAX_PAGE` -> that page;
 * - anything else ("0", "-1", "1.5", "02", "abc", over `MAX_PAGE`) -> not a page of the list (`null`, a 404).
 */
export function parsePageParam(raw: string | null): number | null {
  if (raw === null || raw === '') return 1;
  if (!/^[1-9]\d*$/.test(raw) || raw.length > String(MAX_PAGE).length) return null;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : null;
}
