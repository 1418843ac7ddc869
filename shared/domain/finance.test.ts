import { describe, expect, it } from 'vitest';
import type { FinancialCar, FinancialProduct } from '../api/client-api.ts';
import {
  lowestMonthly,
  monthlyPayment,
  planQuery,
  repaymentSchedule,
  resolvePlan,
  roundHalfUp,
  termUnavailableReason,
  type LoanTerms,
  type ScheduleRow,
} from './finance.ts';
import { parseFinanceQuery } from './finance-query.ts';

/**
 * Vectors computed by hand (50-digit decimal arithmetic, half-up to the fen) from
 * M = (P − B·(1+r)^−n)·r / (1 − (1+r)^−n), r = APR/12; amounts in fen.
 */
const sum = (rows: readonly ScheduleRow[], key: keyof ScheduleRow) => rows.reduce((s, r) => s + r[key], 0);

describe('instalment maths (等额本息, integer fen)', () => {
  it('100,000 元 over 36 months at 3.99 %: 2,951.95 元 a month, the last 2,952.09 absorbing the rounding', () => {
    const terms: LoanTerms = { principal: 10_000_000, balloon: 0, aprBp: 399, months: 36 };
    expect(monthlyPayment(terms)).toBe(295_195);
    const rows = repaymentSchedule(terms);
    expect(rows[0]).toEqual({
      period: 1,
      payment: 295_195,
      principal: 261_945,
      interest: 33_250,
      remaining: 9_738_055,
    });
    expect(rows[35]).toEqual({ period: 36, payment: 295_209, principal: 294_231, interest: 978, remaining: 0 });
    expect(sum(rows, 'interest')).toBe(627_034);
    expect(sum(rows, 'principal')).toBe(10_000_000);
  });

  it('with a balloon: 200,000 元, 60,000 元 balloon, 36 months at 4.49 % → 4,388.44 元; the balloon is what remains', () => {
    const terms: LoanTerms = { principal: 20_000_000, balloon: 6_000_000, aprBp: 449, months: 36 };
    expect(monthlyPayment(terms)).toBe(438_844);
    const rows = repaymentSchedule(terms);
    expect(rows[0]).toMatchObject({ payment: 438_844, principal: 364_011, interest: 74_833 });
    expect(rows[35]).toEqual({
      period: 36,
      payment: 438_857,
      principal: 414_855,
      interest: 24_002,
      remaining: 6_000_000,
    });
    expect(sum(rows, 'interest')).toBe(1_798_397);
    expect(sum(rows, 'principal')).toBe(20_000_000 - 6_000_000);
  });

  it('APR 0: (P − B) / n, rounded half-up; the last instalment takes the difference', () => {
    const terms: LoanTerms = { principal: 10_000_000, balloon: 0, aprBp: 0, months: 24 };
    expect(monthlyPayment(terms)).toBe(416_667);
    const rows = repaymentSchedule(terms);
    expect(rows.every((r) => r.interest === 0)).toBe(true);
    expect(rows[23]?.payment).toBe(416_659);
    expect(sum(rows, 'payment')).toBe(10_000_000);
    expect(monthlyPayment({ principal: 10_000_000, balloon: 2_000_000, aprBp: 0, months: 12 })).toBe(666_667);
  });

  const everyTerm: [
    months: number,
    aprBp: number,
    noBalloon: [number, number, number],
    balloon: [number, number, number],
  ][] = [
    // [M, last instalment, Σ interest] for 100,000 元; then for 300,000 元 with a 90,000 元 balloon.
    [12, 299, [846_891, 846_896, 162_697], [1_800_897, 1_800_898, 610_765]],
    [24, 349, [431_983, 431_979, 367_588], [933_339, 933_337, 1_400_134]],
    [36, 399, [295_195, 295_209, 627_034], [649_835, 649_845, 2_394_070]],
    [48, 449, [227_990, 227_983, 943_513], [512_454, 512_438, 3_597_776]],
    [60, 499, [188_667, 188_634, 1_319_987], [433_625, 433_606, 5_017_481]],
  ];
  it.each(everyTerm)('every term: %i months at %i bp', (months, aprBp, plain, withBalloon) => {
    for (const [terms, [m, last, interest]] of [
      [{ principal: 10_000_000, balloon: 0, aprBp, months }, plain],
      [{ principal: 30_000_000, balloon: 9_000_000, aprBp, months }, withBalloon],
    ] as const) {
      const rows = repaymentSchedule(terms);
      expect(monthlyPayment(terms)).toBe(m);
      expect(rows).toHaveLength(months);
      expect(rows.at(-1)?.payment).toBe(last);
      expect(sum(rows, 'interest')).toBe(interest);
      expect(sum(rows, 'principal') + terms.balloon).toBe(terms.principal);
      expect(rows.slice(0, -1).every((r) => r.payment === m)).toBe(true);
    }
  });

  it('rounds half-up to the fen (never to even): 12.5 → 13, 0.5 → 1, 2.4999 → 2', () => {
    expect(roundHalfUp(12.5)).toBe(13);
    expect(roundHalfUp(0.5)).toBe(1);
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(2.4999)).toBe(2);
    // 1.50 元 over 12 months is 12.5 fen a month: 13 fen, the last 7 fen.
    expect(monthlyPayment({ principal: 150, balloon: 0, aprBp: 0, months: 12 })).toBe(13);
    expect(repaymentSchedule({ principal: 150, balloon: 0, aprBp: 0, months: 12 }).at(-1)?.payment).toBe(7);
  });

  // Computed in double precision, as the page does (and a lender's spreadsheet), these instalments fall
  // on a half of a fen; the rule rounds it up, never down and never to the even fen.
  it('rounds a non-zero rate’s instalment that falls on a half of a fen up', () => {
    // 93,500 元 over 48 months at 4.49 %: 213,170.500000004 fen (50 digits), 213,170.49999999985 in double
    // precision → 213,171 (to even: 213,170; half-down: 213,170).
    expect(monthlyPayment({ principal: 9_350_000, balloon: 0, aprBp: 449, months: 48 })).toBe(213_171);
    // 28,964.77 元 over 24 months at 4.99 %: 127,059.49999999983 fen in double precision, a half to 15
    // significant digits (the 50-digit value, 127,059.4999999978, lies two billionths of a fen below it)
    // → 127,060 (half-down or without the rule's tolerance: 127,059).
    expect(monthlyPayment({ principal: 2_896_477, balloon: 0, aprBp: 499, months: 24 })).toBe(127_060);
  });

  it('refuses a balloon larger than the loan', () => {
    expect(() => monthlyPayment({ principal: 100, balloon: 200, aprBp: 399, months: 12 })).toThrow(RangeError);
  });
});

