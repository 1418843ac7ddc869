/** `/404` and every unknown path: the not-found page with a real 404 status. */
import { data } from 'react-router';

export function loader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export function Component() {
  // Never rendered: the loader always throws, so the boundary shows the not-found page.
  return null;
}
