/**
 * The layout breakpoints of the site as a hook: phone layout under 768 px, tablet portrait 768-1023 px,
 * desktop from 1024 px; "mobile" means a width under 500 px or a mobile user agent (edge context).
 * The first render (server and hydration) uses only the edge context, so server and client agree;
 * the real width is read after mount and on resize, throttled to once a second.
 */
import { useEffect, useState } from 'react';
import { isMobileViewport, MOBILE_MAX_WIDTH } from '#shared/domain/user-agent';
import { useEnv } from './edge.tsx';

/**
 * The site's breakpoints, min widths in px: the specification's, which are Tailwind's defaults, declared
 * again in client/styles/app.css (`--breakpoint-*`) so an upgrade cannot move them. The header's menu
 * button gives way to the inline navigation at `lg` (docs/decisions/0008-breakpoints-and-header-menu.md).
 */
export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 1024;
export const BREAKPOINTS = { sm: 640, md: TABLET_MIN_WIDTH, lg: DESKTOP_MIN_WIDTH, xl: 1280, '2xl': 1536 } as const;
export const RESIZE_THROTTLE_MS = 1000;

/**
 * How close to the viewport a lazy image starts loading and a `whenNear` part its code: here, in the
 * entry, rather than in lazy-image.tsx, so a page that only waits for a part to near does not download
 * the image component for this one string.
 */
export const LAZY_ROOT_MARGIN = '200px';

export type Layout = 'mobile' | 'tablet' | 'desktop';

/** The width half of the "mobile" rule as a media query, for `<source media>` and CSS. */
export const MOBILE_MEDIA = `(max-width: ${MOBILE_MAX_WIDTH - 1}px)`;

export interface Viewport {
  /** `null` until measured in the browser (server render and hydration). */
  width: number | null;
  layout: Layout;
  /** Width under 500 px or a mobile user agent. */
  isMobile: boolean;
}

export function layoutFor(width: number): Layout {
  if (width < TABLET_MIN_WIDTH) return 'mobile';
  if (width < DESKTOP_MIN_WIDTH) return 'tablet';
  return 'desktop';
}

/** Calls `fn` at most once per `ms`, always with the latest call honoured at the end of the window. */
export function throttle(fn: () => void, ms: number): { run(): void; cancel(): void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    run() {
      const now = Date.now();
      const wait = last + ms - now;
      if (wait <= 0) {
        last = now;
        fn();
      } else if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          last = Date.now();
          fn();
        }, wait);
      }
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

export function useViewport(): Viewport {
  const { edge } = useEnv();
  const [width, setWidth] = useState<number | null>(null);

  useEffect(() => {
    const measure = () => setWidth(window.innerWidth);
    measure();
    const throttled = throttle(measure, RESIZE_THROTTLE_MS);
    window.addEventListener('resize', throttled.run);
    return () => {
      window.removeEventListener('resize', throttled.run);
      throttled.cancel();
    };
  }, []);

  if (width === null) {
    return { width: null, layout: edge.isMobile ? 'mobile' : 'desktop', isMobile: edge.isMobile };
  }
  return { width, layout: layoutFor(width), isMobile: isMobileViewport(edge, width) };
}
