/** The site's path table: every internal link is built here. */
import type { ServiceSlug } from '#client/content/services/types.ts';

export const paths = {
  home: () => '/',
  model: (code: string) => `/models/${code}`,
  news: (page?: number) => (page && page > 1 ? `/news?page=${page}` : '/news'),
  newsArticle: (id: number) => `/news/${id}`,
  dealer: () => '/dealer',
  /** The test-drive page, optionally with a model preselected; every lead form posts here. */
  testDrive: (model?: string) => (model ? `/test-drive?model=${model}` : '/test-drive'),
  modelPurchase: () => '/models/nx_onlinepurchase',
  service: (slug: ServiceSlug) => `/services/${slug}`,
  account: () => '/account',
  accountLogin: () => '/account/login',
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
  notFound: () => '/404',
} as const;
