import { describe, expect, it } from 'vitest';
import { isMainlandMobile, normalizePhone, PHONE_INPUT_MAX_LENGTH } from './phone.ts';

describe('normalizePhone: a mainland mobile number as people type or paste it', () => {
  it.each([
    ['plain', '13812345678'],
    ['+86', '+8613812345678'],
    ['86 without the plus', '8613812345678'],
    ['0086', '008613812345678'],
    ['+86 and spaces', '+86 138 1234 5678'],
    ['0086 and spaces', '0086 138 1234 5678'],
    ['ideographic and no-break spaces', '138\u30001234\u00a05678'],
    ['full-width digits', '１３８１２３４５６７８'],
    ['full-width plus and digits', '＋８６ １３８１２３４５６７８'],
    ['hyphens', '138-1234-5678'],
    ['full-width hyphens', '138－1234－5678'],
    ['en and em dashes', '138–1234—5678'],
    ['other dashes and the minus sign', '138‐1234―5678−'],
    ['brackets', '(138) 1234-5678'],
    ['full-width brackets', '（138）1234 5678'],
    ['+86 with brackets', '+86 (138) 1234 5678'],
    ['iOS contact copy (LRO/PDF marks)', '\u202d+86 138 1234 5678\u202c'],
    ['left-to-right and right-to-left marks', '\u200e138\u200f1234 5678\u200e'],
    ['zero-width spaces and joiners', '\u200b138\u200c1234\u200d5678\ufeff'],
  ])('%s: %j', (_, raw) => {
    const phone = normalizePhone(raw);
    expect(phone).toBe('13812345678');
    expect(isMainlandMobile(phone)).toBe(true);
  });

  it.each([
    ['letters', 'abcdefghijk'],
    ['empty', ''],
    ['too short', '1381234567'],
    ['too long', '138123456789'],
    ['a landline', '021-6888-8888'],
    ['another country code', '+1 138 1234 5678'],
    ['86 before a number that is not a mobile', '+86 238 1234 5678'],
    ['a second country code', '+86 86 138 1234 5678'],
    ['digits mixed with letters', '138x1234y5678'],
    ['starts with 12', '12812345678'],
  ])('%s stays invalid: %j', (_, raw) => {
    expect(isMainlandMobile(normalizePhone(raw))).toBe(false);
  });

  it('keeps a number of another shape as typed (minus the separators), for the form to refuse', () => {
    expect(normalizePhone('+1 (415) 555-0100')).toBe('+14155550100');
  });

  it('the phone fields take a pasted contact whole (its marks, country code and separators)', () => {
    const pasted = '\u202d+86 (138) 0013-8000\u202c';
    expect(pasted.length).toBeLessThanOrEqual(PHONE_INPUT_MAX_LENGTH);
    expect(normalizePhone(pasted)).toBe('13800138000');
  });
});
