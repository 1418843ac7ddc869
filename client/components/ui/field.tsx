import type { ReactNode } from 'react';

/** A labelled control with its error below (id `${id}-error`): selects and inputs of the forms. */
export function Field({
  id,
  label,
  className,
  error,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm text-mute">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
