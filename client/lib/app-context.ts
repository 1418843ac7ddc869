/**
 * Per-request dependencies of loaders and actions, passed through React Router's context:
 * `handler.query(request, { requestContext })` on the server, `getContext` in the browser.
 * Route modules therefore import only shared contracts and never branch on `typeof window`.
 */
import { createContext, RouterContextProvider } from 'react-router';
import type { AuthExpiredSignal } from '#shared/api/auth-events';
import type { ApiClient } from '#shared/api/request';
import type { EdgeContext } from '#shared/domain/edge-context';
import type { PublicConfig } from '#shared/public-config';

/** Server only: counts a lead submission against the per-IP and per-phone limits. */
export interface LeadGate {
  consume(phone: string, key: string | null): Promise<{ retryAfter: number; message: string } | null>;
}

/**
 * What the server answered to a form an action forwarded: the action's data (and its status), a
 * plain error message (a 4xx/5xx envelope), or null when the network failed.
 */
export type ServerActionReply = { status: number; actionData: unknown } | { status: number; message: string } | null;

export interface AppContext {
  api: ApiClient;
  /** Browser only: raised by `api` when an answer says the session is gone (AuthSync listens). */
  authExpired?: AuthExpiredSignal;
  edge: EdgeContext;
  config: PublicConfig;
  /** Server only (lead actions). */
  leadGate?: LeadGate;
  /**
   * Browser only: posts an action's form to the server, where the same action runs (validation,
   * rate limits and upstream calls stay on the server), and resolves to its answer.
   */
  submitToServer?: (url: string, form: FormData, signal: AbortSignal) => Promise<ServerActionReply>;
}

export const appContext = createContext<AppContext>();

export function createAppContextProvider(app: AppContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appContext, app);
  return provider;
}

/** Loaders receive `context` untyped in data mode; this reads our dependencies from it. */
export function getApp(context: unknown): AppContext {
  if (!(context instanceof RouterContextProvider)) {
    throw new Error('Router context is missing: the router was created without the app context.');
  }
  return context.get(appContext);
}
