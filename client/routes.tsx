/**
 * The one route table, used by the server (static handler) and the browser (data router).
 * Every page is a lazy route module, so each is its own chunk; `ROUTE_MODULES` names each lazy
 * route's source file so the server can preload the matched chunks from the Vite manifest.
 */
import { redirect, type RouteObject } from 'react-router';
import { paths } from '#shared/paths';
import { RootErrorBoundary, RootLayout, rootLoader, rootShouldRevalidate } from './root.tsx';

export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  home: 'client/routes/home/route.tsx',
  'news-article': 'client/routes/news-article/route.tsx',
  news: 'client/routes/news/route.tsx',
  dealer: 'client/routes/dealer/route.tsx',
  'test-drive': 'client/routes/test-drive/route.tsx',
  legal: 'client/routes/legal/route.tsx',
  services: 'client/routes/services/route.tsx',
  'services-after-sales': 'client/routes/services/after-sales/route.tsx',
  'services-page': 'client/routes/services/page/route.tsx',
  'model-purchase': 'client/routes/model-purchase/route.tsx',
  model: 'client/routes/models/route.tsx',
  configurator: 'client/routes/configurator/route.tsx',
  compare: 'client/routes/compare/route.tsx',
  'compare-csv': 'client/routes/compare/csv.ts',
  'build-lookup': 'client/routes/build-lookup/route.tsx',
  'build-share': 'client/routes/build-share/route.tsx',
  finance: 'client/routes/finance/route.tsx',
  'trade-in': 'client/routes/trade-in/route.tsx',
  'account-login': 'client/routes/account/login/route.tsx',
  account: 'client/routes/account/route.tsx',
  'account-overview': 'client/routes/account/overview/route.tsx',
  'account-profile': 'client/routes/account/profile/route.tsx',
  'account-cars': 'client/routes/account/cars/route.tsx',
  'account-favorites': 'client/routes/account/favorites/route.tsx',
  'account-follows': 'client/routes/account/follows/route.tsx',
  'account-test-drives': 'client/routes/account/test-drives/route.tsx',
  'account-messages': 'client/routes/account/messages/route.tsx',
  'events-autoshow': 'client/routes/events/autoshow.tsx',
  'quality-notices': 'client/routes/services/notices/list.tsx',
  'quality-notice': 'client/routes/services/notices/article.tsx',
  search: 'client/routes/search/route.tsx',
  'not-found': 'client/routes/not-found/route.tsx',
  'catch-all': 'client/routes/not-found/route.tsx',
};

/** Routes whose loader answers a file (a `Response`) rather than a page: the server sends it as it is. */
export const RESOURCE_ROUTES: ReadonlySet<string> = new Set(['compare-csv']);

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    loader: rootLoader,
    shouldRevalidate: rootShouldRevalidate,
    children: [
      { id: 'home', index: true, lazy: () => import('./routes/home/route.tsx') },
      // Old links of the previous site.
      { id: 'legacy-home', path: 'home', loader: () => redirect('/', 301) },
      { id: 'legacy-index', path: 'index.html', loader: () => redirect('/', 301) },
      { id: 'news', path: 'news', lazy: () => import('./routes/news/route.tsx') },
      { id: 'news-article', path: 'news/:id', lazy: () => import('./routes/news-article/route.tsx') },
      { id: 'dealer', path: 'dealer', lazy: () => import('./routes/dealer/route.tsx') },
      { id: 'test-drive', path: 'test-drive', lazy: () => import('./routes/test-drive/route.tsx') },
      // Routes with a loader and no page, for the lead forms' fetchers.
      { id: 'test-drive-dealers', path: 'test-drive/dealers', lazy: () => import('./routes/test-drive/dealers.ts') },
      { id: 'test-drive-drawer-options', path: 'test-drive/drawer-options', lazy: () => import('./routes/test-drive/drawer-options.ts') },
      { id: 'legal', path: 'legal/:doc', lazy: () => import('./routes/legal/route.tsx') },
      {
        id: 'services',
        path: 'services',
        lazy: () => import('./routes/services/route.tsx'),
        children: [
          { id: 'services-index', index: true, loader: () => redirect(paths.service('after-sales'), 301) },
          { id: 'services-after-sales', path: 'after-sales', lazy: () => import('./routes/services/after-sales/route.tsx') },
          { id: 'quality-notices', path: 'after-sales/notices', lazy: () => import('./routes/services/notices/list.tsx') },
          { id: 'quality-notice', path: 'after-sales/notices/:id', lazy: () => import('./routes/services/notices/article.tsx') },
          { id: 'services-page', path: ':service', lazy: () => import('./routes/services/page/route.tsx') },
        ],
      },
      { id: 'model-purchase', path: 'models/nx_onlinepurchase', lazy: () => import('./routes/model-purchase/route.tsx') },
      { id: 'model', path: 'models/:model', lazy: () => import('./routes/models/route.tsx') },
      { id: 'configurator', path: 'configurator/:series', lazy: () => import('./routes/configurator/route.tsx') },
      { id: 'compare', path: 'compare', lazy: () => import('./routes/compare/route.tsx') },
      // The compare table as a CSV download (a loader answering a Response, no page).
      { id: 'compare-csv', path: 'compare.csv', lazy: () => import('./routes/compare/csv.ts') },
      { id: 'build-lookup', path: 'c', lazy: () => import('./routes/build-lookup/route.tsx') },
      { id: 'build-share', path: 'c/:code', lazy: () => import('./routes/build-share/route.tsx') },
      { id: 'finance', path: 'finance', lazy: () => import('./routes/finance/route.tsx') },
      { id: 'trade-in', path: 'trade-in', lazy: () => import('./routes/trade-in/route.tsx') },
      { id: 'account-login', path: 'account/login', lazy: () => import('./routes/account/login/route.tsx') },
      // Routes with an action and no page, for fetchers (favourite and follow buttons, logout).
      { id: 'account-action-favorite', path: 'account/actions/favorite', lazy: () => import('./routes/account/actions/favorite.ts') },
      { id: 'account-action-follow', path: 'account/actions/follow', lazy: () => import('./routes/account/actions/follow.ts') },
      { id: 'account-action-logout', path: 'account/actions/logout', lazy: () => import('./routes/account/actions/logout.ts') },
      {
        id: 'account',
        path: 'account',
        lazy: () => import('./routes/account/route.tsx'),
        children: [
          { id: 'account-overview', index: true, lazy: () => import('./routes/account/overview/route.tsx') },
          { id: 'account-profile', path: 'profile', lazy: () => import('./routes/account/profile/route.tsx') },
          { id: 'account-cars', path: 'cars', lazy: () => import('./routes/account/cars/route.tsx') },
          { id: 'account-favorites', path: 'favorites', lazy: () => import('./routes/account/favorites/route.tsx') },
          { id: 'account-follows', path: 'follows', lazy: () => import('./routes/account/follows/route.tsx') },
          { id: 'account-test-drives', path: 'test-drives', lazy: () => import('./routes/account/test-drives/route.tsx') },
          { id: 'account-messages', path: 'messages', lazy: () => import('./routes/account/messages/route.tsx') },
        ],
      },
      { id: 'events-autoshow', path: 'events/autoshow', lazy: () => import('./routes/events/autoshow.tsx') },
      { id: 'search', path: 'search', lazy: () => import('./routes/search/route.tsx') },
      { id: 'not-found', path: '404', lazy: () => import('./routes/not-found/route.tsx') },
      { id: 'catch-all', path: '*', lazy: () => import('./routes/not-found/route.tsx') },
    ],
  },
];
