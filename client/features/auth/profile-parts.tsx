/** What the profile page's forms share: their panel, their error line and their buttons' looks. */
import type { ReactNode } from 'react';

export const PRIMARY = 'min-h-11 bg-ink px-6 text-sm tracking-widest text-white hover:bg-gold-dark disabled:opacity-60';
export const SECONDARY =
  'min-h-11 shrink-0 border border-ink px-4 text-sm text-ink hover:bg-ink hover:text-white disabled:border-line disabled:text-mute disabled:hover:bg-transparent';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-line py-8 first:pt-0 last:border-b-0">
      <h3 className="text-base font-medium text-ink">{title}</h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Feedback({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className="mt-3 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}
