import { useCallback, useState, type ReactNode } from 'react';

/** The id of the error shown under a control. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** What a control carries while its field shows an error: invalid, and described by that error. */
export function fieldErrorProps(id: string, error: string | null | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(id) } : {};
}

/**
 * The errors of a form's fields, by name: set all at once on submit; a field being corrected loses its
 * error at once (`clear`, or `clearing(field, onChange)` around a field's change handler).
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const clear = useCallback(
    (field: K) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const rest = { ...current };
        delete rest[field];
        return rest;
      }),
    [],
  );
  const clearing =
    <T,>(field: K, onChange: (value: T) => void) =>
    (value: T) => {
      onChange(value);
      clear(field);
    };
  return { errors, setErrors, clear, clearing };
}

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
        <p id={fieldErrorId(id)} className="mt-2 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
