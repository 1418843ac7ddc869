/**
 * A component whose code the browser downloads only when its place comes within 200 px of the
 * viewport (the distance of the lazy images), not with the page: a 360 viewer halfway down a model page
 * is not part of its first view.
 *
 * - Server: rendered whole, as any component (its code is loaded when this module is, long before a
 *   page renders), so the first view, crawlers and visitors without JavaScript see all of it.
 * - Hydration: the server's markup stays as it is (a Suspense boundary waiting for its code) until its
 *   box nears the viewport; then the code loads and that part hydrates. Nothing moves.
 * - A page reached in the browser has no server markup to keep: its route's loader awaits `preload()`,
 *   so the part renders at once; without that, `placeholder` stands in until the code is there.
 */
import { Suspense, use, useId, useState, type ComponentType, type ReactNode } from 'react';
import { lazyOnce } from '#client/lib/ui/lazy-once.ts';
import { LAZY_ROOT_MARGIN } from './lazy-image.tsx';

/** Resolves once the element `id` is within the margin of the viewport; at once when it is not in the page. */
function whenNear(id: string): Promise<void> {
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

export type NearViewportComponent<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

export function loadWhenNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): NearViewportComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const code = lazyOnce(() => load().then((component) => (loaded = component)));
  if (typeof document === 'undefined') void code();

  function Loaded({ ready, props }: { ready: Promise<ComponentType<P>> | null; props: P }) {
    const Component = loaded ?? (ready ? use(ready) : null);
    return Component ? <Component {...props} /> : null;
  }

  function NearViewport(props: P) {
    const id = useId();
    // One wait per mounted instance, started while it renders (during hydration its server box is there).
    const [ready] = useState(() =>
      loaded ? null : typeof document === 'undefined' ? code() : whenNear(id).then(code),
    );
    return (
      <div id={id}>
        <Suspense fallback={placeholder}>
          <Loaded ready={ready} props={props} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(NearViewport, { preload: code });
}
