/**
 * Rate limits on lead submissions: per client IP and per phone number, counted with
 * express-rate-limit's memory store so the page action and the API proxy share one set of counters.
 * Only well-formed submissions count (typos never lock a visitor out), and a resent submission (same
 * idempotency key, e.g. a double click) counts once. Counters are per process, like the SMS limits
 * (several machines need the shared store: docs/architecture.md#caches-and-shared-state).
 */
import { ipKeyGenerator, MemoryStore, type Options } from 'express-rate-limit';

export interface LeadLimitSettings {
  /** Lead submissions per IP per hour. */
  leadPerIp: number;
  /** Lead submissions per phone number per 10 minutes. */
  leadPerPhone: number;
}

export const DEFAULT_LEAD_LIMITS: LeadLimitSettings = { leadPerIp: 10, leadPerPhone: 3 };

const TEN_MINUTES = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export interface LeadRejection {
  /** Seconds until the window resets (`Retry-After`). */
  retryAfter: number;
  message: string;
}

export interface LeadLimiter {
  /** Counts one submission; answers why it is refused, or null when it may go on. */
  consume(submission: { ip: string; phone: string; key: string | null }): Promise<LeadRejection | null>;
  shutdown(): void;
}

function store(windowMs: number): MemoryStore {
  const s = new MemoryStore();
  // The store reads only `windowMs` from the options.
  s.init({ windowMs } as Options);
  return s;
}

function rejection(resetTime: Date | undefined, windowMs: number, message: (minutes: number) => string): LeadRejection {
  const ms = Math.max(1000, (resetTime?.getTime() ?? Date.now() + windowMs) - Date.now());
  return { retryAfter: Math.ceil(ms / 1000), message: message(Math.max(1, Math.ceil(ms / 60_000))) };
}

export function createLeadLimiter(settings: LeadLimitSettings = DEFAULT_LEAD_LIMITS): LeadLimiter {
  const perIp = store(HOUR);
  const perPhone = store(TEN_MINUTES);
  /** Idempotency keys seen in the last 10 minutes, with the time they expire. */
  const seen = new Map<string, number>();

  return {
    async consume({ ip, phone, key }) {
      const now = Date.now();
      for (const [k, expires] of seen) if (expires <= now) seen.delete(k);
      if (key !== null && seen.has(key)) return null;
      const byIp = await perIp.increment(`lead-ip:${ipKeyGenerator(ip)}`);
      if (byIp.totalHits > settings.leadPerIp) {
        return rejection(byIp.resetTime, HOUR, (m) => `提交过于频繁，请 ${m} 分钟后再试`);
      }
      const byPhone = await perPhone.increment(`lead-phone:${phone}`);
      if (byPhone.totalHits > settings.leadPerPhone) {
        return rejection(byPhone.resetTime, TEN_MINUTES, (m) => `该手机号码提交过于频繁，请 ${m} 分钟后再试`);
      }
      if (key !== null) seen.set(key, now + TEN_MINUTES);
      return null;
    },
    shutdown() {
      perIp.shutdown();
      perPhone.shutdown();
    },
  };
}
