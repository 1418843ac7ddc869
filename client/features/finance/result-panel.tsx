/** The plan's result section: the car and product, the figures, the next steps and the lender's caveat. */
import type { FinancePlan } from '#shared/domain/finance';
import { ApplyActions } from './apply-actions.tsx';
import { LENDER_NOTICE } from './apply-notice.tsx';
import { PlanResult } from './plan-result.tsx';

export function ResultPanel({
  plan,
  link,
  applyInPlace,
}: {
  plan: FinancePlan;
  link: string | null;
  applyInPlace: boolean;
}) {
  return (
    <section aria-labelledby="result-title" className="bg-white p-5 md:p-8">
      <h2 id="result-title" className="text-lg font-light tracking-widest text-ink">
        {plan.car.name} · {plan.product.name}
      </h2>
      <p className="mt-1 mb-6 text-xs text-mute">
        {plan.product.provider} 提供 · {plan.product.tags.join(' · ')}
      </p>
      <PlanResult plan={plan} />
      <ApplyActions plan={plan} link={link} inPlace={applyInPlace} />
      <p className="mt-4 text-xs text-mute">{LENDER_NOTICE}</p>
    </section>
  );
}
