/**
 * The one vocabulary of a page's status when its data comes from the upstream:
 *
 * - The main data, without which the page has nothing to say, failed: `unavailable()` throws the
 *   error page with 503 (the server entry adds `Retry-After`). Never a 502: for the visitor the site
 *   is what is unavailable, for a while, and a crawler keeps the page it indexed.
 * - The upstream says there is no such thing: 404 (`required(result, { notFound: true })`, or
 *   `unavailable(result, { notFound: true })` in a loader that checked the read itself).
 * - A page that renders around its failed main block (the trade-in estimate, the recall lookup):
 *   `data(payload, UNAVAILABLE)`, the block saying so and keeping what the visitor typed.
 * - Any other block is optional: without its data it says so, and the page is 200.
 *
 * `useRouteErrorStatus` reads the status of the page on screen: the first route error's status (a
 * thrown `data(null, { status })` is a route error response; anything else thrown is a 500), or null
 * when no route failed. The not-found page is such an error whether its URL is `/404` or an unknown
 * path rendered in place.
 */
import { useContext } from 'react';
import { data, isRouteErrorResponse, UNSAFE_DataRouterStateContext as DataRouterStateContext } from 'react-router';
import type { ApiResult } from '#shared/api/request';

/** The init of a page answered without its main data. */
export const UNAVAILABLE = { status: 503 } as const satisfies ResponseInit;

/**
 * Seconds a visitor (or a crawler) is asked to wait before trying a 503 page again: long enough for
 * the upstream's circuit breaker to let a probe through, short enough for a person to retry.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/**
 * The page's main data failed: the error page, 503. With `notFound`, the failed read's upstream 404
 * (no such series, no such article) is the not-found page instead.
 */
export function unavailable(result?: ApiResult<unknown>, options: { notFound?: boolean } = {}): never {
  throw data(null, options.notFound && result?.code === 404 ? { status: 404 } : UNAVAILABLE);
}

/** The data of a read the page cannot do without; a failure is `unavailable(result, options)`. */
export function required<T>(result: ApiResult<T>, options: { notFound?: boolean } = {}): T {
  if (result.ok && result.data != null) return result.data;
  return unavailable(result, options);
}

export function useRouteErrorStatus(): number | null {
  const errors = useContext(DataRouterStateContext)?.errors;
  const first = errors ? Object.values(errors)[0] : undefined;
  if (first === undefined) return null;
  return isRouteErrorResponse(first) ? first.status : 500;
}
