import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LAG_SAMPLER, startLagSampler, type LagSampler } from './event-loop-lag.ts';

function blockLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy on purpose: nothing else may run on this thread meanwhile.
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let sampler: LagSampler | undefined;
afterEach(() => sampler?.stop());

describe('event-loop lag sampler', () => {
  it('keeps production values: a tick every 20 ms, a lag counts for one second', () => {
    expect(DEFAULT_LAG_SAMPLER).toEqual({ intervalMs: 20, windowMs: 1000 });
  });

  it('sees a 300 ms block right after it ends, before its own timer has run again', async () => {
    sampler = startLagSampler({ intervalMs: 10, windowMs: 1000 });
    await sleep(30);
    blockLoop(300);
    // Same loop turn: the timer that was due during the block has not fired yet.
    expect(sampler.lagMs()).toBeGreaterThanOrEqual(250);
  });

  it('keeps reporting the block for its window once the late timer has fired', async () => {
    sampler = startLagSampler({ intervalMs: 10, windowMs: 1000 });
    await sleep(30);
    blockLoop(300);
    await sleep(30);
    expect(sampler.lagMs()).toBeGreaterThanOrEqual(250);
  });

  it('forgets the block once its window has passed', async () => {
    sampler = startLagSampler({ intervalMs: 10, windowMs: 200 });
    await sleep(30);
    blockLoop(300);
    expect(sampler.lagMs()).toBeGreaterThanOrEqual(250);
    await sleep(400);
    expect(sampler.lagMs()).toBeLessThan(250);
  });

  it('forgets a block it is told to reset, within its window and after its late timer has fired', async () => {
    sampler = startLagSampler({ intervalMs: 10, windowMs: 1000 });
    await sleep(30);
    blockLoop(300);
    expect(sampler.lagMs()).toBeGreaterThanOrEqual(250);
    sampler.reset();
    expect(sampler.lagMs()).toBeLessThan(250);
    await sleep(30);
    expect(sampler.lagMs()).toBeLessThan(250);
  });

  it('reports no lag once stopped, however long ago its last tick was', async () => {
    sampler = startLagSampler({ intervalMs: 10 });
    await sleep(30);
    sampler.stop();
    blockLoop(100);
    expect(sampler.lagMs()).toBe(0);
  });
});
