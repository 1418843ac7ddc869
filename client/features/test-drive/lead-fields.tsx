/**
 * One control per field of the lead forms' field table (`FIELDS_OF` in shared/domain/lead-form.ts):
 * the form renders the fields of its variant in the table's order, which is also the order in which
 * the first invalid field gets focus. The controls live with their group (model, person, place, consent).
 */
import { BUY_CAR_DATES, REPLY_DATE_TYPES } from '#shared/domain/lead-form';
import { LeadSelect, LeadText, type LeadFieldProps } from './lead-field-controls.tsx';
import { LeadConsent } from './lead-consent.tsx';
import { GradeChoice, ModelChoice } from './lead-model-fields.tsx';
import { RemarkField, SexChoice } from './lead-person-fields.tsx';
import { CityField, DealerField, ProvinceField } from './lead-place-fields.tsx';

/** The two code fields of the page variant, with their labels and options. */
const CODE_FIELDS = {
  buyCarDate: { label: '购车计划', options: BUY_CAR_DATES },
  replyDateType: { label: '方便联系的时间', options: REPLY_DATE_TYPES },
} as const;

export function LeadFieldControl(props: LeadFieldProps) {
  const { field } = props;
  switch (field) {
    case 'ASId':
      return <ModelChoice {...props} />;
    case 'ACId':
      return <GradeChoice {...props} />;
    case 'name':
      return <LeadText {...props} label="姓名" input={{ autoComplete: 'name' }} />;
    case 'sex':
      return <SexChoice {...props} />;
    case 'phone':
      return <LeadText {...props} label="手机号码" input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel' }} />;
    case 'provinceId':
      return <ProvinceField {...props} />;
    case 'cityId':
      return <CityField {...props} />;
    case 'dealerCode':
      return <DealerField {...props} />;
    case 'buyCarDate':
    case 'replyDateType':
      return <LeadSelect {...props} label={CODE_FIELDS[field].label} options={CODE_FIELDS[field].options} />;
    case 'remark':
      return <RemarkField {...props} />;
    case 'tradeIn':
      // The trade-in page's query: the server values the car again from it.
      return <input type="hidden" name="tradeIn" value={props.form.values.tradeIn} />;
    case 'accept':
      return <LeadConsent {...props} />;
  }
}
