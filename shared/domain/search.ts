/**
 * The site search as the page and the header see it: the kinds of result, what one result carries, the
 * query's limits and the URL parameters of `/search`. The index itself is the server's
 * (server/search/); pages reach it through the app context's `search`.
 */

export const SEARCH_KINDS = ['model', 'news', 'notice', 'service', 'dealer'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  model: '车型与版本',
  news: '新闻',
  notice: '质量公告',
  service: '服务与常见问题',
  dealer: '经销商',
};

/** Longer queries are cut to this many characters (what is searched and what the box shows). */
export const MAX_QUERY_LENGTH = 64;
/** Results per group on the overview; a group's own pages list `GROUP_PAGE_SIZE`. */
export const OVERVIEW_GROUP_SIZE = 5;
export const GROUP_PAGE_SIZE = 10;
/** Suggestions under the header's field. */
export const SUGGESTION_COUNT = 6;

/** A piece of a title or snippet: `mark` pieces are the matched words (rendered as `<mark>`). */
export interface TextPiece {
  text: string;
  mark?: true;
}

export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: TextPiece[];
  snippet: TextPiece[];
  href: string;
  /** A grade's catalogue price in yuan. */
  price?: number;
  /** A news item's or notice's date (`YYYY-MM-DD`). */
  date?: string;
}

export interface SearchGroup {
  kind: SearchKind;
  total: number;
  page: number;
  hits: SearchHit[];
}

export interface SearchResults {
  /** The query as searched (trimmed and cut to `MAX_QUERY_LENGTH`). */
  query: string;
  /** Groups with at least one hit, in `SEARCH_KINDS` order; one group when a kind was asked for. */
  groups: SearchGroup[];
  /** Shown when nothing was found. */
  suggestions: string[];
}

export interface SearchRequest {
  query: string;
  /** One group's page (`?kind=&page=`); absent: the overview of every group. */
  kind?: SearchKind;
  page?: number;
}

/** Searches the site's index: the server's own in the SSR context, the server's JSON answer in the browser's. */
export interface SiteSearch {
  search(request: SearchRequest, signal?: AbortSignal): Promise<SearchResults | null>;
}

/**
 * The JSON the server answers (server/search/routes.ts): the header's suggestions and a search page's
 * data. Not in the page path table: only the lazily loaded search code asks for them.
 */
export const SEARCH_SUGGEST_PATH = '/search/suggest';
export const SEARCH_RESULTS_PATH = '/search/results';

export function suggestUrl(query: string): string {
  return `${SEARCH_SUGGEST_PATH}?${new URLSearchParams({ q: query }).toString()}`;
}

/** What the search box holds: white space trimmed, control characters dropped, at most `MAX_QUERY_LENGTH`. */
export function cleanQuery(raw: string | null | undefined): string {
  if (!raw) return '';
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return [...text].slice(0, MAX_QUERY_LENGTH).join('').trim();
}

export function parseSearchKind(raw: string | null): SearchKind | undefined {
  return SEARCH_KINDS.find((k) => k === raw);
}

/** The query string of a search page (without `?`). */
export function searchQuery(request: SearchRequest): string {
  const q = new URLSearchParams({ q: request.query });
  if (request.kind) q.set('kind', request.kind);
  if (request.page && request.page > 1) q.set('page', String(request.page));
  return q.toString();
}

/**
 * A typed phone number (with spaces, dashes or full-width digits) never reaches a log line: every run
 * of seven or more digits keeps its first three and last two.
 */
export function maskQueryForLog(query: string): string {
  const digits = query.normalize('NFKC');
  return digits.replace(/\d(?:[\s-]*\d){6,}/g, (run) => {
    const d = run.replace(/\D/g, '');
    return `${d.slice(0, 3)}****${d.slice(-2)}`;
  });
}
