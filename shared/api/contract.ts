/**
 * The endpoint table: one entry per upstream path, with its method, request and response types.
 * The request helper, the loaders and the mock handlers are typed against it, so a change of shape
 * here fails the typecheck wherever the endpoint is used.
 */
import type {
  AutoshowSmsRequest,
  BrandIdQuery,
  CarCompareQuery,
  CarIdQuery,
  CarSeries,
  CarSummary,
  Dealer,
  DealerSmsRequest,
  DealerStaffInfo,
  FinancialCar,
  FinancialProductQuery,
  FinancialProductUrl,
  FindDealersQuery,
  FindNewsQuery,
  IndexKv,
  IpLocation,
  IpQuery,
  LeadCreated,
  LeadFormSetup,
  LoadTcmiQuery,
  NewsArticle,
  NewsPage,
  OptionalItem,
  OptionalListQuery,
  Province,
  QualityNoticePage,
  QualityNoticeQuery,
  RecallQuery,
  RecallResult,
  SaleClueRequest,
  SeriesCompareQuery,
  SeriesModel,
  SeriesNotes,
  SeriesQuery,
  SmsSent,
  SpecDictionaryGroup,
  SpecTable,
  StaffQuery,
  TestDriveRequest,
  UsedCarBrand,
  UsedCarModel,
  UsedCarPrice,
  UsedCarSeries,
  UsedModelQuery,
  UsedPriceQuery,
  UsedSeriesIdQuery,
} from './client-api.ts';
import type {
  Accessory,
  JsapiTicket,
  JssdkConfig,
  JssdkConfigQuery,
  LegacyIdQuery,
  LegacyNewsQuery,
} from './legacy-api.ts';
import type {
  CancelRequest,
  CaptchaCheck,
  CaptchaCheckRequest,
  CaptchaImage,
  ChangePhoneCodeRequest,
  CollectionListRequest,
  CollectionPage,
  CollectionState,
  CollectionTarget,
  CustomizedConfig,
  CustomizedConfigInput,
  CustomizedPage,
  CustomizedSaved,
  RenameCustomizedRequest,
  EmailSent,
  FollowPage,
  FollowRequest,
  FollowState,
  IdRequest,
  LoginRequest,
  MessagePage,
  NewSmsCodeRequest,
  NoBody,
  ReadMessageRequest,
  RegisterRequest,
  ResetEmailRequest,
  ResetNicknameRequest,
  ResetPhoneRequest,
  SendEmailRequest,
  Session,
  ShareCodeQuery,
  SmsCodeSent,
  TestDrivePage,
  UnreadCount,
  User,
} from './user-api.ts';
import type { PageQuery } from './envelope.ts';

type Get<Query, Data> = { method: 'GET'; request: Query; response: Data };
type Post<Body, Data> = { method: 'POST'; request: Body; response: Data };
type NoInput = Record<string, never>;

/**
 * `/api/*` endpoints, `{ code, msg, data }` envelope. GET requests carry their input in the query string,
 * POST requests as a JSON body. Endpoints marked (auth) need `Authorization: Bearer <token>`;
 * (auth?) use the token when one is sent (an invalid one answers 401).
 */
