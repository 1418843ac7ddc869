/**
 * What a request that got no usable answer is answered with (envelope.ts re-exports both): a module of
 * its own because the browser's API client, part of every page, needs only these two of the envelope's
 * names, and would otherwise carry its code tables into every page.
 */

/** Code used when the request itself failed (network, timeout, non-2xx, unparsable body). */
export const REQUEST_FAILED = -1;
export const REQUEST_FAILED_MSG = '请求错误';
