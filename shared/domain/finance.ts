/**
 * The finance calculator's maths and URL state (docs/decisions/0022-finance-maths-in-fen.md), pure and
 * browser-safe, so the server's HTML and the browser's figures are the same numbers.
 *
 * Equal monthly instalments (等额本息). Loan P = price − down payment; monthly rate r = APR / 12; n
 * instalments; a balloon B (尾款) is due together with the last instalment:
 *
 *   M = (P − B·(1+r)^−n) · r / (1 − (1+r)^−n)        APR 0: M = (P − B) / n
 *
 * Money is integer fen throughout. M is rounded half-up to the fen; each period's interest is the
 * remaining principal × r, rounded half-up to the fen, and its principal is M minus that interest. The
 * last instalment absorbs the rounding: its principal is whatever is left above the balloon, so the
 * schedule's principal sums to P − B exactly. Hence
 *
 *   total payable = down payment + Σ instalments + balloon + fees = price + Σ interest + fees
 *
 * to the fen, and every figure the page shows adds up.
 */
import type { FinancialCar, FinancialProduct } from '../api/client-api.ts';
import { parseYuan, type FinanceQuery } from './finance-query.ts';

/** Every term the site offers, in months; a product allows some of them. */
export const ALL_TERMS = [12, 24, 36, 48, 60] as const;

/** A negotiated price may differ from the guide price by this much (ratio), no more. */
const PRICE_RANGE = { min: 0.5, max: 1.5 } as const;

/** Half-up rounding of a non-negative amount to an integer (fen). */
export function roundHalfUp(value: number): number {
  // A tiny epsilon: 0.5 computed as 0.49999999999 from binary fractions still rounds up.
  return Math.floor(value + 0.5 + 1e-9);
}

/** Basis points (1/10,000) of a ratio the API gives as a decimal (0.0399 → 399), exact. */
export function toBasisPoints(ratio: number): number {
  return Math.round(ratio * 10_000);
}

export interface LoanTerms {
  /** Loan amount in fen. */
  principal: number;
  /** Balloon in fen, due with the last instalment (0: none). */
  balloon: number;
  /** APR in basis points (399 = 3.99 %). */
  aprBp: number;
  /** Number of monthly instalments. */
  months: number;
}

/** The regular monthly instalment in fen (rounded half-up). */
export function monthlyPayment({ principal, balloon, aprBp, months }: LoanTerms): number {
  if (months <= 0) throw new RangeError('months must be positive');
  if (balloon > principal) throw new RangeError('balloon exceeds the loan');
  if (aprBp === 0) return roundHalfUp((principal - balloon) / months);
  const r = aprBp / 120_000;
  const discount = Math.pow(1 + r, -months);
  return roundHalfUp(((principal - balloon * discount) * r) / (1 - discount));
}

export interface ScheduleRow {
  period: number;
  /** All in fen. */
  payment: number;
  principal: number;
  interest: number;
  /** Principal still owed after this payment (the balloon after the last instalment). */
  remaining: number;
}

/** The full repayment schedule; the last row absorbs the rounding (see the module comment). */
export function repaymentSchedule(terms: LoanTerms): ScheduleRow[] {
  const { principal, balloon, aprBp, months } = terms;
  const regular = monthlyPayment(terms);
  const rows: ScheduleRow[] = [];
  let remaining = principal;
  for (let period = 1; period <= months; period++) {
    const interest = roundHalfUp((remaining * aprBp) / 120_000);
    const toPrincipal = period === months ? remaining - balloon : regular - interest;
    remaining -= toPrincipal;
    rows.push({ period, payment: toPrincipal + interest, principal: toPrincipal, interest, remaining });
  }
  return rows;
}

/* ------------------------------------------------------------------------------------------------
 * Products and the plan a query describes
 * ---------------------------------------------------------------------------------------------- */

export interface Range {
  /** Fen, inclusive. */
  min: number;
  max: number;
}

function clampTo(value: number, range: Range): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/** Yuan → fen. */
export const fen = (yuan: number) => Math.round(yuan * 100);

