/**
 * Mac WeChat's built-in browser mishandles history-based navigation, so there every link and
 * programmatic navigation becomes a full page load (not in the mini-program). A GET form's submission
 * loads its action with the form's fields as the query, as the browser itself would; any other
 * submission (none today: the site's posts go through fetchers) is left to the router.
 */
import type { DataRouter as Router, RouterNavigateOptions, To } from 'react-router';

/** A GET form's fields, as the query a browser would send. */
function getFormQuery(opts: RouterNavigateOptions): URLSearchParams {
  const fields = new URLSearchParams();
  if ('formData' in opts && opts.formData)
    for (const [name, value] of opts.formData) if (typeof value === 'string') fields.append(name, value);
  return fields;
}

export function forceDocumentNavigation(router: Router, win: Pick<Window, 'location' | 'history'> = window): void {
  const routerNavigate = router.navigate.bind(router);
  const navigate = async (to: To | number | null, opts?: RouterNavigateOptions): Promise<void> => {
    if (typeof to === 'number') {
      win.history.go(to);
      return;
    }
    if (to === null) return;
    const method = opts && 'formMethod' in opts ? opts.formMethod?.toLowerCase() : undefined;
    if (method !== undefined && method !== 'get') return routerNavigate(to, opts);
    const fields = method === 'get' && opts ? getFormQuery(opts) : null;
    const path = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
    const url = new URL(path, win.location.href);
    // A GET form replaces the action's query with its fields, as a browser does.
    if (fields) url.search = fields.toString();
    const replace = opts !== undefined && 'replace' in opts && opts.replace === true;
    if (replace) win.location.replace(url.href);
    else win.location.assign(url.href);
  };
  router.navigate = navigate as Router['navigate'];
}
