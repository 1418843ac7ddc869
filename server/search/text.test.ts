import { describe, expect, it } from 'vitest';
import { alternatives, bigrams, compact, normalise, pinyinInitials, queryTerms, shortPlaceName } from './text.ts';

describe('search text', () => {
  it('folds full-width forms, case, traditional characters and runs of spaces into one normal form', () => {
    expect(normalise('ＥＳ３００ｈ')).toBe('es300h');
    expect(normalise('  F   SPORT　多少錢 ')).toBe('f sport 多少钱');
    expect(normalise('保養週期 經銷商')).toBe('保养周期 经销商');
    expect(compact(normalise('ES 300h'))).toBe(compact(normalise('es300h')));
  });

  it('windows every two characters, so any substring of two or more is found', () => {
    expect(bigrams('保养周期')).toEqual(['保养', '养周', '周期']);
    expect(bigrams('车')).toEqual(['车']);
    expect(bigrams('')).toEqual([]);
  });

  it('cuts a query into words, keeping latin runs and unknown names whole and dropping filler words', () => {
    expect(queryTerms(normalise('es300h'))).toEqual(['es300h']);
    expect(queryTerms(normalise('F SPORT 多少钱'))).toEqual(['f', 'sport', '多少钱']);
    expect(queryTerms(normalise('上海 经销商'))).toEqual(['上海', '经销商']);
    expect(queryTerms(normalise('如何保养'))).toEqual(['保养']);
    expect(queryTerms(normalise('。。。'))).toEqual([]);
  });

  it('knows the synonyms car buyers use, the typed word first', () => {
    expect(alternatives('多少钱')).toEqual(expect.arrayContaining(['多少钱', '价格', '售价']));
    expect(alternatives('多少钱')[0]).toBe('多少钱');
    expect(alternatives('车机')).toContain('多媒体');
    expect(alternatives('能耗')).toContain('油耗');
    expect(alternatives('保养')).toContain('维护');
    expect(alternatives('敞篷')).toEqual(['敞篷']);
  });

  it('gives the pinyin initials of a place by its short and its full name', () => {
    expect(shortPlaceName('上海市')).toBe('上海');
    expect(shortPlaceName('广西壮族自治区')).toBe('广西');
    expect(pinyinInitials('上海市')).toEqual(['sh', 'shs']);
    expect(pinyinInitials('重庆市')).toContain('cq');
    expect(pinyinInitials('ES')).toEqual([]);
  });
});
