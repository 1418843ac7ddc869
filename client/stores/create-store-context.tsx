/**
 * The one way a zustand store reaches components: a context holding the store, a provider that makes
 * one store per tree (or takes the one it is given: tests, and the server's per-request render), and
 * hooks to read a selected slice or the store itself. One store per request keeps SSR free of shared state.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';

export interface StoreContext<S> {
  Provider: (props: { children: ReactNode; store?: StoreApi<S> }) => ReactNode;
  /** The store itself, for actions and reads outside rendering. */
  useApi: () => StoreApi<S>;
  /** A selected slice; the component re-renders when it changes. */
  useSelect: <T>(selector: (state: S) => T) => T;
}

/** `names` only make the error for a hook used outside its provider say which ones. */
export function createStoreContext<S>(
  create: () => StoreApi<S>,
  names: { hook: string; provider: string },
): StoreContext<S> {
  const Context = createContext<StoreApi<S> | null>(null);
  Context.displayName = names.provider;

  function Provider({ children, store }: { children: ReactNode; store?: StoreApi<S> }) {
    const [value] = useState(() => store ?? create());
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  Provider.displayName = names.provider;

  function useApi(): StoreApi<S> {
    const store = useContext(Context);
    if (!store) throw new Error(`${names.hook}() outside <${names.provider}>`);
    return store;
  }

  function useSelect<T>(selector: (state: S) => T): T {
    return useStore(useApi(), selector);
  }

  return { Provider, useApi, useSelect };
}
