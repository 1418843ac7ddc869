/**
 * Event-loop lag by timer drift (docs/decisions/0012-overload-and-metrics.md): a timer is due every
 * `intervalMs`; how late it fires is how long the loop was busy. `lagMs()` answers the largest drift of
 * the last `windowMs` and also the drift of the timer that is due right now but has not fired yet, so a
 * request handled in the same loop turn that ends a long block already sees it (a histogram such as
 * `monitorEventLoopDelay` only reports once its own sampling timer has run and someone reads it).
 */
import { performance } from 'node:perf_hooks';

export interface LagSampler {
  /** Largest lag (ms) seen in the last window, including a tick that is overdue right now; 0 once stopped. */
  lagMs(): number;
  /** Forgets the lag seen so far (work done on purpose before serving, such as the warm-up, is no overload). */
  reset(): void;
  stop(): void;
}

export interface LagSamplerOptions {
  /** How often the timer is due (default 20 ms: cheap, and fine enough for a threshold of 100s of ms). */
  intervalMs?: number;
  /** How long a lag keeps counting after it was seen (default 1000 ms): shedding does not flap per tick. */
  windowMs?: number;
}

export const DEFAULT_LAG_SAMPLER = { intervalMs: 20, windowMs: 1000 } as const;

export function startLagSampler(options: LagSamplerOptions = {}): LagSampler {
  const intervalMs = options.intervalMs ?? DEFAULT_LAG_SAMPLER.intervalMs;
  const windowMs = options.windowMs ?? DEFAULT_LAG_SAMPLER.windowMs;
  /** Drifts of the last window, oldest first: [time, drift]. At 50 ticks a second this stays tiny. */
  const samples: Array<[number, number]> = [];
  let expected = performance.now() + intervalMs;
  let timer: NodeJS.Timeout | undefined;

  const tick = () => {
    const now = performance.now();
    samples.push([now, Math.max(0, now - expected)]);
    while (samples.length > 0 && (samples[0]?.[0] ?? now) < now - windowMs) samples.shift();
    expected = now + intervalMs;
    timer = setTimeout(tick, intervalMs);
    // Never keeps the process alive on its own (shutdown, tests).
    timer.unref();
  };
  timer = setTimeout(tick, intervalMs);
  timer.unref();

  return {
    lagMs() {
      // A stopped sampler's next tick never comes: its "overdue" time is not lag.
      if (timer === undefined) return 0;
      const now = performance.now();
      let max = Math.max(0, now - expected);
      for (const [at, drift] of samples) if (at >= now - windowMs && drift > max) max = drift;
      return max;
    },
    reset() {
      samples.length = 0;
      expected = performance.now() + intervalMs;
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
