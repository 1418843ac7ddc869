/**
 * The `state` a consultant's QR code carries (WeCom 「联系我」: the `state` comes back with the new
 * contact, at most 30 characters), so a contact is traced to the channel and the page it came from.
 * Shape: `c{channel}-{page}`, the page being the path's segments joined by `_`, cut to fit.
 */
export const STATE_MAX_LENGTH = 30;

/** `c25-dealer`, `c33-test-drive`, `c30-models_es`. */
export function consultantState(channel: number, pathname: string): string {
  const prefix = `c${channel}-`;
  const page =
    pathname
      .split('/')
      .filter(Boolean)
      .join('_')
      .replace(/[^A-Za-z0-9_-]/g, '') || 'home';
  return (prefix + page).slice(0, STATE_MAX_LENGTH);
}

/** The consultant's contact link with the `state` (any `state` already there is replaced). */
export function contactUrlWithState(contactUrl: string, state: string): string {
  const [base = '', query = ''] = contactUrl.split('#')[0]?.split('?') ?? [];
  const kept = query.split('&').filter((p) => p !== '' && !p.startsWith('state='));
  return `${base}?${[...kept, `state=${encodeURIComponent(state)}`].join('&')}`;
}
