/**
 * What every control of a lead form field shares: its props, its element ids (`${uid}-${field}`, the
 * error `${uid}-${field}-error`), the error's aria attributes, and the labelled select and text input
 * most table fields use.
 */
import type { InputHTMLAttributes } from 'react';
import type { LeadField } from '#shared/domain/lead-form';
import { Field } from '#client/components/ui/field.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TEXT_INPUT_CLASS, TextInput } from '#client/components/ui/text-input.tsx';
import type { LeadFormProps, LeadFormState } from './use-lead-form.ts';

const SELECT_CLASS = `${TEXT_INPUT_CLASS} appearance-none`;

export interface LeadFieldProps {
  field: LeadField;
  /** Element ids: `${uid}-${field}`, errors `${uid}-${field}-error`. */
  uid: string;
  /** The form's variant and choices. */
  setup: Pick<LeadFormProps, 'kind' | 'series' | 'regions' | 'fixedModel'>;
  form: LeadFormState;
}

/** The field's element id, its error, and the aria attributes that point a control at the error. */
export function fieldParts({ field, uid, form }: LeadFieldProps) {
  const id = `${uid}-${field}`;
  const error = form.errors[field];
  const a11y = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return { id, error, a11y };
}

export function LeadSelect(
  props: LeadFieldProps & {
    label: string;
    options: readonly { value: string; label: string }[];
    onChange?: (value: string) => void;
    disabled?: boolean;
    required?: boolean;
  },
) {
  const { field, form } = props;
  const { id, error } = fieldParts(props);
  return (
    <SelectField
      id={id}
      name={field}
      label={props.label}
      value={form.values[field]}
      options={props.options}
      onChange={props.onChange ?? ((value: string) => form.update({ [field]: value }))}
      disabled={props.disabled}
      required={props.required}
      error={error}
      selectClassName={SELECT_CLASS}
      chevron={false}
    />
  );
}

export function LeadText(props: LeadFieldProps & { label: string; input: InputHTMLAttributes<HTMLInputElement> }) {
  const { field, form } = props;
  const { id, error, a11y } = fieldParts(props);
  return (
    <Field id={id} label={props.label} error={error}>
      <TextInput
        id={id}
        name={field}
        value={form.values[field]}
        onChange={(e) => form.update({ [field]: e.target.value })}
        maxLength={20}
        aria-required
        {...props.input}
        {...a11y}
      />
    </Field>
  );
}
