/**
 * The lead form, all three variants (shared/domain/lead-form.ts). It is a real
 * `<form method="post" action="/test-drive">`: before hydration or without JavaScript the browser posts
 * it and the server answers the page with the result; once hydrated the same form goes through a
 * fetcher, without a page load. Either way the server's action decides.
 *
 * Nothing typed is lost: a refused submission comes back with the values; a draft is kept in session
 * storage (the consent box excepted: consent is given afresh); a double click submits once (the button
 * is busy and the idempotency key stays the same until a booking succeeds).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useFetcher } from 'react-router';
import type { CarSeries, Dealer, Province } from '#shared/api/client-api';
import {
  BUY_CAR_DATES,
  FIELDS_OF,
  firstInvalidField,
  REPLY_DATE_TYPES,
  SEX_OPTIONS,
  validateLead,
  type LeadErrors,
  type LeadField,
  type LeadFormKind,
  type LeadValues,
} from '#shared/domain/lead-form';
import { useApiClient } from '#client/lib/api-client-context.tsx';
import { paths } from '#client/lib/paths.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { Field } from '#client/components/ui/field.tsx';
import { CitySelect, DealerSelect, ProvinceSelect } from '#client/components/ui/region-selects.tsx';
import { defaultCity } from '#client/lib/regions.ts';
import type { LeadActionData, LeadSummary } from './lead-action.ts';
import { clearDraft, readDraft, saveDraft } from './draft.ts';

/** Every lead form posts to the test-drive page's action. */
export const LEAD_ACTION = paths.testDrive();

const INPUT_CLASS =
  'min-h-12 w-full border border-line bg-white px-4 text-base text-ink placeholder:text-mute/70 focus:border-ink aria-[invalid=true]:border-error';
const SELECT_CLASS = `${INPUT_CLASS} appearance-none`;

/** The two code fields of the page variant, with their labels and options. */
const CODE_FIELDS = {
  buyCarDate: { label: '购车计划', options: BUY_CAR_DATES },
  replyDateType: { label: '方便联系的时间', options: REPLY_DATE_TYPES },
} as const;

export interface LeadFormProps {
  kind: LeadFormKind;
  series: readonly CarSeries[];
  regions: readonly Province[];
  /** Dealers of the starting city. */
  dealers: readonly Dealer[];
  values: LeadValues;
  /** The server's answer when the page itself is the result of a post (no JavaScript). */
  result?: LeadActionData | null;
  /** Keeps the model fixed (model pages): the model is shown, not chosen. */
  fixedModel?: boolean;
  /** Draft scope in session storage, e.g. `page` or `drawer-nx`. */
  draftKey: string;
  /** Idempotency key of the first attempt (rendered by the server, so a form without JavaScript has one). */
  submissionKey: string;
  submitLabel?: string;
  onDone?(summary: LeadSummary): void;
}

function newKey(): string {
  return crypto.randomUUID();
}

