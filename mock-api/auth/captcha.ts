/** Image captchas (svg-captcha): 4 characters, valid 5 minutes, single use. */
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { nextId, type CaptchaRecord, type MockDb } from '../db.ts';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export function issueCaptcha(db: MockDb, now: number): { record: CaptchaRecord; svg: string } {
  const image = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    width: 120,
    height: 40,
    background: '#f4f4f5',
  });
  db.captchas = db.captchas.filter((c) => c.expiresAt > now || now - c.createdAt < 60 * 60 * 1000);
  const record: CaptchaRecord = {
    id: nextId(db, 'captchas'),
    key: randomUUID(),
    answer: image.text,
    createdAt: now,
    expiresAt: now + CAPTCHA_TTL_MS,
    usedAt: null,
  };
  db.captchas.push(record);
  return { record, svg: image.data };
}

/** True when `answer` (any case) matches an unused, unexpired captcha. `consume` marks it used. */
export function checkCaptcha(db: MockDb, key: string, answer: string, now: number, consume: boolean): boolean {
  const record = db.captchas.find((c) => c.key === key);
  if (!record || record.usedAt !== null || now >= record.expiresAt) return false;
  if (record.answer.toLowerCase() !== answer.trim().toLowerCase()) {
    // A wrong answer burns the captcha: no guessing the same image twice.
    record.usedAt = now;
    return false;
  }
  if (consume) record.usedAt = now;
  return true;
}
