/**
 * The lead forms (docs/decisions/0009): one set of rules for the browser and the server. Three variants post the
 * same field names, so one form component and one server action serve them all:
 * - `page`: the test-drive form of `/test-drive` (and the same form on model pages);
 * - `drawer`: the model-page drawer (consent names the dealer; sex defaults to 2, campaign 000000);
 * - `quick`: the quick enquiry of the online-purchase and service pages;
 * - `appraisal`: the trade-in page's "预约到店评估", a quick enquiry that carries the valuation
 *   (`tradeIn`: the trade-in page's query, read again by the server; shared/domain/trade-in.ts).
 *
 * What the visitor types is validated by `validateLead` (shared/domain/lead-validation.ts, kept apart so
 * the constants here do not bring zod into the browser's initial chunks) with the rules the lead API
 * itself applies (the mock imports `personName` from there and `MAINLAND_MOBILE` from phone.ts; where
 * the two ever differed, the stricter rule won); what only the catalogue knows (the model
 * exists, the grade belongs to it, the dealer sells in that city) is checked by `resolveLead` against
 * the API's lists; the API bodies are then built from the checked values plus the variant's fixed
 * codes and the channel from the edge context (never from the form).
 */
import type { CarSeries, Dealer, QuickLeadRequest, TestDriveRequest } from '../api/client-api.ts';
import type { LeadInput } from './lead-validation.ts';

export const LEAD_FORM_KINDS = ['page', 'drawer', 'quick', 'appraisal'] as const;
export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];

export function isLeadFormKind(value: unknown): value is LeadFormKind {
  return typeof value === 'string' && (LEAD_FORM_KINDS as readonly string[]).includes(value);
}

/** Enquiries (no test drive is booked): the quick enquiry and the appraisal. */
export function isEnquiry(kind: LeadFormKind): kind is 'quick' | 'appraisal' {
  return kind === 'quick' || kind === 'appraisal';
}

/** Purchase plan (`buyCarDate`). */
export const BUY_CAR_DATES = [
  { value: '1', label: '两周内' },
  { value: '2', label: '一个月内' },
  { value: '3', label: '三个月内' },
  { value: '4', label: '半年内' },
  { value: '5', label: '暂无计划' },
] as const;

/** When the dealer may call back (`replyDateType`). */
export const REPLY_DATE_TYPES = [
  { value: '1', label: '任何时间' },
  { value: '2', label: '工作日' },
  { value: '3', label: '周末及节假日' },
] as const;

export function replyDateLabel(code: string): string {
  return REPLY_DATE_TYPES.find((o) => o.value === code)?.label ?? '任何时间';
}

export const SEX_OPTIONS = [
  { value: '1', label: '先生' },
  { value: '2', label: '女士' },
] as const;

/** Fixed codes per variant (the API's defaults). */
export const LEAD_CODES: Record<
  LeadFormKind,
  {
    campaignCode: string;
    clueType: string;
    sourceType: string;
    sex: '1' | '2';
    buyCarDate: string;
    replyDateType: string;
  }
> = {
  page: { campaignCode: '000001', clueType: '2', sourceType: '2', sex: '1', buyCarDate: '3', replyDateType: '1' },
  drawer: { campaignCode: '000000', clueType: '2', sourceType: '2', sex: '2', buyCarDate: '3', replyDateType: '1' },
  quick: { campaignCode: '000001', clueType: '1', sourceType: '2', sex: '1', buyCarDate: '3', replyDateType: '1' },
  appraisal: { campaignCode: '000003', clueType: '1', sourceType: '2', sex: '1', buyCarDate: '3', replyDateType: '1' },
};

