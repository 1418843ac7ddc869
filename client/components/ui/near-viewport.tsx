/**
 * The trigger of a `lazyComponent` (client/lib/ui/lazy-component.tsx) that downloads its code when its
 * place comes within 200 px of the viewport, the lazy images' distance.
 */
import { Suspense, use, useId, useState, type ComponentType, type ReactNode } from 'react';
import { LAZY_ROOT_MARGIN } from '#client/lib/platform/viewport.ts';
import type { LazyCode, LoadTrigger } from '#client/lib/ui/lazy-component.tsx';

/** Resolves once the element `id` is within the margin of the viewport; at once when it is not in the page. */
function nearViewport(id: string): Promise<void> {
  const target = document.getElementById(id);
  if (!target || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(target);
  });
}

/**
 * Downloads the code when the component's box nears the viewport; until then the server's markup stays
 * (hydration waits in the boundary). `placeholder` stands in on a page rendered in the browser before
 * the code is there (not one whose loader preloaded it).
 */
export function whenNear(placeholder: ReactNode = null): LoadTrigger {
  return <P extends object>(code: LazyCode<P>) => {
    // The server has the code from the moment the page's module loads, long before a page renders.
    if (typeof document === 'undefined') void code.preload();

    function Loaded({ ready, props }: { ready: Promise<ComponentType<P>> | null; props: P }) {
      const Component = code.loaded() ?? (ready ? use(ready) : null);
      return Component ? <Component {...props} /> : null;
    }

    return function NearViewport(props: P) {
      const id = useId();
      // One wait per mounted instance, started while it renders (during hydration its server box is there).
      const [ready] = useState(() =>
        code.loaded()
          ? null
          : typeof document === 'undefined'
            ? code.preload()
            : nearViewport(id).then(() => code.preload()),
      );
      return (
        <div id={id}>
          <Suspense fallback={placeholder}>
            <Loaded ready={ready} props={props} />
          </Suspense>
        </div>
      );
    };
  };
}
