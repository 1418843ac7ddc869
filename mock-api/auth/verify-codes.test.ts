import { describe, expect, it } from 'vitest';
import type { MockDb } from '../db.ts';
import { checkCode, issueCode } from './verify-codes.ts';

function emptyDb(): MockDb {
  return { verifyCodes: [], sequences: {} } as unknown as MockDb;
}

describe('verification codes', () => {
  const target = '13800138000';

  it('issues 6 random digits and enforces the 60 s cooldown per target', () => {
    const db = emptyDb();
    const first = issueCode(db, { target, purpose: 'login', now: 0 });
    expect(first.ok && /^\d{6}$/.test(first.record.code)).toBe(true);
    expect(issueCode(db, { target, purpose: 'cancel', now: 59_000 })).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(issueCode(db, { target, purpose: 'cancel', now: 60_000 }).ok).toBe(true);
  });

  it("keeps the cooldown of a used code when another phone asks for one", () => {
    const db = emptyDb();
    issueCode(db, { target, purpose: 'login', now: 0, fixedCode: '123456' });
    expect(checkCode(db, { target, purpose: 'login', code: '123456', now: 1_000, consume: true })).toBe('ok');
    expect(issueCode(db, { target: '13900139000', purpose: 'login', now: 2_000 }).ok).toBe(true);
    expect(issueCode(db, { target, purpose: 'login', now: 3_000 })).toEqual({ ok: false, retryAfterSeconds: 57 });
    // Once the cooldown is over the used code is dropped with the next issue.
    expect(issueCode(db, { target, purpose: 'login', now: 60_000 }).ok).toBe(true);
    expect(db.verifyCodes.filter((c) => c.target === target)).toHaveLength(1);
  });

  it('is single use, bound to purpose, expires after 5 minutes', () => {
    const db = emptyDb();
    issueCode(db, { target, purpose: 'login', now: 0, fixedCode: '123456' });
    expect(checkCode(db, { target, purpose: 'cancel', code: '123456', now: 1, consume: true })).toBe('invalid');
    expect(checkCode(db, { target, purpose: 'login', code: '123456', now: 300_000, consume: true })).toBe('expired');
    issueCode(db, { target, purpose: 'login', now: 400_000, fixedCode: '123456' });
    expect(checkCode(db, { target, purpose: 'login', code: '123456', now: 400_001, consume: true })).toBe('ok');
    expect(checkCode(db, { target, purpose: 'login', code: '123456', now: 400_002, consume: true })).toBe('invalid');
  });

  it('dies on the fifth wrong try', () => {
    const db = emptyDb();
    issueCode(db, { target, purpose: 'login', now: 0, fixedCode: '123456' });
    const results = Array.from({ length: 5 }, () =>
      checkCode(db, { target, purpose: 'login', code: '000000', now: 1, consume: true }),
    );
    expect(results).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'locked']);
    expect(checkCode(db, { target, purpose: 'login', code: '123456', now: 2, consume: true })).toBe('locked');
  });
});
