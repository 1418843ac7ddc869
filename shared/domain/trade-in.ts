/**
 * The trade-in valuation's rules and URL state (docs/decisions/0023-trade-in-valuation.md), shared by
 * the page on the server and in the browser: what the URL holds, which registration months and
 * mileages are accepted (checked before any upstream call), the condition grades with their
 * plain-language checklists, and the retention figure.
 */
import type { ConditionGrade, PriceRange } from '../api/client-api.ts';

export { parseId } from './url-id.ts';

/** Mileage in 万公里 (10,000 km), one decimal. */
export const MILEAGE_RANGE = { min: 0.1, max: 99.9 } as const;

/** `?brand=&series=&year=&model=&reg=&km=&city=&grade=`, in this order (dependants after parents). */
export const TRADE_IN_PARAMS = ['brand', 'series', 'year', 'model', 'reg', 'km', 'city', 'grade'] as const;
type TradeInParam = (typeof TRADE_IN_PARAMS)[number];
export type TradeInQuery = Record<TradeInParam, string | null>;

/** What each cascade step clears when it changes: everything that depends on it. */
const DEPENDANTS: Record<'brand' | 'series' | 'year', readonly TradeInParam[]> = {
  brand: ['series', 'year', 'model', 'reg'],
  series: ['year', 'model', 'reg'],
  year: ['model', 'reg'],
};

export function parseTradeInQuery(search: URLSearchParams): TradeInQuery {
  const out = {} as TradeInQuery;
  for (const key of TRADE_IN_PARAMS) {
    const value = search.get(key)?.trim() ?? '';
    out[key] = value === '' ? null : value.slice(0, 32);
  }
  return out;
}

/** The canonical query string (no `?`), without empty values. */
export function tradeInSearch(query: Partial<TradeInQuery>): string {
  const q = new URLSearchParams();
  for (const key of TRADE_IN_PARAMS) {
    const value = query[key];
    if (value !== null && value !== undefined && value !== '') q.set(key, value);
  }
  return q.toString();
}

/** The query after one cascade step changed: its dependants are cleared. */
export function chooseStep(
  query: TradeInQuery,
  step: 'brand' | 'series' | 'year' | 'model',
  value: string,
): TradeInQuery {
  const next = { ...query, [step]: value };
  if (step !== 'model') for (const key of DEPENDANTS[step]) next[key] = null;
  return next;
}

/** This month in China (UTC+8), `YYYY-MM`: the latest registration month. */
export function currentMonth(now: number): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 7);
}

/** `2021-06` → `2021年6月`. */
export const monthText = (ym: string) => `${ym.slice(0, 4)}年${Number(ym.slice(5, 7))}月`;

interface ValuationInput {
  /** `YYYY-MM`. */
  regDate: string;
  /** 万公里. */
  mileage: number;
}

export type ValuationErrors = Partial<Record<'reg' | 'km', string>>;

/** The allowed registration months for a model year: its January to this month. */
export function registrationRange(modelYear: number, now: number): { min: string; max: string } {
  return { min: `${modelYear}-01`, max: currentMonth(now) };
}

/**
 * Checks the registration month and the mileage before the valuation is asked for; each message
 * names the allowed range. Nothing is sent upstream unless this is ok.
 */
export function checkValuationInput(
  raw: { reg: string | null; km: string | null },
  modelYear: number,
  now: number,
): { ok: true; input: ValuationInput } | { ok: false; errors: ValuationErrors } {
  const errors: ValuationErrors = {};
  const { min, max } = registrationRange(modelYear, now);
  const regRule = `上牌时间须在 ${monthText(min)} 至 ${monthText(max)} 之间`;
  const reg = raw.reg ?? '';
  if (reg === '') errors.reg = `请选择上牌时间（${monthText(min)} 至 ${monthText(max)}）`;
  else if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(reg) || reg < min || reg > max) errors.reg = regRule;

  const kmRule = `行驶里程须在 ${MILEAGE_RANGE.min} 至 ${MILEAGE_RANGE.max} 万公里之间，最多一位小数`;
  const km = (raw.km ?? '').replace(/\s/g, '');
  const mileage = Number(km);
  if (km === '') errors.km = `请填写行驶里程（${MILEAGE_RANGE.min} 至 ${MILEAGE_RANGE.max} 万公里）`;
  else if (!/^\d{1,2}(\.\d)?$/.test(km) || mileage < MILEAGE_RANGE.min || mileage > MILEAGE_RANGE.max)
    errors.km = kmRule;

  if (errors.reg || errors.km) return { ok: false, errors };
  return { ok: true, input: { regDate: reg, mileage } };
}

interface ConditionInfo {
  grade: ConditionGrade;
  label: string;
  checklist: readonly string[];
}

/** The grades, best first, each with what it means in plain words. */
export const CONDITIONS: readonly ConditionInfo[] = [
  {
    grade: 'excellent',
    label: '优秀',
    checklist: ['无事故、无泡水、无火烧', '漆面原厂，几乎无划痕', '内饰整洁无破损', '按时在 4S 店保养，记录齐全'],
  },
  {
    grade: 'good',
    label: '良好',
    checklist: ['无结构性事故', '少量轻微划痕或补漆', '内饰正常使用痕迹', '保养基本按时'],
  },
  {
    grade: 'fair',
    label: '一般',
    checklist: ['有小事故维修记录（未伤及结构）', '多处划痕、凹陷或补漆', '内饰磨损明显', '保养记录不全'],
  },
];

export function isConditionGrade(value: string | null): value is ConditionGrade {
  return CONDITIONS.some((c) => c.grade === value);
}

/** Private-sale midpoint as a share of the new-car price, in percent with one decimal. */
export function retentionPercent(privateSale: PriceRange, newPrice: number): number {
  if (newPrice <= 0) return 0;
  return Math.round(((privateSale.low + privateSale.high) / 2 / newPrice) * 1000) / 10;
}
