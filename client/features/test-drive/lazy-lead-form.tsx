/**
 * The lead form for a page where it is not the first view (the trade-in appraisal, below an estimate):
 * its code is not part of the page's initial JavaScript. The server renders the form as usual; in the
 * browser its chunk loads right after hydration (the form's markup stays interactive as a plain post
 * until then), or when the page first shows it, or earlier with `preloadLeadForm` once the visitor is on
 * the way to it. The skeleton stands in only while a form newly shown in the browser downloads.
 */
import { lazy, Suspense } from 'react';
import { lazyOnce } from '#client/lib/ui/lazy-once.ts';
import { FormSkeleton } from './form-skeleton.tsx';
import type { LeadFormProps } from './use-lead-form.ts';

export const preloadLeadForm = lazyOnce(() => import('./lead-form.tsx'));
const LeadForm = lazy(() => preloadLeadForm().then((m) => ({ default: m.LeadForm })));

export function LazyLeadForm(props: LeadFormProps) {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <LeadForm {...props} />
    </Suspense>
  );
}
