/**
 * Contract of the client API (`/api/client/*`): catalogue, news, dealers, leads.
 * Shapes are shared by the mock backend, the server-side loaders and the browser.
 */
import type { Paged, PageQuery } from './envelope.ts';

export type SeriesCode = 'es' | 'ux' | 'nx' | 'lc' | 'lm' | 'gx';

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

export interface CarGrade {
  id: number;
  name: string;
  /** Manufacturer's suggested retail price in yuan. */
  price: number;
  engine: string;
  /** Three short lines on what sets the grade apart (configurator). */
  highlights?: string[];
}

/** One series of `queryCarSeriesList`. */
export interface CarSeries {
  /** Series id (`ASId` of the lead forms). */
  id: number;
  code: SeriesCode;
  /** Display name, e.g. `ES`. */
  name: string;
  /** Chinese positioning line, e.g. `豪华中型轿车`. */
  slogan: string;
  /** Side view on the static host. */
  img: string;
  /** Lowest grade price in yuan. */
  startingPrice: number;
  grades: CarGrade[];
}

export interface IpLocation {
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
}

export type NewsPage = Paged<NewsSummary>;

/* ------------------------------------------------------------------------------------------------
 * Regions, dealers, IP location
 * ---------------------------------------------------------------------------------------------- */

export interface City {
  id: number;
  name: string;
  /** Number of dealers in the city. */
  dealerCount: number;
}

export interface Province {
  id: number;
  name: string;
  cities: City[];
}

export interface IpQuery {
  /** Test hook: locate this IPv4 address instead of the caller's. */
  ip?: string;
}

export interface FindDealersQuery {
  provinceId?: number;
  cityId?: number;
  /** Only dealers that sell this series. */
  seriesCode?: SeriesCode;
}

export interface Dealer {
  id: number;
  /** Dealer code and number the lead forms send (`dealerCode`, `dealerNo`). */
  dealerCode: string;
  dealerNo: string;
  /** Registered company name, e.g. `杭州瑞丰奥瑞麟汽车销售服务有限公司`. */
  name: string;
  /** Short display name, e.g. `奥瑞麟杭州瑞丰店`. */
  shortName: string;
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
  address: string;
  /** Sales hotline (400 number). */
  salesPhone: string;
  /** After-sales phone with the city's area code. */
  servicePhone: string;
  /** Opening hours, e.g. `09:00-18:00`. */
  hours: string;
  lat: number;
  lng: number;
  /** Series the dealer sells. */
  series: SeriesCode[];
}

export interface StaffQuery {
  dealerId: number;
}

export interface DealerStaff {
  id: number;
  name: string;
  title: string;
  /** Masked mobile, e.g. `138****0000`. */
  phone: string;
  /** WeChat QR code image on the static host. */
  qrcode: string;
  /** Portrait on the static host. */
  photo: string;
  /**
   * The consultant's WeCom 「联系我」 link (what `qrcode` encodes). The site draws its own QR of it with
   * a `state` query parameter (shared/domain/consultant-qr.ts), so a contact is traced to its source.
   */
  contactUrl: string;
}

export interface DealerStaffInfo {
  dealerId: number;
  dealerName: string;
  /** The dealer's WeChat official-account QR code. */
  qrcode: string;
  staff: DealerStaff[];
}

export interface DealerSmsRequest {
  dealerId: number;
  phone: string;
  /**
   * Browser → site only: the image captcha and the consent tick, checked by the site
   * (server/dealer-services/dealer-sms.ts) together with its limits and removed before the upstream,
   * which takes `{ dealerId, phone }`.
   */
  captchaKey?: string;
  captcha?: string;
  accept?: boolean;
}

/** A visitor's registration for the auto-show stand, kept by the site (one per show and phone). */
export interface AutoshowRegistration {
  id: string;
  showId: string;
  name: string;
  /** Masked, e.g. `138****5678`. */
  phone: string;
  /** Preferred day, `YYYY-MM-DD`. */
  day: string;
  createdAt: string;
}

