/** The lead's consent: to pass the details to the chosen dealer, for what the form is about. */
import type { ReactNode } from 'react';
import { fieldErrorId, fieldErrorProps } from '#client/components/ui/field.tsx';
import { paths } from '#client/lib/ui/paths.ts';

/** Called by LeadFieldControl (lead-fields.tsx says why this is no component). */
export function consentBox(
  id: string,
  error: string | undefined,
  checked: boolean,
  onChange: (checked: boolean) => void,
  children: ReactNode,
) {
  return (
    <div className="md:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="accept"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-1 h-5 w-5 shrink-0 accent-ink"
          aria-required
          {...fieldErrorProps(id, error)}
        />
        <label htmlFor={id} className="text-sm leading-6 text-mute">
          {children}
        </label>
        <a href={paths.legal('privacy')} className="shrink-0 text-sm leading-6 text-ink underline underline-offset-4">
          隐私政策
        </a>
      </div>
      {error ? (
        <p id={fieldErrorId(id)} className="mt-2 pl-8 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
