/**
 * The one bridge to the WeChat mini-program (docs/architecture.md#wechat-and-the-mini-program):
 * `wx.miniProgram.navigateTo`, `postMessage` and the environment check, and the JS-SDK's share calls in
 * WeChat's browser. The JSSDK (jweixin) is loaded only inside WeChat and only when something needs it;
 * tests put a recorder at `window.wx` and nothing is loaded.
 */
export const JWEIXIN_SRC = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

export interface WxMiniProgram {
  navigateTo(options: { url: string }): void;
  postMessage(options: { data: unknown }): void;
  getEnv?(callback: (res: { miniprogram: boolean }) => void): void;
}

/** A share card as the JS-SDK takes it. */
export interface WxShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The parts of the JS-SDK the site uses: the mini-program bridge and, in WeChat's browser, sharing. */
export interface Wx {
  miniProgram?: WxMiniProgram;
  config?(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready?(callback: () => void): void;
  error?(callback: (res: unknown) => void): void;
  updateAppMessageShareData?(card: WxShareCard): void;
  updateTimelineShareData?(card: Omit<WxShareCard, 'desc'>): void;
}

declare global {
  interface Window {
    wx?: Wx;
    __wxjs_environment?: string;
  }
}

let injected: Promise<boolean> | null = null;

/** Runtime confirmation after hydration; the first render uses the server's UA flag instead. */
export function isMiniProgramRuntime(): boolean {
  if (typeof window === 'undefined') return false;
  return window.__wxjs_environment === 'miniprogram' || /miniprogram/i.test(window.navigator.userAgent);
}

/** Adds the jweixin script once; false when it failed to load (the next call tries again). */
function injectJweixin(): Promise<boolean> {
  injected ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = JWEIXIN_SRC;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => {
      injected = null;
      resolve(false);
    };
    document.head.appendChild(script);
  });
  return injected;
}

async function loadJweixin(): Promise<WxMiniProgram | null> {
  if (window.wx?.miniProgram) return window.wx.miniProgram;
  if (!isMiniProgramRuntime()) return null;
  return (await injectJweixin()) ? (window.wx?.miniProgram ?? null) : null;
}

/**
 * The JS-SDK in WeChat's own browser (share cards), loaded only there and only once; tests put a
 * recorder at `window.wx` and nothing is loaded.
 */
export async function loadWechatSdk(): Promise<Wx | null> {
  if (typeof window === 'undefined') return null;
  if (window.wx?.config) return window.wx;
  if (!/MicroMessenger\//i.test(window.navigator.userAgent)) return null;
  return (await injectJweixin()) && window.wx?.config ? window.wx : null;
}

/** Navigates the mini-program to one of its pages (e.g. the login page). */
export async function navigateTo(url: string): Promise<boolean> {
  const mp = await loadJweixin();
  if (!mp) return false;
  mp.navigateTo({ url });
  return true;
}

/** Queues a message for the mini-program page; WeChat delivers it only when the mini-program navigates back. */
export async function postMessage(data: unknown): Promise<boolean> {
  const mp = await loadJweixin();
  if (!mp) return false;
  mp.postMessage({ data });
  return true;
}
