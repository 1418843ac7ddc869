import { useEffect } from 'react';
import type NProgressApi from 'nprogress';
import { lazyOnce } from '#client/lib/lazy-once.ts';
import { routeEvents } from '#client/lib/route-events.ts';

type NProgress = typeof NProgressApi;

const loadBar = lazyOnce(() =>
  import('nprogress').then(({ default: loaded }) =>
    loaded.configure({ minimum: 0.8, speed: 1000, showSpinner: false }),
  ),
);

/**
 * Top progress bar driven by the route-change emitter (minimum 0.8, speed 1000 ms). nprogress is loaded
 * by the first navigation, not with the page (docs/decisions/0019-client-byte-budgets.md): a navigation
 * that ends before it has loaded shows no bar.
 */
export function RouteProgress() {
  useEffect(() => {
    let bar: NProgress | null = null;
    let navigating = false;
    const load = () =>
      loadBar().then(
        (loaded) => {
          bar = loaded;
          if (navigating) bar.start();
        },
        () => undefined, // no bar for this navigation; the next one tries the download again
      );
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
