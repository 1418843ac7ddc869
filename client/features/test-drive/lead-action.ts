/**
 * The one route action behind every lead form (`/test-drive`, docs/decisions/0009). On the server it
 * validates with the shared rules, applies the rate limits, checks the catalogue, books through the
 * upstream with the submission's idempotency key and answers a summary, or the visitor's values with
 * the errors, so nothing typed is ever lost. In the browser it forwards the same form to the server.
 */
import { data, type ActionFunctionArgs } from 'react-router';
import type { Dealer } from '#shared/api/client-api';
import type { ApiClient } from '#shared/api/request';
import {
  emptyLeadValues,
  IDEMPOTENCY_KEY,
  isLeadFormKind,
  quickLeadRequest,
  readLeadValues,
  resolveLead,
  SEX_OPTIONS,
  testDriveRequest,
  validateLead,
  type LeadErrors,
  type LeadFormKind,
  type LeadValues,
  type ResolvedLead,
} from '#shared/domain/lead-form';
import { getApp, type AppContext } from '#client/lib/app-context.ts';

export interface LeadSummary {
  id: number;
  name: string;
  /** 先生 / 女士; empty for the quick enquiry. */
  title: string;
  /** 138****5678 */
  phone: string;
  seriesName: string;
  gradeName: string;
  dealer: Pick<Dealer, 'shortName' | 'address' | 'salesPhone' | 'hours'>;
}

export type LeadActionData =
  | { status: 'done'; kind: LeadFormKind; summary: LeadSummary }
  /** Refused: the values as typed, the errors by field (`form` for the whole form). */
  | { status: 'invalid'; kind: LeadFormKind; values: LeadValues; errors: LeadErrors; dealers?: Dealer[] }
  /** No JavaScript: the dealer list of the newly chosen province and city (submit-to-refresh). */
  | { status: 'refreshed'; kind: LeadFormKind; values: LeadValues; dealers: Dealer[] };

export const UPSTREAM_DOWN = '服务暂时繁忙，您填写的信息已保留，请稍后重新提交';
export const NETWORK_DOWN = '网络连接失败，您填写的信息已保留，请检查网络后重新提交';

function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

function summaryOf(id: number, kind: LeadFormKind, lead: ResolvedLead): LeadSummary {
  const { input, series, grade, dealer } = lead;
  return {
    id,
    name: input.name,
    title: kind === 'quick' ? '' : (SEX_OPTIONS.find((o) => o.value === input.sex)?.label ?? ''),
    phone: maskPhone(input.phone),
    seriesName: series.name,
    gradeName: grade?.name ?? '',
    dealer: {
      shortName: dealer.shortName,
      address: dealer.address,
      salesPhone: dealer.salesPhone,
      hours: dealer.hours,
    },
  };
}

function invalid(
  kind: LeadFormKind,
  values: LeadValues,
  errors: LeadErrors,
  status: number,
  extra: { dealers?: Dealer[]; headers?: Record<string, string> } = {},
) {
  const body: LeadActionData = {
    status: 'invalid',
    kind,
    values,
    errors,
    ...(extra.dealers ? { dealers: extra.dealers } : {}),
  };
  return data(body, { status, ...(extra.headers ? { headers: extra.headers } : {}) });
}

function newKey(): string {
  return crypto.randomUUID();
}

async function dealersOf(api: ApiClient, provinceId: string, cityId: string): Promise<Dealer[] | null> {
  if (!/^\d+$/.test(provinceId) || !/^\d+$/.test(cityId)) return [];
  const r = await api.get('/api/client/findDealers', { provinceId: Number(provinceId), cityId: Number(cityId) });
  return r.ok && r.data ? r.data : null;
}

