/**
 * `dnrepfrm` (loadTcmi): the code of the form a lead or repair form was opened from. Opaque to the site:
 * at most 64 of `[A-Za-z0-9_-]`. The proxy refuses anything else (server/dealer-services/routes.ts); a
 * page that reads one from its URL falls back to its own default instead of echoing it.
 */
export const FORM_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The after-sales page's dealer repair-form link. */
export const AFTER_SALES_REPAIR_FORM = 'aftersales-repair';

export function isFormCode(value: unknown): value is string {
  return typeof value === 'string' && FORM_CODE.test(value);
}
