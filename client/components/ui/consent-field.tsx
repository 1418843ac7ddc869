/** The consent tick of a form that sends a message or registers a visitor: box, text, privacy link, error. */
import type { ReactNode } from 'react';
import { paths } from '#client/lib/ui/paths.ts';
import { fieldErrorId, fieldErrorProps } from './field.tsx';

export function ConsentField({
  id,
  checked,
  onChange,
  error,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  /** What the visitor agrees to. */
  children: ReactNode;
}) {
  return (
    <div>
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
