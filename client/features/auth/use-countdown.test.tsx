import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_TICK_MS, RESEND_SECONDS, useCountdown, useCountdownNotice } from './use-countdown.ts';

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

  it('tells a screen reader that the code was sent, at 30 and 10 seconds left and when a new one may be asked for, not every second', () => {
    const { result } = renderHook(() => {
      const [left, start] = useCountdown();
      return { left, start, notice: useCountdownNotice(left) };
    });
    expect(result.current.notice).toBe('');
    act(() => result.current.start());
    const heard = new Set<string>();
    for (let i = 0; i < RESEND_SECONDS; i++) {
      heard.add(result.current.notice);
      act(() => vi.advanceTimersByTime(COUNTDOWN_TICK_MS));
    }
    heard.add(result.current.notice);
    expect([...heard]).toEqual([
      '验证码已发送，60 秒后可重新获取',
      '还有 30 秒可重新获取验证码',
      '还有 10 秒可重新获取验证码',
      '现在可以重新获取验证码',
    ]);
  });
});

