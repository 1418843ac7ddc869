/**
 * Home-page key visuals and news (`findIndexKv`, `findNews`, `findNewsById`).
 * Part of the client API contract (`/api/client/*`, shared/api/client-api.ts).
 */
import type { PageQuery, Paged } from '../envelope.ts';

/** One home-page key visual (`findIndexKv`). */
export interface IndexKv {
  id: number;
  title: string;
  subtitle: string;
  /** Desktop image URL on the static host. */
  img: string;
  /** Portrait image URL for phones. */
  mobileImg: string;
  /** Site path the visual links to, e.g. `/models/es`. */
  link: string;
  sort: number;
}

export interface NewsSummary {
  id: number;
  title: string;
  summary: string;
  cover: string;
  /** ISO date, `YYYY-MM-DD`. */
  publishDate: string;
  category: string;
}

export interface NewsArticle extends NewsSummary {
  /** Paragraphs of plain text, in order. */
  body: string[];
  author: string;
}

export interface FindNewsQuery extends PageQuery {
  category?: string;
}

export type NewsPage = Paged<NewsSummary>;
