/**
 * An id as written in a URL. A module of its own: the region selects of every lead form read ids from
 * the query too, and importing it from the trade-in rules would put those in every such page's chunks.
 */

/** An id as written in a URL: digits only, no leading zero. */
export function parseId(raw: string | null): number | null {
  return raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}
