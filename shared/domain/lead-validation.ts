/**
 * The lead forms' field rules (docs/decisions/0009), with zod: the server's action checks every post with
 * them, and the browser checks a form with them before it posts. They live apart from the constants of
 * shared/domain/lead-form.ts so that a page rendering a lead form does not load zod until the visitor
 * starts filling it in (docs/decisions/0019-client-byte-budgets.md).
 */
import { z } from 'zod';
import { MAINLAND_MOBILE, normalizePhone } from './phone.ts';
import {
  BUY_CAR_DATES,
  emptyLeadValues,
  FIELDS_OF,
  LEAD_FIELDS,
  MAX_VALUE,
  REPLY_DATE_TYPES,
  type LeadErrors,
  type LeadField,
  type LeadFormKind,
  type LeadValues,
} from './lead-form.ts';

// zod compiles object parsers with `new Function` when it may; the site's CSP forbids eval (and the
// probe alone reports a violation), so parse without it everywhere.
z.config({ jitless: true });

const id = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number);

/**
 * A person's name, as the lead API accepts it: 2 to 20 characters, Chinese or Latin letters with the
 * middle dot and spaces of real names. The API refused one character and any full stop the site once
 * let through; the API let any script through that the site refused: both now follow the stricter rule
 * (the mock imports this schema, so the two cannot drift apart again).
 */
export const personName = z
  .string()
  .trim()
  .min(1, '请填写您的姓名')
  .min(2, '姓名至少2个字')
  .max(20, '姓名最多20个字')
  .regex(/^[\p{Script=Han}A-Za-z][\p{Script=Han}A-Za-z·\s]*$/u, '姓名只能包含中文或英文字母');

export const leadPhone = z
  .string()
  .transform(normalizePhone)
  .pipe(z.string().min(1, '请填写手机号码').regex(MAINLAND_MOBILE, '请输入正确的11位手机号码'));

const optionalId = z
  .string()
  .trim()
  .regex(/^(|[1-9]\d{0,9})$/, '请选择车型配置')
  .transform((v) => (v === '' ? null : Number(v)));

const FIELD_SCHEMAS = {
  ASId: id('请选择车型'),
  ACId: optionalId,
  sex: z.enum(['1', '2'], '请选择称谓'),
  name: personName,
  phone: leadPhone,
  provinceId: id('请选择省份'),
  cityId: id('请选择城市'),
  dealerCode: z
    .string()
    .trim()
    .min(1, '请选择经销商')
    .regex(/^[\w-]{1,32}$/, '请选择经销商'),
  buyCarDate: z.enum(
    BUY_CAR_DATES.map((o) => o.value),
    '请选择购车计划',
  ),
  replyDateType: z.enum(
    REPLY_DATE_TYPES.map((o) => o.value),
    '请选择方便联系的时间',
  ),
  remark: z.string().trim().max(200, '备注最多200字'),
  // The trade-in page's query; the server reads it again and asks for the valuation itself.
  tradeIn: z.string().trim().max(MAX_VALUE, '估价信息无效，请重新估价'),
  accept: z.literal('on', '请阅读并同意隐私政策，确认将信息提供给所选经销商'),
} satisfies Record<LeadField, z.ZodType>;

const leadInput = z.object(FIELD_SCHEMAS);
/** A lead whose every field is well-formed (not yet checked against the catalogue). */
export type LeadInput = z.output<typeof leadInput>;

export type LeadValidation = { ok: true; input: LeadInput } | { ok: false; errors: LeadErrors };

/** Validates the fields the variant shows (the others carry the variant's defaults). */
export function validateLead(kind: LeadFormKind, values: LeadValues): LeadValidation {
  const withDefaults = { ...emptyLeadValues(kind), ...pick(values, FIELDS_OF[kind]) };
  const parsed = leadInput.safeParse(withDefaults);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: LeadErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isLeadField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

function isLeadField(value: string): value is LeadField {
  return (LEAD_FIELDS as readonly string[]).includes(value);
}

function pick(values: LeadValues, fields: readonly LeadField[]): Partial<LeadValues> {
  const out: Partial<LeadValues> = {};
  for (const f of fields) out[f] = values[f];
  return out;
}
