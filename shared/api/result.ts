/**
 * What a call of the request helper (request.ts) answers, and the few helpers a page needs to read an
 * answer. A module of its own, so a route module that reads answers does not pull the request helper
 * into its chunk (the browser downloads the helper on first use, client/lib/data/browser-api.ts).
 */
export interface ApiResult<T> {
  ok: boolean;
  /** `code` of `/api` answers, `retCode` of legacy ones, -1 when the request itself failed. */
  code: number;
  msg: string;
  data: T | null;
  /** HTTP status, 0 when no response arrived. */
  status: number;
}

/**
 * True when the upstream does not know the endpoint at all (HTTP 404, whatever the body): its business
 * "not found" comes with HTTP 200 and code 404/1004, never with this status. The site's own additions to
 * the specification's endpoints (shared/api/endpoints.ts) must expect it.
 */
export function isUnknownEndpoint(result: ApiResult<unknown>): boolean {
  return result.status === 404;
}

/** Thrown by `expectData` when a query returned no data: data loading treats that as an error. */
export class UpstreamError extends Error {
  constructor(
    readonly path: string,
    readonly result: ApiResult<unknown>,
  ) {
    super(`Upstream ${path} answered ${result.code} ${result.msg}`.trim());
    this.name = 'UpstreamError';
  }
}

/** The data of a successful answer; throws `UpstreamError` for a failure or a missing `data`. */
export function expectData<T>(path: string, result: ApiResult<T>): T {
  if (!result.ok || result.data === null || result.data === undefined) throw new UpstreamError(path, result);
  return result.data;
}
