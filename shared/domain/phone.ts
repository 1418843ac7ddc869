/** Mainland mobile numbers as people type them: full-width digits, spaces, hyphens, a leading +86. */

/** Full-width digits to ASCII; spaces, hyphens and a leading +86 removed. */
export function normalizePhone(raw: string): string {
  return raw
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u3000-]/g, '')
    .replace(/^\+?86(?=1\d{10}$)/, '');
}

export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

export function isMainlandMobile(phone: string): boolean {
  return MAINLAND_MOBILE.test(phone);
}
