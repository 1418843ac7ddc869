import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page.tsx';

/** Each page route's boundary: the error page inside the site chrome, status from the thrown response. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
