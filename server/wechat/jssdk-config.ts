/**
 * `GET /client/wechat/jssdk-config?url=`: the argument of `wx.config`, signed by the site
 * (docs/decisions/0024-wechat-jssdk-signing-on-the-site.md). WeChat's rule: SHA-1 over
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys sorted, URL without its `#` fragment). Only URLs
 * of the site's own origins are signed; the upstream's ticket is asked for once per lifetime and kept
 * in the shared store, so every worker signs with the same one and no page view costs an upstream call.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { envelopeFor } from '#shared/api/envelope';
import type { JsapiTicket, JssdkConfig } from '#shared/api/legacy-api';
import type { ApiClient } from '#shared/api/request';
import type { SharedStore } from '../store/store.ts';

export const JSSDK_CONFIG_PATH = '/client/wechat/jssdk-config';
export const TICKET_PATH = '/client/wechat/jsapi-ticket';
export const TICKET_STORE_KEY = 'wechat:jsapi-ticket';
/** The ticket is dropped this long before WeChat's expiry, so no page is signed with a dying ticket. */
export const TICKET_MARGIN_MS = 5 * 60 * 1000;
/** What the share card needs; nothing else is asked of WeChat. */
export const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData'];
const MAX_URL_LENGTH = 2048;

export function jssdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');
}

/** The URL as WeChat signs it (fragment removed), or null when it is not a page of `origins`. */
export function signableUrl(raw: unknown, origins: readonly string[]): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_URL_LENGTH) return null;
  const withoutFragment = raw.split('#')[0] ?? '';
  let url: URL;
  try {
    url = new URL(withoutFragment);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  // Signed as sent (WeChat compares it with location.href), so it must already be in canonical form.
  if (!origins.includes(url.origin) || !withoutFragment.startsWith(`${url.origin}/`)) return null;
  return withoutFragment;
}

export interface TicketSource {
  ticket(requestId: string): Promise<JsapiTicket>;
}

/**
 * The ticket from the store, else from the upstream (then stored for its lifetime). Concurrent first
 * requests of one process share one upstream call; a store that cannot be reached costs an upstream
 * call per cold process, never a refused page.
 */
export function createTicketSource(deps: {
  store: SharedStore;
  client: (requestId: string) => ApiClient;
  logger: Logger;
  now?: () => number;
}): TicketSource {
  const now = deps.now ?? Date.now;
  let local: { value: JsapiTicket; until: number } | null = null;
  let loading: Promise<JsapiTicket> | null = null;

  async function load(requestId: string): Promise<JsapiTicket> {
    const stored = await deps.store.get(TICKET_STORE_KEY).catch((err: unknown) => {
      deps.logger.warn({ err }, 'jsapi ticket: shared store unavailable, asking the upstream');
      return null;
    });
    if (stored) {
      const parsed = JSON.parse(stored) as { value: JsapiTicket; until: number };
      if (parsed.until > now()) {
        local = parsed;
        return parsed.value;
      }
    }
    const answer = await deps.client(requestId).get('/client/wechat/jsapi-ticket');
    if (!answer.ok || !answer.data) throw new Error(`jsapi ticket: upstream answered ${answer.status}/${answer.code}`);
    const lifetime = Math.max(60_000, answer.data.expiresIn * 1000 - TICKET_MARGIN_MS);
    local = { value: answer.data, until: now() + lifetime };
    await deps.store.set(TICKET_STORE_KEY, JSON.stringify(local), lifetime).catch((err: unknown) => {
      deps.logger.warn({ err }, 'jsapi ticket: could not be shared through the store');
    });
    return answer.data;
  }

  return {
    ticket(requestId) {
      if (local && local.until > now()) return Promise.resolve(local.value);
      loading ??= load(requestId).finally(() => {
        loading = null;
      });
      return loading;
    },
  };
}

function refuse(req: Request, res: Response, status: 400 | 502, msg: string): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json(envelopeFor(req.path, status === 400 ? 'badRequest' : 'upstreamUnavailable', msg));
}

export function jssdkConfigRoute(deps: {
  origins: readonly string[];
  tickets: TicketSource;
  logger: Logger;
}): RequestHandler {
  return (req, res, next) => {
    // The ticket is the site's secret: browsers never reach the upstream's ticket endpoint.
    if (req.path === TICKET_PATH) {
      return void res
        .status(404)
        .set('Cache-Control', 'no-store')
        .json(envelopeFor(req.path, 'notFound', '接口不存在'));
    }
    if (req.path !== JSSDK_CONFIG_PATH || req.method !== 'GET') return next();
    const url = signableUrl(req.query.url, deps.origins);
    if (!url) return refuse(req, res, 400, '无法为该页面地址生成分享签名');
    const log = req.log ?? deps.logger;
    deps.tickets.ticket(String(req.id ?? '')).then(
      (ticket) => {
        const timestamp = Math.floor(Date.now() / 1000);
        const nonceStr = randomBytes(8).toString('hex');
        const config: JssdkConfig = {
          appId: ticket.appId,
          timestamp,
          nonceStr,
          signature: jssdkSignature(ticket.ticket, nonceStr, timestamp, url),
          jsApiList: JS_API_LIST,
        };
        res.set('Cache-Control', 'no-store').json(envelopeFor(req.path, 'ok', 'success', config));
      },
      (err: unknown) => {
        log.error({ err }, 'jssdk config: no jsapi ticket');
        refuse(req, res, 502, '分享服务暂时不可用，请稍后再试');
      },
    );
  };
}
