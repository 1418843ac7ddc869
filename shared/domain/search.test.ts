import { describe, expect, it } from 'vitest';
import { cleanQuery, MAX_QUERY_LENGTH, maskQueryForLog, parseSearchKind, searchQuery } from './search.ts';

describe('search query', () => {
  it('is trimmed, without control characters, and at most 64 characters (not UTF-16 units)', () => {
    expect(cleanQuery('  保养\u0000周期 ')).toBe('保养 周期');
    expect(cleanQuery(null)).toBe('');
    expect([...cleanQuery('🚗'.repeat(100))]).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('reads only the known kinds', () => {
    expect(parseSearchKind('dealer')).toBe('dealer');
    expect(parseSearchKind('__proto__')).toBeUndefined();
  });

  it('builds the page query with a group page only past the first', () => {
    expect(searchQuery({ query: '上海 经销商', kind: 'dealer', page: 2 })).toBe('q=%E4%B8%8A%E6%B5%B7+%E7%BB%8F%E9%94%80%E5%95%86&kind=dealer&page=2');
    expect(searchQuery({ query: 'ES', kind: 'model', page: 1 })).toBe('q=ES&kind=model');
  });

  it('masks a phone number for the log however it was typed', () => {
    expect(maskQueryForLog('13812345678')).toBe('138****78');
    expect(maskQueryForLog('电话 138 1234-5678 保养')).toBe('电话 138****78 保养');
    expect(maskQueryForLog('１３８１２３４５６７８')).toBe('138****78');
    expect(maskQueryForLog('ES 300h')).toBe('ES 300h');
  });
});
