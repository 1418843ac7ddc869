/**
 * The contract of the lead forms' one route action (docs/decisions/0009): what a post carries, what
 * it answers, and the desk that does the work. The route action (client/features/test-drive/lead-action.ts)
 * reads the post and hands it to the desk it finds in the router context: on the server the booking
 * desk (server/ssr/lead-desk.ts: validation, limits, catalogue check, upstream booking), in the browser
 * the forwarder (client/lib/data/lead-forwarder.ts: the same form to the server). Which one runs is decided
 * by who built the context, so no module branches on its runtime and booking code never reaches the
 * browser bundle.
 */
import type { Dealer, DealerStaff } from '../api/client-api.ts';
// Types only: the browser's entry carries this module (client/lib/data/lead-forwarder.ts), not the form's rules.
import type { LeadErrors, LeadFormKind, LeadValues } from './lead-form.ts';

/** One key per submission attempt: a double click or a resent form is one lead. */
export const IDEMPOTENCY_KEY = /^[\w-]{8,64}$/;

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
  /** The dealer's consultants for 「联系销售顾问」; absent when they could not be loaded. */
  consultants?: DealerStaff[];
}

export type LeadActionData =
  | { status: 'done'; kind: LeadFormKind; summary: LeadSummary }
  /** Refused: the values as typed, the errors by field (`form` for the whole form). */
  | {
      status: 'invalid';
      kind: LeadFormKind;
      values: LeadValues;
      errors: LeadErrors;
      dealers?: Dealer[];
      /**
       * The submission's key as posted: sent again with the corrected form, so a post whose answer was
       * lost (stored upstream, then a timeout) is not booked twice, with or without JavaScript.
       */
      idempotencyKey?: string;
    }
  /** No JavaScript: the dealer list of the newly chosen province and city (submit-to-refresh). */
  | { status: 'refreshed'; kind: LeadFormKind; values: LeadValues; dealers: Dealer[] };

export const UPSTREAM_DOWN = '服务暂时繁忙，您填写的信息已保留，请稍后重新提交';
export const NETWORK_DOWN = '网络连接失败，您填写的信息已保留，请检查网络后重新提交';

/** A lead form as posted, read once by the route action. */
export interface LeadPost {
  kind: LeadFormKind;
  values: LeadValues;
  /** `refresh`: the no-JavaScript fallback of the selects asks for the dealers of a new place. */
  intent: 'book' | 'refresh';
  /** The submission's idempotency key as posted (unchecked). */
  idempotencyKey: string | null;
  /** Every text field as posted, in order: what the browser forwards, byte for byte. */
  fields: Array<[name: string, value: string]>;
  /** The URL the form was posted to. */
  url: string;
  /** Aborts when the visitor leaves. */
  signal: AbortSignal;
}

/** The action's answer: its data, the HTTP status and extra headers (`Retry-After`). */
export interface LeadReply {
  status: number;
  data: LeadActionData;
  headers?: Record<string, string>;
}

export interface LeadDesk {
  submit(post: LeadPost): Promise<LeadReply>;
}

export function invalidReply(
  post: Pick<LeadPost, 'kind' | 'values'> & Partial<Pick<LeadPost, 'idempotencyKey'>>,
  errors: LeadErrors,
  status: number,
  extra: { dealers?: Dealer[]; headers?: Record<string, string> } = {},
): LeadReply {
  return {
    status,
    data: {
      status: 'invalid',
      kind: post.kind,
      values: post.values,
      errors,
      ...(extra.dealers ? { dealers: extra.dealers } : {}),
      ...(post.idempotencyKey && IDEMPOTENCY_KEY.test(post.idempotencyKey)
        ? { idempotencyKey: post.idempotencyKey }
        : {}),
    },
    ...(extra.headers ? { headers: extra.headers } : {}),
  };
}

/**
 * The upstream failed or is unavailable: the form again with every value and a message to resend,
 * 503 like a page without its data (a document answer also carries `Retry-After`).
 */
export function upstreamDownReply(
  post: Pick<LeadPost, 'kind' | 'values'> & Partial<Pick<LeadPost, 'idempotencyKey'>>,
  extra: { dealers?: Dealer[] } = {},
): LeadReply {
  return invalidReply(post, { form: UPSTREAM_DOWN }, 503, extra);
}
