/** The browser's request helper over fetch, loaded on the first call (client/lib/data/browser-api.ts). */
import type { AuthExpiredSignal } from '#shared/api/auth-events';
import { createApiClient, type ApiClient } from '#shared/api/request';
import { fetchHttp } from './fetch-http.ts';

export function createBrowserApi(authExpired: AuthExpiredSignal): ApiClient {
  return createApiClient({ baseUrl: '', http: fetchHttp, authExpired });
}