/** The product's APR for a term in basis points, or null when it does not offer the term. */
export function aprFor(product: FinancialProduct, term: number): number | null {
  const rate = product.rates.find((r) => r.term === term);
  return rate ? toBasisPoints(rate.apr) : null;
}

export function productTerms(product: FinancialProduct): number[] {
  return product.rates.map((r) => r.term).sort((a, b) => a - b);
}

/** Why a term chip is disabled for a product (null: allowed). */
export function termUnavailableReason(product: FinancialProduct, term: number): string | null {
  if (aprFor(product, term) !== null) return null;
  return `${product.name}仅支持 ${productTerms(product).join('/')} 期`;
}

/** Down payment range in fen for a price (whole yuan at the bounds). */
function downRange(product: FinancialProduct, priceFen: number): Range {
  return {
    min: Math.ceil((priceFen * toBasisPoints(product.minDownRatio)) / 1_000_000) * 100,
    max: Math.floor((priceFen * toBasisPoints(product.maxDownRatio)) / 1_000_000) * 100,
  };
}

/** Balloon range in fen (null: the product has none); never above the loan. */
function balloonRange(product: FinancialProduct, priceFen: number, loanFen: number): Range | null {
  if (!product.balloon) return null;
  const min = Math.ceil((priceFen * toBasisPoints(product.balloon.minRatio)) / 1_000_000) * 100;
  const max = Math.floor((priceFen * toBasisPoints(product.balloon.maxRatio)) / 1_000_000) * 100;
  return { min: Math.min(min, loanFen), max: Math.min(max, loanFen) };
}

function priceRange(car: FinancialCar): Range {
  const guide = fen(car.price);
  return {
    min: Math.ceil((guide * PRICE_RANGE.min) / 100) * 100,
    max: Math.floor((guide * PRICE_RANGE.max) / 100) * 100,
  };
}

export interface FinancePlan {
  car: FinancialCar;
  product: FinancialProduct;
  term: number;
  aprBp: number;
  /** All amounts in fen. */
  price: number;
  down: number;
  loan: number;
  balloon: number;
  fee: number;
  monthly: number;
  schedule: ScheduleRow[];
  totalInterest: number;
  /** Σ of all instalments. */
  instalments: number;
  totalPayable: number;
  /** The limits the inputs were held to. */
  limits: { price: Range; down: Range; balloon: Range | null };
  /** What was changed to fit the product, one sentence each (shown on the page). */
  notices: string[];
}

const yuanText = (f: number) => `${new Intl.NumberFormat('zh-CN').format(Math.round(f / 100))} 元`;

/** A fee in fen: the product's fee ratio of the loan, rounded half-up. */
function serviceFee(product: FinancialProduct, loanFen: number): number {
  return roundHalfUp((loanFen * toBasisPoints(product.feeRatio)) / 10_000);
}

/**
 * The plan a query describes, every input held to the chosen product's limits. Unknown cars or
 * products fall back to the first; each value that was changed adds a notice. Null: no cars.
 */
