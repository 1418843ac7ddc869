/**
 * The one rule for every `Location` the site sends (trailing-slash and legacy redirects, loader and
 * action redirects, the login return path): the target is turned into a path on the site's own
 * origin, whatever it holds. Browsers read a `Location` of `//host`, `/\host` or `\\host` as another
 * host, drop tabs and newlines before parsing, and treat `\` as `/`, so the path is normalised the way
 * a browser would read it and its leading slashes are collapsed to one: the result always starts with
 * exactly one `/` followed by something that is not a slash, which no browser can read as another host.
 * An absolute URL on another origin, or anything unparsable, becomes the fallback.
 *
 * See docs/architecture.md#redirects for where each redirect comes from.
 */

/** Longer request paths are not redirected at all: they get their 404 (a redirect would echo them). */
export const MAX_REDIRECT_LENGTH = 2048;

// C0 controls and DEL: URL parsers drop tab/CR/LF silently and a raw one must never reach a header.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function siteLocation(target: string, origin: string, fallback = '/'): string {
  if (target.length > MAX_REDIRECT_LENGTH) return fallback;
  let path = target.replace(CONTROL, '');
  if (SCHEME.test(path)) {
    let absolute: URL;
    try {
      absolute = new URL(path);
    } catch {
      return fallback;
    }
    if (absolute.origin !== new URL(origin).origin) return fallback;
    path = absolute.pathname + absolute.search + absolute.hash;
  }
  // Only the part before the query is a path: a `\` or `//` after `?` is data.
  const queryAt = path.search(/[?#]/);
  const head = queryAt === -1 ? path : path.slice(0, queryAt);
  const tail = queryAt === -1 ? '' : path.slice(queryAt);
  path = `/${head.replace(/\\/g, '/').replace(/^\/+/, '')}${tail}`;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return fallback;
  }
  // Dot segments resolve after parsing (`/..//evil`, `/%2e%2e//evil` → `//evil`): collapse again.
  // The query and hash keep a raw `\` that some proxies rewrite: send it encoded.
  const out = (url.pathname.replace(/^\/+/, '/') + url.search + url.hash).replace(/\\/g, '%5C');
  return out.length > MAX_REDIRECT_LENGTH ? fallback : out;
}
