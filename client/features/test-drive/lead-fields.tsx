/**
 * One control per field of the lead forms' field table (`FIELDS_OF` in shared/domain/lead-form.ts):
 * the form renders the fields of its variant in the table's order, which is also the order in which
 * the first invalid field gets focus.
 */
import type { InputHTMLAttributes } from 'react';
import { BUY_CAR_DATES, isEnquiry, REPLY_DATE_TYPES, SEX_OPTIONS, type LeadField } from '#shared/domain/lead-form';
import { paths } from '#client/lib/paths.ts';
import { Field } from '#client/components/ui/field.tsx';
import { CitySelect, DealerSelect, ProvinceSelect } from '#client/components/ui/region-selects.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TEXT_INPUT_CLASS, TextInput } from '#client/components/ui/text-input.tsx';
import type { LeadFormProps, LeadFormState } from './use-lead-form.ts';

const SELECT_CLASS = `${TEXT_INPUT_CLASS} appearance-none`;

/** What the consent lets the dealer contact the visitor for. */
const PURPOSE = { page: '安排试驾', drawer: '安排试驾', quick: '解答咨询', appraisal: '安排到店评估' } as const;

/** The two code fields of the page variant, with their labels and options. */
const CODE_FIELDS = {
  buyCarDate: { label: '购车计划', options: BUY_CAR_DATES },
  replyDateType: { label: '方便联系的时间', options: REPLY_DATE_TYPES },
} as const;

export interface LeadFieldProps {
  field: LeadField;
  /** Element ids: `${uid}-${field}`, errors `${uid}-${field}-error`. */
  uid: string;
  /** The form's variant and choices. */
  setup: Pick<LeadFormProps, 'kind' | 'series' | 'regions' | 'fixedModel'>;
  form: LeadFormState;
}

export function LeadFieldControl({ field, uid, setup, form }: LeadFieldProps) {
  const { kind, series, regions, fixedModel = false } = setup;
  const { values, errors, update, model, dealer } = form;
  const id = (f: LeadField) => `${uid}-${f}`;
  const error = errors[field];
  const a11y = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id(field)}-error` : undefined,
  };

  // The labelled select and text input every table field but the radios, the places and the consent uses.
  const select = (
    label: string,
    options: readonly { value: string; label: string }[],
    extra: { onChange?: (value: string) => void; disabled?: boolean; required?: boolean } = {},
  ) => (
    <SelectField
      id={id(field)}
      name={field}
      label={label}
      value={values[field]}
      options={options}
      onChange={extra.onChange ?? ((value: string) => update({ [field]: value }))}
      disabled={extra.disabled}
      required={extra.required}
      error={error}
      selectClassName={SELECT_CLASS}
      chevron={false}
    />
  );
  const text = (label: string, input: InputHTMLAttributes<HTMLInputElement>) => (
    <Field id={id(field)} label={label} error={error}>
      <TextInput
        id={id(field)}
        name={field}
        value={values[field]}
        onChange={(e) => update({ [field]: e.target.value })}
        maxLength={20}
        aria-required
        {...input}
        {...a11y}
      />
    </Field>
  );

  // The province, city and dealer selects: named after their field, always required.
  const place = { id: id(field), name: field, error, required: true };
  const chosenId = values[field] ? Number(values[field]) : null;

  switch (field) {
    case 'ASId':
      return fixedModel && model ? (
        <>
          <input type="hidden" name="ASId" value={values.ASId} />
          <p className="text-sm text-mute md:col-span-2">
            {isEnquiry(kind) ? '咨询车型' : '预约车型'} <span className="ml-2 text-base text-ink">{model.name}</span>
          </p>
        </>
      ) : (
        select(
          '意向车型',
          [
            { value: '', label: '请选择车型' },
            ...series.map((m) => ({ value: String(m.id), label: `${m.name} · ${m.slogan}` })),
          ],
          {
            onChange: (ASId) => update({ ASId, ACId: '' }),
            required: true,
          },
        )
      );
    case 'ACId':
      return select(
        '车型配置（选填）',
        [
          { value: '', label: model ? '暂不确定' : '请先选择车型' },
          ...(model?.grades ?? []).map((g) => ({ value: String(g.id), label: g.name })),
        ],
        { disabled: !model },
      );
    case 'name':
      return text('姓名', { autoComplete: 'name' });
    case 'sex':
      return (
        <fieldset className="min-w-0" {...a11y}>
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
          {error ? (
            <p id={`${id('sex')}-error`} className="mt-2 text-sm text-error">
              {error}
            </p>
          ) : null}
        </fieldset>
      );
    case 'phone':
      return text('手机号码', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' });
    case 'provinceId':
      return <ProvinceSelect {...place} value={chosenId} provinces={regions} onChange={form.chooseProvince} />;
    case 'cityId':
      return <CitySelect {...place} value={chosenId} province={form.province} onChange={form.chooseCity} />;
    case 'dealerCode':
      return (
        <>
          <DealerSelect
            {...place}
            label="意向经销商"
            dealers={form.dealers}
            value={values.dealerCode}
            onChange={(code) => update({ dealerCode: code })}
            loading={form.loadingDealers}
            // The page variant pairs it with the city; the others give it the whole row.
            className={kind === 'page' ? undefined : 'md:col-span-2'}
          />
          {form.hydrated ? null : (
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
        </>
      );
    case 'buyCarDate':
    case 'replyDateType':
      return select(CODE_FIELDS[field].label, CODE_FIELDS[field].options);
    case 'remark':
      return (
        <Field id={id('remark')} label="备注（选填）" error={error} className="md:col-span-2">
          <textarea
            id={id('remark')}
            name="remark"
            value={values.remark}
            onChange={(e) => update({ remark: e.target.value })}
            maxLength={200}
            rows={3}
            placeholder="例如：希望试驾混合动力车型，或希望周末上午到店"
            className={`${TEXT_INPUT_CLASS} py-3`}
            {...a11y}
          />
        </Field>
      );
    case 'tradeIn':
      // The trade-in page's query: the server values the car again from it.
      return <input type="hidden" name="tradeIn" value={values.tradeIn} />;
    case 'accept':
      return (
        <div className="md:col-span-2">
          <div className="flex items-start gap-3">
            <input
              id={id('accept')}
              type="checkbox"
              name="accept"
              checked={values.accept === 'on'}
              onChange={(e) => update({ accept: e.target.checked ? 'on' : '' })}
              className="mt-1 h-5 w-5 shrink-0 accent-ink"
              aria-required
              {...a11y}
            />
            <label htmlFor={id('accept')} className="text-sm leading-6 text-mute">
              我已阅读并同意《隐私政策》，同意将以上信息提供给
              <strong className="font-normal text-ink">{dealer ? dealer.shortName : '所选经销商'}</strong>
              ，用于联系我{PURPOSE[kind]}。
            </label>
            <a
              href={paths.legal('privacy')}
              className="shrink-0 text-sm leading-6 text-ink underline underline-offset-4"
            >
              隐私政策
            </a>
          </div>
          {error ? (
            <p id={`${id('accept')}-error`} className="mt-2 pl-8 text-sm text-error">
              {error}
            </p>
          ) : null}
        </div>
      );
  }
}
