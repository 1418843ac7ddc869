import { describe, expect, it } from 'vitest';
import {
  checkValuationInput,
  chooseStep,
  currentMonth,
  parseTradeInQuery,
  retentionPercent,
  tradeInSearch,
} from './trade-in.ts';

// 2026-11-24 10:00 in China.
const NOW = Date.UTC(2026, 10, 24, 2);

describe('valuation input rules (checked before any upstream call)', () => {
  it('accepts a registration month from the model year to this month, and 0.1 to 99.9 万公里', () => {
    expect(checkValuationInput({ reg: '2021-01', km: '0.1' }, 2021, NOW)).toEqual({
      ok: true,
      input: { regDate: '2021-01', mileage: 0.1 },
    });
    expect(checkValuationInput({ reg: '2026-11', km: '99.9' }, 2021, NOW).ok).toBe(true);
  });

  it('refuses a month before the model year or after this month, naming the range', () => {
    const early = checkValuationInput({ reg: '2020-12', km: '3' }, 2021, NOW);
    expect(early).toEqual({ ok: false, errors: { reg: '上牌时间须在 2021年1月 至 2026年11月 之间' } });
    const late = checkValuationInput({ reg: '2026-12', km: '3' }, 2021, NOW);
    expect(late.ok ? null : late.errors.reg).toBe('上牌时间须在 2021年1月 至 2026年11月 之间');
    const malformed = checkValuationInput({ reg: '2023-13', km: '3' }, 2021, NOW);
    expect(malformed.ok).toBe(false);
  });

  it('refuses mileage outside 0.1–99.9 or with more than one decimal, naming the range', () => {
    for (const km of ['0', '0.05', '100', '12.34', '-1', 'abc']) {
      const r = checkValuationInput({ reg: '2022-05', km }, 2021, NOW);
      expect(r.ok ? null : r.errors.km).toBe('行驶里程须在 0.1 至 99.9 万公里之间，最多一位小数');
    }
    const missing = checkValuationInput({ reg: null, km: null }, 2021, NOW);
    expect(missing.ok ? null : missing.errors).toEqual({
      reg: '请选择上牌时间（2021年1月 至 2026年11月）',
      km: '请填写行驶里程（0.1 至 99.9 万公里）',
    });
  });

  it('this month is China time: 2026-11-30 20:00 UTC is already December in Beijing', () => {
    expect(currentMonth(Date.UTC(2026, 10, 30, 20))).toBe('2026-12');
  });
});

describe('the cascade in the URL', () => {
  it('changing a parent clears what depends on it; the model keeps the rest', () => {
    const q = parseTradeInQuery(
      new URLSearchParams('brand=1&series=2&year=2021&model=9&reg=2021-05&km=3&city=5&grade=good'),
    );
    expect(tradeInSearch(chooseStep(q, 'brand', '3'))).toBe('brand=3&km=3&city=5&grade=good');
    expect(tradeInSearch(chooseStep(q, 'series', '4'))).toBe('brand=1&series=4&km=3&city=5&grade=good');
    expect(tradeInSearch(chooseStep(q, 'year', '2022'))).toBe('brand=1&series=2&year=2022&km=3&city=5&grade=good');
    expect(tradeInSearch(chooseStep(q, 'model', '10'))).toBe(
      'brand=1&series=2&year=2021&model=10&reg=2021-05&km=3&city=5&grade=good',
    );
  });

  it('retention: the private-sale midpoint over the new-car price, one decimal', () => {
    expect(retentionPercent({ low: 190_000, high: 210_000 }, 300_000)).toBe(66.7);
  });
});
