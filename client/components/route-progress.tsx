import { useEffect } from 'react';
import type NProgressApi from 'nprogress';
import { routeEvents } from '#client/lib/route-events.ts';

type NProgress = typeof NProgressApi;

/**
 * Top progress bar driven by the route-change emitter (minimum 0.8, speed 1000 ms). nprogress is loaded
 * by the first navigation, not with the page (docs/decisions/0019-client-byte-budgets.md): a navigation
 * that ends before it has loaded shows no bar.
 */
export function RouteProgress() {
  useEffect(() => {
    let bar: NProgress | null = null;
    let navigating = false;
    let loading: Promise<void> | null = null;
    const load = () =>
      (loading ??= import('nprogress').then(
        ({ default: loaded }) => {
          loaded.configure({ minimum: 0.8, speed: 1000, showSpinner: false });
          bar = loaded;
          if (navigating) bar.start();
        },
        () => undefined, // no bar, same navigation
      ));
    const end = () => {
      navigating = false;
      bar?.done();
    };
    const offs = [
      routeEvents.on('start', () => {
        navigating = true;
        if (bar) bar.start();
        else void load();
      }),
      routeEvents.on('complete', end),
      routeEvents.on('error', end),
    ];
    return () => {
      offs.forEach((off) => off());
      bar?.remove();
    };
  }, []);
  return null;
}
