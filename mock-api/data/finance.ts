/**
 * Loan products per grade (getFinalcialCars): every car has a standard loan and a balloon loan; cars
 * under one million yuan add a low-down-payment loan from a partner bank; electrified grades add a 0 %
 * loan with a service fee. Rates, limits and fees are plausible, fictional and fixed.
 */
import type { FinancialProduct } from '#shared/api/client-api';
import type { GradeData } from './series.ts';

const CAPTIVE = '奥瑞麟汽车金融';
const BANK = '瑞信银行';

/** `{ term: apr }` → the API's list. */
function rates(table: Record<number, number>): FinancialProduct['rates'] {
  return Object.entries(table).map(([term, apr]) => ({ term: Number(term), apr }));
}

export function financeProducts(grade: GradeData): FinancialProduct[] {
  const premium = grade.price >= 1_000_000;
  const minDown = premium ? 0.3 : 0.2;
  // Electrified grades get a quarter point off (the brand supports them).
  const off = grade.powertrain === 'petrol' ? 0 : 0.0025;
  const rate = (apr: number) => Math.round((apr - off) * 10_000) / 10_000;
  const base = { balloon: null, feeRatio: 0 };
  const products: FinancialProduct[] = [
    {
      ...base,
      id: 'standard',
      name: '标准贷款',
      tags: ['等额本息', '期限灵活'],
      provider: CAPTIVE,
      rates: rates({ 12: rate(0.0299), 24: rate(0.0349), 36: rate(0.0399), 48: rate(0.0449), 60: rate(0.0499) }),
      minDownRatio: minDown,
      maxDownRatio: 0.7,
    },
    {
      ...base,
      id: 'balloon',
      name: '弹性尾款',
      tags: ['低月供', '尾款可选'],
      provider: CAPTIVE,
      rates: rates({ 24: rate(0.0399), 36: rate(0.0449) }),
      minDownRatio: minDown,
      maxDownRatio: 0.5,
      balloon: { minRatio: 0.1, maxRatio: 0.4 },
    },
  ];
  if (!premium) {
    const tags = ['15%首付', '长期限'];
    const table = rates({ 36: 0.0549, 48: 0.0599, 60: 0.0649 });
    products.push({
      ...base,
      id: 'low-down',
      name: '低首付',
      tags,
      provider: BANK,
      rates: table,
      minDownRatio: 0.15,
      maxDownRatio: 0.5,
    });
  }
  if (grade.powertrain !== 'petrol') {
    const table = rates({ 12: 0, 24: 0 });
    products.push({
      ...base,
      id: 'zero',
      name: '0息',
      tags: ['0息', '含服务费'],
      provider: CAPTIVE,
      rates: table,
      minDownRatio: 0.3,
      maxDownRatio: 0.7,
      feeRatio: 0.04,
    });
  }
  return products;
}
