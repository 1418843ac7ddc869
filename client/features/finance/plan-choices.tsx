/**
 * The plan's two choices as radio groups: the car's finance products (each with its lender, APR span
 * and fee) and the loan terms (those the product does not offer stay visible, struck through, with the
 * reason).
 */
import type { ReactNode } from 'react';
import {
  ALL_TERMS,
  aprFor,
  termUnavailableReason,
  toBasisPoints,
  type FinancePlan,
} from '#shared/domain/finance';
import { formatApr } from '#shared/domain/finance-format';
import type { PlanPatch } from './form-values.ts';

function Legend({ children }: { children: ReactNode }) {
  return <legend className="mb-3 text-sm text-mute">{children}</legend>;
}

export function ProductChoice({ plan, onCommit }: { plan: FinancePlan; onCommit(patch: PlanPatch): void }) {
  return (
    <fieldset>
      <Legend>金融方案</Legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {plan.car.products.map((p) => {
          const aprs = p.rates.map((r) => aprFor(p, r.term) ?? 0);
          const low = Math.min(...aprs);
          const high = Math.max(...aprs);
          return (
            <label
              key={p.id}
              aria-label={p.name}
              className="flex cursor-pointer gap-3 border border-line bg-white p-4 has-[:checked]:border-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold"
            >
              <input
                type="radio"
                name="product"
                value={p.id}
                checked={p.id === plan.product.id}
                onChange={() => onCommit({ product: p.id, balloon: null })}
                className="mt-1 accent-[var(--color-ink)]"
              />
              <span className="min-w-0">
                <span className="block text-base text-ink">{p.name}</span>
                <span className="mt-1 flex flex-wrap gap-1.5">
                  {p.tags.map((t) => (
                    <span key={t} className="border border-gold/50 px-1.5 text-xs text-gold-dark">
                      {t}
                    </span>
                  ))}
                </span>
                <span className="mt-2 block text-xs leading-5 text-mute">
                  {p.provider} · 年利率 {low === high ? formatApr(low) : `${formatApr(low)}–${formatApr(high)}`}
                  {p.feeRatio > 0 ? ` · 服务费 ${formatApr(toBasisPoints(p.feeRatio))}` : ''}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function TermChoice({
  plan,
  noteId,
  onCommit,
}: {
  plan: FinancePlan;
  /** Id of the note that says why some terms are not offered. */
  noteId: string;
  onCommit(patch: PlanPatch): void;
}) {
  const disabledTerms = ALL_TERMS.filter((t) => termUnavailableReason(plan.product, t) !== null);
  return (
    <fieldset aria-describedby={disabledTerms.length > 0 ? noteId : undefined}>
      <Legend>贷款期限</Legend>
      <div className="flex flex-wrap gap-2">
        {ALL_TERMS.map((t) => {
          const reason = termUnavailableReason(plan.product, t);
          return (
            <label
              key={t}
              title={reason ?? undefined}
              className={`inline-flex min-h-11 min-w-[4.5rem] items-center justify-center border px-4 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold ${
                reason
                  ? 'cursor-not-allowed border-line text-mute/60 line-through'
                  : 'cursor-pointer border-line text-ink has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white'
              }`}
            >
              <input
                type="radio"
                name="term"
                value={t}
                checked={t === plan.term}
                disabled={reason !== null}
                onChange={() => onCommit({ term: String(t) })}
                className="sr-only"
              />
              {t} 期
            </label>
          );
        })}
      </div>
      {disabledTerms.length > 0 ? (
        <p id={noteId} className="mt-2 text-xs text-mute">
          {disabledTerms.join('/')} 期不可选：{termUnavailableReason(plan.product, disabledTerms[0] ?? 0)}
        </p>
      ) : null}
    </fieldset>
  );
}
