/**
 * The mock's whole state: seeded catalogue data plus everything the endpoints create. It lives in
 * json-server's lowdb (in memory, or in `MOCK_DB_FILE`), so `/__mock/db` shows it and `POST /__mock/reset`
 * swaps it for a fresh copy. Times used for expiry are epoch milliseconds; times shown to clients are ISO.
 */
import type { CatalogueChanges, RetiredChoice } from './data/configurations.ts';
import type { Collection, CustomizedConfig, User, UserMessage, TestDriveStatus } from '#shared/api/user-api';
import type {
  Dealer,
  DealerStaff,
  IndexKv,
  NewsArticle,
  QualityNotice,
  QuickLeadRequest,
  RecallCampaign,
  SeriesCode,
  TestDriveRequest,
  UsedCarBrand,
  UsedCarModel,
  UsedCarSeries,
} from '#shared/api/client-api';

export interface UserRecord extends Omit<User, 'phone'> {
  /** Full phone number; answers mask it. */
  phone: string;
}

export interface SessionRecord {
  id: number;
  token: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
}

/** What a verification code may be used for: a code of one purpose never works for another. */
export type CodePurpose = 'login' | 'change-phone' | 'cancel' | 'email';

export interface VerifyCodeRecord {
  id: number;
  /** Phone number, or e-mail address for purpose `email`. */
  target: string;
  purpose: CodePurpose;
  code: string;
  createdAt: number;
  expiresAt: number;
  failures: number;
  usedAt: number | null;
}

export interface CaptchaRecord {
  id: number;
  key: string;
  answer: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export type SmsKind = CodePurpose | 'dealer-info' | 'autoshow';

/** One message "sent" by the SMS or e-mail gateway; `/__mock/records/sms` lists them. */
export interface SmsRecord {
  id: number;
  /** Phone number, or e-mail address for kind `email`. */
  to: string;
  kind: SmsKind;
  code: string | null;
  text: string;
  sentAt: string;
}

export interface CustomizedRecord extends CustomizedConfig {
  userId: number;
}

export interface CollectionRecord extends Collection {
  userId: number;
}

export interface FollowRecord {
  id: number;
  userId: number;
  dealerId: number;
  followedAt: string;
}

export interface MessageRecord extends UserMessage {
  userId: number;
}

export type LeadSource = 'api' | 'legacy';

/** Bookkeeping of every stored lead: who, where, which channel, and the idempotency key. */
interface LeadMeta {
  id: number;
  /** Resolved from the body: the series of `ASId`/`cartype` and the dealer of `dealerCode`. */
  seriesCode: SeriesCode;
  dealerId: number;
  phone: string;
  /** Channel code. */
  s: number;
  userId: number | null;
  source: LeadSource;
  idempotencyKey: string | null;
  createdAt: string;
}

/** A `saleClue`: the body as sent (test-drive or quick-enquiry shape). */
export interface LeadRecord extends LeadMeta {
  body: Omit<TestDriveRequest, 'idempotencyKey'> | Omit<QuickLeadRequest, 'idempotencyKey'>;
}

/** A `testDrivce` booking: the body as sent plus its status. */
export interface TestDriveRecord extends LeadMeta, Omit<TestDriveRequest, 'idempotencyKey' | 'phone' | 's'> {
  status: TestDriveStatus;
}

export interface DealerRecord extends Dealer {
  staff: DealerStaff[];
  qrcode: string;
}

export interface RecallRecord extends RecallCampaign {
  vins: string[];
}

export interface MockDb {
  kv: IndexKv[];
  news: NewsArticle[];
  dealers: DealerRecord[];
  recalls: RecallRecord[];
  qualityNotices: QualityNotice[];
  usedBrands: UsedCarBrand[];
  usedSeries: UsedCarSeries[];
  usedModels: UsedCarModel[];
  users: UserRecord[];
  sessions: SessionRecord[];
  verifyCodes: VerifyCodeRecord[];
  captchas: CaptchaRecord[];
  sms: SmsRecord[];
  customized: CustomizedRecord[];
  /** Grades and options taken off the market (`/__mock/catalogue/retire`); saved builds using them are no longer buildable. */
  retired: RetiredChoice[];
  /** Prices and standard wheels changed at run time (`/__mock/catalogue/changes`); every catalogue endpoint states them. */
  changes: CatalogueChanges;
  collections: CollectionRecord[];
  follows: FollowRecord[];
  messages: MessageRecord[];
  leads: LeadRecord[];
  testDrives: TestDriveRecord[];
  /** Next id per collection. */
  sequences: Record<string, number>;
}

export type SequenceName =
  | 'users'
  | 'sessions'
  | 'verifyCodes'
  | 'captchas'
  | 'sms'
  | 'customized'
  | 'collections'
  | 'follows'
  | 'messages'
  | 'leads'
  | 'testDrives';

export function nextId(db: MockDb, name: SequenceName): number {
  const id = db.sequences[name] ?? 1;
  db.sequences[name] = id + 1;
  return id;
}
