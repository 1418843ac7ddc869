import { describe, expect, it } from 'vitest';
import { formatShareCode, isShareCode, normalizeShareCode, SHARE_CODE_ALPHABET, shareCodeFrom } from './share-code.ts';

const CODE = shareCodeFrom([10, 11, 1, 2, 12, 13, 3]); // "AB12CD3" + check

describe('share codes', () => {
  it('are 8 characters of Crockford base32 ending in a check character', () => {
    expect(CODE).toMatch(/^AB12CD3[0-9A-HJKMNP-TV-Z]$/);
    expect(SHARE_CODE_ALPHABET).toBe('0123456789ABCDEFGHJKMNPQRSTVWXYZ');
    expect(normalizeShareCode(CODE)).toBe(CODE);
  });

  it('read case-insensitively, ignoring spaces and hyphens as people type them', () => {
    const typed = `${CODE.slice(0, 4).toLowerCase()} - ${CODE.slice(4, 6)}\u3000${CODE.slice(6).toLowerCase()}`;
    expect(normalizeShareCode(typed)).toBe(CODE);
    expect(normalizeShareCode(formatShareCode(CODE))).toBe(CODE);
  });

  it('read I and L as 1 and O as 0 (Crockford decoding)', () => {
    const code = shareCodeFrom([1, 0, 5, 5, 5, 5, 5]);
    expect(normalizeShareCode(`I${code.slice(1)}`)).toBe(code);
    expect(normalizeShareCode(`l${code.slice(1)}`)).toBe(code);
    expect(normalizeShareCode(`1O${code.slice(2)}`)).toBe(code);
  });

  it('reject a wrong length, a character outside the alphabet and a wrong check character', () => {
    expect(normalizeShareCode(CODE.slice(0, 7))).toBeNull();
    expect(normalizeShareCode(`${CODE}0`)).toBeNull();
    expect(normalizeShareCode(`U${CODE.slice(1)}`)).toBeNull();
    expect(normalizeShareCode(`${CODE.slice(0, 7)}${CODE.endsWith('0') ? '1' : '0'}`)).toBeNull();
    expect(isShareCode('')).toBe(false);
  });

  it('catch every single mistyped character', () => {
    for (let position = 0; position < 8; position++) {
      for (const char of SHARE_CODE_ALPHABET) {
        if (CODE[position] === char) continue;
        const typo = CODE.slice(0, position) + char + CODE.slice(position + 1);
        expect(isShareCode(typo), typo).toBe(false);
      }
    }
  });

  it('refuse values outside 0..31 when generated', () => {
    expect(() => shareCodeFrom([32, 0, 0, 0, 0, 0, 0])).toThrow(RangeError);
    expect(() => shareCodeFrom([0, 0, 0])).toThrow(RangeError);
  });
});
