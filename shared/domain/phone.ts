/**
 * Mainland mobile numbers as people type or paste them: full-width digits and signs (Chinese input
 * methods), spaces, hyphens and dashes, brackets, a leading +86 or 0086, and the invisible direction
 * marks and zero-width characters that a number copied from a phone's contacts carries.
 */

/**
 * What separates the digits and means nothing: white space, dashes (any `Pd`, and the minus sign),
 * brackets, and invisible format characters (`Cf`: U+200B–U+200F, U+202A–U+202E, U+2060, U+FEFF, …).
 */
const SEPARATORS = /[\s\p{Pd}\u2212()[\]\p{Cf}]/gu;

/**
 * Full-width forms to ASCII (NFKC: ＋, －, （）, full-width digits, the ideographic space), separators
 * removed, then a leading country code (+86, 86, 0086) removed when a mobile number follows it.
 */
export function normalizePhone(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(SEPARATORS, '')
    .replace(/^(?:\+|00)?86(?=1\d{10}$)/, '');
}

export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

export function isMainlandMobile(phone: string): boolean {
  return MAINLAND_MOBILE.test(phone);
}

/**
 * How much a phone field takes before it is normalised: room for a pasted contact with its country
 * code, separators and invisible marks (`‭+86 (138) 0013-8000‬` is 21 characters), not for an essay.
 */
export const PHONE_INPUT_MAX_LENGTH = 32;
