/** Phones: the three figures stay in sight while the inputs are above the result. */
import type { FinancePlan } from '#shared/domain/finance';
import { formatApr, formatFenYuan } from '#shared/domain/finance-format';

export function SummaryBar({ plan }: { plan: FinancePlan }) {
  return (
    <a
      href="#result-title"
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 gap-2 border-t border-line bg-white/95 px-5 py-2.5 text-ink backdrop-blur lg:hidden print:hidden"
    >
      {[
        ['月供', formatFenYuan(plan.monthly)],
        ['年利率', formatApr(plan.aprBp)],
        ['总支付', formatFenYuan(plan.totalPayable)],
      ].map(([label, value]) => (
        <span key={label} className="min-w-0">
          <span className="block text-xs text-mute">{label}</span>
          <span className="block truncate text-sm tabular-nums">{value}</span>
        </span>
      ))}
    </a>
  );
}