export interface ApiEndpoints {
  // Captcha, SMS codes, session
  '/api/captcha/gen': Get<NoInput, CaptchaImage>;
  '/api/user/captcha': Post<CaptchaCheckRequest, CaptchaCheck>;
  '/api/user/new-smscode': Post<NewSmsCodeRequest, SmsCodeSent>;
  '/api/user/register': Post<RegisterRequest, Session>;
  '/api/user/login': Post<LoginRequest, Session>;
  /** (auth) */
  '/api/user/logout': Post<NoBody, null>;
  /** (auth) */
  '/api/user/ckauth': Post<NoBody, User>;
  // Account (auth)
  '/api/user/cancel-smscode': Post<NoBody, SmsCodeSent>;
  '/api/user/cancel': Post<CancelRequest, null>;
  '/api/user/reset-nickname': Post<ResetNicknameRequest, User>;
  '/api/user/upphone-smscode': Post<ChangePhoneCodeRequest, SmsCodeSent>;
  '/api/user/reset-phonenumber': Post<ResetPhoneRequest, User>;
  '/api/user/sendEmail': Post<SendEmailRequest, EmailSent>;
  '/api/user/resetEmail': Post<ResetEmailRequest, User>;
  // Saved configurations (auth, except findCodeInfo)
  '/api/user/saveCustomized': Post<CustomizedConfigInput, CustomizedSaved>;
  /** Paged: page 1, pageSize 50 by default. */
  '/api/user/customizedList': Post<PageQuery, CustomizedPage>;
  '/api/user/customizedInfo': Post<IdRequest, CustomizedConfig>;
  '/api/user/deleteUserCustomized': Post<IdRequest, null>;
  '/api/user/renameCustomized': Post<RenameCustomizedRequest, CustomizedConfig>;
  /** Public: anyone holding the share code may open the configuration. */
  '/api/user/findCodeInfo': Get<ShareCodeQuery, CustomizedConfig>;
  // Favourites, follows, messages, appointments (auth)
  '/api/user/collections': Post<CollectionTarget, CollectionState>;
  '/api/user/isCollections': Post<CollectionTarget, CollectionState>;
  /** Paged: page 1, pageSize 20 by default; optional type filter. */
  '/api/user/collectionsList': Post<CollectionListRequest, CollectionPage>;
  '/api/user/follow': Post<FollowRequest, FollowState>;
  /** Paged: page 1, pageSize 20 by default. */
  '/api/user/followList': Post<PageQuery, FollowPage>;
  /** Paged: page 1, pageSize 20 by default. Bookings made with the user's phone, newest first. */
  '/api/user/drivce': Post<PageQuery, TestDrivePage>; // spelled as the upstream spells it
  /** Paged: page 1, pageSize 20 by default, newest first. */
  '/api/user/msgList': Post<PageQuery, MessagePage>;
  '/api/user/unread-messages-count': Post<NoBody, UnreadCount>;
  '/api/user/readMsg': Post<ReadMessageRequest, UnreadCount>;

  // Client API: home, news, catalogue
  '/api/client/findIndexKv': Get<NoInput, IndexKv[]>;
  /** Paged: page 1, pageSize 10 by default, newest first. */
  '/api/client/findNews': Get<FindNewsQuery, NewsPage>;
  '/api/client/findNewsById': Get<{ id: number }, NewsArticle>;
  '/api/client/queryCarSeriesList': Get<NoInput, CarSeries[]>;
  '/api/client/queryAllCar': Get<NoInput, CarSummary[]>;
  '/api/client/queryModel': Get<SeriesQuery, SeriesModel>;
  '/api/client/queryCarSeriesSpec/': Get<SeriesQuery, SpecTable>;
  '/api/client/queryCarSeriesCompare/': Get<SeriesCompareQuery, SpecTable>;
  '/api/client/queryCarSpecByCarId/': Get<CarIdQuery, SpecTable>;
  '/api/client/queryCarSpecCompareByCarId/': Get<CarCompareQuery, SpecTable>;
  '/api/client/queryAllSpecInfo/': Get<NoInput, SpecDictionaryGroup[]>;
  '/api/client/queryCarSeriesNotes/': Get<SeriesQuery, SeriesNotes>;
  '/api/client/queryOptionalList': Get<OptionalListQuery, OptionalItem[]>;
  // Regions and dealers
  '/api/client/IP': Get<IpQuery, IpLocation>;
  /** Provinces with their cities and dealer counts (for the dealer pickers). */
  '/api/client/findRegions': Get<NoInput, Province[]>;
  '/api/client/findDealers': Get<FindDealersQuery, Dealer[]>;
  '/api/client/staffAndQrcode': Get<StaffQuery, DealerStaffInfo>;
  /** Texts the dealer's address to a phone; 60 s cooldown per phone. */
  '/api/client/smsDelaer': Post<DealerSmsRequest, SmsSent>; // spelled as the upstream spells it
  // Leads (auth?)
  '/api/client/loadTcmi': Get<LoadTcmiQuery, LeadFormSetup>;
  /** Honours `Idempotency-Key` (header) or `idempotencyKey` (body). */
  '/api/client/saleClue': Post<SaleClueRequest, LeadCreated>;
  /** Honours `Idempotency-Key` (header) or `idempotencyKey` (body). */
  '/api/client/testDrivce': Post<TestDriveRequest, LeadCreated>; // spelled as the upstream spells it
  '/api/client/smsAutoshow': Post<AutoshowSmsRequest, SmsSent>;
  // Owner services
  '/api/client/recall/': Post<RecallQuery, RecallResult>;
  /** Paged: page 1, pageSize 10 by default. */
  '/api/client/queryOutQuality': Get<QualityNoticeQuery, QualityNoticePage>;
  '/api/client/getFinalcialCars': Get<NoInput, FinancialCar[]>; // spelled as the upstream spells it
  '/api/client/getFinancialProductUrl': Get<FinancialProductQuery, FinancialProductUrl>;
  // Used-car valuation chain
  '/api/client/getBrand': Get<NoInput, UsedCarBrand[]>;
  '/api/client/getPassengerSeries': Get<BrandIdQuery, UsedCarSeries[]>;
  '/api/client/getPassengerYear': Get<UsedSeriesIdQuery, number[]>;
  '/api/client/getPassengerModel': Get<UsedModelQuery, UsedCarModel[]>;
  '/api/client/getUsedPriceMileageAllCityFive': Get<UsedPriceQuery, UsedCarPrice>;
}

