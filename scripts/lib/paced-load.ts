/**
 * Paced load like autocannon's `overallRate` over a fixed number of connections: one request of the
 * page mix every 1000/rate ms, with at most `maxInFlight` unanswered. On a machine too busy to keep the
 * rate, the rate drops instead of the backlog growing without bound (which would fail requests for
 * want of CPU, not because of what is tested); the achieved rate is in the assertion messages.
 * `stop()` waits for every request in flight and returns all outcomes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { PAGE_MIX } from './page-mix.ts';

export interface Outcome {
  path: string;
  /** ms since the load started. */
  sentAt: number;
  /** The status, or the error code when the request failed. */
  result: number | string;
}

export interface PacedLoad {
  startedAt: number;
  stop(): Promise<Outcome[]>;
}

export function pacedLoad(send: (page: string) => Promise<number | string>, rate: number, maxInFlight = 40): PacedLoad {
  const startedAt = Date.now();
  const pending: Array<Promise<Outcome>> = [];
  let inFlight = 0;
  let slotFreed: (() => void) | undefined;
  let stopped = false;
  const loop = (async () => {
    let next = startedAt;
    for (let i = 0; !stopped; i++) {
      await sleep(Math.max(0, next - Date.now()));
      while (inFlight >= maxInFlight && !stopped) await new Promise<void>((resolve) => (slotFreed = resolve));
      if (stopped) break;
      // No catching up after a stall: the next request is due one interval after this one.
      next = Math.max(next, Date.now()) + 1000 / rate;
      const page = PAGE_MIX[i % PAGE_MIX.length] ?? '/';
      const sentAt = Date.now() - startedAt;
      inFlight++;
      pending.push(
        send(page).then((result) => {
          inFlight--;
          slotFreed?.();
          return { path: page, sentAt, result };
        }),
      );
    }
  })();
  return {
    startedAt,
    async stop() {
      stopped = true;
      slotFreed?.();
      await loop;
      return Promise.all(pending);
    },
  };
}

export function failures(outcomes: Outcome[]): Outcome[] {
  return outcomes.filter((o) => typeof o.result !== 'number' || o.result < 200 || o.result >= 400);
}

export function describeOutcomes(outcomes: Outcome[], seconds: number): string {
  const byResult = new Map<string, number>();
  for (const o of outcomes) byResult.set(String(o.result), (byResult.get(String(o.result)) ?? 0) + 1);
  const failed = failures(outcomes);
  return (
    `${outcomes.length} requests in ${seconds.toFixed(1)} s (${(outcomes.length / seconds).toFixed(1)}/s; ` +
    `${[...byResult].map(([r, n]) => `${r}×${n}`).join(', ')}), ${failed.length} failed` +
    (failed.length
      ? `: ${failed
          .slice(0, 10)
          .map((o) => `${o.path} at ${o.sentAt} ms → ${o.result}`)
          .join('; ')}`
      : '')
  );
}
