/**
 * Focuses a lead form's first invalid field (or its form-wide message) once the errors are on screen.
 * The message box only exists after the render that shows the errors, so focusing in the same tick as
 * setErrors would find nothing (a 503, a 429, a network failure); a new object per request refocuses
 * the same errors on the next attempt.
 */
import { useEffect, useState, type RefObject } from 'react';
import { firstInvalidField, type LeadErrors, type LeadFormKind } from '#shared/domain/lead-form';

export function useFocusFirstError(kind: LeadFormKind, formRef: RefObject<HTMLFormElement | null>) {
  const [focusRequest, setFocusRequest] = useState<{ errors: LeadErrors } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const field = firstInvalidField(kind, focusRequest.errors);
    const form = formRef.current;
    const target =
      (field ? form?.querySelector<HTMLElement>(`[name="${field}"]`) : null) ??
      form?.querySelector<HTMLElement>('[data-form-error]');
    if (!target) return;
    // On a phone the message box is at the top of a long form, possibly under the sticky header.
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  }, [focusRequest, kind, formRef]);
  return (errors: LeadErrors) => setFocusRequest({ errors });
}
