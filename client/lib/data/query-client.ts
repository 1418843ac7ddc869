/**
 * The data cache's TanStack client (docs/decisions/0016-client-data-cache.md). The server makes one per
 * request; the browser imports this module the first time something reads or changes the cache
 * (client/entry.client.tsx), so query-core is not part of any page's initial JavaScript
 * (docs/decisions/0019-client-byte-budgets.md). Everything else reaches the client through the app
 * context's `queryClient()` (client/lib/data/api-query.ts).
 */
import { hashKey, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';

/** How long a read stays fresh: the product's 5 minutes. */
export const STALE_TIME_MS = 5 * 60 * 1000;

/**
 * The browser's defaults: fresh for 5 minutes, no refetch on focus or reconnect (the session check
 * asks for its own refetch on focus, client/features/auth/auth-sync.tsx). On the server a client
 * lives for one request, so its defaults never matter beyond it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false },
    },
  });
}

/**
 * The server's reads as of `now`: they were made for this very page moments ago, and the browser's
 * clock may disagree with the server's, which would shorten or stretch their 5 minutes. Each gets back
 * its `queryHash`, which the page does not carry (it is the `queryKey` hashed, as the cache hashes it).
 */
export function freshFromServer(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => ({
      ...q,
      queryHash: hashKey(q.queryKey),
      state: { ...q.state, dataUpdatedAt: now },
    })),
  };
}

/**
 * The browser's client, made on first use: the server's reads for this page (nothing is asked twice),
 * fresh from the moment the page arrived rather than from this call, which may come minutes later.
 */
export function browserQueryClient(serverReads: DehydratedState | undefined, arrivedAt: number): QueryClient {
  const client = createQueryClient();
  if (serverReads) hydrate(client, freshFromServer(serverReads, arrivedAt));
  return client;
}
