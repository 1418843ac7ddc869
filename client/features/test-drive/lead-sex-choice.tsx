/** The lead's form of address: two radios, with the error under them. */
import { SEX_OPTIONS } from '#shared/domain/lead-form';
import { fieldErrorId, fieldErrorProps } from '#client/components/ui/field.tsx';

/** Called by LeadFieldControl (lead-fields.tsx says why this is no component). */
export function sexChoice(id: string, error: string | undefined, value: string, onChange: (value: string) => void) {
  return (
    <fieldset className="min-w-0" {...fieldErrorProps(id, error)}>
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
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="accent-ink"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={fieldErrorId(id)} className="mt-2 text-sm text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
