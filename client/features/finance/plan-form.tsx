/**
 * The calculator's inputs: one GET form (`/finance?car=&price=&product=&down=&term=&balloon=`), so it
 * works without JavaScript. With JavaScript every choice commits at once (the route replaces the URL,
 * no request), and the typed amounts commit on Enter or when the field is left; the down payment and the
 * balloon each have a slider (percent of the price) linked to their amount in 元.
 */
import { useId, useState, type FormEvent } from 'react';
import type { FinancialCar } from '#shared/api/client-api';
import { fen, type FinancePlan } from '#shared/domain/finance';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextInput } from '#client/components/ui/text-input.tsx';
import { formatPriceWan } from '#client/lib/ui/format.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { AmountWithSlider } from './amount-slider.tsx';
import { grouped, toYuan, type PlanPatch } from './form-values.ts';
import { ProductChoice, TermChoice } from './plan-choices.tsx';

export interface PlanFormProps {
  cars: readonly FinancialCar[];
  plan: FinancePlan;
  onCommit(patch: PlanPatch): void;
}

export function PlanForm({ cars, plan, onCommit }: PlanFormProps) {
  const uid = useId();
  const [typedPrice, setTypedPrice] = useState<{ for: number; text: string } | null>(null);
  const priceText = typedPrice && typedPrice.for === plan.price ? typedPrice.text : toYuan(plan.price);

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

      <ProductChoice plan={plan} onCommit={onCommit} />

      <AmountWithSlider
        name="down"
        label="首付"
        value={plan.down}
        range={plan.limits.down}
        price={plan.price}
        onCommit={(down) => onCommit({ down })}
      />

      <TermChoice plan={plan} noteId={`${uid}-term-note`} onCommit={onCommit} />

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
