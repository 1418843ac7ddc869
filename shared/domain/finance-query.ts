/**
 * The finance calculator's URL state (docs/decisions/0022-finance-maths-in-fen.md): the query the page
 * reads, pure and browser-safe. The plan it describes and its canonical query are in finance.ts.
 */

/** The calculator's state as the URL holds it: `?car=&price=&product=&down=&term=&balloon=` (yuan). */
export interface FinanceQuery {
  car: string | null;
  price: string | null;
  product: string | null;
  down: string | null;
  term: string | null;
  balloon: string | null;
}

export const FINANCE_PARAMS = ['car', 'price', 'product', 'down', 'term', 'balloon'] as const;

export function parseFinanceQuery(search: URLSearchParams): FinanceQuery {
  const get = (k: string) => {
    const v = search.get(k);
    return v === null || v.trim() === '' ? null : v.trim();
  };
  return {
    car: get('car'),
    price: get('price'),
    product: get('product'),
    down: get('down'),
    term: get('term'),
    balloon: get('balloon'),
  };
}

/** A whole, non-negative number of yuan as typed (digits, optional separators and 元), else null. */
export function parseYuan(raw: string | null): number | null {
  if (raw === null) return null;
  const cleaned = raw.replace(/[,，\s元]/g, '');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned));
}
