/**
 * Loan products per grade (getFinalcialCars): every car has a standard loan and a balloon loan; cars
 * under one million yuan add a low-down-payment loan from a partner bank; electrified grades add a 0 %
 * loan with a service fee. Rates, limits and fees are plausible, fictional and fixed.
 */
import type { FinancialProduct } from '#shared/api/client-api';
import type { GradeData } from './series.ts';

const CAPTIVE = '奥瑞麟汽车金融';
const BANK = '瑞信银行';

export function financeProducts(grade: GradeData): FinancialProduct[] {
  const premium = grade.price >= 1_000_000;
  // Electrified grades get a quarter point off (the brand supports them).
  const off = grade.powertrain === 'petrol' ? 0 : 0.0025;
  const rate = (apr: number) => Math.round((apr - off) * 10_000) / 10_000;
  const products: FinancialProduct[] = [
    {
      id: 'standard',
      name: '标准贷款',
      tags: ['等额本息', '期限灵活'],
      provider: CAPTIVE,
      rates: [
        { term: 12, apr: rate(0.0299) },
        { term: 24, apr: rate(0.0349) },
        { term: 36, apr: rate(0.0399) },
        { term: 48, apr: rate(0.0449) },
        { term: 60, apr: rate(0.0499) },
      ],
      minDownRatio: premium ? 0.3 : 0.2,
      maxDownRatio: 0.7,
      balloon: null,
      feeRatio: 0,
    },
    {
      id: 'balloon',
      name: '弹性尾款',
      tags: ['低月供', '尾款可选'],
      provider: CAPTIVE,
      rates: [
        { term: 24, apr: rate(0.0399) },
        { term: 36, apr: rate(0.0449) },
      ],
      minDownRatio: premium ? 0.3 : 0.2,
      maxDownRatio: 0.5,
      balloon: { minRatio: 0.1, maxRatio: 0.4 },
      feeRatio: 0,
    },
  ];
  if (!premium) {
    products.push({
      id: 'low-down',
      name: '低首付',
      tags: ['15%首付', '长期限'],
      provider: BANK,
      rates: [
        { term: 36, apr: 0.0549 },
        { term: 48, apr: 0.0599 },
        { term: 60, apr: 0.0649 },
      ],
      minDownRatio: 0.15,
      maxDownRatio: 0.5,
      balloon: null,
      feeRatio: 0,
    });
  }
  if (grade.powertrain !== 'petrol') {
    products.push({
      id: 'zero',
      name: '0息',
      tags: ['0息', '含服务费'],
      provider: CAPTIVE,
      rates: [
        { term: 12, apr: 0 },
        { term: 24, apr: 0 },
      ],
      minDownRatio: 0.3,
      maxDownRatio: 0.7,
      balloon: null,
      feeRatio: 0.04,
    });
  }
  return products;
}
