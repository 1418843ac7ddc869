/** Amounts in integer yuan as every page prints them, the same on the server and in every browser. */

/** `1234567` -> `1,234,567`, by hand so the server and every browser print the same. */
export function groupDigits(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatAmount(value: number): string {
  return `${groupDigits(value)} 元`;
}

/** `+5,200 元`, or `标配` for a choice included in the price. */
export function priceImpact(price: number): string {
  return price === 0 ? '标配' : `+${formatAmount(price)}`;
}

/** `熔岩红（选装 +5,200 元）`, or the bare name of a choice included in the price: how colours are listed. */
export function surchargeLabel(name: string, price: number): string {
  return price > 0 ? `${name}（选装 ${priceImpact(price)}）` : name;
}

/** `+30,000 元`, `-6,000 元`, `±0 元`: a net change. */
export function signedAmount(value: number): string {
  if (value === 0) return '±0 元';
  return `${value > 0 ? '+' : '-'}${formatAmount(Math.abs(value))}`;
}
