/**
 * The persistence of the client's stores (docs/architecture.md#stores): each store keeps `partialize`'s part
 * in localStorage as `{ state, version: 1 }` on every change, and reads it back only when `rehydrate()` is
 * called, after mount, so the first client render matches the server (which renders the initial state).
 * `read` keeps what is well-formed of any stored value, whatever version wrote it. Written for the little
 * these stores need: zustand's `persist` middleware was 0.7 KB gzip of every page's entry chunk.
 */
import type { StoreApi } from 'zustand';

const VERSION = 1;

export interface Persisted {
  persist: { rehydrate(): Promise<void> };
}

/** localStorage, or nothing where there is none (the server, a locked-down web-view). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function persisted<S, P extends Partial<S>>(
  store: StoreApi<S>,
  name: string,
  partialize: (state: S) => P,
  read: (value: unknown) => P,
): StoreApi<S> & Persisted {
  let reading = false;
  store.subscribe((state) => {
    if (reading) return;
    try {
      storage()?.setItem(name, JSON.stringify({ state: partialize(state), version: VERSION }));
    } catch {
      // full or refused: the page works on with what it holds
    }
  });
  const rehydrate = async () => {
    let stored: unknown;
    try {
      stored = JSON.parse(storage()?.getItem(name) ?? 'null');
    } catch {
      stored = null; // not JSON: as if nothing were stored
    }
    reading = true;
    try {
      store.setState(read(isRecord(stored) ? stored.state : undefined));
    } finally {
      reading = false;
    }
  };
  return Object.assign(store, { persist: { rehydrate } });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a stored value is a record whose named fields are of the given `typeof` (stored data is not trusted). */
export function hasFields<T>(value: unknown, types: Record<string, 'string' | 'number'>): value is T {
  return isRecord(value) && Object.entries(types).every(([key, type]) => typeof value[key] === type);
}
