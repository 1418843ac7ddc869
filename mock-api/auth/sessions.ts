/** Login tokens: random, 7 days, revoked on logout and account deletion. */
import { randomBytes } from 'node:crypto';
import { nextId, type MockDb, type SessionRecord } from '../db.ts';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function issueSession(db: MockDb, userId: number, now: number): SessionRecord {
  db.sessions = db.sessions.filter((s) => s.expiresAt > now);
  const session: SessionRecord = {
    id: nextId(db, 'sessions'),
    token: randomBytes(24).toString('base64url'),
    userId,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
  };
  db.sessions.push(session);
  return session;
}

export function findSession(db: MockDb, token: string, now: number): SessionRecord | undefined {
  return db.sessions.find((s) => s.token === token && s.expiresAt > now);
}

export function revokeSession(db: MockDb, token: string): void {
  db.sessions = db.sessions.filter((s) => s.token !== token);
}

export function revokeUserSessions(db: MockDb, userId: number): void {
  db.sessions = db.sessions.filter((s) => s.userId !== userId);
}
