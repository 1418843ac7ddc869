/**
 * The one request helper, isomorphic: one contract, and an `http` exchange per runtime (fetch in the
 * browser, client/lib/data/fetch-http.ts; superagent on the server, server/upstream/superagent-http.ts), so the
 * browser bundle carries no HTTP library (docs/decisions/0019-client-byte-budgets.md).
 *
 * - Base URL per side: absolute upstream URL on the server, same origin ('') in the browser.
 * - Both envelope families are normalised to `ApiResult` (`ok`, `code`, `msg`, `data`).
 * - A failed request (network error, timeout, non-2xx, unparsable or foreign body) resolves to
 *   `{ ok: false, data: null, code: -1, msg: '请求错误' }` instead of throwing. Only an abort rejects.
 * - `code === 401` / `retCode === 1002` raises the auth-expired signal (coalesced per burst), whatever the
 *   HTTP status of the answer carrying it.
 * - Only idempotent GETs are retried, once, and only on a reset connection; POSTs never are.
 * - An optional `transport` wraps every call: the server adds its circuit breaker, a bounded retry and
 *   the catalogue cache there (docs/decisions/0011); the browser passes none.
 */
import type { AuthExpiredSignal } from './auth-events.ts';
import type { AnyPath, GetPath, PostPath, RequestOf, ResponseOf } from './contract.ts';
import {
  API_AUTH_EXPIRED,
  API_OK,
  LEGACY_AUTH_EXPIRED,
  LEGACY_OK,
  REQUEST_FAILED,
  REQUEST_FAILED_MSG,
  familyOf,
} from './envelope.ts';
import type { ApiResult } from './result.ts';

export { expectData, isUnknownEndpoint, UpstreamError, type ApiResult } from './result.ts';

/** One HTTP request as the helper hands it to the runtime's exchange. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  /** GET only: query parameters, none undefined. */
  query?: Record<string, string | number | boolean>;
  /** POST only: sent as JSON. */
  body?: Record<string, unknown>;
  headers: Record<string, string>;
  /** `response`: until the answer starts; `deadline`: until it is read. */
  timeout: { response: number; deadline: number };
  signal?: AbortSignal;
}

/**
 * Makes one HTTP request. Resolves with every answer that arrived, whatever its status, its body parsed
 * as JSON (null when it is not); rejects when none arrived: an error with a numeric `timeout` property
 * for a timeout, any other error for a network failure, the signal's reason for an abort.
 */
export type HttpExchange = (request: HttpRequest) => Promise<{ status: number; body: unknown }>;

export interface ApiClientOptions {
  /** '' in the browser (same origin); an absolute origin on the server, e.g. `http://127.0.0.1:3100`. */
  baseUrl: string;
  /** The runtime's exchange: `fetchHttp` in the browser, `superagentHttp` on the server. */
  http: HttpExchange;
  /** Per-path base URL override (the server picks the legacy host for `/client/*`). */
  baseUrlFor?: (path: AnyPath) => string;
  headers?: Record<string, string>;
  /** Adds request-specific headers (the server's signature). Called for every attempt. */
  sign?: (method: 'GET' | 'POST', pathname: string) => Record<string, string>;
  signal?: AbortSignal;
  authExpired?: AuthExpiredSignal;
  timeout?: { response: number; deadline: number };
  /**
   * Wraps every call. `attempt` makes one request with this client's headers, signing, signal and
   * envelope rules (it may be called again, with other time limits); the transport may also answer
   * without calling it. Abort errors from `attempt` must be passed on.
   */
  transport?: ApiTransport;
  /** Told how each attempt ended (the server's upstream metrics); not called when the caller aborted. */
  onSettled?: (outcome: ApiCallOutcome) => void;
}

export interface ApiCallOutcome {
  method: 'GET' | 'POST';
  /** Base URL the call went to (upstream host). */
  baseUrl: string;
  durationMs: number;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** Set when no response arrived: no answer in time, or no connection. */
  failure?: 'timeout' | 'network';
}

/** One call as a transport sees it: the query (GET) or body (POST) as the caller passed it. */
export interface ApiCall {
  method: 'GET' | 'POST';
  path: AnyPath;
  payload: unknown;
}

export interface ApiAttemptOptions {
  /** Time limits of this attempt instead of the client's (a retry gets what is left of a deadline). */
  timeout?: { response: number; deadline: number };
}

export type ApiTransport = (
  call: ApiCall,
  attempt: (options?: ApiAttemptOptions) => Promise<ApiResult<unknown>>,
) => Promise<ApiResult<unknown>>;

