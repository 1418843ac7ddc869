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
