/** A labelled text input with a button beside it (a code to send, a captcha to renew, a form's submit). */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, fieldErrorProps } from './field.tsx';
import { TextInput } from './text-input.tsx';

export function FieldWithButton({
  id,
  label,
  className,
  error,
  input,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  /** Shown under the field (id `${id}-error`), which then describes the input and marks it invalid. */
  error?: string | undefined;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;
  /** The button. */
  children: ReactNode;
}) {
  return (
    <Field id={id} label={label} error={error} {...(className ? { className } : {})}>
      {/* field-row: 关怀版 puts the button under the input (client/styles/app.css). */}
      <div className="field-row flex gap-3">
        <TextInput
          id={id}
          {...input}
          {...fieldErrorProps(id, error)}
          className="flex-1"
        />
        {children}
      </div>
    </Field>
  );
}
