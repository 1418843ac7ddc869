/** What a rendered page hands the browser: its document state and the router's hydration data. */
import type { DocumentState } from '../../client/lib/ssr/document-state.ts';
import type { MenuModel } from '../../client/components/menu-models.ts';

function scriptJson(html: string, name: string): string {
  const match = new RegExp(`window\\.${name}=JSON\\.parse\\(("(?:[^"\\\\]|\\\\.)*")`).exec(html);
  if (!match?.[1]) throw new Error(`no ${name} in the page`);
  return JSON.parse(match[1]) as string;
}

export function documentState(html: string): DocumentState {
  return JSON.parse(scriptJson(html, '__DOCUMENT_STATE__')) as DocumentState;
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
