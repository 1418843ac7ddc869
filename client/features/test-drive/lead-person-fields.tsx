/** Who the lead is from and what they add: the form of address (radios) and the free remark. */
import { SEX_OPTIONS } from '#shared/domain/lead-form';
import { Field } from '#client/components/ui/field.tsx';
import { TEXT_INPUT_CLASS } from '#client/components/ui/text-input.tsx';
import { fieldParts, type LeadFieldProps } from './lead-field-controls.tsx';

export function SexChoice(props: LeadFieldProps) {
  const { values, update } = props.form;
  const { id, error, a11y } = fieldParts(props);
  return (
    <fieldset className="min-w-0" {...a11y}>
      <legend className="mb-2 block text-sm text-mute">称谓</legend>
      <div className="flex gap-3">
        {SEX_OPTIONS.map((o) => (
          <label
            key={o.value}
            className="flex min-h-12 flex-1 cursor-pointer items-center justify-center gap-2 border border-line px-4 text-base has-[:checked]:border-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold"
          >
            <input
              type="radio"
              name="sex"
              value={o.value}
              checked={values.sex === o.value}
              onChange={() => update({ sex: o.value })}
              className="accent-ink"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function RemarkField(props: LeadFieldProps) {
  const { values, update } = props.form;
  const { id, error, a11y } = fieldParts(props);
  return (
    <Field id={id} label="备注（选填）" error={error} className="md:col-span-2">
      <textarea
        id={id}
        name="remark"
        value={values.remark}
        onChange={(e) => update({ remark: e.target.value })}
        maxLength={200}
        rows={3}
        placeholder="例如：希望试驾混合动力车型，或希望周末上午到店"
        className={`${TEXT_INPUT_CLASS} py-3`}
        {...a11y}
      />
    </Field>
  );
}
