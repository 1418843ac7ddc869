/**
 * The server's side of the lead forms' route action (docs/decisions/0009): it validates with the
 * shared rules, applies the rate limits, checks the catalogue, books through the upstream with the
 * submission's idempotency key and answers a summary, or the visitor's values with the errors, so
 * nothing typed is ever lost. The SSR layer gives one desk per request to the route action through the
 * router context (server/ssr/document.ts → client/entry.server.tsx); the browser's context carries a
 * forwarder instead, so none of this is in the browser bundle (scripts/check-client-bundle.mjs).
 */
import { randomUUID } from 'node:crypto';
import type { Dealer, DealerStaff, TestDriveRequest, TradeInLeadDetail } from '#shared/api/client-api';
import type { ApiClient } from '#shared/api/request';
import { loadDealerRegions } from '#shared/domain/dealer-regions';
import type { UpstreamGaps } from '#shared/api/upstream-gaps';
import type { EdgeContext } from '#shared/domain/edge-context';
import {
  invalidReply,
  upstreamDownReply,
  type LeadDesk,
  type LeadPost,
  type LeadReply,
  type LeadSummary,
  IDEMPOTENCY_KEY,
} from '#shared/domain/lead-action';
import {
  isEnquiry,
  quickLeadRequest,
  refusalErrors,
  resolveLead,
  SEX_OPTIONS,
  testDriveRequest,
  type LeadFormKind,
  type ResolvedLead,
} from '#shared/domain/lead-form';
import { validateLead } from '#shared/domain/lead-validation';
import { parseId, parseTradeInQuery } from '#shared/domain/trade-in';
import { findCity, lookupTradeIn, tradeInLeadDetail } from '#shared/domain/trade-in-lookup';
import { DATA_LAKE_PATH, SALES_CLUE_PATH, type CluePath } from '../leads/data-lake.ts';

/** Counts a lead submission against the per-IP and per-phone limits. */
export interface LeadGate {
  consume(phone: string, key: string | null): Promise<{ retryAfter: number; message: string } | null>;
}

export interface LeadDeskDeps {
  /** The request's upstream client (signed, carries the request id). */
  api: ApiClient;
  /** The visit's channel goes on every lead. */
  edge: EdgeContext;
  /** The site's additions the upstream lacks: a known gap is not asked again. */
  gaps?: UpstreamGaps | undefined;
  /** Absent: no limits (tests of the render alone). */
  gate?: LeadGate | undefined;
  /** A booking's companion clues (data lake, sales lead), sent in the background (server/leads/data-lake.ts). */
  sendClue?: ((path: CluePath, clue: TestDriveRequest & { idempotencyKey: string }) => void) | undefined;
}

function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

