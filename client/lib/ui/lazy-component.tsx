/**
 * A component whose code is not part of the page's initial JavaScript but which the server renders
 * inline. In the browser it hydrates, in a Suspense boundary of the page's own, once its chunk has
 * arrived; the page's loader awaits `preload()`, so the server (and a client navigation) has the code
 * before rendering and renders it at once. `React.lazy` would suspend on the first render of each server
 * process, and React would then send that boundary's content outside its place, behind its fallback,
 * revealed by a script: invisible without JavaScript, and kept so by the page cache.
 */
import { use, type ComponentType, type ReactElement } from 'react';
import { lazyOnce } from './lazy-once.ts';

export interface LazyComponent<P> {
  (props: P): ReactElement;
  /** Loads the code once (again after a failed download). */
  preload: () => Promise<unknown>;
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = lazyOnce(() =>
    load().then((component) => {
      loaded = component;
      return component;
    }),
  );
  function Lazy(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
