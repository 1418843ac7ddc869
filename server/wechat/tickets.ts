/**
 * Where the JS-SDK ticket comes from (docs/decisions/0027-endpoints-beyond-the-specification.md):
 *
 * - WeChat's API, with the official account's credentials: an access token (`/cgi-bin/token`), then the
 *   jsapi_ticket (`/cgi-bin/ticket/getticket`). Both are kept in the shared store until
 *   `WECHAT_REFRESH_MARGIN_MS` before they expire and refreshed by one process at a time for the whole
 *   cluster (server/store/shared-value.ts): WeChat limits how often either may be fetched, and a new token
 *   voids the previous one. A ticket call answered "token no longer good" (40001 and kin) gets one new
 *   token and one retry.
 * - Else the upstream's `/client/wechat/jsapi-ticket`, one of the site's additions to the specification:
 *   an upstream that answers it with 404 is remembered (shared/api/upstream-gaps.ts) and sharing is off.
 * - Else none: `SharingUnavailable`, and pages share through their Open Graph data alone.
 */
import type { Logger } from 'pino';
import type { JsapiTicket } from '#shared/api/legacy-api';
import { isUnknownEndpoint, type ApiClient } from '#shared/api/request';
import type { UpstreamGaps } from '#shared/api/upstream-gaps';
import type { Config } from '../config.ts';
import { createSharedValue } from '../store/shared-value.ts';
import type { SharedStore } from '../store/store.ts';
import { createWechatApi, WechatApiError, type WechatApi } from './wechat-api.ts';

export const TICKET_PATH = '/client/wechat/jsapi-ticket';
/** A token or ticket is dropped this long before WeChat's expiry, so no page is signed with a dying one. */
export const WECHAT_REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** How long one process may hold the refresh: four WeChat calls at their time limit, with room. */
export const WECHAT_REFRESH_LOCK_MS = 25_000;
/** Shortest time a token or ticket is kept, whatever lifetime WeChat (or the upstream) announces. */
const MIN_LIFETIME_MS = 60_000;
/** WeChat's answers meaning the access token is no longer good: invalid credential, invalid token, expired. */
export const STALE_TOKEN_CODES: readonly number[] = [40001, 40014, 42001];

/** No ticket source is configured, or the upstream lacks its ticket endpoint. */
export class SharingUnavailable extends Error {
  constructor(reason: string) {
    super(`WeChat sharing unavailable: ${reason}`);
    this.name = 'SharingUnavailable';
  }
}

export interface TicketSource {
  ticket(requestId: string): Promise<JsapiTicket>;
}

/** Store keys of the official account's ticket and token (per app id: a new account starts afresh). */
export const wechatTicketKey = (appId: string) => `wechat:jsapi-ticket:${appId}`;
export const wechatTokenKey = (appId: string) => `wechat:access-token:${appId}`;

export function lifetimeMs(expiresInS: number): number {
  return Math.max(MIN_LIFETIME_MS, expiresInS * 1000 - WECHAT_REFRESH_MARGIN_MS);
}

export interface TicketSourceDeps {
  wechat: Config['wechat'];
  store: SharedStore;
  /** The upstream, for its ticket endpoint. */
  client: (requestId: string) => ApiClient;
  gaps: UpstreamGaps;
  logger: Logger;
  now?: () => number;
  /** WeChat's API; made from `wechat` by default (tests may count its calls). */
  wechatApi?: WechatApi;
}

export function createTicketSource(deps: TicketSourceDeps): TicketSource {
  const { store, logger, wechat } = deps;
  const shared = <T>(key: string, keepLocal: boolean) =>
    createSharedValue<T>({
      store,
      key,
      lockMs: WECHAT_REFRESH_LOCK_MS,
      logger,
      keepLocal,
      ...(deps.now ? { now: deps.now } : {}),
    });

  if (wechat.credentials) {
    const { appId } = wechat.credentials;
    const api = deps.wechatApi ?? createWechatApi({ apiUrl: wechat.apiUrl, ...wechat.credentials });
    // Read from the store whenever a ticket is fetched: a token refreshed by another process is seen.
    const tokens = shared<string>(wechatTokenKey(appId), false);
    const newToken = async () => {
      const { accessToken, expiresIn } = await api.token();
      return { value: accessToken, ttlMs: lifetimeMs(expiresIn) };
    };
    const tickets = shared<JsapiTicket>(wechatTicketKey(appId), true);
    const loadTicket = async () => {
      const token = await tokens.get(newToken);
      const answer = await api.ticket(token).catch(async (err: unknown) => {
        if (!(err instanceof WechatApiError) || !STALE_TOKEN_CODES.includes(err.errcode)) throw err;
        // Refreshed elsewhere (another tool of the official account) or revoked: one new token, one retry.
        logger.warn({ errcode: err.errcode }, 'wechat: access token no longer valid, fetching a new one');
        await tokens.forget();
        return api.ticket(await tokens.get(newToken));
      });
      return {
        value: { appId, ticket: answer.ticket, expiresIn: answer.expiresIn },
        ttlMs: lifetimeMs(answer.expiresIn),
      };
    };
    return { ticket: () => tickets.get(loadTicket) };
  }

  if (wechat.upstreamTicket) {
    const tickets = shared<JsapiTicket>('wechat:jsapi-ticket:upstream', true);
    return {
      ticket(requestId) {
        return tickets.get(async () => {
          if (await deps.gaps.lacks(TICKET_PATH)) throw new SharingUnavailable('the upstream has no ticket endpoint');
          const answer = await deps.client(requestId).get(TICKET_PATH);
          if (isUnknownEndpoint(answer)) {
            await deps.gaps.note(TICKET_PATH);
            throw new SharingUnavailable('the upstream has no ticket endpoint');
          }
          if (!answer.ok || !answer.data)
            throw new Error(`jsapi ticket: upstream answered ${answer.status}/${answer.code}`);
          return { value: answer.data, ttlMs: lifetimeMs(answer.data.expiresIn) };
        });
      },
    };
  }

  return { ticket: () => Promise.reject(new SharingUnavailable('no ticket source is configured')) };
}