export interface SmsSent {
  /** Seconds before the same phone may receive another message. */
  resendIn: number;
  /**
   * `smsAutoshow` through the site: the registration this message confirms; on a repeat, the first one
   * only when the name is the same (else none: the phone number alone reveals no one's registration).
   */
  registration?: AutoshowRegistration;
  /** `smsAutoshow` through the site: true when this answers an earlier registration (nothing was sent). */
  repeated?: boolean;
}

/* ------------------------------------------------------------------------------------------------
 * Catalogue: models, grades, specs, options
 * ---------------------------------------------------------------------------------------------- */

export interface SeriesQuery {
  seriesCode: SeriesCode;
}

export interface CarIdQuery {
  carId: number;
}

export interface PaintOption {
  code: string;
  name: string;
  /** `#rrggbb`. */
  hex: string;
  /** Extra price in yuan; 0 for standard paints. */
  price: number;
  /** Side view in this paint on the static host. */
  img: string;
}

export interface InteriorOption {
  code: string;
  name: string;
  hex: string;
  price: number;
  img: string;
}

export interface WheelOption {
  code: string;
  name: string;
  /** Rim size in inches. */
  size: number;
  price: number;
  img: string;
}

/** One 360-degree frame sequence on the static host: frame `n` (1-based) is `${path}/${n}.${ext}`. */
export interface FrameSequence {
  kind: string;
  count: number;
  path: string;
  ext: string;
}

/** `queryModel`: what the configurator needs for one series. */
export interface SeriesModel {
  series: CarSeries;
  paints: PaintOption[];
  interiors: InteriorOption[];
  wheels: WheelOption[];
  sequences: FrameSequence[];
}

/** Which way a numeric spec row is better: more power, or less time to 100 km/h. */
export type SpecDirection = 'higher' | 'lower';

export interface SpecRow {
  name: string;
  /** One value per column, in column order. `●` standard, `○` optional, `-` not available. */
  values: string[];
  /** Unit of a numeric row (`kW`, `s`, `万元`); a value may already carry its leading part (`29.99万`). */
  unit?: string;
  /** Set only where one direction is better for every buyer; absent: no value is "best". */
  better?: SpecDirection;
}

export interface SpecGroup {
  name: string;
  rows: SpecRow[];
}

export interface SpecColumn {
  carId: number;
  seriesCode: SeriesCode;
  name: string;
  price: number;
}

/** A spec table: columns are grades (`queryCarSeriesSpec`) or compared cars. */
export interface SpecTable {
  columns: SpecColumn[];
  groups: SpecGroup[];
}

export interface SeriesCompareQuery {
  /** Comma-separated series codes, 2 to 4, e.g. `es,nx`. Each series is represented by its entry grade. */
  seriesCodes: string;
}

export interface CarCompareQuery {
  /** Comma-separated grade ids, 2 to 4, e.g. `101,201`. */
  carIds: string;
}

/** `queryAllSpecInfo`: the spec dictionary (group and row names) shared by every series. */
export interface SpecDictionaryGroup {
  name: string;
  rows: string[];
}

/** Spec rows a note concerns: `note` is an index into `SeriesNotes.notes`. */
export interface SpecNoteRef {
  note: number;
  rows: string[];
}

export interface SeriesNotes {
  seriesCode: SeriesCode;
  notes: string[];
  /** Which spec rows (by name) each note concerns; notes without an entry concern the whole page. */
  refs?: SpecNoteRef[];
}

/** `queryAllCar`: every grade, flat. */
export interface CarSummary {
  carId: number;
  seriesCode: SeriesCode;
  seriesName: string;
  name: string;
  price: number;
  engine: string;
}

export interface OptionalListQuery {
  seriesCode: SeriesCode;
}

export type OptionalKind = 'paint' | 'interior' | 'wheel' | 'package' | 'accessory';

export interface OptionalItem {
  code: string;
  kind: OptionalKind;
  name: string;
  description: string;
  /** Suggested retail price in yuan (optional paint colours: 5,200). */
  price: number;
  img: string;
  /** Codes this item needs, all of them (choosing it adds them). */
  requires?: string[];
  /** Codes this item cannot be combined with. */
  excludes?: string[];
  /** Grade ids the item is offered on; absent: every grade of the series. */
  grades?: number[];
  /** Grade ids on which the item is standard equipment (no surcharge, shown as "标配"). */
  standardOn?: number[];
}

