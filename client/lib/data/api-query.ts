/**
 * The client data cache (docs/decisions/0016-client-data-cache.md): every read a loader makes goes
 * through TanStack Query, keyed by the contract path and its input, so a page seen in the last
 * 5 minutes opens without asking the API again. On the server the same loaders fill a client made
 * for that one request, which is dehydrated into the page; the browser makes its client on first use,
 * with those reads in it (client/lib/data/query-client.ts, client/entry.client.tsx).
 *
 * A loader's one line: `const api = cachedApi(context);` then `api.get(path, query)` as before.
 * After a change, `invalidateApi(queryClient, path, input?)` marks exactly the reads it affects stale.
 * Either way the client is reached through the app context's `queryClient()`, which resolves once it
 * exists.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GetPath, PostPath, RequestOf, ResponseOf } from '#shared/api/contract';
import type { ApiClient, ApiResult } from '#shared/api/request';
import { getApp, type AppContext, type CachedRead, type QueryClientSource } from './app-context.ts';

/**
 * POST endpoints that only read: the user service answers the session's own data by POST. Every other
 * read is a GET. (Listed here rather than looked up in shared/api/endpoints.ts, whose table of every
 * endpoint would put the lead-booking paths into the browser bundle, which the build refuses.)
 */
const POST_READS = [
  '/api/user/ckauth',
  '/api/user/customizedList',
  '/api/user/customizedInfo',
  '/api/user/isCollections',
  '/api/user/collectionsList',
  '/api/user/followList',
  '/api/user/drivce',
  '/api/user/msgList',
  '/api/user/unread-messages-count',
] as const satisfies readonly PostPath[];
export type PostReadPath = (typeof POST_READS)[number];

function isPostRead(path: ReadPath): path is PostReadPath {
  return (POST_READS as readonly string[]).includes(path);
}

export type ReadPath = GetPath | PostReadPath;

/** Reads, answered from the cache while fresh. An `ApiClient` is one too (uncached). */
export interface ApiReader {
  get<P extends GetPath>(path: P, query?: RequestOf<P>): Promise<ApiResult<ResponseOf<P>>>;
  post<P extends PostReadPath>(path: P, body?: RequestOf<P>): Promise<ApiResult<ResponseOf<P>>>;
}

/** A failed answer: thrown inside the query so it is never cached, handed back to the loader as is. */
class FailedRead extends Error {
  constructor(readonly result: ApiResult<unknown>) {
    super(`read failed with ${result.code}`);
    this.name = 'FailedRead';
  }
}

/** The cache key of a read: its contract path, then its input (`{}` when it has none). */
export function apiQueryKey<P extends ReadPath>(
  path: P,
  input?: RequestOf<P>,
): readonly [P, RequestOf<P> | Record<string, never>] {
  return [path, input ?? {}] as const;
}

/** Sends a read to the API with the method its contract names. */
export function sendRead<P extends ReadPath>(api: ApiClient, path: P, input?: RequestOf<P>): Promise<ApiResult<ResponseOf<P>>> {
  const p: ReadPath = path;
  return (
    isPostRead(p) ? api.post(p, input as RequestOf<PostReadPath>) : api.get(p, input as RequestOf<GetPath>)
  ) as Promise<ApiResult<ResponseOf<P>>>;
}

/** Query options of one read: for `queryClient.query`, `useQuery` or a prefetch. Only successes are cached. */
export function queryOptionsFor<P extends ReadPath>(api: ApiClient, path: P, input?: RequestOf<P>) {
  return queryOptions({
    queryKey: apiQueryKey(path, input),
    queryFn: async (): Promise<ApiResult<ResponseOf<P>>> => {
      const result = await sendRead(api, path, input);
      if (!result.ok) throw new FailedRead(result);
      return result;
    },
  });
}

/** One read through the cache: the cached answer while fresh, else the API's (a failure is not kept). */
export async function readThrough<P extends ReadPath>(
  app: Pick<AppContext, 'api' | 'queryClient'>,
  path: P,
  input?: RequestOf<P>,
): Promise<ApiResult<ResponseOf<P>>> {
  try {
    const queryClient = await app.queryClient();
    return await queryClient.query(queryOptionsFor(app.api, path, input));
  } catch (err) {
    if (err instanceof FailedRead) return err.result as ApiResult<ResponseOf<P>>;
    throw err;
  }
}

/** The reader of a loader: `cachedApi(context)` from its router context, or from the app context. */
export function cachedApi(context: unknown): ApiReader {
  const app =
    context !== null && typeof context === 'object' && 'queryClient' in context
      ? (context as AppContext)
      : getApp(context);
  const read: CachedRead = app.read ?? ((path, input) => readThrough(app, path, input));
  return { get: (path, query) => read(path, query), post: (path, body) => read(path, body) };
}

/**
 * Marks reads stale after a change: with `input`, exactly that read; without, every read of `path`
 * (all pages of a list). The next loader that needs one asks the API; nothing refetches by itself.
 */
export async function invalidateApi<P extends ReadPath>(
  source: QueryClientSource,
  path: P,
  input?: RequestOf<P>,
): Promise<void> {
  const queryClient = await source();
  return queryClient.invalidateQueries({
    queryKey: input === undefined ? [path] : apiQueryKey(path, input),
    exact: input !== undefined,
    refetchType: 'none',
  });
}
