/** The browser's API client: same origin (the site's proxy), one auth-expired signal for the page. */
import { createAuthExpiredSignal } from '#shared/api/auth-events';
import { createApiClient } from '#shared/api/request';
import { fetchHttp } from './fetch-http.ts';

export const authExpired = createAuthExpiredSignal();
export const browserApi = createApiClient({ baseUrl: '', http: fetchHttp, authExpired });
