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
/** Code used when the request itself failed (network, timeout, non-2xx, unparsable body). */
export const REQUEST_FAILED = -1;
export const REQUEST_FAILED_MSG = '请求错误';

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
  captchaInvalid: 2101,
  verifyCodeInvalid: 2102,
  verifyCodeLocked: 2103,
  notRegistered: 2104,
};
