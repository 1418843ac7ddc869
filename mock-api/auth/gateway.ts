/**
 * The mock SMS / e-mail gateway: every message is recorded (`/__mock/records/sms`, newest first) and
 * logged. The log line names the verification code, so developers can log in locally.
 */
import type { Logger } from 'pino';
import type { User } from '#shared/api/user-api';
import { nextId, type MockDb, type SmsKind, type UserRecord } from '../db.ts';
import { maskPhone } from '../http/request-log.ts';

export function sendMessage(
  db: MockDb,
  log: Logger,
  message: { to: string; kind: SmsKind; code: string | null; text: string; now: number },
): void {
  db.sms.push({
    id: nextId(db, 'sms'),
    to: message.to,
    kind: message.kind,
    code: message.code,
    text: message.text,
    sentAt: new Date(message.now).toISOString(),
  });
  // Keep the record list bounded in long-running dev sessions.
  if (db.sms.length > 500) db.sms.splice(0, db.sms.length - 500);
  const to = message.to.includes('@') ? message.to : maskPhone(message.to);
  if (message.code)
    log.info(
      { to, kind: message.kind, code: message.code },
      `verification code ${message.code} sent to ${to} (${message.kind})`,
    );
  else log.info({ to, kind: message.kind }, `message sent to ${to} (${message.kind})`);
}

export function codeText(code: string, purpose: string): string {
  return `【奥瑞麟】您的${purpose}验证码为${code}，5分钟内有效。如非本人操作，请忽略本短信。`;
}

export function toUser(record: UserRecord): User {
  return { ...record, phone: maskPhone(record.phone) };
}

export const NOTICE_COOLDOWN_MS = 60 * 1000;

/** Seconds until `to` may receive another message of `kind`, or 0 (notices without a code). */
export function noticeCooldown(db: MockDb, to: string, kind: SmsKind, now: number): number {
  const last = db.sms
    .filter((m) => m.to === to && m.kind === kind)
    .reduce((max, m) => Math.max(max, Date.parse(m.sentAt)), 0);
  const left = last + NOTICE_COOLDOWN_MS - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
