/** What a rendered page hands the browser: its document state and the router's hydration data. */
import { runInNewContext } from 'node:vm';
import type { DocumentState } from '../../client/lib/ssr/document-state.ts';
import type { MenuModel } from '../../client/components/menu-models.ts';

/** The JSON text the page's document-state script hands `JSON.parse` for `window[name]`. */
function scriptJson(html: string, name: string): string {
  const match = new RegExp(`window\\.${name}=JSON\\.parse\\(('(?:[^'\\\\]|\\\\.)*')`).exec(html);
  if (!match?.[1]) throw new Error(`no ${name} in the page`);
  // The string literal read as the browser reads it.
  return runInNewContext(match[1]) as string;
}

/** The document state as the page's script leaves it in the browser. */
export function documentState(html: string): DocumentState {
  const script = /<script\b[^>]*>(\(function\(\)\{var s=window\.__DOCUMENT_STATE__=[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no __DOCUMENT_STATE__ in the page');
  const window: { __DOCUMENT_STATE__?: DocumentState } = {};
  runInNewContext(script, { window, JSON, Object });
  if (!window.__DOCUMENT_STATE__) throw new Error('the page script set no document state');
  return window.__DOCUMENT_STATE__;
}

/** The loader data of each route, as JSON text (reads shared with the document state appear as references). */
export function routerDataText(html: string): string {
  return scriptJson(html, '__staticRouterHydrationData');
}

/** The models menu's data, from the root route's loader data (the browser draws the menu when opened). */
export function menuData(html: string): { models: MenuModel[] } {
  const { loaderData } = JSON.parse(routerDataText(html)) as { loaderData: { root?: { models?: MenuModel[] } } };
  return { models: loaderData.root?.models ?? [] };
}
