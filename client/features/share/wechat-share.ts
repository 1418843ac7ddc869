/**
 * The share card in WeChat's browser: `wx.config` with a signature from the site
 * (`/client/wechat/jssdk-config`, docs/decisions/0024), then `updateAppMessageShareData` and
 * `updateTimelineShareData` for the current page. iOS WeChat checks the signature against the URL the
 * visitor landed on (it keeps that URL through history navigations), Android against the current one:
 * so iOS is configured once, Android again after each client navigation. URLs are signed without `#`.
 */
import type { ApiClient } from '#shared/api/request';
import { loadWechatSdk, type Wx } from '#client/lib/mini-program-bridge.ts';
import { withSource, type ShareCard } from './share-card.ts';

/** Read once when this module is evaluated: the document's first URL, before any client navigation. */
const LANDING_URL = typeof window === 'undefined' ? '' : withoutFragment(window.location.href);

function withoutFragment(url: string): string {
  return url.split('#')[0] ?? url;
}

function isIos(): boolean {
  return /iPhone|iPad|iPod/i.test(window.navigator.userAgent);
}

let configured: { url: string; ready: Promise<boolean> } | null = null;

async function configure(wx: Wx, api: Pick<ApiClient, 'get'>, url: string): Promise<boolean> {
  if (configured?.url === url) return configured.ready;
  const signed = await api.get('/client/wechat/jssdk-config', { url });
  if (!signed.ok || !signed.data) return false;
  const ready = new Promise<boolean>((resolve) => {
    wx.ready?.(() => resolve(true));
    wx.error?.(() => {
      configured = null;
      resolve(false);
    });
  });
  configured = { url, ready };
  wx.config?.({ debug: false, ...signed.data });
  return ready;
}

/** Sets the page's share card; false when WeChat's SDK or the signature is not available. */
export async function applyWechatShare(api: Pick<ApiClient, 'get'>, card: ShareCard): Promise<boolean> {
  const wx = await loadWechatSdk();
  if (!wx) return false;
  const url = isIos() ? LANDING_URL : withoutFragment(window.location.href);
  if (!(await configure(wx, api, url))) return false;
  const link = withSource(card.url, 'wechat');
  wx.updateAppMessageShareData?.({ title: card.title, desc: card.desc, link, imgUrl: card.imgUrl });
  wx.updateTimelineShareData?.({ title: card.title, link, imgUrl: card.imgUrl });
  return true;
}