function summaryOf(id: number, kind: LeadFormKind, lead: ResolvedLead): LeadSummary {
  const { input, series, grade, dealer } = lead;
  return {
    id,
    name: input.name,
    title: isEnquiry(kind) ? '' : (SEX_OPTIONS.find((o) => o.value === input.sex)?.label ?? ''),
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

async function dealersOf(api: ApiClient, provinceId: string, cityId: string): Promise<Dealer[] | null> {
  if (!/^\d+$/.test(provinceId) || !/^\d+$/.test(cityId)) return [];
  const r = await api.get('/api/client/findDealers', { provinceId: Number(provinceId), cityId: Number(cityId) });
  return r.ok && r.data ? r.data : null;
}

/** The refresh step of a form without JavaScript: a city outside the new province falls back to its first city. */
async function refresh({ api, gaps }: LeadDeskDeps, post: LeadPost): Promise<LeadReply> {
  const { kind, values } = post;
  const regions = await loadDealerRegions(api, gaps);
  const province = regions?.find((p) => String(p.id) === values.provinceId);
  const cities = province?.cities ?? [];
  const city = cities.find((c) => String(c.id) === values.cityId) ?? cities[0];
  const next = { ...values, cityId: city ? String(city.id) : '', dealerCode: '' };
  const dealers = city ? await dealersOf(api, next.provinceId, next.cityId) : [];
  if (dealers === null) return upstreamDownReply(post);
  return { status: 200, data: { status: 'refreshed', kind, values: next, dealers } };
}

const STALE_VALUATION = '估价信息已失效，请重新估价后再预约到店评估';

/**
 * The appraisal's car and range, read again from the upstream with the trade-in page's query (never
 * taken from the form): `null` when the query no longer gives a valuation, `'down'` when the upstream failed.
 */
async function appraisalOf(
  api: ApiClient,
  tradeIn: string,
  gaps: UpstreamGaps | undefined,
): Promise<TradeInLeadDetail | null | 'down'> {
  const query = parseTradeInQuery(new URLSearchParams(tradeIn));
  const regions = await loadDealerRegions(api, gaps);
  if (!regions) return 'down';
  const city = findCity(regions, parseId(query.city));
  if (!city) return null;
  const lookup = await lookupTradeIn(api, query, { now: Date.now(), city });
  if (lookup.failed) return 'down';
  return tradeInLeadDetail(lookup, query, city);
}

async function book({ api, edge, gate, sendClue, gaps }: LeadDeskDeps, post: LeadPost): Promise<LeadReply> {
  const { kind, values } = post;
  const key =
    post.idempotencyKey !== null && IDEMPOTENCY_KEY.test(post.idempotencyKey) ? post.idempotencyKey : randomUUID();
  const checked = validateLead(kind, values);
  if (!checked.ok) return invalidReply(post, checked.errors, 400);
  const refused = await gate?.consume(checked.input.phone, key);
  if (refused) {
    return invalidReply(post, { form: refused.message }, 429, {
      headers: { 'Retry-After': String(refused.retryAfter) },
    });
  }
  const [series, dealers] = await Promise.all([
    api.get('/api/client/queryCarSeriesList'),
    dealersOf(api, values.provinceId, values.cityId),
  ]);
  if (!series.ok || !series.data || dealers === null) return upstreamDownReply(post);
  const resolved = resolveLead(checked.input, series.data, dealers);
  if (!resolved.ok) return invalidReply(post, resolved.errors, 400, { dealers });
  const lead = resolved.lead;

  let created;
  let consultants: DealerStaff[] | undefined;
  if (kind === 'appraisal') {
    const detail = await appraisalOf(api, values.tradeIn, gaps);
    if (detail === 'down') return upstreamDownReply(post, { dealers });
    if (detail === null) return invalidReply(post, { form: STALE_VALUATION }, 400, { dealers });
    created = await api.post('/api/client/saleClue', {
      ...quickLeadRequest(lead, edge.channel),
      tradeIn: detail,
      idempotencyKey: key,
    });
  } else if (kind === 'quick') {
    created = await api.post('/api/client/saleClue', { ...quickLeadRequest(lead, edge.channel), idempotencyKey: key });
  } else {
    const body = testDriveRequest(kind, lead, edge.channel);
    created = await api.post('/api/client/testDrivce', { ...body, idempotencyKey: key });
    // The sales lead goes along as the product does; the booking stands even if it fails.
    if (created.ok) {
      // Both in the background, retried and logged if lost (server/leads/data-lake.ts).
      sendClue?.(DATA_LAKE_PATH, { ...body, idempotencyKey: `${key}-d` });
      sendClue?.(SALES_CLUE_PATH, { ...body, idempotencyKey: `${key}-c` });
      const staff = await api.get('/api/client/staffAndQrcode', { dealerId: lead.dealer.id });
      consultants = staff.ok && staff.data ? staff.data.staff : undefined;
    }
  }
  if (!created.ok || !created.data) {
    // The upstream's own refusal (its 4xx code, with HTTP 200 or a 4xx status) is the visitor's to fix:
    // beside the field it names, every value kept, 400. Only no answer or a failure is "try again later".
    if (isRefusal(created) && created.msg)
      return invalidReply(post, refusalErrors(kind, created.msg), 400, { dealers });
    return upstreamDownReply(post, { dealers });
  }
  const summary = summaryOf(created.data.id, kind, lead);
  return { status: 200, data: { status: 'done', kind, summary: consultants ? { ...summary, consultants } : summary } };
}

function isRefusal(result: { code: number; status: number }): boolean {
  const clientCode = (n: number) => n >= 400 && n < 500 && n !== 401;
  return clientCode(result.code) || clientCode(result.status);
}

export function createLeadDesk(deps: LeadDeskDeps): LeadDesk {
  return { submit: (post) => (post.intent === 'refresh' ? refresh(deps, post) : book(deps, post)) };
}
