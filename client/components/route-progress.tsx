import { useEffect } from 'react';
import NProgress from 'nprogress';
import { routeEvents } from '#client/lib/route-events.ts';

/** Top progress bar driven by the route-change emitter (minimum 0.8, speed 1000 ms). */
export function RouteProgress() {
  useEffect(() => {
    NProgress.configure({ minimum: 0.8, speed: 1000, showSpinner: false });
    const offs = [
      routeEvents.on('start', () => NProgress.start()),
      routeEvents.on('complete', () => NProgress.done()),
      routeEvents.on('error', () => NProgress.done()),
    ];
    return () => {
      offs.forEach((off) => off());
      NProgress.remove();
    };
  }, []);
  return null;
}
