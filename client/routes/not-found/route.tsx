/** `/404` and every unknown path: the not-found page with a real 404 status. */
import { data } from 'react-router';
import { RouteErrorBoundary } from '#client/components/route-error-boundary.tsx';

export function loader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export function Component() {
  // Never rendered: the loader always throws, so the boundary shows the not-found page.
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