const standard: FinancialProduct = {
  id: 'standard',
  name: '标准贷款',
  tags: [],
  provider: '奥瑞麟汽车金融',
  rates: [12, 24, 36, 48, 60].map((term, i) => ({ term, apr: [0.0299, 0.0349, 0.0399, 0.0449, 0.0499][i] ?? 0 })),
  minDownRatio: 0.2,
  maxDownRatio: 0.7,
  balloon: null,
  feeRatio: 0,
};
const balloon: FinancialProduct = {
  ...standard,
  id: 'balloon',
  name: '弹性尾款',
  rates: [
    { term: 24, apr: 0.0399 },
    { term: 36, apr: 0.0449 },
  ],
  maxDownRatio: 0.5,
  balloon: { minRatio: 0.1, maxRatio: 0.4 },
};
const zero: FinancialProduct = {
  ...standard,
  id: 'zero',
  name: '0息',
  rates: [
    { term: 12, apr: 0 },
    { term: 24, apr: 0 },
  ],
  minDownRatio: 0.3,
  feeRatio: 0.04,
};
const car: FinancialCar = {
  carId: 101,
  seriesCode: 'es',
  name: 'ES 300h 豪华版',
  price: 400_000,
  minDownPaymentRatio: 0.2,
  terms: [12, 24, 36, 48, 60],
  bestRate: 0,
  products: [standard, balloon, zero],
};
const plan = (search: string) => resolvePlan([car], parseFinanceQuery(new URLSearchParams(search)));

describe('the plan a URL describes', () => {
  it('adds up to the fen: down + Σ instalments + balloon + fees = total payable = price + interest + fees', () => {
    const p = plan('car=101&price=380000&product=balloon&down=100000&term=36&balloon=120000');
    expect(p).not.toBeNull();
    if (!p) return;
    expect(p.notices).toEqual([]);
    expect(p.loan).toBe(28_000_000);
    expect(p.balloon).toBe(12_000_000);
    expect(p.aprBp).toBe(449);
    expect(p.totalPayable).toBe(p.price + p.totalInterest + p.fee);
  });

  it('0 % with a service fee: no interest, a 4 % fee of the loan, total = price + fee', () => {
    const p = plan('car=101&product=zero&down=120000&term=24');
    expect(p?.totalInterest).toBe(0);
    expect(p?.fee).toBe(1_120_000); // 4 % of 280,000 元
    expect(p?.totalPayable).toBe(40_000_000 + 1_120_000);
    expect(p?.monthly).toBe(1_166_667);
  });

  it('clamps a down payment below the product minimum and says so', () => {
    const p = plan('car=101&product=zero&down=1000&term=12');
    expect(p?.down).toBe(12_000_000);
    expect(p?.notices.join()).toContain('首付须在 120,000 元（30%）至 280,000 元（70%）之间');
  });

  it('clamps a price out of range, then the down payment, term and balloon to the new limits', () => {
    const p = plan('car=101&price=900000&product=balloon&down=80000&term=60&balloon=999999');
    expect(p?.price).toBe(60_000_000);
    expect(p?.down).toBe(12_000_000);
    expect(p?.term).toBe(36);
    expect(p?.balloon).toBe(24_000_000);
    expect(p?.notices).toHaveLength(4);
    expect(p?.notices.join()).toContain('弹性尾款仅支持 24/36 期，已改为 36 期');
  });

  it('defaults: the first product, its minimum down payment and longest term; canonical query round-trips', () => {
    const p = plan('');
    expect(p?.product.id).toBe('standard');
    expect(p?.down).toBe(8_000_000);
    expect(p?.term).toBe(60);
    if (p) expect(plan(planQuery(p))?.totalPayable).toBe(p.totalPayable);
  });

  it('a malformed balloon falls back to the product minimum and says so, like a malformed price or down payment', () => {
    const p = plan('car=101&product=balloon&down=100000&term=36&balloon=abc');
    expect(p?.balloon).toBe(p?.limits.balloon?.min);
    expect(p?.notices).toEqual(['尾款金额格式不正确，已使用最低尾款']);
  });

  it('names why a term is not offered', () => {
    expect(termUnavailableReason(balloon, 48)).toBe('弹性尾款仅支持 24/36 期');
    expect(termUnavailableReason(balloon, 24)).toBeNull();
  });

  it('the lowest monthly figure of a car uses each product at its most favourable limits', () => {
    // 弹性尾款 wins: 20 % down (80,000 元), the largest balloon (40 %, 160,000 元), 36 months at 4.49 %.
    // The others at their limits: 标准贷款 6,037.33 元 (60 months), 0息 11,666.67 元 (24 months).
    expect(lowestMonthly(car, 400_000)).toBe(535_746);
  });
});
