/**
 * The site's pages, one declaration each: address, lazy route module, rendered-page cache rule,
 * sitemap entry and error boundary. Everything that needs to know the pages reads them here: the router
 * (client/routes.tsx), the page-cache policy and the chunk preloads (client/entry.server.tsx), the
 * sitemap (server/seo.ts) and the byte budgets (scripts/check-client-bundle.mjs).
 *
 * The client's entry chunk carries this table, so it imports nothing: the sitemap's addresses are built
 * with the path table the server hands in (`SitemapSource.paths`), and a redirect names its target. The
 * browser build drops `pageCache` and `sitemap` from it (scripts/vite-page-table-client.ts): write them
 * as properties of a declaration, where the build finds them.
 */
import type { paths, ServiceSlug } from './paths.ts';

export type ChangeFreq = 'daily' | 'weekly' | 'monthly' | 'yearly';

/** What the sitemap's addresses are made of beside the table: the values only the server knows. */
export interface SitemapSource {
  paths: typeof paths;
  /** The service pages' slugs. */
  services: readonly ServiceSlug[];
  /** The series codes with a model page and a configurator. */
  series: readonly string[];
  /** How many pages the news list has. */
  newsPages: number;
  /** Every news article, newest first. */
  articles: readonly { id: number; publishDate?: string }[];
}

export interface SitemapUrl {
  path: string;
  lastmod?: string;
  /** The page's priority unless given here. */
  priority?: number;
}

export interface SitemapDeclaration {
  changefreq: ChangeFreq;
  priority: number;
  /** The page's addresses; absent: its own path (a path without parameters). */
  urls?: (source: SitemapSource) => readonly (string | SitemapUrl)[];
}

/**
 * The rendered-page cache (docs/architecture.md#rendered-page-cache): `query` names every query
 * parameter the route's loader or page reads, so the cache keys on them; a request with any other
 * parameter (utm_* and the channel's aside) is rendered afresh. `located`: the loader reads the visitor's
 * IP location, so the cache keys on the place too. `false`: never cached (personal pages).
 */
export type PageCacheDeclaration = { query?: readonly string[]; located?: boolean } | false;

export interface PageDeclaration {
  id: string;
  /** Relative to the parent's path; absent on an index route. */
  path?: string;
  index?: true;
  /**
   * The route module's folder under client/routes/: `<module>/route.tsx` (or `route.ts`), loaded lazily
   * so each is its own chunk, and preloaded by the server when matched.
   */
  module?: string;
  /**
   * `page` (the default) renders inside the site chrome; `data` answers fetchers only (a loader or an
   * action, no page); `resource` answers a file (a `Response`), sent as it is.
   */
  kind?: 'page' | 'data' | 'resource';
  /** A moved address: answers 301 to this path (a path the table declares), no module. */
  redirect?: string;
  /** `module`: the route module exports an `ErrorBoundary` of its own; else a page gets the site's. */
  errorBoundary?: 'module';
  pageCache?: PageCacheDeclaration;
  sitemap?: SitemapDeclaration;
  children?: readonly PageDeclaration[];
}

