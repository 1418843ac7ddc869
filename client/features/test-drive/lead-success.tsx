/** The confirmation that replaces a lead form once the booking (or enquiry) is made. */
import { lazy, Suspense, type Ref } from 'react';
import { isEnquiry, type LeadFormKind } from '#shared/domain/lead-form';
import { paths } from '#client/lib/ui/paths.ts';
import type { LeadSummary } from './lead-action.ts';

// The consultants' cards appear only after a booking: their code is not part of the form's first download
// (docs/decisions/0019-client-byte-budgets.md).
const ConsultantList = lazy(() =>
  import('#client/components/dealer-consultants.tsx').then((m) => ({ default: m.ConsultantList })),
);

export function LeadSuccess({
  ref,
  kind,
  summary,
  onAgain,
}: {
  ref?: Ref<HTMLDivElement>;
  kind: LeadFormKind;
  summary: LeadSummary;
  onAgain?: () => void;
}) {
  const rows: [string, string][] = [
    ['预约人', `${summary.name}${summary.title ? ` ${summary.title}` : ''}`],
    ['手机号码', summary.phone],
    ['意向车型', summary.gradeName ? `${summary.seriesName} · ${summary.gradeName}` : summary.seriesName],
    ['经销商', summary.dealer.shortName],
    ['地址', summary.dealer.address],
    ['销售热线', summary.dealer.salesPhone],
    ['营业时间', summary.dealer.hours],
  ];
  return (
    <div ref={ref} tabIndex={-1} role="status" className="outline-none">
      <h2 className="text-2xl font-light tracking-widest text-ink">{isEnquiry(kind) ? '提交成功' : '预约成功'}</h2>
      <p className="mt-3 text-sm leading-6 text-mute">
        {kind === 'appraisal'
          ? '感谢您预约到店评估，经销商顾问将尽快与您联系，确认到店时间；最终收购价格以到店检测为准。'
          : kind === 'quick'
            ? '感谢您的咨询，经销商顾问将尽快与您联系。'
            : '感谢您预约试驾，经销商顾问将在1个工作日内与您联系，确认试驾时间。'}
      </p>
      <dl className="mt-6 divide-y divide-line border-y border-line text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex gap-4 py-3">
            <dt className="w-20 shrink-0 text-mute">{k}</dt>
            <dd className="text-ink">
              {k === '销售热线' ? (
                <a href={`tel:${v.replace(/-/g, '')}`} className="underline underline-offset-4">
                  {v}
                </a>
              ) : (
                v
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 flex flex-wrap gap-4 text-sm">
        {isEnquiry(kind) ? null : (
          <a href={paths.accountTestDrives()} className="text-ink underline underline-offset-4">
            在“我的试驾”中查看
          </a>
        )}
        {onAgain ? (
          <button type="button" onClick={onAgain} className="text-mute underline underline-offset-4 hover:text-ink">
            {isEnquiry(kind) ? '再次咨询' : '再预约一次'}
          </button>
        ) : null}
      </p>
      {summary.consultants && summary.consultants.length > 0 ? (
        <section aria-labelledby="lead-consultants" className="mt-10">
          <h3 id="lead-consultants" className="text-lg tracking-wider text-ink">
            联系销售顾问
          </h3>
          <p className="mt-2 text-sm text-mute">添加{summary.dealer.shortName}的销售顾问企业微信，随时沟通试驾安排。</p>
          <div className="mt-4">
            <Suspense fallback={<p className="text-sm text-mute">正在加载销售顾问…</p>}>
              <ConsultantList staff={summary.consultants} salesPhone={summary.dealer.salesPhone} />
            </Suspense>
          </div>
        </section>
      ) : null}
    </div>
  );
}
