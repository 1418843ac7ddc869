/** The choices the search field offers: a suggested hit, or a search for a query (typed or recent). */
import { SEARCH_KIND_LABELS, searchQuery, type SearchHit } from '#shared/domain/search';
import { paths } from '#client/lib/ui/paths.ts';

export interface SearchOption {
  key: string;
  label: string;
  /** Shown after the label (the kind of result). */
  detail?: string;
  href: string;
  /** The query this option remembers as a recent search. */
  remember: string;
}

export function hitOption(hit: SearchHit, query: string): SearchOption {
  return {
    key: `${hit.kind}-${hit.id}`,
    label: hit.title.map((p) => p.text).join(''),
    detail: SEARCH_KIND_LABELS[hit.kind],
    href: hit.href,
    remember: query,
  };
}

export function searchOption(query: string, label: string): SearchOption {
  return { key: `q-${query}`, label, href: paths.search(searchQuery({ query })), remember: query };
}
