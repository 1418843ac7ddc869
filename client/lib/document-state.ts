/**
 * What the server writes into the document once, for the browser to read at hydration.
 * One script (nonce'd by React) sets these globals before the entry module runs.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { PageAssets } from './assets.tsx';
import type { Env } from './edge.tsx';
import { scriptSafeJson } from './serialize.ts';

export interface DocumentState {
  env: Env;
  assets: PageAssets;
  /** The reads the server's loaders made for this page (its per-request data cache), dehydrated. */
  queries?: DehydratedState;
}

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
    __DOCUMENT_STATE__?: DocumentState;
  }
}

/** Script content: JSON parsed by `JSON.parse` (faster than a JS literal, and never executed as code). */
export function documentStateScript(hydration: unknown, state: DocumentState): string {
  const parse = (value: unknown) => `JSON.parse(${scriptSafeJson(JSON.stringify(value))})`;
  return `window.__staticRouterHydrationData=${parse(hydration)};window.__DOCUMENT_STATE__=${parse(state)};`;
}
