import { describe, expect, it } from 'vitest';
import { DEFAULT_PREV, safePrev } from './safe-prev.ts';

describe('safePrev', () => {
  it.each([
    ['/account/messages', '/account/messages'],
    ['/models/es?tab=spec#power', '/models/es?tab=spec#power'],
    ['/news/12', '/news/12'],
    ['/', '/'],
    ['/a/../account', '/account'],
    ['/搜索', '/%E6%90%9C%E7%B4%A2'],
  ])('accepts the same-site path %j', (raw, expected) => {
    expect(safePrev(raw)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/account',
    '///evil.example',
    'https://evil.example',
    'http://evil.example/account',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5cevil.example',
    '/%5Cevil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/a/../\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n//evil.example',
    '/\u0000evil',
    '/\u007fevil',
    'account',
    'evil.example',
    '',
    '/' + 'a'.repeat(2048),
  ])('falls back to /account for %j', (raw) => {
    expect(safePrev(raw)).toBe(DEFAULT_PREV);
  });

  it('falls back for values that are not strings', () => {
    expect(safePrev(undefined)).toBe('/account');
    expect(safePrev(null)).toBe('/account');
    expect(safePrev(['/account/cars'])).toBe('/account');
    expect(safePrev(42)).toBe('/account');
  });

  it('uses the given fallback', () => {
    expect(safePrev('//evil.example', '/')).toBe('/');
  });
});
