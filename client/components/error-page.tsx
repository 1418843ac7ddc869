/**
 * The one error page (error-page-content.tsx), downloaded when a page first shows it: preloaded by the
 * server, and by the browser before it hydrates an error page (client/lib/ui/preloadable.tsx).
 */
import { preloadable } from '#client/lib/ui/preloadable.tsx';

export const ErrorPage = preloadable<{ status: number }>(() =>
  import('./error-page-content.tsx').then((m) => m.ErrorPage),
);
