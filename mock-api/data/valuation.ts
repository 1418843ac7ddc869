/**
 * The graded answer of the valuation (getUsedPriceMileageAllCityFive): for each condition grade three
 * ranges in integer yuan (rounded to 100), from what a dealer pays to what a dealer asks, and the
 * provider's guess of the car's grade from its age and mileage.
 */
import type { ConditionGrade, PriceRange, UsedCarGradePrices } from '#shared/api/client-api';

const GRADES: readonly [ConditionGrade, string, number][] = [
  ['excellent', '优秀', 1.04],
  ['good', '良好', 1],
  ['fair', '一般', 0.93],
];

/** Spread around the private-sale price per channel: dealers buy lower and sell higher. */
const CHANNELS = {
  tradeIn: [0.84, 0.9],
  private: [0.96, 1.04],
  retail: [1.08, 1.16],
} as const;

const hundreds = (yuan: number) => Math.round(yuan / 100) * 100;

function range(price: number, [low, high]: readonly [number, number]): PriceRange {
  return { low: hundreds(price * low), high: hundreds(price * high) };
}

export function gradedValuation(
  fair: number,
  newPrice: number,
  ageYears: number,
  mileage: number,
): { newPrice: number; defaultGrade: ConditionGrade; grades: UsedCarGradePrices[] } {
  const perYear = mileage / Math.max(ageYears, 0.5);
  const defaultGrade: ConditionGrade = perYear <= 1 && ageYears <= 3 ? 'excellent' : perYear > 2.5 ? 'fair' : 'good';
  return {
    newPrice,
    defaultGrade,
    grades: GRADES.map(([grade, label, factor]) => {
      const price = fair * factor;
      return {
        grade,
        label,
        tradeIn: range(price, CHANNELS.tradeIn),
        private: range(price, CHANNELS.private),
        retail: range(price, CHANNELS.retail),
      };
    }),
  };
}
