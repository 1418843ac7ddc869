/**
 * Route-change events, driven by the data router's navigation state:
 * `start` (a navigation began), `before-history-change` (its data is ready and the new location is
 * about to be shown), `complete` (the new page is shown), `error` (the navigation ended in an error).
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

/** Translates router state transitions into route events. Returns the unsubscribe function. */
export function bindRouteEvents(router: RouterLike, events: RouteEvents): () => void {
  let pending: RouteEventDetail | null = null;
  let current = href(router.state.location);
  return router.subscribe((state) => {
    const { navigation } = state;
    if (navigation.state !== 'idle' && navigation.location && !pending) {
      pending = { from: current, to: href(navigation.location) };
      events.emit('start', pending);
      return;
    }
    if (navigation.state === 'idle' && pending) {
      const detail = { from: pending.from, to: href(state.location) };
      pending = null;
      current = detail.to;
      if (state.errors) {
        events.emit('error', detail);
      } else {
        events.emit('before-history-change', detail);
        events.emit('complete', detail);
      }
    }
  });
}

/** The browser's one instance; components subscribe to it. */
export const routeEvents = createRouteEvents();
