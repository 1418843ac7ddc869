/**
 * Logout: forget the user and the car list, then end the server session through the logout route's
 * action (the site's proxy clears the cookie). Resolves once the session is gone.
 */
import { useCallback } from 'react';
import { useFetcher } from 'react-router';
import { paths } from '#client/lib/ui/paths.ts';
import { useCarCollectionApi } from '#client/stores/car-collection-store.tsx';
import { useUserStoreApi } from '#client/stores/user-store.tsx';

export function useLogout(): () => Promise<void> {
  const users = useUserStoreApi();
  const cars = useCarCollectionApi();
  const { submit } = useFetcher();
  return useCallback(async () => {
    users.getState().clear();
    cars.getState().clear();
    // Whoever logs out leaves the page next (or already has a page that no longer needs the session).
    await submit({}, { method: 'post', action: paths.logoutAction(), defaultShouldRevalidate: false });
  }, [submit, users, cars]);
}
