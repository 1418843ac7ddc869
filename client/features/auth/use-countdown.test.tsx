import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_TICK_MS, RESEND_SECONDS, useCountdown } from './use-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('resend countdown', () => {
  it('goes down by one every second from 60 and stops at zero', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(RESEND_SECONDS).toBe(60);
    const { result } = renderHook(() => useCountdown());
    act(() => result.current[1]());
    expect(result.current[0]).toBe(60);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current[0]).toBe(60);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current[0]).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
