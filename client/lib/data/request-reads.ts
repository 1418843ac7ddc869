/**
 * The reads of one server render (the server entry's `AppContext.read`). Its data cache lives for one
 * request: nothing observes, refetches or cancels its reads, and it is dehydrated once into the page.
 *
 * A page's reads are kept in a plain map and dehydrated in query-core's shape: a `QueryClient` per
 * request, with a query built per read (default options merged, the key hashed again, a state machine
 * and its notifications), cost more than the rest of the data layer together on an uncached page
 * (docs/decisions/0049-request-reads-without-query-core.md). Only an action that changes something
 * asks for the client (`queryClient()`, for `cacheChanges`): the reads kept so far go into it, and it
 * holds them from then on, so its invalidations and clears work as they do in the browser.
 *
 * What `readThrough` promises holds: a fresh answer is not asked again, one read is in flight per key,
 * a failed answer is handed back and never kept.
 */
import { dehydrate, hashKey, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiResult } from '#shared/api/request';
import type { RequestOf, ResponseOf } from '#shared/api/contract';
import { apiQueryKey, sendRead, type ReadPath } from './api-query.ts';
import type { CachedRead } from './app-context.ts';
import { createQueryClient } from './query-client.ts';

/** Whether `value` is a plain object whose fields are all strings, numbers, booleans, null or absent. */
function isFlatRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(
    (field) => field === null || !['object', 'function', 'symbol'].includes(typeof field),
  );
}

/**
 * query-core's `hashKey` of a read's key, the same string: its replacer sorts every plain object's
 * fields on the way, and a replacer takes JSON.stringify off its fast path (~2 µs a key, four to six
 * keys a page). A read's key is its path and an input of plain fields, sorted here once; anything else
 * goes to `hashKey`.
 */
export function readHash(queryKey: readonly unknown[]): string {
  const [path, input] = queryKey;
  if (queryKey.length !== 2 || typeof path !== 'string' || !isFlatRecord(input)) return hashKey(queryKey);
  const sorted: Record<string, unknown> = {};
  for (const name of Object.keys(input).sort()) sorted[name] = input[name];
  return JSON.stringify([path, sorted]);
}

interface Kept {
  queryKey: readonly unknown[];
  queryHash: string;
  result: ApiResult<unknown>;
  updatedAt: number;
}

/** A kept read as query-core's `dehydrate` writes a query that `setQueryData` filled (same fields, same order). */
function dehydratedRead({ queryKey, queryHash, result, updatedAt }: Kept, now: number): DehydratedState['queries'][number] {
  return {
    dehydratedAt: now,
    state: {
      data: result,
      dataUpdateCount: 1,
      dataUpdatedAt: updatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
    queryKey,
    queryHash,
  };
}

export class RequestReads {
  readonly #api: ApiClient;
  readonly #kept = new Map<string, Kept>();
  readonly #inFlight = new Map<string, Promise<ApiResult<unknown>>>();
  /** Made when an action first asks: from then on it holds the reads. */
  #client: QueryClient | undefined;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  /** The request's data cache as query-core's client, for the changes an action makes. */
  readonly queryClient = (): Promise<QueryClient> => Promise.resolve(this.#queryClient());

  readonly read: CachedRead = <P extends ReadPath>(path: P, input?: RequestOf<P>): Promise<ApiResult<ResponseOf<P>>> => {
    const queryKey = apiQueryKey(path, input);
    const queryHash = readHash(queryKey);
    const kept = this.#fresh(queryHash);
    if (kept) return Promise.resolve(kept as ApiResult<ResponseOf<P>>);
    let read = this.#inFlight.get(queryHash) as Promise<ApiResult<ResponseOf<P>>> | undefined;
    if (!read) {
      read = sendRead(this.#api, path, input)
        .then((result) => {
          if (result.ok) this.#keep(queryKey, queryHash, result);
          return result;
        })
        .finally(() => this.#inFlight.delete(queryHash));
      this.#inFlight.set(queryHash, read);
    }
    return read;
  };

  /** The reads for the page's document state (`queries`), as query-core's `dehydrate` would write them. */
  dehydrate(): DehydratedState {
    if (this.#client) return dehydrate(this.#client);
    const now = Date.now();
    return { mutations: [], queries: Array.from(this.#kept.values(), (kept) => dehydratedRead(kept, now)) };
  }

  /** A kept answer that no change has marked stale (a request is over long before its 5 minutes). */
  #fresh(queryHash: string): ApiResult<unknown> | undefined {
    if (!this.#client) return this.#kept.get(queryHash)?.result;
    const query = this.#client.getQueryCache().get(queryHash);
    return query?.state.status === 'success' && !query.state.isInvalidated ? (query.state.data as ApiResult<unknown>) : undefined;
  }

  #keep(queryKey: readonly unknown[], queryHash: string, result: ApiResult<unknown>): void {
    if (this.#client) this.#client.setQueryData(queryKey, result);
    else this.#kept.set(queryHash, { queryKey, queryHash, result, updatedAt: Date.now() });
  }

  #queryClient(): QueryClient {
    if (this.#client) return this.#client;
    const client = createQueryClient();
    for (const { queryKey, result, updatedAt } of this.#kept.values()) client.setQueryData(queryKey, result, { updatedAt });
    this.#kept.clear();
    this.#client = client;
    return client;
  }
}
