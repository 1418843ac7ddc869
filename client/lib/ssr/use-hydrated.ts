/** false on the server and during hydration, true afterwards: markup that differs before and after hydration without a mismatch. */
import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
