/**
 * The chrome's components that few pages show, each downloaded when first shown (`whenShown`,
 * client/lib/ui/lazy-component.tsx), and what preloads them wherever a document may show them before it
 * is rendered or hydrated: all of them on the server, those the page shows in the browser.
 */
import { lazyComponent, whenShown } from '#client/lib/ui/lazy-component.tsx';
import { ErrorPage } from './error-page.tsx';

/** The 关怀版 bar above the header (care-bar.tsx), in the mode only. */
export const CareBar = lazyComponent<object>(() => import('./care-bar.tsx').then((m) => m.CareBar), whenShown);

export function preloadChrome(shows: { error: boolean; care: boolean } = { error: true, care: true }): Promise<void> {
  return Promise.all([shows.error && ErrorPage.preload(), shows.care && CareBar.preload()]).then(() => undefined);
}
