import { useEffect, useRef, useState } from 'react';

/** Seconds before a code may be requested again (the upstream refuses a resend for 60 s). */
export const RESEND_SECONDS = 60;
/** How long a code stays valid when the upstream's answer does not say (its `expiresIn` is 300 s). */
export const CODE_VALID_SECONDS = 300;
/** The countdown goes down by one every second. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * A resend countdown ticking every second: `[secondsLeft, start]`; `start(from)` counts from another
 * number of seconds (a length the upstream gave). The timer is cleared when it reaches zero, when it
 * is restarted and when the component unmounts.
 */
export function useCountdown(seconds: number = RESEND_SECONDS): [number, (from?: number) => void] {
  const [left, setLeft] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);
  const start = (from: number = seconds) => {
    setLeft(from);
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

/**
 * What a screen reader hears of a code's validity (关怀版): how long it lasts once sent, its last minute
 * with the way to more time, and that it has expired. Like the resend notice, it changes at those
 * moments only.
 */
export function useCodeValidityNotice(left: number, lasts: number): string {
  const [ran, setRan] = useState(false);
  if (left > 0 && !ran) setRan(true);
  if (left > 60) return `验证码 ${Math.round(lasts / 60)} 分钟内有效`;
  if (left > 0) return '验证码还有 1 分钟失效，如需更多时间，请点「需要更多时间」获取新的验证码';
  return ran ? CODE_EXPIRED : '';
}

export const CODE_EXPIRED = '验证码已失效，请重新获取';

/** Seconds as 「4 分 05 秒」, for the validity shown on screen. */
export function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)} 分 ${String(seconds % 60).padStart(2, '0')} 秒`;
}
