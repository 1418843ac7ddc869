/**
 * Per-request dependencies of loaders and actions, passed through React Router's context:
 * `handler.query(request, { requestContext })` on the server, `getContext` in the browser.
 * Route modules therefore import only shared contracts and never branch on `typeof window`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';
import type { AuthExpiredSignal } from '#shared/api/auth-events';
import type { ApiClient, ApiResult } from '#shared/api/request';
import type { RequestOf, ResponseOf } from '#shared/api/contract';
import type { EdgeContext } from '#shared/domain/edge-context';
import type { LeadDesk } from '#shared/domain/lead-action';
import type { SiteSearch } from '#shared/domain/search';
import type { PublicConfig } from '#shared/public-config';
import type { UpstreamGaps } from '#shared/api/upstream-gaps';
import type { ReadPath } from './api-query.ts';

export interface AppContext {
  api: ApiClient;
  /** Browser only: raised by `api` when an answer says the session is gone (AuthSync listens). */
  authExpired?: AuthExpiredSignal;
  edge: EdgeContext;
  config: PublicConfig;
  /**
   * Where lead-form posts go: the server's booking desk (server/ssr/lead-desk.ts) in the context the
   * SSR layer builds, the forwarder to the server (client/lib/data/lead-forwarder.ts) in the browser's.
   */
  leadDesk: LeadDesk;
  /**
   * The site search: the server's index (server/search/) in the context the SSR layer builds, the
   * server's JSON answer (client/lib/data/search-forwarder.ts) in the browser's.
   */
  search: SiteSearch;
  /**
   * The site's own endpoints the upstream lacks (shared/api/upstream-gaps.ts): the shared store on the
   * server, what the page's server knew plus what this page has met since in the browser.
   */
  upstreamGaps: UpstreamGaps;
  /**
   * The data cache loaders read through (client/lib/data/api-query.ts): one per request on the server,
   * never shared between visitors; one per page in the browser, made on first use (its code is not
   * part of the first view) and cleared at login and logout.
   */
  queryClient: QueryClientSource;
  /**
   * Server only: how this request's loaders read through its data cache (client/lib/data/request-reads.ts).
   * Absent in the browser, whose reads go through query-core's fetch (`readThrough`).
   */
  read?: CachedRead;
  /**
   * The clock loaders and actions read (ms since the epoch): the site's on the server (a fixed one in
   * tests), `Date.now` in the browser. What a page shows from it travels in its loader data, so the
   * browser hydrates what the server rendered.
   */
  now: () => number;
  /**
   * The idempotency key a lead form starts with: the request's own on the server (the rendered-page
   * cache gives every answer a fresh one in its place), a new one per call in the browser.
   */
  submissionKey: () => string;
}

/** One read through the data cache: the cached answer while fresh, else the API's (a failure is not kept). */
export type CachedRead = <P extends ReadPath>(path: P, input?: RequestOf<P>) => Promise<ApiResult<ResponseOf<P>>>;

/** Resolves to the data cache's client, the same one on every call. */
export type QueryClientSource = () => Promise<QueryClient>;

export const appContext = createContext<AppContext>();

/** The browser's context, made by the router for each navigation (`getContext`). */
export function createAppContextProvider(app: AppContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appContext, app);
  return provider;
}

/**
 * The server's context, one per request (`requestContext` of the static handler, which takes any
 * value while no route has middleware). Not a `RouterContextProvider`: React Router's published build
 * keeps each provider's values in one module-wide `WeakMap`, and V8 keeps every value of a long-lived
 * `WeakMap` through each young-generation collection, so each request's whole dependency graph would
 * be promoted to the old generation and wait there for a full collection
 * (docs/decisions/0048-no-request-keys-in-long-lived-weakmaps.md).
 */
export class ServerAppContext {
  constructor(readonly app: AppContext) {}
}

/** Loaders receive `context` untyped in data mode; this reads our dependencies from it. */
export function getApp(context: unknown): AppContext {
  if (context instanceof ServerAppContext) return context.app;
  if (context instanceof RouterContextProvider) return context.get(appContext);
  throw new Error('Router context is missing: the router was created without the app context.');
}
