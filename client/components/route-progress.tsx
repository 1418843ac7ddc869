import { useEffect } from 'react';
import type NProgressApi from 'nprogress';
import { lazyOnce } from '#client/lib/ui/lazy-once.ts';
import { routeEvents } from '#client/lib/platform/route-events.ts';

type NProgress = typeof NProgressApi;

/** The bar as the specification draws it: it starts at 80 % and each step animates over 1000 ms. */
export const PROGRESS_BAR_SETTINGS = { minimum: 0.8, speed: 1000, showSpinner: false } as const;

const loadBar = lazyOnce(() => import('nprogress').then(({ default: loaded }) => loaded.configure(PROGRESS_BAR_SETTINGS)));

/**
 * Top progress bar driven by the route-change emitter (`PROGRESS_BAR_SETTINGS`). nprogress is loaded
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
