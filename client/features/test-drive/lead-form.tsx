/**
 * The lead form, all three variants (shared/domain/lead-form.ts). It is a real
 * `<form method="post" action="/test-drive">`: before hydration or without JavaScript the browser posts
 * it and the server answers the page with the result; once hydrated the same form goes through a
 * fetcher, without a page load. Either way the server's action decides.
 *
 * Nothing typed is lost: a refused submission comes back with the values; a draft is kept in session
 * storage (the consent box excepted: consent is given afresh); a double click submits once (the button
 * is busy and the idempotency key stays the same until a booking succeeds). The state lives in
 * `useLeadForm`, each field's control in `LeadFieldControl`, the confirmation in `LeadSuccess`.
 */
import { useId, useRef } from 'react';
import { FIELDS_OF } from '#shared/domain/lead-form';
import { LeadFieldControl } from './lead-fields.tsx';
import { LeadSuccess } from './lead-success.tsx';
import { LEAD_ACTION, loadLeadRules, useLeadForm, type LeadFormProps } from './use-lead-form.ts';

export { LEAD_ACTION, type LeadFormProps };

export function LeadForm(props: LeadFormProps) {
  const { kind } = props;
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const form = useLeadForm(props, { formRef, summaryRef });
  const { errors, busy, dealer } = form;

  if (form.done) return <LeadSuccess ref={summaryRef} kind={kind} summary={form.done} onAgain={form.again} />;

  const errorCount = Object.keys(errors).length;
  return (
    <form
      ref={formRef}
      method="post"
      action={LEAD_ACTION}
      onSubmit={form.onSubmit}
      onFocus={() => void loadLeadRules().catch(() => undefined)}
      noValidate
      aria-busy={busy || undefined}
      className="grid gap-5 md:grid-cols-2"
    >
      <input type="hidden" name="form" value={kind} />
      <input type="hidden" name="idempotencyKey" value={form.key} />
      <input type="hidden" name="dealerNo" value={dealer?.dealerNo ?? ''} />

      {errors.form || errorCount > 0 ? (
        <div
          data-form-error
          tabIndex={-1}
          role="alert"
          className="border-l-2 border-error bg-error/5 px-4 py-3 text-sm text-error md:col-span-2"
        >
          {errors.form ?? `有 ${errorCount} 项信息需要修改，请查看标注的内容。`}
        </div>
      ) : null}

      {FIELDS_OF[kind].map((field) => (
        <LeadFieldControl key={field} field={field} uid={uid} setup={props} form={form} />
      ))}

      <div className="md:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-12 w-full items-center justify-center bg-ink px-10 text-base tracking-widest text-white hover:bg-black disabled:opacity-60 md:w-auto"
        >
          {busy ? '正在提交…' : (props.submitLabel ?? (kind === 'quick' ? '提交咨询' : '立即预约'))}
        </button>
      </div>
    </form>
  );
}
