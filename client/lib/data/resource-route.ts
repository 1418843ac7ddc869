/**
 * Routes with a loader or an action and no page (fetchers use them). Fetchers run their loaders in the
 * browser without a request to the server; a page request for such a URL (an address typed or
 * followed) reaches the server and gets the not-found page instead of an empty one.
 */
import { data } from 'react-router';

export function refusePageRequest(request: Request): void {
  if ((request.headers.get('accept') ?? '').includes('text/html')) throw data(null, { status: 404 });
}

/** The loader of a route with only an action. */
export function notAPage({ request }: { request: Request }): null {
  refusePageRequest(request);
  return null;
}

/** Never shown (the loader refuses a page request); present so the router knows the route has no page on purpose. */
export function NoPage(): null {
  return null;
}
