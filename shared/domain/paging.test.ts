import { describe, expect, it } from 'vitest';
import { MAX_PAGE, MAX_PAGE_SIZE, parsePageParam } from './paging.ts';

describe('?page= of a list page', () => {
  it('pins the API maximum the site stops at', () => {
    expect(MAX_PAGE).toBe(10_000);
    expect(MAX_PAGE_SIZE).toBe(100);
  });

  it('reads an absent or empty page as page 1', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('')).toBe(1);
  });

  it('reads a plain positive integer up to the API maximum', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('10000')).toBe(10_000);
  });

  it.each(['0', '-1', '+2', '1.5', '02', 'abc', '1e3', '0x10', '10001', '99999', '99999999'])('refuses %s as a page', (raw) => {
    expect(parsePageParam(raw)).toBeNull();
  });
});
