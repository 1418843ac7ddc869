/**
 * The one bridge to the WeChat mini-program (NOTES.md §9): `wx.miniProgram.navigateTo`, `postMessage`
 * and the environment check. The JSSDK (jweixin) is loaded only inside the mini-program web-view and
 * only when something needs it; tests put a recorder at `window.wx` and nothing is loaded.
 */
export const JWEIXIN_SRC = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

export interface WxMiniProgram {
  navigateTo(options: { url: string }): void;
  postMessage(options: { data: unknown }): void;
  getEnv?(callback: (res: { miniprogram: boolean }) => void): void;
}

declare global {
  interface Window {
    wx?: { miniProgram?: WxMiniProgram };
    __wxjs_environment?: string;
  }
}

let loading: Promise<WxMiniProgram | null> | null = null;

/** Runtime confirmation after hydration; the first render uses the server's UA flag instead. */
export function isMiniProgramRuntime(): boolean {
  if (typeof window === 'undefined') return false;
  return window.__wxjs_environment === 'miniprogram' || /miniprogram/i.test(window.navigator.userAgent);
}

function loadJweixin(): Promise<WxMiniProgram | null> {
  if (window.wx?.miniProgram) return Promise.resolve(window.wx.miniProgram);
  if (!isMiniProgramRuntime()) return Promise.resolve(null);
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = JWEIXIN_SRC;
    script.async = true;
    script.onload = () => resolve(window.wx?.miniProgram ?? null);
    script.onerror = () => {
      loading = null;
      resolve(null);
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Navigates the mini-program to one of its pages (e.g. the login page). */
export async function navigateTo(url: string): Promise<boolean> {
  const mp = await loadJweixin();
  if (!mp) return false;
  mp.navigateTo({ url });
  return true;
}

/** Queues a message for the mini-program page (delivered when it navigates back, NOTES.md §9). */
export async function postMessage(data: unknown): Promise<boolean> {
  const mp = await loadJweixin();
  if (!mp) return false;
  mp.postMessage({ data });
  return true;
}
