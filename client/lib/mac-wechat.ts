/**
 * Mac WeChat's built-in browser mishandles history-based navigation, so there every link and
 * programmatic navigation becomes a full page load (not in the mini-program).
 */
import type { DataRouter as Router, RouterNavigateOptions, To } from 'react-router';

export function forceDocumentNavigation(router: Router, win: Pick<Window, 'location' | 'history'> = window): void {
  const navigate = async (to: To | number | null, opts?: RouterNavigateOptions): Promise<void> => {
    if (typeof to === 'number') {
      win.history.go(to);
      return;
    }
    if (to === null) return;
    const path = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
    const url = new URL(path, win.location.href);
    const replace = typeof opts === 'object' && opts !== null && 'replace' in opts && opts.replace === true;
    if (replace) win.location.replace(url.href);
    else win.location.assign(url.href);
  };
  router.navigate = navigate as Router['navigate'];
}
