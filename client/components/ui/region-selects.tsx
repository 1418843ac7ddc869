/**
 * Province, city and dealer selects: labelled, controlled, usable inside a plain GET form (each has a
 * `name`) and in script-driven forms (the dealer finder and the lead forms both use them).
 */
import type { Dealer, Province } from '#shared/api/client-api';
import { SelectField, type SelectOption } from './select-field.tsx';

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

type RegionProps = BaseProps & { value: number | null; onChange(regionId: number): void };

/** A province or city by id; the "请选择…" option shows only while nothing is chosen. */
function RegionSelect({
  value,
  onChange,
  empty,
  ...rest
}: RegionProps & { name: string; label: string; empty: string; options: readonly SelectOption[] }) {
  const placeholder = value === null ? empty : undefined;
  return <SelectField {...rest} value={value ?? ''} placeholder={placeholder} onChange={(v) => onChange(Number(v))} />;
}

export function ProvinceSelect({ provinces, ...props }: RegionProps & { provinces: readonly Province[] }) {
  const options = provinces.map((p) => ({ value: p.id, label: p.name }));
  return <RegionSelect name="province" label="省份" empty="请选择省份" {...props} options={options} />;
}

export function CitySelect({ province, disabled, ...props }: RegionProps & { province: Province | undefined }) {
  const cities = province?.cities ?? [];
  const options = cities.map((c) => ({ value: c.id, label: `${c.name}（${c.dealerCount}家）` }));
  const none = cities.length === 0;
  return (
    <RegionSelect
      name="city"
      label="城市"
      empty="请选择城市"
      {...props}
      disabled={disabled || none}
      options={options}
    />
  );
}

/** The dealers of the chosen city; its value is the dealer code the lead forms send. */
export function DealerSelect({
  dealers,
  disabled,
  loading = false,
  ...base
}: BaseProps & { dealers: readonly Dealer[]; value: string; onChange(dealerCode: string): void; loading?: boolean }) {
  const placeholder = loading ? '正在加载经销商…' : dealers.length === 0 ? '该城市暂无经销商' : '请选择经销商';
  return (
    <SelectField
      name="dealerCode"
      label="经销商"
      {...base}
      placeholder={placeholder}
      disabled={disabled || loading || dealers.length === 0}
      selectProps={{ 'aria-busy': loading || undefined }}
      options={dealers.map((d) => ({ value: d.dealerCode, label: d.shortName }))}
    />
  );
}
