/**
 * The quick enquiry (the small lead form) at the foot of the service pages and the NX online-purchase
 * page. Its options are awaited by the page's loader, not streamed: a streamed block stays hidden
 * without JavaScript, and this form must work without it. When they cannot be loaded the page still
 * renders, with a link to the test-drive page instead of the form.
 */
import { useId } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { getApp } from '#client/lib/data/app-context.ts';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { ipQueryOf } from '#client/lib/data/ip-query.ts';
import { LeadForm } from './lead-form.tsx';
import { loadLeadOptions, type LeadFormOptions } from './lead-options.ts';

export type QuickEnquiryData = (LeadFormOptions & { submissionKey: string }) | null;

/** For a page loader: the form's options (null when the upstream cannot give them). */
export async function loadQuickEnquiry(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  model?: string,
): Promise<QuickEnquiryData> {
  const options = await loadLeadOptions(cachedApi(context), 'quick', {
    model,
    ip: ipQueryOf(request),
    gaps: getApp(context).upstreamGaps,
  });
  return options ? { ...options, submissionKey: getApp(context).submissionKey() } : null;
}

export function QuickEnquiry({
  data,
  title = '购车咨询',
  intro = '留下您的联系方式，就近的授权经销商顾问将为您解答购车、金融与置换等问题。',
  fixedModel = false,
  draftKey,
}: {
  data: QuickEnquiryData;
  title?: string;
  intro?: string;
  /** Keeps the loader's model (the NX page). */
  fixedModel?: boolean;
  draftKey: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="border-t border-line bg-paper">
      <div className="mx-auto max-w-4xl px-6 py-14 md:px-8 md:py-20">
        <h2 id={titleId} className="text-2xl font-light tracking-widest text-ink md:text-3xl">
          {title}
        </h2>
        <p className="mt-3 text-sm leading-7 text-mute">{intro}</p>
        <div className="mt-8 bg-white p-5 md:p-8">
          {data ? (
            <LeadForm kind="quick" {...data} fixedModel={fixedModel} draftKey={draftKey} />
          ) : (
            <p role="note" className="text-sm leading-7 text-mute">
              咨询表单暂时无法加载。您可以
              <a href={paths.testDrive()} className="mx-1 text-ink underline underline-offset-4">
                预约试驾
              </a>
              ，或拨打页面底部的购车咨询热线。
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