export function resolvePlan(cars: readonly FinancialCar[], query: FinanceQuery): FinancePlan | null {
  const notices: string[] = [];
  const car = cars.find((c) => String(c.carId) === query.car) ?? cars[0];
  if (!car) return null;
  if (query.car !== null && String(car.carId) !== query.car) notices.push('所选车型不存在，已显示默认车型');
  const product = car.products.find((p) => p.id === query.product) ?? car.products[0];
  if (!product) return null;
  if (query.product !== null && product.id !== query.product)
    notices.push('所选金融方案不适用于该车型，已改为默认方案');

  const prices = priceRange(car);
  const typedPrice = parseYuan(query.price);
  let price = typedPrice === null ? fen(car.price) : fen(typedPrice);
  if (query.price !== null && typedPrice === null) notices.push('车价格式不正确，已使用厂商指导价');
  if (price < prices.min || price > prices.max) {
    price = clampTo(price, prices);
    notices.push(`成交价须在 ${yuanText(prices.min)} 至 ${yuanText(prices.max)} 之间，已调整为 ${yuanText(price)}`);
  }

  const downs = downRange(product, price);
  const typedDown = parseYuan(query.down);
  let down = typedDown === null ? downs.min : fen(typedDown);
  if (query.down !== null && typedDown === null) notices.push('首付金额格式不正确，已使用最低首付');
  if (down < downs.min || down > downs.max) {
    down = clampTo(down, downs);
    notices.push(
      `${product.name}的首付须在 ${yuanText(downs.min)}（${pct(product.minDownRatio)}）至 ${yuanText(downs.max)}（${pct(product.maxDownRatio)}）之间，已调整为 ${yuanText(down)}`,
    );
  }

  const terms = productTerms(product);
  const typedTerm = query.term === null ? null : Number(query.term);
  const term = typedTerm !== null && terms.includes(typedTerm) ? typedTerm : (terms.at(-1) ?? 12);
  if (typedTerm !== null && !terms.includes(typedTerm)) {
    notices.push(`${product.name}仅支持 ${terms.join('/')} 期，已改为 ${term} 期`);
  }

  const loan = price - down;
  const balloons = balloonRange(product, price, loan);
  let balloon = 0;
  if (balloons) {
    const typedBalloon = parseYuan(query.balloon);
    balloon = typedBalloon === null ? balloons.min : fen(typedBalloon);
    if (query.balloon !== null && typedBalloon === null) notices.push('尾款金额格式不正确，已使用最低尾款');
    if (balloon < balloons.min || balloon > balloons.max) {
      balloon = clampTo(balloon, balloons);
      notices.push(
        `尾款须在 ${yuanText(balloons.min)} 至 ${yuanText(balloons.max)} 之间，已调整为 ${yuanText(balloon)}`,
      );
    }
  } else if (query.balloon !== null && parseYuan(query.balloon) !== 0) {
    notices.push(`${product.name}不含尾款，已按无尾款计算`);
  }

  const aprBp = aprFor(product, term) ?? 0;
  const terms_: LoanTerms = { principal: loan, balloon, aprBp, months: term };
  const schedule = repaymentSchedule(terms_);
  const totalInterest = schedule.reduce((s, r) => s + r.interest, 0);
  const instalments = schedule.reduce((s, r) => s + r.payment, 0);
  const fee = serviceFee(product, loan);
  return {
    car,
    product,
    term,
    aprBp,
    price,
    down,
    loan,
    balloon,
    fee,
    monthly: monthlyPayment(terms_),
    schedule,
    totalInterest,
    instalments,
    totalPayable: down + instalments + balloon + fee,
    limits: { price: prices, down: downs, balloon: balloons },
    notices,
  };
}

function pct(ratio: number): string {
  return `${toBasisPoints(ratio) / 100}%`;
}

/** The canonical query of a plan (yuan), so equal plans have equal URLs. */
export function planQuery(plan: Pick<FinancePlan, 'car' | 'product' | 'price' | 'down' | 'term' | 'balloon'>): string {
  const q = new URLSearchParams({
    car: String(plan.car.carId),
    price: String(Math.round(plan.price / 100)),
    product: plan.product.id,
    down: String(Math.round(plan.down / 100)),
    term: String(plan.term),
  });
  if (plan.product.balloon) q.set('balloon', String(Math.round(plan.balloon / 100)));
  return q.toString();
}

/**
 * The lowest regular instalment any product of the car offers at a price (its minimum down payment,
 * longest term and largest balloon): the "月供约 … 元起" of the configurator. Fen; null without products.
 */
export function lowestMonthly(car: FinancialCar, priceYuan: number): number | null {
  let best: number | null = null;
  for (const product of car.products) {
    const plan = resolvePlan([car], {
      car: String(car.carId),
      price: String(priceYuan),
      product: product.id,
      down: null,
      term: String(productTerms(product).at(-1)),
      balloon: '9999999999', // above any limit: held to the largest balloon
    });
    if (plan && (best === null || plan.monthly < best)) best = plan.monthly;
  }
  return best;
}
