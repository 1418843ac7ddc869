import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mayBeResource, pathTest, RESOURCE_PATTERNS } from './page-policy.ts';

const PATHS = [
  '/compare.csv',
  '/COMPARE.CSV',
  '/Compare.csv/',
  '/compare.csv//',
  '/compare.csvx',
  '/compareXcsv',
  '/compare',
  '/compare/csv',
  '//compare.csv',
  '/x/compare.csv',
  '/',
  '/models/es',
  '/models/es/',
  '/models/es/x',
  '/MODELS/ES',
  '/models/e',
  '/models',
];

describe('the resource-path test built once per pattern', () => {
  it.each(['/compare.csv', '/models/:series', '/models/es?', '/files/*', '/'])('answers as matchPath does for %s', (pattern) => {
    const test = pathTest(pattern);
    for (const path of PATHS) expect([path, test(path)]).toEqual([path, matchPath(pattern, path) !== null]);
  });

  it('knows the route table’s resource paths and no page', () => {
    expect(RESOURCE_PATTERNS).toContain('/compare.csv');
    expect(mayBeResource('/compare.csv')).toBe(true);
    expect(mayBeResource('/compare')).toBe(false);
    expect(mayBeResource('/models/es')).toBe(false);
  });
});
