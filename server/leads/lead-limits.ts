/**
 * Rate limits on lead submissions: per client IP and per phone number, counted in the shared store
 * (memory by default, Redis with `REDIS_URL`) so the page action, the API proxy and every worker of
 * every machine share one set of counters. Only well-formed submissions count (typos never lock a
 * visitor out), and a resent submission (same idempotency key for the same phone, e.g. a double click)
 * counts once. Store unreachable: the lead goes through, with a warning in the log; a lead must never
 * be lost to a counter (docs/decisions/0010-shared-state-redis.md).
 */
import { ipKeyGenerator } from 'express-rate-limit';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { createMemoryStore } from '../store/memory-store.ts';
import type { SharedStore } from '../store/store.ts';

export interface LeadLimitSettings {
  /** Lead submissions per IP per hour. */
  leadPerIp: number;
  /** Lead submissions per phone number per 10 minutes. */
  leadPerPhone: number;
}

export const DEFAULT_LEAD_LIMITS: LeadLimitSettings = { leadPerIp: 10, leadPerPhone: 3 };

const TEN_MINUTES = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** How long an accepted submission's idempotency key is remembered. */
export const IDEMPOTENCY_TTL_MS = TEN_MINUTES;
/** Keys a client may choose (a UUID fits); anything else counts as a new submission. */
const IDEMPOTENCY_KEY = /^[\w-]{8,128}$/;

export interface LeadRejection {
  /** Seconds until the window resets (`Retry-After`). */
  retryAfter: number;
  message: string;
}

export interface LeadSubmission {
  ip: string;
  phone: string;
  key: string | null;
}

export interface LeadLimiter {
  /**
   * Counts one submission; answers why it is refused, or null when it may go on. Never rejects: when
   * the store is unreachable the submission goes on and `log` (the request's logger) gets a warning.
   */
  consume(submission: LeadSubmission, log?: Logger): Promise<LeadRejection | null>;
}

function rejection(resetAt: number, message: (minutes: number) => string): LeadRejection & { resetAt: number } {
  const ms = Math.max(1000, resetAt - Date.now());
  return { resetAt, retryAfter: Math.ceil(ms / 1000), message: message(Math.max(1, Math.ceil(ms / 60_000))) };
}

/** The values of an idempotency record: a copy still being counted, an accepted one, or a refusal (JSON). */
const COUNTING = 'counting';
const ACCEPTED = 'accepted';
/** How long a copy waits for the copy counted before it: 20 × 25 ms. */
const SETTLE_POLLS = 20;
const SETTLE_POLL_MS = 25;

function parseOutcome(value: string): LeadRejection | null {
  if (!value.startsWith('{')) return null; // accepted
  const { resetAt, message } = JSON.parse(value) as { resetAt: number; message: string };
  return { retryAfter: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)), message };
}

export function createLeadLimiter(
  settings: LeadLimitSettings = DEFAULT_LEAD_LIMITS,
  {
    store = createMemoryStore(),
    logger,
    onRefused,
  }: {
    store?: SharedStore;
    logger?: Logger;
    /** Told the limit's name on every refusal (metrics). */
    onRefused?: (limit: 'lead-ip' | 'lead-phone') => void;
  } = {},
): LeadLimiter {
  /**
   * What became of the copy of this submission that claimed its key first: accepted (null), refused
   * (its refusal), or unknown (the claim is gone or its copy never finished: count this one). A copy
   * still being counted is waited for briefly: its outcome takes two store calls.
   */
  async function earlierOutcome(seenKey: string): Promise<LeadRejection | null | 'unknown'> {
    for (let poll = 0; poll < SETTLE_POLLS; poll++) {
      const value = await store.get(seenKey);
      if (value === null) return 'unknown';
      if (value !== COUNTING) return parseOutcome(value);
      await sleep(SETTLE_POLL_MS);
    }
    return 'unknown';
  }

  async function count({ ip, phone, key }: LeadSubmission): Promise<LeadRejection | null> {
    // Claimed before counting, so two copies of one submission racing on two workers count once, and
    // the second gets the first's outcome: a copy refused while the other was still counting must not
    // let the other through uncounted. Scoped to the phone: a replayed key cannot carry other phone
    // numbers past the limits.
    const seenKey = key === null || !IDEMPOTENCY_KEY.test(key) ? null : `lead-seen:${phone}:${key}`;
    if (seenKey !== null && !(await store.setIfAbsent(seenKey, COUNTING, IDEMPOTENCY_TTL_MS))) {
      const earlier = await earlierOutcome(seenKey);
      if (earlier !== 'unknown') return earlier;
    }
    let refused: (LeadRejection & { resetAt: number }) | null = null;
    const byIp = await store.increment(`lead-ip:${ipKeyGenerator(ip)}`, HOUR);
    if (byIp.count > settings.leadPerIp) {
      onRefused?.('lead-ip');
      refused = rejection(byIp.resetAt, (m) => `提交过于频繁，请 ${m} 分钟后再试`);
    } else {
      const byPhone = await store.increment(`lead-phone:${phone}`, TEN_MINUTES);
      if (byPhone.count > settings.leadPerPhone) {
        onRefused?.('lead-phone');
        refused = rejection(byPhone.resetAt, (m) => `该手机号码提交过于频繁，请 ${m} 分钟后再试`);
      }
    }
    if (seenKey !== null) {
      // A refusal is remembered until its window ends (a copy sent meanwhile gets it too); after that,
      // sending it again counts afresh and may pass.
      if (refused) await store.set(seenKey, JSON.stringify({ resetAt: refused.resetAt, message: refused.message }), Math.max(1000, refused.resetAt - Date.now()));
      else await store.set(seenKey, ACCEPTED, IDEMPOTENCY_TTL_MS);
    }
    return refused && { retryAfter: refused.retryAfter, message: refused.message };
  }

  return {
    async consume(submission, log) {
      try {
        return await count(submission);
      } catch (err) {
        (log ?? logger)?.warn({ err }, 'lead limit store unavailable: submission allowed without counting');
        return null;
      }
    },
  };
}
