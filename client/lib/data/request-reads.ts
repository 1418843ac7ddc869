/**
 * The reads of one server render (the server entry's `AppContext.read`). Its data cache lives for one
 * request: nothing observes, refetches or cancels its queries, and it is dehydrated once into the page.
 * query-core's fetch (a retryer, an abort controller and a fetch context per read) serves the browser's
 * cache, not this one; here each answer goes in with `setQueryData`, which dehydrates the same, for
 * about a third of the work per read (docs/decisions/0043-uncached-render-cpu.md).
 * What `readThrough` promises holds: a fresh answer is not asked again, one read is in flight per key,
 * a failed answer is handed back and never kept.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiResult } from '#shared/api/request';
import type { RequestOf, ResponseOf } from '#shared/api/contract';
import { apiQueryKey, sendRead, type ReadPath } from './api-query.ts';
import type { CachedRead } from './app-context.ts';

export function requestReads(queryClient: QueryClient, api: ApiClient): CachedRead {
  const inFlight = new Map<string, Promise<ApiResult<unknown>>>();
  const cache = queryClient.getQueryCache();
  return <P extends ReadPath>(path: P, input?: RequestOf<P>): Promise<ApiResult<ResponseOf<P>>> => {
    const queryKey = apiQueryKey(path, input);
    const queryHash = hashKey(queryKey);
    // A request is over long before its reads' 5 minutes: kept means fresh, unless a change marked it.
    const kept = cache.get(queryHash);
    if (kept?.state.status === 'success' && !kept.state.isInvalidated) {
      return Promise.resolve(kept.state.data as ApiResult<ResponseOf<P>>);
    }
    let read = inFlight.get(queryHash) as Promise<ApiResult<ResponseOf<P>>> | undefined;
    if (!read) {
      read = sendRead(api, path, input)
        .then((result) => {
          if (result.ok) queryClient.setQueryData(queryKey, result);
          return result;
        })
        .finally(() => inFlight.delete(queryHash));
      inFlight.set(queryHash, read);
    }
    return read;
  };
}
