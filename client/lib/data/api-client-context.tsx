/**
 * The request helper and the data cache for the few components that need them outside a route's
 * loader or action (the session check on focus, the logout after an expired session, clearing the
 * cache at login and logout). Provided once at the root from the
 * same app context the router passes to loaders and actions, so a test hands both its own client.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { AppContext } from './app-context.ts';

const ApiClientContext = createContext<Pick<AppContext, 'api' | 'authExpired' | 'queryClient'> | null>(null);

export function ApiClientProvider({
  app,
  children,
}: {
  app: Pick<AppContext, 'api' | 'authExpired' | 'queryClient'>;
  children: ReactNode;
}) {
  return <ApiClientContext.Provider value={app}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): Pick<AppContext, 'api' | 'authExpired' | 'queryClient'> {
  const app = useContext(ApiClientContext);
  if (!app) throw new Error('ApiClientProvider is missing: the root renders it from the app context.');
  return app;
}
