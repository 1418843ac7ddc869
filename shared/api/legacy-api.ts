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