export interface ApiClient {
  get<P extends GetPath>(path: P, query?: RequestOf<P>): Promise<ApiResult<ResponseOf<P>>>;
  post<P extends PostPath>(path: P, body?: RequestOf<P>): Promise<ApiResult<ResponseOf<P>>>;
}

const DEFAULT_TIMEOUT = { response: 8000, deadline: 10_000 };

export function isLegacyPath(path: string): boolean {
  return familyOf(path) === 'legacy';
}

export function failure<T>(status = 0): ApiResult<T> {
  return { ok: false, code: REQUEST_FAILED, msg: REQUEST_FAILED_MSG, data: null, status };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Normalises a parsed body of either envelope family; anything else is a failed request. */
export function readEnvelope<T>(path: string, body: unknown, status: number): ApiResult<T> {
  if (!isRecord(body)) return failure(status);
  const legacy = isLegacyPath(path);
  const code = legacy ? body.retCode : body.code;
  const msg = legacy ? body.retMsg : body.msg;
  if (typeof code !== 'number') return failure(status);
  return {
    ok: code === (legacy ? LEGACY_OK : API_OK),
    code,
    msg: typeof msg === 'string' ? msg : '',
    data: (body.data ?? null) as T | null,
    status,
  };
}

export function isAuthExpired(path: string, code: number): boolean {
  return isLegacyPath(path) ? code === LEGACY_AUTH_EXPIRED : code === API_AUTH_EXPIRED;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The request was aborted', 'AbortError');
}

type Query = Record<string, string | number | boolean | undefined>;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;

  async function send<T>(
    method: 'GET' | 'POST',
    path: AnyPath,
    payload: unknown,
    attempt: ApiAttemptOptions = {},
  ): Promise<ApiResult<T>> {
    const { signal } = options;
    if (signal?.aborted) throw abortError(signal);
    const base = options.baseUrlFor?.(path) ?? options.baseUrl;
    const response = options.http({
      method,
      url: base + path,
      headers: { Accept: 'application/json', ...options.headers, ...options.sign?.(method, path) },
      timeout: attempt.timeout ?? timeout,
      ...(signal ? { signal } : {}),
      ...(method === 'GET'
        ? isRecord(payload)
          ? { query: stripUndefined(payload as Query) }
          : {}
        : { body: isRecord(payload) ? payload : {} }),
    });

    const startedAt = Date.now();
    const settled = (status: number, failure?: 'timeout' | 'network') =>
      options.onSettled?.({ method, baseUrl: base, durationMs: Date.now() - startedAt, status, ...(failure ? { failure } : {}) });
    // Settle on the caller's signal ourselves and let the cancelled request's outcome go.
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_resolve, reject) => {
      if (!signal) return;
      // The exchange stops its request on the same signal.
      onAbort = () => reject(abortError(signal));
      signal.addEventListener('abort', onAbort, { once: true });
    });
    response.catch(() => undefined);
    try {
      const res = await (signal ? Promise.race([response, aborted]) : response);
      settled(res.status);
      const result = readEnvelope<T>(path, res.body, res.status);
      // The body decides, not the status: an upstream (or a gateway before it) may send an expired
      // session's envelope with HTTP 401 or 500 as well as with 200.
      if (!result.ok && isAuthExpired(path, result.code)) options.authExpired?.raise(path);
      if (res.status < 200 || res.status >= 300) {
        // An error status with a readable envelope (e.g. the proxy's 504) keeps its code and message.
        return result.code === REQUEST_FAILED ? failure(res.status) : { ...result, ok: false };
      }
      return result;
    } catch (err) {
      if (signal?.aborted) throw abortError(signal);
      const status = isRecord(err) && typeof err.status === 'number' ? err.status : 0;
      settled(status, status > 0 ? undefined : isRecord(err) && err.timeout !== undefined ? 'timeout' : 'network');
      return failure(status);
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }

  function call<T>(method: 'GET' | 'POST', path: AnyPath, payload: unknown): Promise<ApiResult<T>> {
    const { transport } = options;
    if (!transport) return send<T>(method, path, payload);
    // The transport sees results untyped; they are this call's own results (or cached copies of them).
    return transport({ method, path, payload }, (attempt) => send<unknown>(method, path, payload, attempt)) as Promise<
      ApiResult<T>
    >;
  }

  return {
    get: (path, query) => call('GET', path, query),
    post: (path, body) => call('POST', path, body),
  };
}

function stripUndefined(query: Query): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) out[key] = value;
  return out;
}
