/**
 * Shared settings of the persisted stores (docs/architecture.md#stores): `skipHydration` so the first client render
 * matches the server (which renders the initial state), then `rehydrate()` after mount.
 */
import { createJSONStorage, type PersistStorage } from 'zustand/middleware';

/** localStorage, or nothing where there is none (the server, a locked-down web-view). */
export function browserStorage<S>(): PersistStorage<S> | undefined {
  return createJSONStorage<S>(() => {
    if (typeof window === 'undefined') throw new Error('no storage on the server');
    return window.localStorage;
  });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
