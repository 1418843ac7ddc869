/**
 * The browser's API client: same origin (the site's proxy), one auth-expired signal for the page.
 * The request helper and its fetch exchange are downloaded the first time the page talks to the API
 * (a navigation's loaders, an action, a captcha), not with the page: a first view asks the API nothing
 * (docs/decisions/0019-client-byte-budgets.md). If that download fails, the call answers as a request
 * that got no answer does (`failure()` of shared/api/request.ts): failures resolve, never throw.
 */
import { createAuthExpiredSignal } from '#shared/api/auth-events';
import type { GetPath, PostPath, RequestOf, ResponseOf } from '#shared/api/contract';
import { REQUEST_FAILED, REQUEST_FAILED_MSG } from '#shared/api/request-failed';
import type { ApiClient, ApiResult } from '#shared/api/request';
import { lazyOnce } from '../ui/lazy-once.ts';

export const authExpired = createAuthExpiredSignal();

const client = lazyOnce(() => import('./browser-api-client.ts').then((m) => m.createBrowserApi(authExpired)));

function unreachable<T>(): ApiResult<T> {
  return { ok: false, code: REQUEST_FAILED, msg: REQUEST_FAILED_MSG, data: null, status: 0 };
}

export const browserApi: ApiClient = {
  get<P extends GetPath>(path: P, query?: RequestOf<P>) {
    return client().then((api) => api.get(path, query), () => unreachable<ResponseOf<P>>());
  },
  post<P extends PostPath>(path: P, body?: RequestOf<P>) {
    return client().then((api) => api.post(path, body), () => unreachable<ResponseOf<P>>());
  },
};

/** Starts the download ahead of the first call (the first navigation, beside its route module). */
export function preloadBrowserApi(): void {
  client().catch(() => undefined); // the call that needs it tries again
}
