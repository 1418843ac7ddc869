/**
 * Contract of the legacy host (`/client/*`, `{ retCode, retMsg, data }` envelope). Most answers reuse the
 * client API's shapes; the ones below exist only here.
 */
import type { PageQuery } from './envelope.ts';

export interface LegacyNewsQuery extends PageQuery {
  category?: string;
}

export interface LegacyIdQuery {
  id: number;
}

export interface JssdkConfigQuery {
  /** The page URL to sign, without the `#` fragment (iOS WeChat signs the landing URL: the page first loaded). */
  url: string;
}

/**
 * `jsapi-ticket`: the official account's JS-SDK ticket, from the upstream that holds the app secret. The
 * site signs page URLs with it itself (server/wechat/jssdk-config.ts) and keeps it for `expiresIn`
 * in the shared store (docs/decisions/0024-wechat-jssdk-signing-on-the-site.md).
 */
export interface JsapiTicket {
  appId: string;
  ticket: string;
  /** Seconds the ticket stays valid (WeChat: 7200). */
  expiresIn: number;
}

/** Argument of `wx.config`. */
export interface JssdkConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  /** SHA-1 over `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`. */
  signature: string;
  jsApiList: string[];
}

export interface Accessory {
  code: string;
  name: string;
  category: string;
  description: string;
  price: number;
  img: string;
}
