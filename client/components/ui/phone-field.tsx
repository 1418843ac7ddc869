/** A labelled mainland mobile number input (the SMS and registration forms). */
import { PHONE_INPUT_MAX_LENGTH } from '#shared/domain/phone';
import { Field, fieldErrorProps } from './field.tsx';
import { TextInput } from './text-input.tsx';

export function PhoneField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown below the input (`${id}-error`), which is then invalid and described by it. */
  error?: string | undefined;
}) {
  return (
    <Field id={id} label="手机号码" error={error}>
      <TextInput
        id={id}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        placeholder="请输入 11 位手机号码"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldErrorProps(id, error)}
      />
    </Field>
  );
}
