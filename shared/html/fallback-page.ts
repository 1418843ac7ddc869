/**
 * The static page shown when nothing better can be rendered: the server's error middleware and a
 * failed SSR shell. Plain HTML with inline styles, no script and no asset, so it shows even when the
 * bundle, the CSS or the upstream are the problem (and passes a nonce-based CSP without a nonce).
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

export const FALLBACK_TITLE = '页面暂时无法显示';
export const FALLBACK_MESSAGE = '请稍后刷新重试，或返回';

/** `title` is the page's title and heading; `message` precedes the link home. Both are escaped. */
export function fallbackPage(title: string = FALLBACK_TITLE, message: string = FALLBACK_MESSAGE): string {
  const t = escapeHtml(title);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 1.5rem;color:#16181d"><h1 style="font-weight:300">${t}</h1><p>${escapeHtml(message)} <a href="/">首页</a>。</p></body></html>`;
}
