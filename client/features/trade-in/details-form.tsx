/**
 * The cascade's last step: registration month, mileage and city, one GET form that carries the chosen
 * car along in hidden fields. The loader checks the values (shared/domain/trade-in.ts) and its errors
 * show beside the fields, which keep what was typed.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { City, Province } from '#shared/api/client-api';
import {
  currentMonth,
  MILEAGE_RANGE,
  monthText,
  registrationRange,
  tradeInSearch,
  type TradeInQuery,
} from '#shared/domain/trade-in';
import type { TradeInLookup } from '#shared/domain/trade-in-lookup';
import { Field } from '#client/components/ui/field.tsx';
import { ProvinceSelect } from '#client/components/ui/region-selects.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextInput } from '#client/components/ui/text-input.tsx';
import { paths } from '#client/lib/ui/paths.ts';

export interface DetailsFormProps {
  query: TradeInQuery;
  regions: readonly Province[];
  /** The city the loader settled on (the query's, the visitor's or the first). */
  city: City | null;
  /** The loader's clock, so the month range matches the check the server made. */
  now: number;
  lookup: TradeInLookup;
}

export function DetailsForm({ query, regions, city, now, lookup }: DetailsFormProps) {
  const navigate = useNavigate();
  const uid = useId();
  const model = lookup.model;
  const [provinceId, setProvinceId] = useState(
    () => regions.find((p) => p.cities.some((c) => c.id === city?.id))?.id ?? null,
  );
  const [cityId, setCityId] = useState(city?.id ?? null);
  const province = regions.find((p) => p.id === provinceId);
  const { min, max } = model ? registrationRange(model.year, now) : { min: undefined, max: currentMonth(now) };
  const { errors } = lookup;
  const described = (field: 'reg' | 'km') => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${uid}-${field}-error` : `${uid}-${field}-hint`,
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = { ...query };
    for (const key of ['reg', 'km', 'city'] as const) {
      const v = form.get(key);
      next[key] = typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
    }
    void navigate(paths.tradeIn(tradeInSearch(next)), { replace: true, preventScrollReset: true });
  };

  return (
    <form method="get" action={paths.tradeIn()} onSubmit={onSubmit} noValidate className="grid gap-5 md:grid-cols-2">
      {(['brand', 'series', 'year', 'model', 'grade'] as const).map((k) =>
        query[k] ? <input key={k} type="hidden" name={k} value={query[k] ?? ''} /> : null,
      )}
      <Field id={`${uid}-reg`} label="上牌时间" error={errors.reg}>
        <TextInput
          id={`${uid}-reg`}
          name="reg"
          type="month"
          min={min}
          max={max}
          placeholder="例如 2021-06"
          defaultValue={query.reg ?? ''}
          {...described('reg')}
        />
        {errors.reg ? null : (
          <p id={`${uid}-reg-hint`} className="mt-2 text-xs text-mute">
            {model && min ? `${monthText(min)} 至 ${monthText(max)}` : '请先选择车型'}
          </p>
        )}
      </Field>
      <Field id={`${uid}-km`} label="行驶里程（万公里）" error={errors.km}>
        <TextInput
          id={`${uid}-km`}
          name="km"
          inputMode="decimal"
          autoComplete="off"
          placeholder="例如 3.5"
          defaultValue={query.km ?? ''}
          {...described('km')}
        />
        {errors.km ? null : (
          <p id={`${uid}-km-hint`} className="mt-2 text-xs text-mute">
            {MILEAGE_RANGE.min} 至 {MILEAGE_RANGE.max} 万公里，最多一位小数
          </p>
        )}
      </Field>
      <ProvinceSelect
        id={`${uid}-province`}
        value={provinceId}
        provinces={regions}
        onChange={(id) => {
          setProvinceId(id);
          setCityId(regions.find((p) => p.id === id)?.cities[0]?.id ?? null);
        }}
      />
      <SelectField
        id={`${uid}-city`}
        name="city"
        label="所在城市"
        value={cityId ?? ''}
        options={(province?.cities ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onChange={(v) => setCityId(Number(v))}
      />
      <div className="md:col-span-2">
        <button
          type="submit"
          disabled={!model}
          className="min-h-12 w-full bg-ink px-10 text-sm tracking-[0.2em] text-white hover:bg-gold-dark disabled:opacity-50 sm:w-auto"
        >
          {lookup.valuation ? '重新估价' : '开始估价'}
        </button>
      </div>
    </form>
  );
}
