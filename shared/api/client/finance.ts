/**
 * Finance: the cars with loan offers, the lenders' products and their application pages.
 * Part of the client API contract (`/api/client/*`, shared/api/client-api.ts).
 */
import type { SeriesCode } from './catalogue.ts';

export interface FinancialCar {
  carId: number;
  seriesCode: SeriesCode;
  name: string;
  price: number;
  /** Lowest down payment ratio, e.g. 0.2. */
  minDownPaymentRatio: number;
  /** Terms in months. */
  terms: number[];
  /** Annual interest rate of the best product, e.g. 0.0199. */
  bestRate: number;
  /** The loan products offered on this car (2 to 4). */
  products: FinancialProduct[];
}

/** One loan product of a lender (ratios and rates as decimals: 0.2 = 20 %). */
export interface FinancialProduct {
  id: string;
  /** 标准贷款, 弹性尾款, 低首付, 0息 … */
  name: string;
  /** Short selling points: 两成首付, 低月供 … */
  tags: string[];
  /** The lender. */
  provider: string;
  /** APR per allowed term. */
  rates: { term: number; apr: number }[];
  minDownRatio: number;
  maxDownRatio: number;
  /** Balloon (尾款) range as a share of the price; null: no balloon. */
  balloon: { minRatio: number; maxRatio: number } | null;
  /** One-off service fee as a share of the loan (0: none). */
  feeRatio: number;
}

export interface FinancialProductQuery {
  carId: number;
  /** The product whose application page is wanted; absent: the lender's general calculator. */
  productId?: string;
}

export interface FinancialProductUrl {
  url: string;
}
