/**
 * Leads: sale clue, test drive, auto-show SMS, lead form setup.
 * Part of the client API contract (`/api/client/*`, shared/api/client-api.ts).
 */
import type { SeriesCode } from './catalogue.ts';
import type { ConditionGrade, PriceRange } from './used-cars.ts';

/**
 * `testDrivce` (spelled as the upstream spells it; and `saleClue` for the test-drive forms): the API's
 * field names and codes. `s` is the channel code (shared/domain/channel.ts). Names (`ASName`, `ACName`,
 * `province`, `city`, `dealer`) are display copies of the ids; the upstream trusts the ids.
 */
export interface TestDriveRequest {
  /** Series id and name (`queryCarSeriesList`). */
  ASId: number;
  ASName: string;
  /** Grade id and name; null when the visitor has not chosen one. */
  ACId: number | null;
  ACName: string;
  name: string;
  /** 1 Mr, 2 Ms. */
  sex: '1' | '2';
  phone: string;
  dealerCode: string;
  dealerNo: string;
  provinceId: number;
  cityId: number;
  /** `000001` for the test-drive page, `000000` for the model-page drawer. */
  campaignCode: string;
  /** Purchase plan code, default `3`. */
  buyCarDate: string;
  /** Call-back time code, default `1`. */
  replyDateType: string;
  /** `2` test drive, `1` enquiry. */
  clueType: string;
  remark: string;
  /** Default `2`. */
  sourceType: string;
  /** Channel code from the edge context. */
  s: number;
  /** Privacy consent (must be true; the drawer's box names the dealer). */
  accept: boolean;
  /** Drawer variant: display names of the chosen place and dealer. */
  province?: string;
  city?: string;
  dealer?: string;
  /** Alternative to the `Idempotency-Key` header. */
  idempotencyKey?: string;
}

/** The quick enquiry of the online-purchase and service pages. */
export interface QuickLeadRequest {
  name: string;
  phone: string;
  /** Series code. */
  cartype: SeriesCode;
  /** Province and city ids, dealer code. */
  province: number;
  city: number;
  dealer: string;
  ACId: number | null;
  accept: boolean;
  s: number;
  idempotencyKey?: string;
  /** The appraisal enquiry of the trade-in page: the car to value and the range shown. */
  tradeIn?: TradeInLeadDetail;
}

/** What the dealer needs to prepare an in-store appraisal (prices in integer yuan). */
export interface TradeInLeadDetail {
  modelId: number;
  /** e.g. `2021款 北辰X5 豪华版`. */
  modelName: string;
  /** First registration, `YYYY-MM`. */
  regDate: string;
  /** 万公里. */
  mileage: number;
  cityId: number;
  cityName: string;
  grade: ConditionGrade;
  gradeLabel: string;
  tradeInRange: PriceRange;
  privateRange: PriceRange;
  retailRange: PriceRange;
  /** `YYYY-MM-DD`. */
  estimatedAt: string;
}

export type SaleClueRequest = TestDriveRequest | QuickLeadRequest;

export interface LeadCreated {
  id: number;
}

export interface AutoshowSmsRequest {
  phone: string;
  name: string;
  /** Channel code. */
  s: number;
  /**
   * Browser → site only (server/dealer-services/routes.ts): the show, the preferred day and the
   * consent. The site keeps one registration per show and phone and sends the SMS once, and after the
   * registration's last day refuses with 403 「报名已结束」; the upstream takes `{ phone, name, s }`.
   */
  showId?: string;
  day?: string;
  accept?: boolean;
}

export interface LoadTcmiQuery {
  /**
   * `dnrepfrm`: the code of the form a dealer's repair / lead form was opened from (e.g.
   * `aftersales-repair`), used by the upstream for attribution only. Opaque to the site: at most 64
   * characters of `[A-Za-z0-9_-]`; the site's proxy refuses anything else with 400 before the upstream
   * (server/dealer-services/load-tcmi-guard.ts) and never puts it into HTML unescaped.
   */
  dnrepfrm: string;
}

/** `loadTcmi`: the setup of one lead form. */
export interface LeadFormSetup {
  formCode: string;
  title: string;
  series: { code: SeriesCode; name: string }[];
  /** Consent text shown beside the unticked box. */
  consentText: string;
  privacyUrl: string;
  /** Days ahead a test drive can be booked. */
  bookingDays: number;
}