/** The root layout's children (client/root.tsx is the root route). */
export const PAGES: readonly PageDeclaration[] = [
  { id: 'home', index: true, module: 'home', sitemap: { changefreq: 'daily', priority: 1 } },
  // Old links of the previous site.
  { id: 'legacy-home', path: 'home', redirect: '/' },
  { id: 'legacy-index', path: 'index.html', redirect: '/' },
  {
    id: 'news',
    path: 'news',
    module: 'news',
    pageCache: { query: ['page'] },
    sitemap: {
      changefreq: 'daily',
      priority: 0.4,
      urls: ({ paths, newsPages }) =>
        Array.from({ length: newsPages }, (_, i) => ({
          path: paths.news(i + 1),
          ...(i === 0 ? { priority: 0.8 } : {}),
        })),
    },
  },
  {
    id: 'news-article',
    path: 'news/:id',
    module: 'news-article',
    sitemap: {
      changefreq: 'monthly',
      priority: 0.5,
      urls: ({ paths, articles }) =>
        articles.map((a) => ({ path: paths.newsArticle(a.id), ...(a.publishDate ? { lastmod: a.publishDate } : {}) })),
    },
  },
  {
    id: 'dealer',
    path: 'dealer',
    module: 'dealer',
    // Without a province the visitor's own address picks the city: kept per place.
    pageCache: { query: ['province', 'city'], located: true },
    sitemap: { changefreq: 'weekly', priority: 0.7 },
  },
  {
    id: 'test-drive',
    path: 'test-drive',
    module: 'test-drive',
    // Without `?province=` the caller's address picks the dealers: kept per place.
    pageCache: { query: ['model', 'province', 'city', 'grade', 'build'], located: true },
    sitemap: { changefreq: 'monthly', priority: 0.7 },
  },
  // For the lead forms' fetchers.
  { id: 'test-drive-dealers', path: 'test-drive/dealers', module: 'test-drive/dealers', kind: 'data' },
  {
    id: 'test-drive-drawer-options',
    path: 'test-drive/drawer-options',
    module: 'test-drive/drawer-options',
    kind: 'data',
  },
  {
    id: 'legal',
    path: 'legal/:doc',
    module: 'legal',
    sitemap: {
      changefreq: 'yearly',
      priority: 0.2,
      urls: ({ paths }) => [paths.legal('user-agreement'), paths.legal('privacy')],
    },
  },
  {
    id: 'services',
    path: 'services',
    module: 'services',
    // The enquiry form on every service page offers the caller's nearest dealers: kept per place.
    pageCache: { located: true },
    children: [
      { id: 'services-index', index: true, redirect: '/services/after-sales' },
      {
        id: 'services-after-sales',
        path: 'after-sales',
        module: 'services/after-sales',
        // A recall lookup (`?vin=`) is one visitor's own answer: undeclared, so rendered for them only.
        pageCache: { query: ['dnrepfrm'] },
        sitemap: { changefreq: 'monthly', priority: 0.6 },
      },
      {
        id: 'quality-notices',
        path: 'after-sales/notices',
        module: 'services/notices',
        pageCache: { query: ['series', 'page'] },
        sitemap: { changefreq: 'weekly', priority: 0.5 },
      },
      { id: 'quality-notice', path: 'after-sales/notices/:id', module: 'services/notices/article' },
      {
        id: 'services-page',
        path: ':service',
        module: 'services/page',
        sitemap: {
          changefreq: 'monthly',
          priority: 0.6,
          urls: ({ paths, services }) =>
            services.filter((slug) => slug !== 'after-sales').map((slug) => paths.service(slug)),
        },
      },
    ],
  },
  {
    id: 'model-purchase',
    path: 'models/nx_onlinepurchase',
    module: 'model-purchase',
    // The enquiry form below offers the caller's nearest dealers: kept per place.
    pageCache: { located: true },
    sitemap: { changefreq: 'monthly', priority: 0.6 },
  },
  {
    id: 'model',
    path: 'models/:model',
    module: 'models',
    sitemap: {
      changefreq: 'weekly',
      priority: 0.9,
      urls: ({ paths, series }) => series.map((code) => paths.model(code)),
    },
  },
  {
    id: 'configurator',
    path: 'configurator/:series',
    module: 'configurator',
    sitemap: {
      changefreq: 'weekly',
      priority: 0.8,
      urls: ({ paths, series }) => series.map((code) => paths.configurator(code)),
    },
  },
  {
    id: 'compare',
    path: 'compare',
    module: 'compare',
    // `add` and `series` only redirect, so a URL carrying them is never looked up in the cache.
    pageCache: { query: ['cars', 'diff', 'same', 'best', 'base'] },
  },
  // The compare table as a CSV download.
  { id: 'compare-csv', path: 'compare.csv', module: 'compare/csv', kind: 'resource' },
  // A wrong share code answers the share page's own 404.
  { id: 'build-lookup', path: 'c', module: 'build-lookup', errorBoundary: 'module' },
  { id: 'build-share', path: 'c/:code', module: 'build-share', errorBoundary: 'module' },
  {
    id: 'finance',
    path: 'finance',
    module: 'finance',
    // The plan's parameters (shared/domain/finance.ts FINANCE_PARAMS) and `apply`.
    pageCache: { query: ['car', 'price', 'product', 'down', 'term', 'balloon', 'apply'] },
    sitemap: { changefreq: 'weekly', priority: 0.7 },
  },
  {
    id: 'trade-in',
    path: 'trade-in',
    module: 'trade-in',
    // The car's parameters (shared/domain/trade-in.ts TRADE_IN_PARAMS), the appraisal form's province
    // and `q`; the default city comes from the visitor's address: kept per place.
    pageCache: { query: ['brand', 'series', 'year', 'model', 'reg', 'km', 'city', 'grade', 'province', 'q'], located: true },
    sitemap: { changefreq: 'monthly', priority: 0.6 },
  },
  { id: 'account-login', path: 'account/login', module: 'account/login', pageCache: false },
  // For fetchers: the favourite and follow buttons, logout.
  { id: 'account-action-favorite', path: 'account/actions/favorite', module: 'account/actions/favorite', kind: 'data' },
  { id: 'account-action-follow', path: 'account/actions/follow', module: 'account/actions/follow', kind: 'data' },
  { id: 'account-action-logout', path: 'account/actions/logout', module: 'account/actions/logout', kind: 'data' },
  {
    id: 'account',
    path: 'account',
    module: 'account',
    pageCache: false,
    children: [
      { id: 'account-overview', index: true, module: 'account/overview' },
      { id: 'account-profile', path: 'profile', module: 'account/profile' },
      { id: 'account-cars', path: 'cars', module: 'account/cars' },
      { id: 'account-favorites', path: 'favorites', module: 'account/favorites' },
      { id: 'account-follows', path: 'follows', module: 'account/follows' },
      { id: 'account-test-drives', path: 'test-drives', module: 'account/test-drives' },
      { id: 'account-messages', path: 'messages', module: 'account/messages' },
    ],
  },
  {
    id: 'events-autoshow',
    path: 'events/autoshow',
    module: 'events/autoshow',
    sitemap: { changefreq: 'weekly', priority: 0.6 },
  },
  { id: 'search', path: 'search', module: 'search', pageCache: false },
  { id: 'not-found', path: '404', module: 'not-found' },
  { id: 'catch-all', path: '*', module: 'not-found' },
];

/** Every declaration with its ancestors (outermost first), in table order. */
export function flattenPages(
  pages: readonly PageDeclaration[] = PAGES,
  parents: readonly PageDeclaration[] = [],
): { page: PageDeclaration; parents: readonly PageDeclaration[] }[] {
  return pages.flatMap((page) => [{ page, parents }, ...flattenPages(page.children ?? [], [...parents, page])]);
}

/** The address of a page whose path (and its parents') has no parameter: its sitemap address by default. */
export function staticPath(page: PageDeclaration, parents: readonly PageDeclaration[]): string {
  const path = `/${[...parents, page].flatMap((p) => (p.path ? [p.path] : [])).join('/')}`;
  if (/[:*]/.test(path))
    throw new Error(`Page "${page.id}" (${path}) has parameters: its sitemap entry must list its addresses.`);
  return path;
}

// Built on first use, so the browser bundle (which never asks) drops it.
let byId: Map<string, PageDeclaration> | undefined;

export function pageById(id: string): PageDeclaration | undefined {
  byId ??= new Map(flattenPages().map(({ page }) => [page.id, page]));
  return byId.get(id);
}
