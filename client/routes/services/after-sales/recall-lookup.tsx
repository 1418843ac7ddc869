/**
 * Recall lookup by VIN. A GET form (`?vin=`): the loader does the lookup, so it works without
 * JavaScript and a result can be shared; once hydrated, the form validates in place (Chinese
 * messages) and navigates without a page load.
 */
import { useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import type { RecallCampaign, RecallResult } from '#shared/api/client-api';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { formatDateZh } from '#client/lib/ui/format.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { checkVin } from './vin.ts';

export type RecallOutcome =
  | { state: 'invalid'; vin: string; message: string }
  | { state: 'found'; result: RecallResult }
  | { state: 'error'; vin: string };

const ACTION = paths.service('after-sales');

export function RecallLookup({ outcome }: { outcome: RecallOutcome | null }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.location?.pathname === ACTION && navigation.location.search.includes('vin=');
  const submittedVin = outcome ? (outcome.state === 'found' ? outcome.result.vin : outcome.vin) : '';
  // A message about what is typed now (checked before submitting) wins over the last result's.
  const [clientError, setClientError] = useState<string | null>(null);
  const error = clientError ?? (outcome?.state === 'invalid' ? outcome.message : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('vin');
    if (!(input instanceof HTMLInputElement)) return;
    const check = checkVin(input.value);
    if (!check.ok) {
      event.preventDefault();
      setClientError(check.message);
      input.focus();
      return;
    }
    input.value = check.vin;
    setClientError(null);
  };

  return (
    <section id="recall" aria-labelledby="recall-title" className="bg-paper">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 md:px-8 md:py-20 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="recall-title" className="text-2xl font-light tracking-widest md:text-3xl">
            召回查询
          </h2>
          <p className="mt-4 text-sm leading-7 text-mute md:text-base">
            输入车辆识别代号（VIN），查询您的爱车是否涉及召回活动。VIN 共17位，印在行驶证上，也可在前挡风玻璃左下角看到。
          </p>
        </div>
        <div>
          <Form method="get" action={ACTION} noValidate onSubmit={onSubmit} preventScrollReset className="bg-white p-6 shadow-sm md:p-8">
            <label htmlFor="vin" className="block text-sm text-ink">
              车辆识别代号（VIN）
            </label>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row">
              <input
                key={submittedVin}
                id="vin"
                name="vin"
                type="text"
                defaultValue={submittedVin}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="例如 LAUES1234R0A12345"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'vin-hint vin-error' : 'vin-hint'}
                className="min-h-12 flex-1 border border-line px-4 font-mono text-base tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case focus:border-ink aria-[invalid=true]:border-red-700"
              />
              <button type="submit" className="min-h-12 bg-ink px-8 text-sm tracking-widest text-white hover:bg-black disabled:opacity-60" disabled={submitting}>
                {submitting ? '查询中…' : '查询'}
              </button>
            </div>
            <p id="vin-hint" className="mt-3 text-xs text-mute">
              17位数字与字母，不含 I、O、Q，不区分大小写。
            </p>
            {error ? (
              <p id="vin-error" role="alert" className="mt-3 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </Form>
          <div aria-live="polite" className="mt-6">
            {outcome && outcome.state !== 'invalid' && !clientError ? <RecallOutcomeView outcome={outcome} /> : null}
          </div>
        </div>
      </div>
    </section>
  );
}

function RecallOutcomeView({ outcome }: { outcome: Exclude<RecallOutcome, { state: 'invalid' }> }) {
  const { config } = useEnv();
  if (outcome.state === 'error') {
    return (
      <div className="border-l-2 border-red-700 bg-white p-6">
        <h3 className="text-lg">暂时无法查询</h3>
        <p className="mt-2 text-sm leading-7 text-mute">
          召回信息暂时无法获取，请稍后再试，或致电客户关怀热线{' '}
          <a className="text-ink underline underline-offset-4" href={`tel:${config.brand.hotlineService.replace(/-/g, '')}`}>
            {config.brand.hotlineService}
          </a>
          。
        </p>
      </div>
    );
  }
  const { result } = outcome;
  const open = result.campaigns.filter((c) => c.status === 'open');
  const closed = result.campaigns.filter((c) => c.status !== 'open');
  return (
    <div className="bg-white p-6 md:p-8">
      <h3 className="text-lg tracking-wider">查询结果</h3>
      <p className="mt-1 font-mono text-sm tracking-wider text-mute">VIN {result.vin}</p>
      {open.length === 0 ? (
        <p className="mt-4 text-base text-ink">该车辆目前没有未完成的召回活动。</p>
      ) : (
        <p className="mt-4 text-base text-ink">
          该车辆涉及 <strong className="font-medium text-gold-dark">{open.length}</strong> 项未完成的召回活动，请尽快联系授权经销商预约免费检修。
        </p>
      )}
      {open.length > 0 ? <CampaignList campaigns={open} /> : null}
      {closed.length > 0 ? (
        <>
          <h4 className="mt-8 text-sm text-mute">已完成的召回</h4>
          <CampaignList campaigns={closed} />
        </>
      ) : null}
    </div>
  );
}

function CampaignList({ campaigns }: { campaigns: RecallCampaign[] }) {
  return (
    <ul className="mt-4 space-y-4">
      {campaigns.map((c) => (
        <li key={c.id} className="border border-line p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-medium text-ink">{c.title}</p>
            <span className={`text-xs tracking-wider ${c.status === 'open' ? 'text-red-700' : 'text-mute'}`}>{c.status === 'open' ? '未完成' : '已完成'}</span>
          </div>
          <p className="mt-1 text-xs text-mute">
            召回编号 {c.id} · 开始日期 <time dateTime={c.startDate}>{formatDateZh(c.startDate)}</time>
          </p>
          <p className="mt-3 text-sm leading-7 text-ink/85">{c.description}</p>
          <p className="mt-2 text-sm leading-7 text-mute">维修措施：{c.remedy}</p>
        </li>
      ))}
    </ul>
  );
}
