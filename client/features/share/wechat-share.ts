/**
 * The share card in WeChat's browser: `wx.config` with a signature from the site
 * (`/client/wechat/jssdk-config`, docs/decisions/0024), then `updateAppMessageShareData` and
 * `updateTimelineShareData` for the current page. iOS WeChat checks the signature against the URL the
 * visitor landed on (it keeps that URL through history navigations), Android against the current one:
 * so iOS is configured once, Android again after each client navigation. URLs are signed without `#`.
 */
import type { ApiClient } from '#shared/api/request';
import { loadWechatSdk, type Wx } from '#client/lib/platform/mini-program-bridge.ts';
import { withSource, type ShareCard } from './share-card.ts';

/** Read once when this module is evaluated: the document's first URL, before any client navigation. */
const LANDING_URL = typeof window === 'undefined' ? '' : withoutFragment(window.location.href);

function withoutFragment(url: string): string {
  return url.split('#')[0] ?? url;
}

function isIos(): boolean {
  return /iPhone|iPad|iPod/i.test(window.navigator.userAgent);
}

/** How long `wx.config` may take to report ready or error before the card is given up (and signed again next time). */
export const WECHAT_READY_TIMEOUT_MS = 10_000;

/**
 * The one config of the signed URL, from the signing request until ready: a second card for the same
 * URL waits for it instead of signing and configuring again. Replaced when another URL is signed; a
 * signature that answers after its config was replaced is dropped, so an older page never configures last.
 */
let configured: { url: string; ready: Promise<boolean> } | null = null;
/** The most recent call: only its card is applied once ready (the latest page's card wins). */
let latestCall = 0;

function configure(wx: Wx, api: Pick<ApiClient, 'get'>, url: string): Promise<boolean> {
  if (configured?.url === url) return configured.ready;
  const entry = { url, ready: Promise.resolve(false) };
  const forget = () => {
    if (configured === entry) configured = null;
  };
  entry.ready = api.get('/client/wechat/jssdk-config', { url }).then(
    (signed) => {
      if (configured !== entry) return false;
      if (!signed.ok || !signed.data) {
        forget();
        return false;
      }
      const config = { debug: false, ...signed.data };
      return new Promise<boolean>((resolve) => {
        const settle = (ok: boolean) => {
          clearTimeout(timer);
          if (!ok) forget();
          resolve(ok);
        };
        // The SDK may call neither (a script that half loaded): later cards must not wait forever.
        const timer = setTimeout(() => settle(false), WECHAT_READY_TIMEOUT_MS);
        wx.ready?.(() => settle(true));
        wx.error?.(() => settle(false));
        wx.config?.(config);
      });
    },
    () => {
      forget();
      return false;
    },
  );
  configured = entry;
  return entry.ready;
}

/** Sets the page's share card; false when WeChat's SDK or the signature is not available, or a newer card came. */
export async function applyWechatShare(api: Pick<ApiClient, 'get'>, card: ShareCard): Promise<boolean> {
  const call = ++latestCall;
  const wx = await loadWechatSdk();
  if (!wx) return false;
  const url = isIos() ? LANDING_URL : withoutFragment(window.location.href);
  if (!(await configure(wx, api, url))) return false;
  // A newer page's card applies itself once its config is ready; this one would overwrite it.
  if (call !== latestCall) return false;
  const link = withSource(card.url, 'wechat');
  wx.updateAppMessageShareData?.({ title: card.title, desc: card.desc, link, imgUrl: card.imgUrl });
  wx.updateTimelineShareData?.({ title: card.title, link, imgUrl: card.imgUrl });
  return true;
}