/** The refresh step of a form without JavaScript: a city outside the new province falls back to its first city. */
async function refresh(app: AppContext, kind: LeadFormKind, values: LeadValues) {
  const regions = await app.api.get('/api/client/findRegions');
  const province = regions.ok ? regions.data?.find((p) => String(p.id) === values.provinceId) : undefined;
  const cities = province?.cities.filter((c) => c.dealerCount > 0) ?? [];
  const city = cities.find((c) => String(c.id) === values.cityId) ?? cities[0];
  const next: LeadValues = { ...values, cityId: city ? String(city.id) : '', dealerCode: '' };
  const dealers = city ? await dealersOf(app.api, next.provinceId, next.cityId) : [];
  if (dealers === null) return invalid(kind, values, { form: UPSTREAM_DOWN }, 502);
  const body: LeadActionData = { status: 'refreshed', kind, values: next, dealers };
  return data(body, { status: 200 });
}

async function book(app: AppContext, kind: LeadFormKind, values: LeadValues, key: string) {
  const checked = validateLead(kind, values);
  if (!checked.ok) return invalid(kind, values, checked.errors, 400);
  const refused = await app.leadGate?.consume(checked.input.phone, key);
  if (refused) {
    return invalid(kind, values, { form: refused.message }, 429, {
      headers: { 'Retry-After': String(refused.retryAfter) },
    });
  }
  const { api, edge } = app;
  const [series, dealers] = await Promise.all([
    api.get('/api/client/queryCarSeriesList'),
    dealersOf(api, values.provinceId, values.cityId),
  ]);
  if (!series.ok || !series.data || dealers === null) return invalid(kind, values, { form: UPSTREAM_DOWN }, 502);
  const resolved = resolveLead(checked.input, series.data, dealers);
  if (!resolved.ok) return invalid(kind, values, resolved.errors, 400, { dealers });
  const lead = resolved.lead;

  let created;
  if (kind === 'quick') {
    created = await api.post('/api/client/saleClue', { ...quickLeadRequest(lead, edge.channel), idempotencyKey: key });
  } else {
    const body = testDriveRequest(kind, lead, edge.channel);
    created = await api.post('/api/client/testDrivce', { ...body, idempotencyKey: key });
    // The sales lead goes along as the product does; the booking stands even if it fails.
    if (created.ok) await api.post('/api/client/saleClue', { ...body, idempotencyKey: `${key}-c` });
  }
  if (!created.ok || !created.data) {
    // The upstream's own refusal (4xx) is shown as it reads; anything else is "try again later".
    const clientError = created.status >= 400 && created.status < 500 && created.status !== 401 && created.msg;
    return invalid(kind, values, { form: clientError ? created.msg : UPSTREAM_DOWN }, clientError ? 400 : 502, {
      dealers,
    });
  }
  const done: LeadActionData = { status: 'done', kind, summary: summaryOf(created.data.id, kind, lead) };
  return data(done, { status: 200 });
}

export async function leadAction({ request, context }: ActionFunctionArgs) {
  const app = getApp(context);
  const form = await request.formData();
  const kindField = form.get('form');
  const kind: LeadFormKind = isLeadFormKind(kindField) ? kindField : 'page';
  const values = readLeadValues(kind, form);
  if (!isLeadFormKind(kindField)) {
    return invalid(kind, emptyLeadValues(kind), { form: '表单无效，请刷新页面后重新填写' }, 400);
  }

  if (app.submitToServer) {
    const reply = await app.submitToServer(request.url, form, request.signal);
    if (reply === null) return invalid(kind, values, { form: NETWORK_DOWN }, 503);
    if ('actionData' in reply) return data(reply.actionData as LeadActionData, { status: reply.status });
    return invalid(kind, values, { form: reply.message }, reply.status);
  }

  if (form.get('intent') === 'refresh') return refresh(app, kind, values);
  const keyField = form.get('idempotencyKey');
  const key = typeof keyField === 'string' && IDEMPOTENCY_KEY.test(keyField) ? keyField : newKey();
  return book(app, kind, values, key);
}