export function LeadForm(props: LeadFormProps) {
  const { kind, series, regions, fixedModel = false, draftKey } = props;
  const uid = useId();
  const fid = (field: LeadField) => `${uid}-${field}`;
  const hydrated = useHydrated();
  const fetcher = useFetcher<LeadActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const fromServer = props.result && props.result.status !== 'done' ? props.result : null;
  // The dealers of a newly chosen city: a read while the visitor types, outside any loader.
  const { api } = useApiClient();
  const [values, setValues] = useState<LeadValues>(fromServer?.values ?? props.values);
  const [dealers, setDealers] = useState<readonly Dealer[]>(fromServer?.dealers ?? props.dealers);
  const [errors, setErrors] = useState<LeadErrors>(fromServer?.status === 'invalid' ? fromServer.errors : {});
  const [key, setKey] = useState(props.submissionKey);
  const [loadingDealers, setLoadingDealers] = useState(false);
  const [done, setDone] = useState<LeadSummary | null>(props.result?.status === 'done' ? props.result.summary : null);
  const dealerRequest = useRef(0);
  const fields = FIELDS_OF[kind];
  const has = (f: LeadField) => fields.includes(f);

  const model = series.find((s) => String(s.id) === values.ASId);
  const province = regions.find((p) => String(p.id) === values.provinceId);
  const dealer = dealers.find((d) => d.dealerCode === values.dealerCode);

  async function loadDealers(provinceId: string, cityId: string) {
    const ticket = ++dealerRequest.current;
    setLoadingDealers(true);
    const r = await api.get('/api/client/findDealers', {
      provinceId: Number(provinceId),
      cityId: Number(cityId),
    });
    if (ticket !== dealerRequest.current) return;
    setLoadingDealers(false);
    if (r.ok && r.data) setDealers(r.data);
    else {
      setDealers([]);
      setErrors((e) => ({ ...e, dealerCode: '经销商列表加载失败，请重新选择城市' }));
    }
  }

  // A draft from this tab comes back after a reload (not over a server result, which is newer).
  useEffect(() => {
    if (fromServer || done) return;
    const draft = readDraft(draftKey);
    if (!draft) return;
    const next = { ...props.values, ...draft, accept: '' };
    if (fixedModel) next.ASId = props.values.ASId;
    const knownPlace = regions.some(
      (p) => String(p.id) === next.provinceId && p.cities.some((c) => String(c.id) === next.cityId),
    );
    if (!knownPlace)
      Object.assign(next, { provinceId: props.values.provinceId, cityId: props.values.cityId, dealerCode: '' });
    // Session storage can only be read after hydration, or the server and browser markup would differ.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(next);
    if (next.cityId !== props.values.cityId) void loadDealers(next.provinceId, next.cityId);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The server's answer to a fetcher submission.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== 'idle') return;
    if (answer.status === 'done') {
      clearDraft(draftKey);
      // The answer arrives from the router's fetcher; draft, focus and callback go with it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setDone(answer.summary);
      setKey(newKey());
      setValues((v) => ({ ...v, accept: '', remark: '' }));
      props.onDone?.(answer.summary);
      return;
    }
    if (answer.dealers) setDealers(answer.dealers);
    setErrors(answer.status === 'invalid' ? answer.errors : {});
    if (answer.status === 'invalid') focusFirstError(answer.errors);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  // Without JavaScript the result page focuses nothing; once hydrated, a refused post focuses its first error.
  useEffect(() => {
    if (fromServer?.status === 'invalid') focusFirstError(fromServer.errors);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (done) summaryRef.current?.focus();
  }, [done]);

  function focusFirstError(errs: LeadErrors) {
    const field = firstInvalidField(kind, errs);
    const target = field ? formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`) : null;
    (target ?? formRef.current?.querySelector<HTMLElement>('[data-form-error]'))?.focus();
  }

  function update(patch: Partial<LeadValues>) {
    setValues((v) => {
      const next = { ...v, ...patch };
      saveDraft(draftKey, next);
      return next;
    });
    // A corrected field loses its error at once.
    setErrors((e) => {
      const rest = { ...e };
      for (const f of Object.keys(patch) as LeadField[]) delete rest[f];
      return rest;
    });
  }

  function chooseProvince(provinceId: number) {
    const p = regions.find((r) => r.id === provinceId);
    const city = p ? defaultCity(p) : undefined;
    update({ provinceId: String(provinceId), cityId: city ? String(city.id) : '', dealerCode: '' });
    if (city) void loadDealers(String(provinceId), String(city.id));
    else setDealers([]);
  }

  function chooseCity(cityId: number) {
    update({ cityId: String(cityId), dealerCode: '' });
    void loadDealers(values.provinceId, String(cityId));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fetcher.state !== 'idle') return;
    const checked = validateLead(kind, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    void fetcher.submit(event.currentTarget, { method: 'post', action: LEAD_ACTION });
  }

  if (done) return <LeadSuccess ref={summaryRef} kind={kind} summary={done} onAgain={() => setDone(null)} />;

  const busy = fetcher.state !== 'idle';
  const errorCount = Object.keys(errors).length;
  const fieldError = (f: LeadField) => errors[f];
  const a11y = (f: LeadField) => ({
    'aria-invalid': fieldError(f) ? true : undefined,
    'aria-describedby': fieldError(f) ? `${fid(f)}-error` : undefined,
  });

  return (
    <form
      ref={formRef}
      method="post"
      action={LEAD_ACTION}
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy || undefined}
      className="grid gap-5 md:grid-cols-2"
    >
      <input type="hidden" name="form" value={kind} />
      <input type="hidden" name="idempotencyKey" value={key} />
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

      {fixedModel && model ? (
        <>
          <input type="hidden" name="ASId" value={values.ASId} />
          <p className="text-sm text-mute md:col-span-2">
            {kind === 'quick' ? '咨询车型' : '预约车型'} <span className="ml-2 text-base text-ink">{model.name}</span>
          </p>
        </>
      ) : (
        <Field id={fid('ASId')} label="意向车型" error={fieldError('ASId')}>
          <select
            id={fid('ASId')}
            name="ASId"
            value={values.ASId}
            onChange={(e) => update({ ASId: e.target.value, ACId: '' })}
            className={SELECT_CLASS}
            aria-required
            {...a11y('ASId')}
          >
            <option value="">请选择车型</option>
            {series.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} · {s.slogan}
              </option>
            ))}
          </select>
        </Field>
      )}

      <Field id={fid('ACId')} label="车型配置（选填）" error={fieldError('ACId')}>
        <select
          id={fid('ACId')}
          name="ACId"
          value={values.ACId}
          onChange={(e) => update({ ACId: e.target.value })}
          disabled={!model}
          className={SELECT_CLASS}
          {...a11y('ACId')}
        >
          <option value="">{model ? '暂不确定' : '请先选择车型'}</option>
          {model?.grades.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </Field>

      <Field id={fid('name')} label="姓名" error={fieldError('name')}>
        <input
          id={fid('name')}
          name="name"
          value={values.name}
          onChange={(e) => update({ name: e.target.value })}
          autoComplete="name"
          maxLength={20}
          aria-required
          className={INPUT_CLASS}
          {...a11y('name')}
        />
      </Field>

      {has('sex') ? (
        <fieldset className="min-w-0" {...a11y('sex')}>
          <legend className="mb-2 block text-sm text-mute">称谓</legend>
          <div className="flex gap-3">
            {SEX_OPTIONS.map((o) => (
              <label
                key={o.value}
                className="flex min-h-12 flex-1 cursor-pointer items-center justify-center gap-2 border border-line px-4 text-base has-[:checked]:border-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold"
              >
                <input
                  type="radio"
                  name="sex"
                  value={o.value}
                  checked={values.sex === o.value}
                  onChange={() => update({ sex: o.value })}
                  className="accent-ink"
                />
                {o.label}
              </label>
            ))}
          </div>
          {fieldError('sex') ? (
            <p id={`${fid('sex')}-error`} className="mt-2 text-sm text-error">
              {fieldError('sex')}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <Field id={fid('phone')} label="手机号码" error={fieldError('phone')}>
        <input
          id={fid('phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => update({ phone: e.target.value })}
          maxLength={20}
          aria-required
          className={INPUT_CLASS}
          {...a11y('phone')}
        />
      </Field>

      <ProvinceSelect
        id={fid('provinceId')}
        name="provinceId"
        label="省份"
        provinces={regions}
        value={values.provinceId ? Number(values.provinceId) : null}
        onChange={chooseProvince}
        error={fieldError('provinceId')}
        required
      />
      <CitySelect
        id={fid('cityId')}
        name="cityId"
        label="城市"
        province={province}
        value={values.cityId ? Number(values.cityId) : null}
        onChange={chooseCity}
        error={fieldError('cityId')}
        required
      />
      <DealerSelect
        id={fid('dealerCode')}
        label="意向经销商"
        dealers={dealers}
        value={values.dealerCode}
        onChange={(code) => update({ dealerCode: code })}
        loading={loadingDealers}
        error={fieldError('dealerCode')}
        required
        // The page variant pairs it with the city; the others give it the whole row.
        className={kind === 'page' ? undefined : 'md:col-span-2'}
      />
      {hydrated ? null : (
        <div className="md:col-span-2">
          <button
            type="submit"
            name="intent"
            value="refresh"
            formNoValidate
            className="min-h-11 border border-line px-4 text-sm text-ink hover:border-ink"
          >
            更换省份或城市后，点此更新经销商列表
          </button>
        </div>
      )}
      {dealer ? (
        <p className="-mt-2 text-sm leading-6 text-mute md:col-span-2">
          {dealer.address} · 销售热线 {dealer.salesPhone} · 营业时间 {dealer.hours}
        </p>
      ) : null}

      {(['buyCarDate', 'replyDateType'] as const).map((field) =>
        has(field) ? (
          <Field key={field} id={fid(field)} label={CODE_FIELDS[field].label} error={fieldError(field)}>
            <select
              id={fid(field)}
              name={field}
              value={values[field]}
              onChange={(e) => update({ [field]: e.target.value })}
              className={SELECT_CLASS}
              {...a11y(field)}
            >
              {CODE_FIELDS[field].options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
        ) : null,
      )}
      {has('remark') ? (
        <Field id={fid('remark')} label="备注（选填）" error={fieldError('remark')} className="md:col-span-2">
          <textarea
            id={fid('remark')}
            name="remark"
            value={values.remark}
            onChange={(e) => update({ remark: e.target.value })}
            maxLength={200}
            rows={3}
            placeholder="例如：希望试驾混合动力车型，或希望周末上午到店"
            className={`${INPUT_CLASS} py-3`}
            {...a11y('remark')}
          />
        </Field>
      ) : null}

      <div className="md:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={fid('accept')}
            type="checkbox"
            name="accept"
            checked={values.accept === 'on'}
            onChange={(e) => update({ accept: e.target.checked ? 'on' : '' })}
            className="mt-1 h-5 w-5 shrink-0 accent-ink"
            aria-required
            {...a11y('accept')}
          />
          <label htmlFor={fid('accept')} className="text-sm leading-6 text-mute">
            我已阅读并同意《隐私政策》，同意将以上信息提供给
            <strong className="font-normal text-ink">{dealer ? dealer.shortName : '所选经销商'}</strong>
            ，用于联系我{kind === 'quick' ? '解答咨询' : '安排试驾'}。
          </label>
          <a href={paths.legal('privacy')} className="shrink-0 text-sm leading-6 text-ink underline underline-offset-4">
            隐私政策
          </a>
        </div>
        {fieldError('accept') ? (
          <p id={`${fid('accept')}-error`} className="mt-2 pl-8 text-sm text-error">
            {fieldError('accept')}
          </p>
        ) : null}
      </div>

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
      <h2 className="text-2xl font-light tracking-widest text-ink">{kind === 'quick' ? '提交成功' : '预约成功'}</h2>
      <p className="mt-3 text-sm leading-6 text-mute">
        {kind === 'quick'
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
        {kind === 'quick' ? null : (
          <a href={paths.accountTestDrives()} className="text-ink underline underline-offset-4">
            在“我的试驾”中查看
          </a>
        )}
        {onAgain ? (
          <button type="button" onClick={onAgain} className="text-mute underline underline-offset-4 hover:text-ink">
            {kind === 'quick' ? '再次咨询' : '再预约一次'}
          </button>
        ) : null}
      </p>
    </div>
  );
}
