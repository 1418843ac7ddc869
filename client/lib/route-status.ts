/**
 * The status of the page on screen: the first route error's status (a thrown `data(null, { status })`
 * is a route error response; anything else thrown is a 500), or null when no route failed. The
 * not-found page is such an error whether its URL is `/404` or an unknown path rendered in place.
 */
import { useContext } from 'react';
import { isRouteErrorResponse, UNSAFE_DataRouterStateContext as DataRouterStateContext } from 'react-router';

export function useRouteErrorStatus(): number | null {
  const errors = useContext(DataRouterStateContext)?.errors;
  const first = errors ? Object.values(errors)[0] : undefined;
  if (first === undefined) return null;
  return isRouteErrorResponse(first) ? first.status : 500;
}
