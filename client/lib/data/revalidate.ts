/**
 * `shouldRevalidate` for a page whose URL holds state the loader does not read (toggles, a grade, a
 * down payment): a GET to the same path whose query is the same for the loader keeps the loaded data,
 * so the change is worked out in the page with no request. Anything else revalidates as usual.
 */
import type { ShouldRevalidateFunction } from 'react-router';

export function keepDataWhileLoaderQuerySame(
  sameForLoader: (current: URLSearchParams, next: URLSearchParams) => boolean,
): ShouldRevalidateFunction {
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
    if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
    if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
    return sameForLoader(currentUrl.searchParams, nextUrl.searchParams) ? false : defaultShouldRevalidate;
  };
}
