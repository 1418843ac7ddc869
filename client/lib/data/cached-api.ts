/**
 * The loaders' reader through the data cache (`cachedApi` of api-query.ts), without the cache's code in
 * a page's first download: a first view hydrates with the data the server read and runs no loader, so
 * the code loads with the first read (a client navigation, which downloads the cache's client beside it
 * anyway). On the server the module is loaded once per process.
 */
import type { GetPath, RequestOf } from '#shared/api/contract';
import { lazyOnce } from '#client/lib/ui/lazy-once.ts';
import type { ApiReader, PostReadPath } from './api-query.ts';

const apiQuery = lazyOnce(() => import('./api-query.ts'));

/** `cachedApi(context)` of api-query.ts: the same reads, answered once its code is there. */
export function cachedApi(context: unknown): ApiReader {
  return {
    get: <P extends GetPath>(path: P, query?: RequestOf<P>) =>
      apiQuery().then((m) => m.cachedApi(context).get(path, query)),
    post: <P extends PostReadPath>(path: P, body?: RequestOf<P>) =>
      apiQuery().then((m) => m.cachedApi(context).post(path, body)),
  };
}
