/**
 * A labelled, controlled native select over `{ value, label }` options: the region selects and the lead
 * forms' choice fields. An error shows under it and is tied to it (`${id}-error`, aria-describedby).
 */
import type { CSSProperties, SelectHTMLAttributes } from 'react';
import { Field, fieldErrorProps } from './field.tsx';

export const SELECT_CLASS =
  'min-h-12 w-full appearance-none border border-line bg-white bg-[length:12px] bg-[right_1rem_center] bg-no-repeat px-4 pr-10 text-base text-ink focus:border-ink disabled:bg-paper disabled:text-mute';
// A chevron drawn in CSS (data URL images are allowed by the CSP).
export const CHEVRON: CSSProperties = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%2316181d' stroke-width='1.5'/%3E%3C/svg%3E\")",
};

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string | number;
  options: readonly SelectOption[];
  onChange(value: string): void;
  /** A first, empty-valued option. */
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  error?: string | undefined;
  className?: string | undefined;
  selectClassName?: string;
  /** The CSS chevron of the site's selects; off where the class draws its own look. */
  chevron?: boolean;
  /** Further attributes of the select (aria-busy). */
  selectProps?: SelectHTMLAttributes<HTMLSelectElement> | undefined;
}

export function SelectField({
  id,
  name,
  label,
  value,
  options,
  onChange,
  placeholder,
  disabled,
  required,
  error,
  className,
  selectClassName = SELECT_CLASS,
  chevron = true,
  selectProps,
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} className={className} error={error}>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={selectClassName}
        style={chevron ? CHEVRON : undefined}
        {...fieldErrorProps(id, error)}
        aria-required={required || undefined}
        {...selectProps}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
