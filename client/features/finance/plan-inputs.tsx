/** 方案设置: the form, under what the server changed to hold the plan to the product's limits. */
import { PlanForm, type PlanFormProps } from './plan-form.tsx';

export function PlanInputs({ cars, plan, onCommit }: PlanFormProps) {
  return (
    <section aria-labelledby="inputs-title" className="bg-white p-5 md:p-8">
      <h2 id="inputs-title" className="mb-6 text-lg font-light tracking-widest text-ink">
        方案设置
      </h2>
      {plan.notices.length > 0 ? (
        <div
          role="status"
          className="mb-6 border-l-2 border-gold bg-paper px-5 py-4 text-sm leading-6 text-ink"
          data-testid="finance-notices"
        >
          <p className="font-medium">部分输入已按方案限制调整</p>
          <ul className="mt-1 list-disc pl-5 text-mute">
            {plan.notices.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <PlanForm cars={cars} plan={plan} onCommit={onCommit} />
    </section>
  );
}
