/**
 * The one error page (error-page-content.tsx), downloaded when a page first shows it: preloaded by the
 * server, and by the browser before it hydrates an error page (`whenShown`,
 * client/lib/ui/lazy-component.tsx).
 */
import { lazyComponent, whenShown } from '#client/lib/ui/lazy-component.tsx';

export const ErrorPage = lazyComponent<{ status: number }>(
  () => import('./error-page-content.tsx').then((m) => m.ErrorPage),
  whenShown,
);
