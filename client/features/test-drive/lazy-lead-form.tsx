/**
 * The lead form for a page where it is not the first view (the trade-in appraisal, below an estimate):
 * its code is not part of the page's initial JavaScript (client/lib/ui/lazy-component.tsx). The page's
 * loader awaits `preloadLeadForm` when it shows the form, so the server renders it as usual; the browser
 * hydrates it once its chunk has arrived (its markup posts as a plain form until then). The skeleton
 * stands in only while a form newly shown in the browser downloads.
 */
import { Suspense } from 'react';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';
import { FormSkeleton } from './form-skeleton.tsx';
import type { LeadFormProps } from './use-lead-form.ts';

const LeadForm = lazyComponent(() => import('./lead-form.tsx').then((m) => m.LeadForm));
export const preloadLeadForm = LeadForm.preload;

export function LazyLeadForm(props: LeadFormProps) {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <LeadForm {...props} />
    </Suspense>
  );
}
