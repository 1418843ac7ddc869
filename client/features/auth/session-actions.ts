/** Logout: forget the user and the car list, end the server session (clears the cookie). */
import { useCallback } from 'react';
import type { ApiClient } from '#shared/api/request';
import { browserApi } from '#client/lib/browser-api.ts';
import { useCarCollectionApi } from '#client/stores/car-collection-store.tsx';
import { useUserStoreApi } from '#client/stores/user-store.tsx';

export function useLogout(api: ApiClient = browserApi): () => Promise<void> {
  const users = useUserStoreApi();
  const cars = useCarCollectionApi();
  return useCallback(async () => {
    users.getState().clear();
    cars.getState().clear();
    await api.post('/api/user/logout', {});
  }, [api, users, cars]);
}
