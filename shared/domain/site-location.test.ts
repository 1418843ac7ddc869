import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, siteLocation } from './site-location.ts';

const ORIGIN = 'https://www.aurelion.example';

/** How a browser on the site resolves a Location header: the origin it lands on and the path. */
function landing(location: string): { origin: string; path: string } {
  const url = new URL(location, `${ORIGIN}/some/page`);
  return { origin: url.origin, path: url.pathname + url.search + url.hash };
}

describe('siteLocation: every redirect stays on the site', () => {
  // [what the path holds, the target, the Location the site sends]
  const table: Array<[string, string, string]> = [
    ['a plain path', '/models/es', '/models/es'],
    ['a path with a query and hash', '/news/1?x=1#top', '/news/1?x=1#top'],
    ['a leading //', '//attacker.example', '/attacker.example'],
    ['many leading slashes', '////attacker.example/x', '/attacker.example/x'],
    ['a leading /\\', '/\\attacker.example', '/attacker.example'],
    ['a leading \\\\', '\\\\attacker.example', '/attacker.example'],
    ['a mix of / and \\', '/\\/\\attacker.example/', '/attacker.example/'],
    ['an encoded slash', '/%2F%2Fattacker.example', '/%2F%2Fattacker.example'],
    ['an encoded backslash', '/%5Cattacker.example', '/%5Cattacker.example'],
    ['a tab inside the slashes', '/\t/attacker.example', '/attacker.example'],
    ['a newline inside the slashes', '/\n/attacker.example', '/attacker.example'],
    ['CR LF header injection', '/a\r\nSet-Cookie: x=1', '/aSet-Cookie:%20x=1'],
    ['encoded dot segments', '/%2e%2e//attacker.example', '/attacker.example'],
    ['dot segments into //', '/..//attacker.example', '/attacker.example'],
    ['dot segments in the middle', '/a/b/../..//attacker.example', '/attacker.example'],
    ['a dot segment into /\\', '/./\\attacker.example', '/attacker.example'],
    ['an absolute URL elsewhere', 'https://attacker.example/x', '/'],
    ['a protocol-relative URL with credentials', '//user@attacker.example', '/user@attacker.example'],
    ['javascript:', 'javascript:alert(1)', '/'],
    ['data:', 'data:text/html,<script>alert(1)</script>', '/'],
    ['an absolute URL on the site', `${ORIGIN}/account?x=1`, '/account?x=1'],
    ['a relative path', 'account', '/account'],
    ['backslashes after the query are data', '/search?q=\\\\x', '/search?q=%5C%5Cx'],
    ['slashes after the query are data', '/search?next=//x', '/search?next=//x'],
    ['an empty target', '', '/'],
  ];

  it.each(table)('%s: %j → %j', (_name, target, expected) => {
    const location = siteLocation(target, ORIGIN);
    expect(location).toBe(expected);
    expect(landing(location).origin).toBe(ORIGIN);
    // A browser reads the header exactly as written: one leading slash, then not a slash or backslash.
    expect(location).toMatch(/^\/(?![/\\])/);
  });

  it('never answers a very long target with a redirect to it', () => {
    const long = `/${'a'.repeat(MAX_REDIRECT_LENGTH + 10)}`;
    expect(siteLocation(long, ORIGIN)).toBe('/');
    expect(siteLocation(long, ORIGIN, '/account')).toBe('/account');
  });

  it('uses the caller’s fallback for a target it cannot keep', () => {
    expect(siteLocation('https://attacker.example', ORIGIN, '/account')).toBe('/account');
  });

  it('keeps every form of a fuzzed mix of slashes, backslashes, dots and controls on the site', () => {
    const parts = ['/', '\\', '.', '..', '%2e', '%2F', '%5C', '\t', '\n', 'evil.example', '@', ':'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2000; i++) {
      let target = '';
      for (let n = 0; n < 1 + (next() % 8); n++) target += parts[next() % parts.length];
      const location = siteLocation(target, ORIGIN);
      expect(landing(location).origin, JSON.stringify(target)).toBe(ORIGIN);
      expect(location, JSON.stringify(target)).toMatch(/^\/(?![/\\])/);
    }
  });
});
