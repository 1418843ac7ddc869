/**
 * A component whose code is not part of the page's initial JavaScript but which the server renders
 * inline, in place. One mechanism; the trigger says when the browser downloads the code:
 *
 * - `afterHydration` (default): as soon as the page hydrates. The page sits it in a Suspense boundary
 *   of its own; the rest of the page hydrates first, that boundary once the chunk has arrived. For what
 *   the first view shows but is not used at once (a favourite button, a form below an estimate).
 * - `whenNear(placeholder)` (client/components/ui/near-viewport.tsx): when its place comes within
 *   200 px of the viewport, in a boundary and a `<div>` of its own. For what is below the first view (a
 *   360 viewer halfway down a model page).
 * - `whenShown`: when first rendered, in a boundary of its own while it waits. For chrome few pages
 *   show (the error page, the 关怀版 bar): the server preloads it before its first render and the
 *   browser before hydrating a page that shows it (client/components/preloaded-chrome.ts), so there it
 *   renders at once, the same tree a static import gives; a client navigation reaching it waits.
 *
 * A trigger is an argument, not a flag, so only a page that uses one carries its code.
 *
 * Either way the server's markup stays untouched until the code is there and that part hydrates in
 * place: nothing moves, and crawlers and visitors without JavaScript see all of it. The page's loader
 * awaits `preload()`, so the server (and a client navigation) has the code before rendering and renders
 * it at once. `React.lazy` would suspend on the first render of each server process, and React would
 * then send that boundary's content outside its place, behind its fallback, revealed by a script:
 * invisible without JavaScript, and kept so by the page cache. Code that the server does not render
 * (a dialog's content) loads when opened instead: `React.lazy` or `useOpenModalLater`.
 */
import { Suspense, use, type ComponentType, type ReactElement } from 'react';
import { lazyOnce } from './lazy-once.ts';

export interface LazyComponent<P> {
  (props: P): ReactElement;
  /** Loads the code once (again after a failed download). */
  preload: () => Promise<unknown>;
}

/** A component's code as a trigger sees it. */
export interface LazyCode<P> {
  /** The component once its code is here. */
  loaded(): ComponentType<P> | undefined;
  preload(): Promise<ComponentType<P>>;
}

/** Makes the component that stands in a page for `code`, deciding when it downloads. */
export type LoadTrigger = <P extends object>(code: LazyCode<P>) => (props: P) => ReactElement;

export const afterHydration: LoadTrigger = (code) =>
  function Lazy(props) {
    const Component = code.loaded() ?? use(code.preload());
    return <Component {...props} />;
  };

export const whenShown: LoadTrigger = (code) => {
  const Waiting = afterHydration(code);
  return function Shown(props) {
    const Component = code.loaded();
    return Component ? (
      <Component {...props} />
    ) : (
      <Suspense>
        <Waiting {...props} />
      </Suspense>
    );
  };
};

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  trigger: LoadTrigger = afterHydration,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = lazyOnce(() =>
    load().then((component) => {
      loaded = component;
      return component;
    }),
  );
  return Object.assign(trigger({ loaded: () => loaded, preload }), { preload });
}
