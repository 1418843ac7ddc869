/**
 * A component of the site chrome that few pages show (the error page, the 关怀版 bar), downloaded when
 * first needed rather than with every page. Where it was preloaded it renders at once, as the same tree
 * as a static import would: the server preloads every such component before its first render
 * (`preloadChrome`), the browser those its document shows before it hydrates, so hydration meets the
 * server's markup unchanged. Reached later (a client navigation to a failing page), it waits for its code
 * inside a boundary of its own.
 */
import { lazy, Suspense, type ComponentType, type JSX } from 'react';
import { lazyOnce } from './lazy-once.ts';

export interface Preloadable<P> {
  (props: P): JSX.Element;
  preload: () => Promise<void>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  const once = lazyOnce(() =>
    load().then((component) => {
      loaded = component;
      return component;
    }),
  );
  const Lazy = lazy(() => once().then((component) => ({ default: component })));
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? (
      <Loaded {...props} />
    ) : (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  };
  return Object.assign(Component, { preload: () => once().then(() => undefined) });
}
