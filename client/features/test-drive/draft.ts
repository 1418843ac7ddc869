/**
 * Drafts of the lead forms in session storage (this tab only, gone when it closes): what the visitor
 * typed survives a reload. Consent is never stored: it is given afresh. Storage may be unavailable
 * (private mode, the mini-program's web-view settings): then there is simply no draft.
 */
import { LEAD_FIELDS, type LeadValues } from '#shared/domain/lead-form';

const PREFIX = 'lead-draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(scope: string): Partial<LeadValues> | null {
  const raw = storage()?.getItem(PREFIX + scope);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft: Partial<LeadValues> = {};
    for (const field of LEAD_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (field !== 'accept' && typeof value === 'string' && value.length <= 400) draft[field] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(scope: string, values: LeadValues): void {
  const { accept: _consent, ...rest } = values;
  try {
    storage()?.setItem(PREFIX + scope, JSON.stringify(rest));
  } catch {
    /* full or blocked: no draft */
  }
}

export function clearDraft(scope: string): void {
  try {
    storage()?.removeItem(PREFIX + scope);
  } catch {
    /* blocked: nothing stored either */
  }
}
