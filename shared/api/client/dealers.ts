/**
 * Regions, dealers and their staff, IP location, dealer and auto-show SMS.
 * Part of the client API contract (`/api/client/*`, shared/api/client-api.ts).
 */
import type { SeriesCode } from './catalogue.ts';

export interface IpLocation {
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
}

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
