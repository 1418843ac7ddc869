/**
 * The calculator's inputs: one GET form (`/finance?car=&price=&product=&down=&term=&balloon=`), so it
 * works without JavaScript. With JavaScript every choice commits at once (the route replaces the URL,
 * no request), and the typed amounts commit on Enter or when the field is left; the down payment and the
 * balloon each have a slider (percent of the price) linked to their amount in 元.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { FinancialCar } from '#shared/api/client-api';
import {
  ALL_TERMS,
  aprFor,
  fen,
  formatApr,
  formatFen,
  termUnavailableReason,
  toBasisPoints,
  type FinancePlan,
  type FinanceQuery,
  type Range,
} from '#shared/domain/finance';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextInput } from '#client/components/ui/text-input.tsx';
import { formatPriceWan } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';

export type PlanPatch = Partial<FinanceQuery>;

const toYuan = (fen: number) => String(Math.round(fen / 100));
const grouped = (fen: number) => `${formatFen(fen).replace(/\.00$/, '')} 元`;

function Legend({ children }: { children: ReactNode }) {
  return <legend className="mb-3 text-sm text-mute">{children}</legend>;
}

/** An amount in 元 with its slider in percent of the price; the two move together. */
function AmountWithSlider({
  name,
  label,
  value,
  range,
  price,
  onCommit,
}: {
  name: 'down' | 'balloon';
  label: string;
  /** Fen, as the plan holds it. */
  value: number;
  range: Range;
  price: number;
  onCommit(yuan: string): void;
}) {
  const id = useId();
  const [typed, setTyped] = useState<{ for: number; text: string } | null>(null);
  // What was typed stays until the plan moves on (then the plan's clamped value shows).
  const text = typed && typed.for === value ? typed.text : toYuan(value);
  const pct = (fen: number) => Math.round((fen / price) * 1000) / 10;
  const minPct = Math.ceil(pct(range.min));
  const maxPct = Math.floor(pct(range.max));
  const commitTyped = () => {
    if (text !== toYuan(value)) onCommit(text);
  };
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm text-mute">
        {label}（元）
      </label>
      <div className="flex items-center gap-3">
        <TextInput
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => setTyped({ for: value, text: e.target.value })}
          onBlur={commitTyped}
          aria-describedby={`${id}-range`}
          className="max-w-[12rem] tabular-nums"
        />
        <span className="text-sm text-ink tabular-nums" aria-hidden="true">
          {pct(value).toFixed(1)}%
        </span>
      </div>
      {maxPct > minPct ? (
        <input
          type="range"
          min={minPct}
          max={maxPct}
          step={1}
          value={Math.min(maxPct, Math.max(minPct, Math.round(pct(value))))}
          aria-label={`${label}比例`}
          aria-valuetext={`${pct(value).toFixed(1)}%，${grouped(value)}`}
          onChange={(e) => onCommit(String(Math.round((Number(e.target.value) / 100) * (price / 100))))}
          className="mt-3 block w-full accent-[var(--color-gold-dark)]"
        />
      ) : null}
      <p id={`${id}-range`} className="mt-2 text-xs text-mute">
        可选范围 {grouped(range.min)}（{pct(range.min).toFixed(1)}%）至 {grouped(range.max)}（
        {pct(range.max).toFixed(1)}%）
      </p>
    </div>
  );
}

export function PlanForm({
  cars,
  plan,
  onCommit,
}: {
  cars: readonly FinancialCar[];
  plan: FinancePlan;
  onCommit(patch: PlanPatch): void;
}) {
  const uid = useId();
  const termNoteId = `${uid}-term-note`;
  const [typedPrice, setTypedPrice] = useState<{ for: number; text: string } | null>(null);
  const priceText = typedPrice && typedPrice.for === plan.price ? typedPrice.text : toYuan(plan.price);
  const disabledTerms = ALL_TERMS.filter((t) => termUnavailableReason(plan.product, t) !== null);

  // Enter in an amount field: commit everything typed (the other fields hold the plan's values).
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const field = (k: string) => {
      const v = form.get(k);
      return typeof v === 'string' ? v : null;
    };
    onCommit({ price: field('price'), down: field('down'), balloon: field('balloon') });
  };

  return (
    <form method="get" action={paths.finance()} onSubmit={onSubmit} className="space-y-8">
      <SelectField
        id={`${uid}-car`}
        name="car"
        label="车型"
        value={plan.car.carId}
        options={cars.map((c) => ({ value: c.carId, label: `${c.name}（指导价 ${formatPriceWan(c.price)}）` }))}
        onChange={(car) => onCommit({ car, price: null, down: null, balloon: null })}
      />

      <div>
        <label htmlFor={`${uid}-price`} className="mb-2 block text-sm text-mute">
          成交价（元，可填写与经销商议定的价格）
        </label>
        <TextInput
          id={`${uid}-price`}
          name="price"
          inputMode="numeric"
          autoComplete="off"
          value={priceText}
          onChange={(e) => setTypedPrice({ for: plan.price, text: e.target.value })}
          onBlur={() => priceText !== toYuan(plan.price) && onCommit({ price: priceText })}
          aria-describedby={`${uid}-price-note`}
          className="max-w-[14rem] tabular-nums"
        />
        <p id={`${uid}-price-note`} className="mt-2 text-xs text-mute">
          厂商指导价 {grouped(fen(plan.car.price))}；可填 {grouped(plan.limits.price.min)} 至{' '}
          {grouped(plan.limits.price.max)}
        </p>
      </div>

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

      <AmountWithSlider
        name="down"
        label="首付"
        value={plan.down}
        range={plan.limits.down}
        price={plan.price}
        onCommit={(down) => onCommit({ down })}
      />

      <fieldset aria-describedby={disabledTerms.length > 0 ? termNoteId : undefined}>
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
          <p id={termNoteId} className="mt-2 text-xs text-mute">
            {disabledTerms.join('/')} 期不可选：{termUnavailableReason(plan.product, disabledTerms[0] ?? 0)}
          </p>
        ) : null}
      </fieldset>

      {plan.limits.balloon ? (
        <AmountWithSlider
          name="balloon"
          label="尾款"
          value={plan.balloon}
          range={plan.limits.balloon}
          price={plan.price}
          onCommit={(balloon) => onCommit({ balloon })}
        />
      ) : null}

      <button
        type="submit"
        className="min-h-12 w-full border border-ink text-sm tracking-[0.2em] text-ink hover:bg-paper sm:w-auto sm:px-10"
      >
        计算月供
      </button>
    </form>
  );
}
