/**
 * Pages carry `Cache-Control: no-transform` so that intermediaries (Baidu's transcoder, carriers'
 * proxies) leave them as they are. The directive binds intermediaries, not the origin, but the
 * `compression` middleware honours it too and would send every HTML page uncompressed (the dealer page
 * is ~380 KB as text). Two header hooks around compression hide the directive from its decision and put
 * it back before the headers leave, so pages are gzipped here and still say no-transform.
 *
 * Order (on-headers: the hook registered last runs first): `hideNoTransform` is mounted after
 * `compression()`, so it runs before compression decides; `restoreNoTransform` is mounted before it, so
 * it runs after.
 */
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

const NO_TRANSFORM = /(^|,)\s*no-transform\s*(?=,|$)/i;
/**
 * The hidden header, kept on the response itself: a module-level WeakMap keyed by responses would keep
 * its values through young collections (docs/decisions/0048-no-request-keys-in-long-lived-weakmaps.md).
 */
const HIDDEN = Symbol('Cache-Control hidden from compression');
type HidingResponse = ServerResponse & { [HIDDEN]?: string };

export const restoreNoTransform: RequestHandler = (_req, res, next) => {
  onHeaders(res, function restore(this: HidingResponse) {
    const original = this[HIDDEN];
    if (original !== undefined) this.setHeader('Cache-Control', original);
  });
  next();
};

export const hideNoTransform: RequestHandler = (_req, res, next) => {
  onHeaders(res, function hide(this: HidingResponse) {
    const value = this.getHeader('Cache-Control');
    if (typeof value !== 'string' || !NO_TRANSFORM.test(value)) return;
    this[HIDDEN] = value;
    const rest = value
      .replace(NO_TRANSFORM, '$1')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', ');
    if (rest) this.setHeader('Cache-Control', rest);
    else this.removeHeader('Cache-Control');
  });
  next();
};
