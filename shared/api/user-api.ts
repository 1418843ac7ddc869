/**
 * Contract of the user service (`/api/user/*`, `/api/captcha/*`): captcha, SMS codes, login,
 * account, saved configurations, favourites, follows, messages and test-drive appointments.
 * Every authenticated call sends `Authorization: Bearer <token>`.
 */
import type { Paged } from './envelope.ts';
import type { SeriesCode } from './client-api.ts';

/** `GET /api/captcha/gen`. `svg` is the SVG markup itself (not a data URL). */
export interface CaptchaImage {
  key: string;
  svg: string;
}

export interface CaptchaCheckRequest {
  key: string;
  code: string;
}

export interface CaptchaCheck {
  valid: true;
}

/** `POST /api/user/new-smscode`: the body wraps its fields in `data`. */
export interface NewSmsCodeRequest {
  data: {
    phone: string;
    captchaKey: string;
    captcha: string;
  };
}

export interface SmsCodeSent {
  /** Seconds the code stays valid (300). */
  expiresIn: number;
  /** Seconds before another code may be sent to this phone (60). */
  resendIn: number;
}

export interface User {
  id: number;
  /** Masked, e.g. `138****0000`. */
  phone: string;
  nickname: string;
  avatar: string;
  email: string | null;
  /** ISO timestamp. */
  createdAt: string;
}

export interface LoginRequest {
  phone: string;
  code: string;
}

export interface RegisterRequest {
  phone: string;
  code: string;
  nickname?: string;
  /** Privacy-policy consent; must be true. */
  consent: boolean;
}

/** Login and register answer. The site's proxy moves `token` into an httpOnly cookie (docs/decisions/0007). */
export interface Session {
  token: string;
  /** ISO timestamp. */
  expiresAt: string;
  user: User;
}

export type NoBody = Record<string, never>;

export interface CancelRequest {
  code: string;
}

export interface ResetNicknameRequest {
  nickname: string;
}

export interface ChangePhoneCodeRequest {
  /** The new phone number. */
  phone: string;
}

export interface ResetPhoneRequest {
  phone: string;
  code: string;
}

export interface SendEmailRequest {
  email: string;
}

export interface ResetEmailRequest {
  email: string;
  code: string;
}

export interface EmailSent {
  expiresIn: number;
  resendIn: number;
}

/** A saved configuration (`saveCustomized`). */
export interface CustomizedConfigInput {
  seriesCode: SeriesCode;
  carId: number;
  paintCode: string;
  interiorCode: string;
  wheelCode: string;
  /** Codes of optional items (`queryOptionalList`). */
  options: string[];
  name?: string;
}

export interface CustomizedConfig extends CustomizedConfigInput {
  id: number;
  name: string;
  /** Share code, 8 characters, for `findCodeInfo`. */
  code: string;
  /** Grade price plus chosen options, in yuan. */
  totalPrice: number;
  /** Side view in the chosen paint. */
  img: string;
  createdAt: string;
  /**
   * Whether the build can still be ordered as it is (every grade and option still offered, the rules
   * met). Computed when read, against the catalogue of that moment.
   */
  buildable?: boolean;
  /** The build's total at today's prices; null when it can no longer be built. */
  currentPrice?: number | null;
}

export interface CustomizedSaved {
  id: number;
  code: string;
}

export interface RenameCustomizedRequest {
  id: number;
  /** 1-30 characters. */
  name: string;
}

export interface IdRequest {
  id: number;
}

export interface ShareCodeQuery {
  code: string;
}

export type CollectionType = 'news' | 'series' | 'dealer';

export interface CollectionTarget {
  type: CollectionType;
  /** News id, series code or dealer id, as a string. */
  targetId: string;
}

export interface CollectionState {
  collected: boolean;
}

/** The favourites list names its page size `size` (not `pageSize` like the other lists). */
export interface CollectionListRequest {
  /** Default 1. */
  page?: number;
  /** Default 20. */
  size?: number;
  type?: CollectionType;
}

export interface Collection extends CollectionTarget {
  id: number;
  title: string;
  img: string;
  createdAt: string;
}

export interface FollowRequest {
  dealerId: number;
}

export interface FollowState {
  following: boolean;
}

export interface FollowedDealer {
  dealerId: number;
  name: string;
  cityName: string;
  address: string;
  salesPhone: string;
  followedAt: string;
}

export type TestDriveStatus = 'submitted' | 'confirmed' | 'completed' | 'cancelled';

export interface TestDriveAppointment {
  id: number;
  seriesCode: SeriesCode;
  seriesName: string;
  /** Grade name; empty when the visitor chose none. */
  gradeName: string;
  dealerId: number;
  dealerName: string;
  dealerAddress: string;
  dealerPhone: string;
  /** Call-back time code (`replyDateType` of the booking). */
  replyDateType: string;
  status: TestDriveStatus;
  createdAt: string;
}

export interface UserMessage {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
}

export interface UnreadCount {
  count: number;
}

export interface ReadMessageRequest {
  /** Omit to mark every message read. */
  id?: number;
}

export type CustomizedPage = Paged<CustomizedConfig>;
export type CollectionPage = Paged<Collection>;
export type FollowPage = Paged<FollowedDealer>;
export type TestDrivePage = Paged<TestDriveAppointment>;
export type MessagePage = Paged<UserMessage>;
