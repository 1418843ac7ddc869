/**
 * A cached page's key: the variant of the markup and the query parameters its routes declare they read
 * (tracking parameters aside).
 */
import type { EdgeContext } from '#shared/domain/edge-context';

/**
 * Parameters no page reads: campaign tags (the channel is resolved from `utm_source` at the edge and
 * kept in a cookie, both per request) and the ones WeChat appends to shared links.
 */
export function isTrackingParam(name: string): boolean {
  return name.startsWith('utm_') || name === 'from' || name === 'isappinstalled';
}

export interface Variant {
  id: string;
  flags: Pick<EdgeContext, 'isMobile' | 'isMiniProgram' | 'isMacWechat' | 'care' | 'carePointer'>;
}

/**
 * The care level and its pointer change the document itself (its attributes, the chrome): one entry
 * per combination.
 */
export function variantOf(edge: EdgeContext): Variant {
  const { isMobile, isMiniProgram, isMacWechat, care, carePointer } = edge;
  return {
    id: `${+isMobile}${+isMiniProgram}${+isMacWechat}${care}${+carePointer}`,
    flags: { isMobile, isMiniProgram, isMacWechat, care, carePointer },
  };
}

/** Which query parameters are kept in the key; null when the request carries one the route does not declare. */
export function cacheQuery(search: URLSearchParams, declared: readonly string[]): string | null {
  const kept: [string, string][] = [];
  for (const [name, value] of search) {
    if (declared.includes(name)) kept.push([name, value]);
    else if (!isTrackingParam(name)) return null;
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}
