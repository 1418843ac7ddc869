import { createContext, useContext } from 'react';
import type { EdgeContext } from '#shared/domain/edge-context';
import type { PublicConfig } from '#shared/public-config';

/** Edge context and public config: rendered into the document once, identical on server and client. */
export interface Env {
  edge: EdgeContext;
  config: PublicConfig;
}

const EnvContext = createContext<Env | null>(null);
export const EnvProvider = EnvContext.Provider;

export function useEnv(): Env {
  const env = useContext(EnvContext);
  if (!env) throw new Error('useEnv() outside <EnvProvider>');
  return env;
}
