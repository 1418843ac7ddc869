/**
 * Used-car valuation chain (trade-in): brand -> series -> year -> model -> price.
 * Part of the client API contract (`/api/client/*`, shared/api/client-api.ts).
 */
export interface UsedCarBrand {
  id: number;
  name: string;
  initial: string;
}

export interface UsedCarSeries {
  id: number;
  brandId: number;
  name: string;
}

export interface UsedCarModel {
  id: number;
  seriesId: number;
  year: number;
  name: string;
  /** New-car price in yuan. */
  price: number;
}

export interface BrandIdQuery {
  brandId: number;
}

export interface UsedSeriesIdQuery {
  seriesId: number;
}

export interface UsedModelQuery {
  seriesId: number;
  year: number;
}

export interface UsedPriceQuery {
  modelId: number;
  /** Mileage in 10,000 km, e.g. 3.5. */
  mileage: number;
  cityId: number;
  /** First registration, `YYYY-MM`. */
  regDate: string;
}

/** Condition grades of a valuation, best first. */
export type ConditionGrade = 'excellent' | 'good' | 'fair';

/** A price range in integer yuan. */
export interface PriceRange {
  low: number;
  high: number;
}

/** The three ranges of one condition grade. */
export interface UsedCarGradePrices {
  grade: ConditionGrade;
  /** 优秀 / 良好 / 一般 */
  label: string;
  /** 车商收购: what a dealer pays. */
  tradeIn: PriceRange;
  /** 个人交易: private sale. */
  private: PriceRange;
  /** 车商零售: what a dealer asks. */
  retail: PriceRange;
}

export interface UsedCarPrice {
  modelId: number;
  cityId: number;
  mileage: number;
  regDate: string;
  /** Five prices in yuan, best condition first: 优秀, 良好, 一般, 较差, 收购参考. */
  prices: { label: string; price: number }[];
  /** New-car guide price of the model in yuan. */
  newPrice: number;
  /** The provider's guess of the car's condition (from age and mileage). */
  defaultGrade: ConditionGrade;
  /** One entry per grade, best first. */
  grades: UsedCarGradePrices[];
  /** Date of the estimate, `YYYY-MM-DD`. */
  estimatedAt: string;
}
