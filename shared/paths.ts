/**
 * The site's path table: every internal URL, on the server and in the browser, is built here.
 * Builders answer a path with its query string; `prev` and other inputs are validated where they are read.
 */

/** The service pages, in navigation order. */
export const SERVICE_SLUGS = ['after-sales', 'app', 'connected', 'assistant', 'faq'] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** Options of the login page's URL. */
export interface LoginPathOptions {
  prev?: string;
  /** 1: learn-more prompt, 2: register / download flow, 3: login-required popup. */
  type?: 1 | 2 | 3;
  modelType?: string;
  needBack?: boolean;
}

function withQuery(path: string, query: URLSearchParams): string {
  const s = query.toString();
  return s ? `${path}?${s}` : path;
}

const ACCOUNT = '/account';
/** Where the 关怀版 switch links lead (answered by the server, not a page). */
export const CARE_SWITCH_PATH = '/care';
const LOGIN = '/account/login';

export const paths = {
  home: () => '/',
  model: (code: string) => `/models/${code}`,
  /** A model page opening its brochure download (where the login page returns in the download flow). */
  modelBrochure: (code: string) => `/models/${code}?download=brochure`,
  news: (page?: number) => (page && page > 1 ? `/news?page=${page}` : '/news'),
  newsArticle: (id: number) => `/news/${id}`,
  dealer: () => '/dealer',
  /** The test-drive page, optionally with a model preselected; every lead form posts here. */
  testDrive: (model?: string) => (model ? `/test-drive?model=${model}` : '/test-drive'),
  modelPurchase: () => '/models/nx_onlinepurchase',
  /** The configurator of a series; `query` is a build query without `?` (shared/domain/configurator/build-query.ts). */
  configurator: (series: string, query?: string) => (query ? `/configurator/${series}?${query}` : `/configurator/${series}`),
  /** A shared build, read-only, by its share code. */
  buildShare: (code: string) => `/c/${code}`,
  /** Where the share-code field posts what was typed (redirects to buildShare). */
  buildLookup: () => '/c',
  /** The compare page; `query` is a compare query without `?` (shared/domain/compare-link.ts compareSearch). */
  compare: (query?: string) => (query ? `/compare?${query}` : '/compare'),
  /** The CSV of the compare page as shown, for the same query. */
  compareCsv: (query: string) => `/compare.csv?${query}`,
  service: (slug: ServiceSlug) => `/services/${slug}`,
  /** The finance calculator; `query` is a plan query without `?` (shared/domain/finance.ts planQuery). */
  finance: (query?: string) => (query ? `/finance?${query}` : '/finance'),
  /** The trade-in valuation; `query` without `?` (shared/domain/trade-in.ts tradeInSearch). */
  tradeIn: (query?: string) => (query ? `/trade-in?${query}` : '/trade-in'),
  account: () => ACCOUNT,
  accountLogin: (options: LoginPathOptions = {}) => {
    const q = new URLSearchParams();
    if (options.modelType) q.set('modelType', options.modelType);
    if (options.type) q.set('type', String(options.type));
    if (options.needBack) q.set('needBack', '1');
    if (options.prev) q.set('prev', options.prev);
    return withQuery(LOGIN, q);
  },
  accountProfile: () => '/account/profile',
  accountCars: () => '/account/cars',
  accountFavorites: () => '/account/favorites',
  accountFollows: () => '/account/follows',
  accountTestDrives: () => '/account/test-drives',
  accountMessages: () => '/account/messages',
  /** Routes with an action and no page, posted by fetchers. */
  favoriteAction: () => '/account/actions/favorite',
  followAction: () => '/account/actions/follow',
  logoutAction: () => '/account/actions/logout',
  /** Routes with a loader and no page, loaded by the lead forms' fetchers. */
  leadDealers: (provinceId: string, cityId: string) =>
    `/test-drive/dealers?${new URLSearchParams({ provinceId, cityId }).toString()}`,
  drawerOptions: (model: string) => `/test-drive/drawer-options?model=${encodeURIComponent(model)}`,
  legal: (doc: 'user-agreement' | 'privacy') => `/legal/${doc}`,
  /** The auto-show stand and its registration; the visit as a calendar file (answered by the server). */
  autoshow: () => '/events/autoshow',
  autoshowCalendar: (day?: string) => (day ? `/events/autoshow/calendar.ics?day=${encodeURIComponent(day)}` : '/events/autoshow/calendar.ics'),
  /** Owner notices (质量公告) under after-sales: the list (series filter, page) and one notice. */
  qualityNotices: (query: { series?: string; page?: number } = {}) => {
    const q = new URLSearchParams();
    if (query.series) q.set('series', query.series);
    if (query.page && query.page > 1) q.set('page', String(query.page));
    return withQuery('/services/after-sales/notices', q);
  },
  qualityNotice: (id: number) => `/services/after-sales/notices/${id}`,
  /** The search page; `query` without `?` (shared/domain/search.ts searchQuery). */
  search: (query?: string) => (query ? `/search?${query}` : '/search'),
  notFound: () => '/404',
  /** Switches 关怀版 (level 0: off, 1-3: on at that text size) and returns to `back`, a same-site path. */
  care: (level: number, back: string) => withQuery(CARE_SWITCH_PATH, new URLSearchParams({ level: String(level), back })),
  /** Switches the large pointer of 关怀版 on or off and returns to `back`. */
  carePointer: (on: boolean, back: string) => withQuery(CARE_SWITCH_PATH, new URLSearchParams({ pointer: on ? '1' : '0', back })),
} as const;

/** The login page's URL (the same builder as `paths.accountLogin`). */
export const loginPath = paths.accountLogin;

export function isAccountArea(pathname: string): boolean {
  return pathname === ACCOUNT || pathname.startsWith(`${ACCOUNT}/`);
}

export function isLoginPage(pathname: string): boolean {
  return pathname === LOGIN;
}

export function isNotFoundPage(pathname: string): boolean {
  return pathname === '/404' || pathname.startsWith('/404/');
}