/** Legacy `/client/*` endpoints, `{ retCode, retMsg, data }` envelope. */
export interface LegacyEndpoints {
  '/client/ip/location': Get<IpQuery, IpLocation>;
  /** Car model parameters: the series spec table. */
  '/client/car/params': Get<SeriesQuery, SpecTable>;
  '/client/car/configurator': Get<SeriesQuery, SeriesModel>;
  '/client/car/spec': Get<CarIdQuery, SpecTable>;
  /** Paged: page 1, pageSize 10 by default. */
  '/client/news/list': Get<LegacyNewsQuery, NewsPage>;
  '/client/news/detail': Get<LegacyIdQuery, NewsArticle>;
  '/client/dealer/list': Get<FindDealersQuery, Dealer[]>;
  '/client/dealer/staff-qrcode': Get<StaffQuery, DealerStaffInfo>;
  /** (auth?) Honours `Idempotency-Key`. */
  '/client/lead/sale-clue': Post<SaleClueRequest, LeadCreated>;
  '/client/recall/query': Post<RecallQuery, RecallResult>;
  '/client/accessories/list': Get<SeriesQuery, Accessory[]>;
  /**
   * Answered by the site itself (server/wechat/jssdk-config.ts), signed with the ticket below; only URLs
   * of the site's own origins, fragment ignored. The upstream's twin stays for other callers.
   */
  '/client/wechat/jssdk-config': Get<JssdkConfigQuery, JssdkConfig>;
  /** The JS-SDK ticket; the site asks once per ticket lifetime (shared store), never per page. */
  '/client/wechat/jsapi-ticket': Get<NoInput, JsapiTicket>;
  '/client/used-car/brands': Get<NoInput, UsedCarBrand[]>;
  '/client/used-car/series': Get<BrandIdQuery, UsedCarSeries[]>;
  '/client/used-car/years': Get<UsedSeriesIdQuery, number[]>;
  '/client/used-car/models': Get<UsedModelQuery, UsedCarModel[]>;
  '/client/used-car/price': Get<UsedPriceQuery, UsedCarPrice>;
  /** (auth?) Test-drive sale clue through the data lake; appears in `/api/user/drivce` like `testDrivce`. */
  '/client/datalake/test-drive-clue': Post<TestDriveRequest, LeadCreated>;
}

export type ApiPath = keyof ApiEndpoints;
export type LegacyPath = keyof LegacyEndpoints;
export type AnyPath = ApiPath | LegacyPath;

export type EndpointsOf<P extends AnyPath> = P extends ApiPath
  ? ApiEndpoints[P]
  : P extends LegacyPath
    ? LegacyEndpoints[P]
    : never;
export type RequestOf<P extends AnyPath> = EndpointsOf<P>['request'];
export type ResponseOf<P extends AnyPath> = EndpointsOf<P>['response'];
export type MethodOf<P extends AnyPath> = EndpointsOf<P>['method'];
export type GetPath = { [P in AnyPath]: MethodOf<P> extends 'GET' ? P : never }[AnyPath];
export type PostPath = { [P in AnyPath]: MethodOf<P> extends 'POST' ? P : never }[AnyPath];