/* ------------------------------------------------------------------------------------------------
 * Owner services: recall, quality notices, finance
 * ---------------------------------------------------------------------------------------------- */

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

export interface FinancialCar {
  carId: number;
  seriesCode: SeriesCode;
  name: string;
  price: number;
  /** Lowest down payment ratio, e.g. 0.2. */
  minDownPaymentRatio: number;
  /** Terms in months. */
  terms: number[];
  /** Annual interest rate of the best product, e.g. 0.0199. */
  bestRate: number;
  /** The loan products offered on this car (2 to 4). */
  products: FinancialProduct[];
}

/** One loan product of a lender (ratios and rates as decimals: 0.2 = 20 %). */
export interface FinancialProduct {
  id: string;
  /** 标准贷款, 弹性尾款, 低首付, 0息 … */
  name: string;
  /** Short selling points: 两成首付, 低月供 … */
  tags: string[];
  /** The lender. */
  provider: string;
  /** APR per allowed term. */
  rates: { term: number; apr: number }[];
  minDownRatio: number;
  maxDownRatio: number;
  /** Balloon (尾款) range as a share of the price; null: no balloon. */
  balloon: { minRatio: number; maxRatio: number } | null;
  /** One-off service fee as a share of the loan (0: none). */
  feeRatio: number;
}

export interface FinancialProductQuery {
  carId: number;
  /** The product whose application page is wanted; absent: the lender's general calculator. */
  productId?: string;
}

export interface FinancialProductUrl {
  url: string;
}

/* ------------------------------------------------------------------------------------------------
 * Leads: sale clue, test drive, auto-show SMS, lead form setup
 * ---------------------------------------------------------------------------------------------- */

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

/* ------------------------------------------------------------------------------------------------
 * Used-car valuation chain: brand -> series -> year -> model -> price
 * ---------------------------------------------------------------------------------------------- */

export interface UsedCarBrand {
  id: number;
  name: string;
  initial: string;
}

export interface UsedCarSeries {
  id: number;
  brandId: number;
  name: string;
}

export interface UsedCarModel {
  id: number;
  seriesId: number;
  year: number;
  name: string;
  /** New-car price in yuan. */
  price: number;
}

export interface BrandIdQuery {
  brandId: number;
}

export interface UsedSeriesIdQuery {
  seriesId: number;
}

export interface UsedModelQuery {
  seriesId: number;
  year: number;
}

export interface UsedPriceQuery {
  modelId: number;
  /** Mileage in 10,000 km, e.g. 3.5. */
  mileage: number;
  cityId: number;
  /** First registration, `YYYY-MM`. */
  regDate: string;
}

/** Condition grades of a valuation, best first. */
export type ConditionGrade = 'excellent' | 'good' | 'fair';

/** A price range in integer yuan. */
export interface PriceRange {
  low: number;
  high: number;
}

/** The three ranges of one condition grade. */
export interface UsedCarGradePrices {
  grade: ConditionGrade;
  /** 优秀 / 良好 / 一般 */
  label: string;
  /** 车商收购: what a dealer pays. */
  tradeIn: PriceRange;
  /** 个人交易: private sale. */
  private: PriceRange;
  /** 车商零售: what a dealer asks. */
  retail: PriceRange;
}

export interface UsedCarPrice {
  modelId: number;
  cityId: number;
  mileage: number;
  regDate: string;
  /** Five prices in yuan, best condition first: 优秀, 良好, 一般, 较差, 收购参考. */
  prices: { label: string; price: number }[];
  /** New-car guide price of the model in yuan. */
  newPrice: number;
  /** The provider's guess of the car's condition (from age and mileage). */
  defaultGrade: ConditionGrade;
  /** One entry per grade, best first. */
  grades: UsedCarGradePrices[];
  /** Date of the estimate, `YYYY-MM-DD`. */
  estimatedAt: string;
}

export interface QualityNoticeQuery extends PageQuery {
  seriesCode?: SeriesCode;
}

export type QualityNoticePage = Paged<QualityNotice>;
