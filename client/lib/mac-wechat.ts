/**
 * Mac WeChat's built-in browser mishandles history-based navigation, so there every link and
 * programmatic navigation becomes a full page load (not in the mini-program). A GET form's submission
 * loads its action with the form's fields as the query, as the browser itself would; any other
 * submission (none today: the site's posts go through fetchers) is left to the router.
 */
import type { DataRouter as Router, RouterNavigateOptions, To } from 'react-router';

function submittedFields(opts: RouterNavigateOptions | undefined): URLSearchParams | null {
  if (!opts || !('formMethod' in opts) || !opts.formMethod) return null;
  if (opts.formMethod.toLowerCase() !== 'get') return null;
  const fields = new URLSearchParams();
  if (opts.formData) for (const [name, value] of opts.formData) if (typeof value === 'string') fields.append(name, value);
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
    const isSubmission = typeof opts === 'object' && opts !== null && 'formMethod' in opts && opts.formMethod !== undefined;
    const fields = submittedFields(opts);
    if (isSubmission && !fields) return routerNavigate(to, opts);
    const path = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
    const url = new URL(path, win.location.href);
    // A GET form replaces the action's query with its fields, as a browser does.
    if (fields) url.search = fields.toString();
    const replace = typeof opts === 'object' && opts !== null && 'replace' in opts && opts.replace === true;
    if (replace) win.location.replace(url.href);
    else win.location.assign(url.href);
  };
  router.navigate = navigate as Router['navigate'];
}
