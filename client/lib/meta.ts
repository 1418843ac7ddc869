/**
 * Per-route document metadata. A route's `handle.meta` builds title and description from its
 * loader data; the document head renders the deepest match's.
 */
import type { UIMatch } from 'react-router';

export interface PageMeta {
  title: string;
  description: string;
  /** Query parameters that identify the page (e.g. `page`) and so belong in the canonical URL. */
  canonicalParams?: string[];
  noindex?: boolean;
}

export interface RouteHandle {
  meta?: (args: { data: unknown; params: UIMatch['params'] }) => PageMeta;
}

/** Tracking parameters never appear in canonical URLs. */
export function canonicalUrl(origin: string, pathname: string, search: string, keep: string[] = []): string {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const name of keep) {
    const value = params.get(name);
    if (value) out.set(name, value);
  }
  const query = out.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}
