/**
 * Route-change events, driven by the data router's navigation state and its history writes:
 * `start` (a navigation began), `before-history-change` (its data is ready and the address bar is about
 * to show the new location), `complete` (the new page is shown), `error` (the navigation ended in an
 * error; the router still moved to the new location, so `before-history-change` came first).
 * Order: start → before-history-change → (the URL changes) → complete | error.
 */
import type { DataRouter as Router, Location } from 'react-router';

export type RouteEvent = 'start' | 'before-history-change' | 'complete' | 'error';
export interface RouteEventDetail {
  from: string;
  to: string;
}
type Listener = (detail: RouteEventDetail) => void;

export interface RouteEvents {
  on(event: RouteEvent, listener: Listener): () => void;
  emit(event: RouteEvent, detail: RouteEventDetail): void;
}

export function createRouteEvents(): RouteEvents {
  const listeners = new Map<RouteEvent, Set<Listener>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    emit(event, detail) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(detail);
    },
  };
}

const href = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => l.pathname + l.search + l.hash;

type RouterLike = Pick<Router, 'subscribe' | 'state'>;

/** The history the router writes to: the browser's `window.history`. */
export type HistoryWrites = Pick<History, 'pushState' | 'replaceState'>;

/**
 * Translates router state transitions into route events. Returns the unsubscribe function.
 *
 * The router writes the new entry to the history before it tells its subscribers that the navigation
 * settled, so `before-history-change` cannot come from the subscription: it is emitted from the
 * router's own `pushState` / `replaceState` call on `history` (only while a navigation is pending, so
 * other writes are left alone). A back/forward navigation, or a router without `history` (a memory
 * router), writes nothing: there the event is emitted just before `complete`, with the URL already
 * changed by the browser.
 */
export function bindRouteEvents(router: RouterLike, events: RouteEvents, history?: HistoryWrites): () => void {
  let pending: RouteEventDetail | null = null;
  let announced = false;
  let current = href(router.state.location);
  const announce = (to: string) => {
    if (!pending || announced) return;
    announced = true;
    events.emit('before-history-change', { from: pending.from, to });
  };
  const originals = history && { pushState: history.pushState, replaceState: history.replaceState };
  // While the router writes, its navigation still holds where it goes (after any redirect).
  const wrap =
    (original: History['pushState']): History['pushState'] =>
    (...args) => {
      const { location } = router.state.navigation;
      if (location) announce(href(location));
      original.apply(history, args);
    };
  if (history && originals) {
    history.pushState = wrap(originals.pushState);
    history.replaceState = wrap(originals.replaceState);
  }

  const unsubscribe = router.subscribe((state) => {
    const { navigation } = state;
    if (navigation.state !== 'idle' && navigation.location && !pending) {
      pending = { from: current, to: href(navigation.location) };
      announced = false;
      events.emit('start', pending);
      return;
    }
    if (navigation.state === 'idle' && pending) {
      const detail = { from: pending.from, to: href(state.location) };
      announce(detail.to);
      pending = null;
      current = detail.to;
      events.emit(state.errors ? 'error' : 'complete', detail);
    }
  });
  return () => {
    unsubscribe();
    if (history && originals) Object.assign(history, originals);
  };
}

/** The browser's one instance; components subscribe to it. */
export const routeEvents = createRouteEvents();
