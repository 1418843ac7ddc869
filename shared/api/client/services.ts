/**
 * Owner services: recall lookup and quality notices.
 * Part of the client API contract (`/api/client/*`, shared/api/client-api.ts).
 */
import type { PageQuery, Paged } from '../envelope.ts';
import type { SeriesCode } from './catalogue.ts';

export interface RecallQuery {
  vin: string;
}

export interface RecallCampaign {
  id: string;
  title: string;
  description: string;
  remedy: string;
  /** ISO date. */
  startDate: string;
  status: 'open' | 'closed';
}

export interface RecallResult {
  vin: string;
  seriesCode: SeriesCode | null;
  campaigns: RecallCampaign[];
}

export interface QualityNotice {
  id: number;
  title: string;
  seriesCode: SeriesCode;
  /** ISO date. */
  publishDate: string;
  content: string;
}

export interface QualityNoticeQuery extends PageQuery {
  seriesCode?: SeriesCode;
}

export type QualityNoticePage = Paged<QualityNotice>;
