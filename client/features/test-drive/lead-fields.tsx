/**
 * One control per field of the lead forms' field table (`FIELDS_OF` in shared/domain/lead-form.ts):
 * the form renders the fields of its variant in the table's order, which is also the order in which
 * the first invalid field gets focus. Selects and text inputs are made here; the larger controls live
 * in files of their own (form of address, dealer, consent) as render helpers this control calls, not
 * components: the form is part of the initial JavaScript of six pages, and a component per field group
 * cost them ~0.2 KB gzip against the byte budgets (docs/decisions/0019-client-byte-budgets.md).
 */
import type { InputHTMLAttributes } from 'react';
import { BUY_CAR_DATES, isEnquiry, REPLY_DATE_TYPES, type LeadField } from '#shared/domain/lead-form';
import { Field, fieldErrorProps } from '#client/components/ui/field.tsx';
import { CitySelect, ProvinceSelect } from '#client/components/ui/region-selects.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TEXT_INPUT_CLASS, TextInput } from '#client/components/ui/text-input.tsx';
import { consentBox } from './lead-consent.tsx';
import { sexChoice } from './lead-sex-choice.tsx';
import { dealerChoice } from './lead-dealer-choice.tsx';
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
  const id = `${uid}-${field}`;
  const error = errors[field];
  const a11y = fieldErrorProps(id, error);
  const set = (value: string) => update({ [field]: value });

  // The labelled select and text input every table field but the radios, the places and the consent uses.
  const select = (
    label: string,
    options: readonly { value: string; label: string }[],
    extra: { onChange?: (value: string) => void; disabled?: boolean; required?: boolean } = {},
  ) => (
    <SelectField
      id={id}
      name={field}
      label={label}
      value={values[field]}
      options={options}
      onChange={extra.onChange ?? set}
      disabled={extra.disabled}
      required={extra.required}
      error={error}
      selectClassName={SELECT_CLASS}
      chevron={false}
    />
  );
  const text = (label: string, input: InputHTMLAttributes<HTMLInputElement>) => (
    <Field id={id} label={label} error={error}>
      <TextInput
        id={id}
        name={field}
        value={values[field]}
        onChange={(e) => set(e.target.value)}
        maxLength={20}
        aria-required
        {...input}
        {...a11y}
      />
    </Field>
  );

  // The province, city and dealer selects: named after their field, always required.
  const place = { id, name: field, error, required: true };
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
      return sexChoice(id, error, values.sex, set);
    case 'phone':
      return text('手机号码', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' });
    case 'provinceId':
      return <ProvinceSelect {...place} value={chosenId} provinces={regions} onChange={form.chooseProvince} />;
    case 'cityId':
      return <CitySelect {...place} value={chosenId} province={form.province} onChange={form.chooseCity} />;
    case 'dealerCode':
      // The page variant pairs it with the city; the others give it the whole row.
      return dealerChoice(form, { ...place, className: kind === 'page' ? undefined : 'md:col-span-2' });
    case 'buyCarDate':
    case 'replyDateType':
      return select(CODE_FIELDS[field].label, CODE_FIELDS[field].options);
    case 'remark':
      return (
        <Field id={id} label="备注（选填）" error={error} className="md:col-span-2">
          <textarea
            id={id}
            name="remark"
            value={values.remark}
            onChange={(e) => set(e.target.value)}
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
      return consentBox(
        id,
        error,
        values.accept === 'on',
        (on) => update({ accept: on ? 'on' : '' }),
        <>
          我已阅读并同意《隐私政策》，同意将以上信息提供给
          <strong className="font-normal text-ink">{dealer ? dealer.shortName : '所选经销商'}</strong>
          ，用于联系我{PURPOSE[kind]}。
        </>,
      );
  }
}
