/**
 * The client's persisted stores, one set per React tree (per request on the server, where they keep
 * their initial state), rehydrated from localStorage after mount so the first client render matches
 * the server's HTML (docs/architecture.md#stores).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createRegisterPromptStore, RegisterPromptProvider } from './register-prompt-store.tsx';
import { CarCollectionProvider, createCarCollectionStore } from './car-collection-store.tsx';
import { CompareTrayProvider, createCompareTrayStore } from './compare-tray-store.tsx';
import { createUserStore, UserStoreProvider } from './user-store.tsx';

export type ClientStores = {
  user: ReturnType<typeof createUserStore>;
  cars: ReturnType<typeof createCarCollectionStore>;
  prompt: ReturnType<typeof createRegisterPromptStore>;
  compare: ReturnType<typeof createCompareTrayStore>;
};

export function createClientStores(): ClientStores {
  return {
    user: createUserStore(),
    cars: createCarCollectionStore(),
    prompt: createRegisterPromptStore(),
    compare: createCompareTrayStore(),
  };
}

export function ClientStoresProvider({ children, stores }: { children: ReactNode; stores?: ClientStores }) {
  const [value] = useState(() => stores ?? createClientStores());
  useEffect(() => {
    void Promise.all([
      value.cars.persist.rehydrate(),
      value.prompt.persist.rehydrate(),
      value.compare.persist.rehydrate(),
      value.user.persist.rehydrate(),
    ]).then(() => value.user.getState().markHydrated());
  }, [value]);
  return (
    <UserStoreProvider store={value.user}>
      <CarCollectionProvider store={value.cars}>
        <RegisterPromptProvider store={value.prompt}>
          <CompareTrayProvider store={value.compare}>{children}</CompareTrayProvider>
        </RegisterPromptProvider>
      </CarCollectionProvider>
    </UserStoreProvider>
  );
}
