/**
 * Validates a return path (`prev`) before the site navigates or redirects to it (unchecked, the login
 * page would be an open redirect): only a same-site path that starts with exactly one `/` is accepted.
 * Protocol-relative (`//host`), absolute URLs, `javascript:`, backslashes (raw or `%5c`), control
 * characters and paths that normalise into `//host` (`/..//evil`) all fall back. Used on the server
 * (loader redirects) and in the browser (navigation after login).
 */
import { paths } from '../paths.ts';

const PARSE_ORIGIN = 'https://prev.invalid';
const MAX_LENGTH = 2048;

export const DEFAULT_PREV = paths.account();

export function safePrev(raw: unknown, fallback: string = DEFAULT_PREV): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  // Control characters (URL parsers silently drop \t \n \r) and backslashes (read as `/` by browsers).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PARSE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PARSE_ORIGIN) return fallback;
  const out = url.pathname + url.search + url.hash;
  // `/..//evil` and `/.//evil` normalise to `//evil`; an encoded backslash is a backslash to some servers.
  if (out.startsWith('//') || /%5c/i.test(out) || /%2f%2f/i.test(url.pathname)) return fallback;
  return out;
}
