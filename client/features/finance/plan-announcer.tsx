/** Says the new monthly figure and total to screen readers when a change moves them (not on first render). */
import { useEffect, useRef, useState } from 'react';
import type { FinancePlan } from '#shared/domain/finance';
import { formatFenYuan } from '#shared/domain/finance-format';

export function PlanAnnouncer({ plan }: { plan: FinancePlan }) {
  const [announcement, setAnnouncement] = useState('');
  const lastMonthly = useRef(plan.monthly);
  useEffect(() => {
    if (lastMonthly.current === plan.monthly) return;
    lastMonthly.current = plan.monthly;
    setAnnouncement(`月供 ${formatFenYuan(plan.monthly)}，总支付 ${formatFenYuan(plan.totalPayable)}`);
  }, [plan]);
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
