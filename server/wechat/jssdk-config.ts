/**
 * `GET /client/wechat/jssdk-config?url=`: the argument of `wx.config`, signed by the site
 * (docs/decisions/0024-wechat-jssdk-signing-on-the-site.md). WeChat's rule: SHA-1 over
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys sorted, URL without its `#` fragment). Only URLs
 * of the site's own origins are signed; the ticket (./tickets.ts) is asked for once per lifetime and kept
 * in the shared store, so every worker signs with the same one and no page view costs a ticket call.
 * Without a ticket source the answer is a 404 envelope: the page shares through its Open Graph data.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { envelopeFor } from '#shared/api/envelope';
import type { JssdkConfig } from '#shared/api/legacy-api';
import { SharingUnavailable, TICKET_PATH, type TicketSource } from './tickets.ts';

export const JSSDK_CONFIG_PATH = '/client/wechat/jssdk-config';
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

const REFUSALS = { 400: 'badRequest', 404: 'notFound', 502: 'upstreamUnavailable' } as const;

function refuse(req: Request, res: Response, status: keyof typeof REFUSALS, msg: string): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json(envelopeFor(req.path, REFUSALS[status], msg));
}

export function jssdkConfigRoute(deps: {
  origins: readonly string[];
  tickets: TicketSource;
  logger: Logger;
}): RequestHandler {
  return (req, res, next) => {
    // The ticket is the site's secret: browsers never reach the upstream's ticket endpoint.
    if (req.path === TICKET_PATH) return refuse(req, res, 404, '接口不存在');
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
        if (err instanceof SharingUnavailable) return refuse(req, res, 404, '当前未开通微信分享');
        log.error({ err }, 'jssdk config: no jsapi ticket');
        refuse(req, res, 502, '分享服务暂时不可用，请稍后再试');
      },
    );
  };
}
