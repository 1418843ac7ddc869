/**
 * One-time verification codes (SMS and e-mail), per docs/architecture.md#one-time-codes-and-rate-limits:
 * 6 digits from a CSPRNG, valid 5 minutes, single use, bound to target + purpose, dead after 5 wrong
 * tries, 60 s resend cooldown per target. A new code for the same target and purpose replaces the
 * previous one.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { nextId, type CodePurpose, type MockDb, type VerifyCodeRecord } from '../db.ts';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const RESEND_COOLDOWN_MS = 60 * 1000;
export const MAX_FAILURES = 5;

export type IssueResult = { ok: true; record: VerifyCodeRecord } | { ok: false; retryAfterSeconds: number };

export function issueCode(
  db: MockDb,
  options: { target: string; purpose: CodePurpose; now: number; fixedCode?: string | undefined },
): IssueResult {
  const { target, purpose, now } = options;
  const last = db.verifyCodes
    .filter((c) => c.target === target)
    .reduce<VerifyCodeRecord | undefined>((a, c) => (!a || c.createdAt > a.createdAt ? c : a), undefined);
  if (last && now - last.createdAt < RESEND_COOLDOWN_MS) {
    return { ok: false, retryAfterSeconds: Math.ceil((last.createdAt + RESEND_COOLDOWN_MS - now) / 1000) };
  }
  // Drop dead codes (used or expired), but keep every code younger than the cooldown: it is what
  // holds back the next send to its phone. A new code supersedes the unused one of the same purpose.
  db.verifyCodes = db.verifyCodes.filter((c) => {
    if (c.target === target && c.purpose === purpose && c.usedAt === null) return false;
    return (c.expiresAt > now && c.usedAt === null) || now - c.createdAt < RESEND_COOLDOWN_MS;
  });
  const record: VerifyCodeRecord = {
    id: nextId(db, 'verifyCodes'),
    target,
    purpose,
    code: options.fixedCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0'),
    createdAt: now,
    expiresAt: now + CODE_TTL_MS,
    failures: 0,
    usedAt: null,
  };
  db.verifyCodes.push(record);
  return { ok: true, record };
}

export type CheckResult = 'ok' | 'invalid' | 'expired' | 'locked';

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Checks a code. A wrong answer counts against the code; the fifth wrong answer kills it ('locked'),
 * and so does every later attempt, right or wrong. `consume` marks a right code used.
 */
export function checkCode(
  db: MockDb,
  options: { target: string; purpose: CodePurpose; code: string; now: number; consume: boolean },
): CheckResult {
  const record = db.verifyCodes.find(
    (c) => c.target === options.target && c.purpose === options.purpose && c.usedAt === null,
  );
  if (!record) return 'invalid';
  if (record.failures >= MAX_FAILURES) return 'locked';
  if (options.now >= record.expiresAt) return 'expired';
  if (!sameCode(record.code, options.code)) {
    record.failures += 1;
    return record.failures >= MAX_FAILURES ? 'locked' : 'invalid';
  }
  if (options.consume) record.usedAt = options.now;
  return 'ok';
}

export function consumeCode(db: MockDb, target: string, purpose: CodePurpose, now: number): void {
  const record = db.verifyCodes.find((c) => c.target === target && c.purpose === purpose && c.usedAt === null);
  if (record) record.usedAt = now;
}
