import { useEffect, useRef, useState } from 'react';

/** Seconds before a code may be requested again (the upstream refuses a resend for 60 s). */
export const RESEND_SECONDS = 60;
/** The countdown goes down by one every second. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * A resend countdown ticking every second: `[secondsLeft, start]`. The timer is cleared when it
 * reaches zero, when it is restarted and when the component unmounts.
 */
export function useCountdown(seconds: number = RESEND_SECONDS): [number, () => void] {
  const [left, setLeft] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);
  const start = () => {
    setLeft(seconds);
    window.clearInterval(timer.current);
    timer.current = window.setInterval(() => {
      setLeft((s) => {
        if (s <= 1) window.clearInterval(timer.current);
        return Math.max(0, s - 1);
      });
    }, COUNTDOWN_TICK_MS);
  };
  return [left, start];
}

/**
 * What a screen reader hears of a resend countdown (a polite live region): the code sent, 30 and 10
 * seconds left, and that a new code may be asked for. The text changes at those moments only, so
 * the region is not read out every second.
 */
export function useCountdownNotice(left: number, seconds: number = RESEND_SECONDS): string {
  const [ran, setRan] = useState(false);
  if (left > 0 && !ran) setRan(true);
  if (left > 30) return `验证码已发送，${seconds} 秒后可重新获取`;
  if (left > 10) return '还有 30 秒可重新获取验证码';
  if (left > 0) return '还有 10 秒可重新获取验证码';
  return ran ? '现在可以重新获取验证码' : '';
}
