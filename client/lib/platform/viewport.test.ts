import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_MIN_WIDTH, layoutFor, RESIZE_THROTTLE_MS, TABLET_MIN_WIDTH, throttle } from './viewport.ts';

describe('layoutFor', () => {
  it('phone under 768 px, tablet portrait 768-1023 px, desktop from 1024 px', () => {
    expect([375, 767, TABLET_MIN_WIDTH, 1023, DESKTOP_MIN_WIDTH, 1440].map(layoutFor)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });
});

describe('throttle (resize handling)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at most once a second, and once more at the end of the window with the latest state', () => {
    expect(RESIZE_THROTTLE_MS).toBe(1000);
    const fn = vi.fn();
    const t = throttle(fn, RESIZE_THROTTLE_MS);
    t.run();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(40);
      t.run();
    }
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5 * RESIZE_THROTTLE_MS);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending trailing call', () => {
    const fn = vi.fn();
    const t = throttle(fn, RESIZE_THROTTLE_MS);
    t.run();
    t.run();
    t.cancel();
    vi.advanceTimersByTime(2 * RESIZE_THROTTLE_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
