/** The lead's consent: to pass the details to the chosen dealer, for what the form is about. */
import { paths } from '#client/lib/paths.ts';
import { fieldParts, type LeadFieldProps } from './lead-field-controls.tsx';

/** What the consent lets the dealer contact the visitor for. */
const PURPOSE = { page: '安排试驾', drawer: '安排试驾', quick: '解答咨询', appraisal: '安排到店评估' } as const;

export function LeadConsent(props: LeadFieldProps) {
  const { values, update, dealer } = props.form;
  const { id, error, a11y } = fieldParts(props);
  return (
    <div className="md:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="accept"
          checked={values.accept === 'on'}
          onChange={(e) => update({ accept: e.target.checked ? 'on' : '' })}
          className="mt-1 h-5 w-5 shrink-0 accent-ink"
          aria-required
          {...a11y}
        />
        <label htmlFor={id} className="text-sm leading-6 text-mute">
          我已阅读并同意《隐私政策》，同意将以上信息提供给
          <strong className="font-normal text-ink">{dealer ? dealer.shortName : '所选经销商'}</strong>
          ，用于联系我{PURPOSE[props.setup.kind]}。
        </label>
        <a href={paths.legal('privacy')} className="shrink-0 text-sm leading-6 text-ink underline underline-offset-4">
          隐私政策
        </a>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 pl-8 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
