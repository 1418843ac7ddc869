/**
 * Share codes of saved builds: 8 characters of Crockford base32 (digits and letters without I, L, O, U),
 * the last one a Luhn mod 32 check character over the first seven, so a mistyped code is rejected
 * before any lookup. Typing is forgiving the way Crockford intends: case-insensitive, spaces and hyphens
 * ignored, I and L read as 1, O as 0. Browser-safe: the mock issues codes with these functions and the
 * site checks them.
 */

export const SHARE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SHARE_CODE_LENGTH = 8;
const BASE = SHARE_CODE_ALPHABET.length;

function valueOf(char: string): number {
  return SHARE_CODE_ALPHABET.indexOf(char);
}

/** Luhn mod N: catches every single wrong character and most swaps of neighbours. */
function checkValue(values: readonly number[]): number {
  let sum = 0;
  let factor = 2;
  for (let i = values.length - 1; i >= 0; i--) {
    const addend = factor * (values[i] ?? 0);
    sum += Math.floor(addend / BASE) + (addend % BASE);
    factor = factor === 2 ? 1 : 2;
  }
  return (BASE - (sum % BASE)) % BASE;
}

/**
 * A code from seven random values in 0..31 (the caller's randomness: `crypto.randomInt` in the mock,
 * a seeded generator for seed data).
 */
export function shareCodeFrom(randomValues: readonly number[]): string {
  if (
    randomValues.length !== SHARE_CODE_LENGTH - 1 ||
    randomValues.some((v) => !Number.isInteger(v) || v < 0 || v >= BASE)
  )
    throw new RangeError('shareCodeFrom needs seven integers in 0..31');
  const body = randomValues.map((v) => SHARE_CODE_ALPHABET[v]).join('');
  return body + SHARE_CODE_ALPHABET[checkValue(randomValues)];
}

/**
 * The canonical form of what someone typed (`ab12-cd3 4`, `AB12CD34`), or null when it cannot be a
 * share code (wrong length, a character outside the alphabet, or a wrong check character).
 */
export function normalizeShareCode(input: string): string | null {
  const compact = input
    .replace(/[\s\u3000\-\u2010-\u2015]/g, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (compact.length !== SHARE_CODE_LENGTH) return null;
  const values = [...compact].map(valueOf);
  if (values.some((v) => v < 0)) return null;
  if (checkValue(values.slice(0, -1)) !== values.at(-1)) return null;
  return compact;
}

export function isShareCode(input: string): boolean {
  return normalizeShareCode(input) !== null;
}

/** `AB12CD34` -> `AB12-CD34`, easier to read aloud and to type. */
export function formatShareCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
