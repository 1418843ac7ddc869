const yuan = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** 389000 -> "38.90 万元" (how Chinese car prices are quoted). */
export function formatPriceWan(price: number): string {
  return `${(price / 10_000).toFixed(2)} 万元`;
}

export function formatYuan(price: number): string {
  return `${yuan.format(price)} 元`;
}

/** "2026-03-18" -> "2026年3月18日". Parsed by hand so server and client agree in every time zone. */
export function formatDateZh(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  return `${m[1]}年${Number(m[2])}月${Number(m[3])}日`;
}