/** Every field a lead form posts, in the order the form shows them (the first invalid one gets focus). */
export const LEAD_FIELDS = [
  'ASId',
  'ACId',
  'sex',
  'name',
  'phone',
  'provinceId',
  'cityId',
  'dealerCode',
  'buyCarDate',
  'replyDateType',
  'remark',
  'tradeIn',
  'accept',
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** The fields each variant shows. */
export const FIELDS_OF: Record<LeadFormKind, readonly LeadField[]> = {
  page: LEAD_FIELDS.filter((f) => f !== 'tradeIn'),
  drawer: ['ASId', 'ACId', 'sex', 'name', 'phone', 'provinceId', 'cityId', 'dealerCode', 'accept'],
  quick: ['ASId', 'ACId', 'name', 'phone', 'provinceId', 'cityId', 'dealerCode', 'accept'],
  appraisal: ['ASId', 'name', 'phone', 'provinceId', 'cityId', 'dealerCode', 'tradeIn', 'accept'],
};

/** What the visitor typed, as strings, exactly as the form holds them (the checkbox is `on` or empty). */
export type LeadValues = Record<LeadField, string>;
export type LeadErrors = Partial<Record<LeadField | 'form', string>>;

export function emptyLeadValues(kind: LeadFormKind, seed: Partial<LeadValues> = {}): LeadValues {
  const codes = LEAD_CODES[kind];
  return {
    ASId: '',
    ACId: '',
    sex: codes.sex,
    name: '',
    phone: '',
    provinceId: '',
    cityId: '',
    dealerCode: '',
    buyCarDate: codes.buyCarDate,
    replyDateType: codes.replyDateType,
    remark: '',
    tradeIn: '',
    accept: '',
    ...seed,
  };
}

/** Longest value kept from a submission; anything longer is cut before validation (and fails it). */
export const MAX_VALUE = 400;

/** Reads the lead fields from a form body; unknown fields are ignored, missing ones keep the variant's default. */
export function readLeadValues(kind: LeadFormKind, source: { get(name: string): unknown }): LeadValues {
  const values = emptyLeadValues(kind);
  for (const field of LEAD_FIELDS) {
    const raw = source.get(field);
    if (typeof raw === 'string') values[field] = raw.slice(0, MAX_VALUE);
  }
  return values;
}

/**
 * How the lead API names a refused field in its message: `参数错误：<field> <reason>` (its zod path,
 * then the reason in Chinese). The mock writes it with `refusalMessage`; the site reads it back.
 */
export function refusalMessage(path: string, reason: string): string {
  return path ? `参数错误：${path} ${reason}` : `参数错误：${reason}`;
}

/** The API's body fields (test drive and quick enquiry) by the form field the visitor typed them in. */
const API_FIELD_OF_FORM: Record<string, LeadField> = {
  ASId: 'ASId',
  cartype: 'ASId',
  ACId: 'ACId',
  name: 'name',
  sex: 'sex',
  phone: 'phone',
  provinceId: 'provinceId',
  province: 'provinceId',
  cityId: 'cityId',
  city: 'cityId',
  dealerCode: 'dealerCode',
  dealer: 'dealerCode',
  buyCarDate: 'buyCarDate',
  replyDateType: 'replyDateType',
  remark: 'remark',
  accept: 'accept',
};

/**
 * The errors of a lead the API refused (HTTP 4xx or its bad-request code): the reason beside the field
 * it names when the form shows that field, otherwise for the whole form.
 */
export function refusalErrors(kind: LeadFormKind, msg: string): LeadErrors {
  const match = /^参数错误：(\S+) (.+)$/u.exec(msg.trim());
  const field = match?.[1] ? API_FIELD_OF_FORM[match[1].split('.')[0] ?? ''] : undefined;
  if (match?.[2] && field && FIELDS_OF[kind].includes(field)) return { [field]: match[2] };
  return { form: msg.trim() || '提交的信息有误，请检查后重新提交' };
}

/** The first field of the variant that has an error, in display order. */
export function firstInvalidField(kind: LeadFormKind, errors: LeadErrors): LeadField | null {
  return FIELDS_OF[kind].find((f) => errors[f] !== undefined) ?? null;
}

export interface ResolvedLead {
  input: LeadInput;
  series: CarSeries;
  grade: CarSeries['grades'][number] | null;
  dealer: Dealer;
}

/**
 * Checks a well-formed lead against the catalogue: a known model, a grade of that model, a dealer in
 * the chosen city that sells it. `dealers` are the dealers of the chosen province and city.
 */
export function resolveLead(
  input: LeadInput,
  series: readonly CarSeries[],
  dealers: readonly Dealer[],
): { ok: true; lead: ResolvedLead } | { ok: false; errors: LeadErrors } {
  const model = series.find((s) => s.id === input.ASId);
  if (!model) return { ok: false, errors: { ASId: '请选择车型' } };
  const grade = input.ACId === null ? null : (model.grades.find((g) => g.id === input.ACId) ?? undefined);
  if (grade === undefined) return { ok: false, errors: { ACId: '请选择该车型的配置' } };
  const dealer = dealers.find(
    (d) => d.dealerCode === input.dealerCode && d.provinceId === input.provinceId && d.cityId === input.cityId,
  );
  if (!dealer) return { ok: false, errors: { dealerCode: '请选择所在城市的经销商' } };
  if (!dealer.series.includes(model.code)) {
    return { ok: false, errors: { dealerCode: `该经销商暂不提供${model.name}的试驾，请选择其他经销商` } };
  }
  return { ok: true, lead: { input, series: model, grade, dealer } };
}

/** The body of `testDrivce` (and of `saleClue` for the test-drive variants). */
export function testDriveRequest(kind: 'page' | 'drawer', lead: ResolvedLead, channel: number): TestDriveRequest {
  const { input, series, grade, dealer } = lead;
  const codes = LEAD_CODES[kind];
  return {
    ASId: series.id,
    ASName: series.name,
    ACId: grade?.id ?? null,
    ACName: grade?.name ?? '',
    name: input.name,
    sex: input.sex,
    phone: input.phone,
    dealerCode: dealer.dealerCode,
    dealerNo: dealer.dealerNo,
    provinceId: dealer.provinceId,
    cityId: dealer.cityId,
    campaignCode: codes.campaignCode,
    buyCarDate: kind === 'page' ? input.buyCarDate : codes.buyCarDate,
    replyDateType: kind === 'page' ? input.replyDateType : codes.replyDateType,
    clueType: codes.clueType,
    remark: kind === 'page' ? input.remark : '',
    sourceType: codes.sourceType,
    s: channel,
    accept: true,
    ...(kind === 'drawer' ? { province: dealer.provinceName, city: dealer.cityName, dealer: dealer.shortName } : {}),
  };
}

/** The body of the quick enquiry (`saleClue`). */
export function quickLeadRequest(lead: ResolvedLead, channel: number): QuickLeadRequest {
  const { input, series, grade, dealer } = lead;
  return {
    name: input.name,
    phone: input.phone,
    cartype: series.code,
    province: dealer.provinceId,
    city: dealer.cityId,
    dealer: dealer.dealerCode,
    ACId: grade?.id ?? null,
    accept: true,
    s: channel,
  };
}
