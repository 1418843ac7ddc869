/** How the finance calculator shows its fen and basis points (docs/decisions/0022-finance-maths-in-fen.md). */

/** Fen as yuan with two decimals and grouping: 1234567 → "12,345.67". */
export function formatFen(f: number): string {
  return new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(f / 100);
}

/** Fen as an amount in yuan for a sentence: 1234567 → "12,345.67 元". */
export function formatFenYuan(f: number): string {
  return `${formatFen(f)} 元`;
}

/** APR in basis points as a percentage: 399 → "3.99%". */
export function formatApr(bp: number): string {
  return `${(bp / 100).toFixed(2)}%`;
}
