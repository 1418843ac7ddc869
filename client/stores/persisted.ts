/**
 * Shared settings of the persisted stores (docs/architecture.md#stores): `skipHydration` so the first client render
 * matches the server (which renders the initial state), then `rehydrate()` after mount.
 */
import { createJSONStorage, type PersistOptions, type PersistStorage } from 'zustand/middleware';

/** localStorage, or nothing where there is none (the server, a locked-down web-view). */
export function browserStorage<S>(): PersistStorage<S> | undefined {
  return createJSONStorage<S>(() => {
    if (typeof window === 'undefined') throw new Error('no storage on the server');
    return window.localStorage;
  });
}

/**
 * The persist options of every store: version 1, `skipHydration`, only `partialize`'s part stored, and `read`
 * (which keeps what is well-formed of any stored value) used both to merge and to migrate.
 */
export function persistOptions<S, P>(
  name: string,
  partialize: (state: S) => P,
  read: (value: unknown) => P,
): PersistOptions<S, P> {
  return {
    name,
    version: 1,
    storage: browserStorage<P>(),
    skipHydration: true,
    partialize,
    merge: (persisted, current) => ({ ...current, ...read(persisted) }),
    migrate: (persisted) => read(persisted),
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a stored value is a record whose named fields are of the given `typeof` (stored data is not trusted). */
export function hasFields<T>(value: unknown, types: Record<string, 'string' | 'number'>): value is T {
  return isRecord(value) && Object.entries(types).every(([key, type]) => typeof value[key] === type);
}
