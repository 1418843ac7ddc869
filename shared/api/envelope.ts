/**
 * Response envelopes of the two upstream families.
 * `/api/*` (user-service and client API) answers `{ code, msg, data }` with code 200 on success;
 * the legacy `/client/*` host answers `{ retCode, retMsg, data }` with retCode 0 on success.
 */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T | null;
}

export interface LegacyEnvelope<T> {
  retCode: number;
  retMsg: string;
  data: T | null;
}

export const API_OK = 200;
export const LEGACY_OK = 0;
/** `/api` code for a missing or expired login token. */
export const API_AUTH_EXPIRED = 401;
/** Legacy retCode for a missing or expired login token. */
export const LEGACY_AUTH_EXPIRED = 1002;
export { REQUEST_FAILED, REQUEST_FAILED_MSG } from './request-failed.ts';

/** Paged list as returned by every paged endpoint. `page` is 1-based. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Common paging query. Each endpoint documents its own defaults. */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

/**
 * Every error code the upstreams answer with, by kind. Business errors travel with HTTP 200; protocol
 * errors (400 malformed JSON, 404 unknown path, 405 wrong method, 413 body too large) also set the HTTP status.
 */
export const API_CODES = {
  ok: API_OK,
  badRequest: 400,
  authExpired: API_AUTH_EXPIRED,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
  /** Set by the site's proxy, not the upstream: the upstream could not be reached (HTTP 502). */
  upstreamUnavailable: 502,
  /** Set by the site's proxy, not the upstream: the upstream did not answer in time (HTTP 504). */
  upstreamTimeout: 504,
  /**
   * Set by the site, not the upstream: it refuses for now (HTTP 503, with `Retry-After`): the upstream's
   * circuit breaker is open, or the shared store that counts code sends cannot be reached.
   */
  serviceUnavailable: 503,
  /** Image captcha answer wrong, expired or already used. */
  captchaInvalid: 4101,
  /** SMS or e-mail code wrong, expired or already used. */
  verifyCodeInvalid: 4102,
  /** Five wrong tries: the code is dead; request a new one. */
  verifyCodeLocked: 4103,
  /** Login with a valid code for a phone that has no account yet: register instead. */
  notRegistered: 4104,
} as const;

export type ApiCodeKind = keyof typeof API_CODES;

/** Legacy retCodes for the same kinds. */
export const LEGACY_CODES: Readonly<Record<ApiCodeKind, number>> = {
  ok: LEGACY_OK,
  badRequest: 1001,
  authExpired: LEGACY_AUTH_EXPIRED,
  forbidden: 1003,
  notFound: 1004,
  methodNotAllowed: 1005,
  conflict: 1009,
  payloadTooLarge: 1013,
  unsupportedMediaType: 1015,
  tooManyRequests: 1029,
  serverError: 9999,
  // The proxy's own answers keep the HTTP status as their retCode in both families, so a caller can
  // tell "the upstream said no" from "the upstream never answered" without reading the HTTP status.
  upstreamUnavailable: 502,
  upstreamTimeout: 504,
  serviceUnavailable: 503,
  captchaInvalid: 2101,
  verifyCodeInvalid: 2102,
  verifyCodeLocked: 2103,
  notRegistered: 2104,
};

export type EnvelopeFamily = 'api' | 'legacy';

/** `/client/*` (and `/client` itself) is the legacy host; everything else answers the `/api` envelope. */
export function familyOf(pathname: string): EnvelopeFamily {
  return pathname === '/client' || pathname.startsWith('/client/') ? 'legacy' : 'api';
}

/** An `/api` envelope with a code as the upstream sent it (pass-through); build new ones by name with `envelopeFor`. */
export function apiEnvelope<T>(code: number, msg: string, data: T | null = null): ApiEnvelope<T> {
  return { code, msg, data };
}

/** A legacy envelope with a retCode as the upstream sent it (pass-through). */
export function legacyEnvelope<T>(retCode: number, msg: string, data: T | null = null): LegacyEnvelope<T> {
  return { retCode, retMsg: msg, data };
}

/** The envelope of a code kind in a family: the one way the site and the mock write an answer of their own. */
export function envelopeOf<T>(
  family: EnvelopeFamily,
  kind: ApiCodeKind,
  msg: string,
  data: T | null = null,
): ApiEnvelope<T> | LegacyEnvelope<T> {
  return family === 'legacy' ? legacyEnvelope(LEGACY_CODES[kind], msg, data) : apiEnvelope(API_CODES[kind], msg, data);
}

/** `envelopeOf` with the family chosen by the request path. */
export function envelopeFor<T>(pathname: string, kind: ApiCodeKind, msg: string, data: T | null = null) {
  return envelopeOf(familyOf(pathname), kind, msg, data);
}

/**
 * The code kind of an HTTP error status the site answers itself (400 → badRequest, 501 → serverError):
 * statuses without a kind of their own fall back to the generic client or server error.
 */
export function kindOfStatus(status: number): ApiCodeKind {
  const kind = (Object.keys(API_CODES) as ApiCodeKind[]).find((k) => k !== 'ok' && API_CODES[k] === status);
  return kind ?? (status >= 500 ? 'serverError' : 'badRequest');
}
