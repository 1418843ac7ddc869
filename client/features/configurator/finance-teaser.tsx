/**
 * "月供约 … 元起" under the build's total: the lowest regular instalment any loan product of the grade
 * offers at this total (shared/domain/finance.ts lowestMonthly), rounded up to the yuan, linking to the finance calculator with
 * the build's grade and total as the price ("使用此配置").
 */
import { Link } from 'react-router';
import type { FinancialCar } from '#shared/api/client-api';
import { lowestMonthly } from '#shared/domain/finance';
import { paths } from '#client/lib/ui/paths.ts';

export function FinanceTeaser({
  cars,
  grade,
  total,
  className = '',
}: {
  /** null: the finance products could not be loaded (no teaser). */
  cars: readonly FinancialCar[] | null;
  grade: number;
  /** The build's total in yuan. */
  total: number;
  className?: string;
}) {
  const car = cars?.find((c) => c.carId === grade);
  const monthly = car ? lowestMonthly(car, total) : null;
  if (monthly === null) return null;
  return (
    <Link
      to={paths.finance(new URLSearchParams({ car: String(grade), price: String(total) }).toString())}
      className={`inline-flex min-h-11 items-center text-sm text-ink underline underline-offset-4 hover:text-gold-dark ${className}`.trim()}
    >
      月供约 {new Intl.NumberFormat('zh-CN').format(Math.ceil(monthly / 100))} 元起 · 使用此配置计算
    </Link>
  );
}
