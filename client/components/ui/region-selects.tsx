/**
 * Province, city and dealer selects: labelled, controlled, usable inside a plain GET form (each has a
 * `name`) and in script-driven forms (the dealer finder and the lead forms both use them).
 */
import type { ChangeEvent } from 'react';
import type { Dealer, Province } from '#shared/api/client-api';
import { Field } from './field.tsx';

const SELECT_CLASS =
  'min-h-12 w-full appearance-none border border-line bg-white bg-[length:12px] bg-[right_1rem_center] bg-no-repeat px-4 pr-10 text-base text-ink focus:border-ink disabled:bg-paper disabled:text-mute';
// A chevron drawn in CSS (data URL images are allowed by the CSP).
const CHEVRON = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%2316181d' stroke-width='1.5'/%3E%3C/svg%3E\")",
};

interface BaseProps {
  id: string;
  name?: string;
  label?: string;
  disabled?: boolean;
  className?: string;
  /** Shown under the select, tied to it with aria-describedby (lead forms). */
  error?: string;
  required?: boolean;
}

/** aria attributes of a select with an optional error (its id is `${id}-error`). */
function errorProps(id: string, error: string | undefined, required: boolean | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
  };
}

export function ProvinceSelect({
  id,
  name = 'province',
  label = '省份',
  provinces,
  value,
  onChange,
  disabled,
  className,
  error,
  required,
}: BaseProps & { provinces: readonly Province[]; value: number | null; onChange(provinceId: number): void }) {
  return (
    <Field id={id} label={label} className={className} error={error}>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        disabled={disabled}
        {...errorProps(id, error, required)}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(Number(e.target.value))}
        className={SELECT_CLASS}
        style={CHEVRON}
      >
        {value === null ? <option value="">请选择省份</option> : null}
        {provinces.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CitySelect({
  id,
  name = 'city',
  label = '城市',
  province,
  value,
  onChange,
  disabled,
  className,
  error,
  required,
}: BaseProps & { province: Province | undefined; value: number | null; onChange(cityId: number): void }) {
  const cities = province?.cities ?? [];
  return (
    <Field id={id} label={label} className={className} error={error}>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        disabled={disabled || cities.length === 0}
        {...errorProps(id, error, required)}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(Number(e.target.value))}
        className={SELECT_CLASS}
        style={CHEVRON}
      >
        {value === null ? <option value="">请选择城市</option> : null}
        {cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}（{c.dealerCount}家）
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The dealers of the chosen city; its value is the dealer code the lead forms send. */
export function DealerSelect({
  id,
  name = 'dealerCode',
  label = '经销商',
  dealers,
  value,
  onChange,
  disabled,
  loading = false,
  className,
  error,
  required,
}: BaseProps & { dealers: readonly Dealer[]; value: string; onChange(dealerCode: string): void; loading?: boolean }) {
  const placeholder = loading ? '正在加载经销商…' : dealers.length === 0 ? '该城市暂无经销商' : '请选择经销商';
  return (
    <Field id={id} label={label} className={className} error={error}>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled || loading || dealers.length === 0}
        aria-busy={loading || undefined}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
        className={SELECT_CLASS}
        style={CHEVRON}
        {...errorProps(id, error, required)}
      >
        <option value="">{placeholder}</option>
        {dealers.map((d) => (
          <option key={d.id} value={d.dealerCode}>
            {d.shortName}
          </option>
        ))}
      </select>
    </Field>
  );
}
