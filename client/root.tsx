/**
 * The root route: the whole HTML document (hydrated as one tree), the site chrome, and the last-resort
 * error boundary. Per-route title, description and canonical link come from the deepest `handle.meta`.
 */
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import { getApp } from './lib/data/app-context.ts';
import { loadMenuModels, type MenuModel } from './components/menu-models.ts';
import { PageAssetLinks } from './lib/ssr/assets.tsx';
import { useRouteErrorStatus } from './lib/data/route-status.ts';
import { useEnv } from './lib/platform/edge.tsx';
import { type PageMeta, type RouteHandle } from './lib/ssr/meta.ts';
import { SeoHead } from './lib/ssr/seo-head.tsx';
import { SITE_FOOTER_ID, SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { RouteProgress } from './components/route-progress.tsx';
import { ErrorPage } from './components/error-page.tsx';
import { ToastHost } from './components/ui/toast-host.tsx';
import { UiStoreProvider } from './stores/ui-store.tsx';
import { ClientStoresProvider } from './stores/client-stores.tsx';
import {
  DeferredAuthSync,
  DeferredModalHost,
  DeferredRegisterPrompt,
  DeferredShareSync,
} from './components/deferred-chrome.tsx';

/**
 * Root loader: the models menu (image and starting price per model); never fails, see loadMenuModels.
 * The series list is read past the page's data cache: the page carries the menu made from it, not the
 * whole answer beside it (a page that shows the series reads them through the cache itself).
 */
export async function rootLoader({ context }: LoaderFunctionArgs): Promise<{ models: MenuModel[] }> {
  return { models: await loadMenuModels(getApp(context).api) };
}

/** The line-up does not change between pages: load it once per document. */
export function rootShouldRevalidate(): boolean {
  return false;
}

function errorMeta(status: number): PageMeta {
  return status === 404
    ? { title: '页面未找到', description: '您访问的页面不存在或已下线。', noindex: true, isError: true }
    : { title: '页面暂时无法显示', description: '页面暂时无法显示，请稍后再试。', noindex: true, isError: true };
}

function usePageMeta(fallback: PageMeta): PageMeta {
  const matches = useMatches();
  const errorStatus = useRouteErrorStatus();
  if (errorStatus !== null) return errorMeta(errorStatus);
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.handle as RouteHandle | undefined;
    if (match && handle?.meta) return handle.meta({ data: match.loaderData, params: match.params });
  }
  return fallback;
}

export function Document({ meta, children }: { meta: PageMeta; children: ReactNode }) {
  const { config, edge } = useEnv();
  const location = useLocation();
  const title = meta.title.includes(config.brand.name) ? meta.title : `${meta.title} | ${config.brand.name}`;
  return (
    // 关怀版 from the cookie, read by the server: the document carries it from its first byte.
    <html lang="zh-CN" data-care={edge.care || undefined} data-care-pointer={edge.carePointer ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta httpEquiv="Cache-Control" content="no-siteapp" />
        <meta name="format-detection" content="telephone=no" />
        <title>{title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex ? <meta name="robots" content="noindex" /> : null}
        <SeoHead meta={meta} title={title} pathname={location.pathname} search={location.search} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The first paint shows the whole page as the server sent it at once, not part of it: when the
            parser pauses (a slow phone's first load), what is already there is laid out without what is
            still to come, and moves when that arrives (the header's controls, a caption set from the
            bottom). The footer follows the page's content in the first flush; parts still loading are
            their placeholders by then. */}
        <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
        <PageAssetLinks />
      </head>
      <body className="min-h-dvh bg-white text-ink antialiased">{children}</body>
    </html>
  );
}

function Chrome({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData('root') as Awaited<ReturnType<typeof rootLoader>> | undefined;
  return (
    <UiStoreProvider>
      <ClientStoresProvider>
        {/* Everything but the modal layer: made inert while a modal is open. */}
        <div id="page">
          <a href="#main" className="skip-link">
            跳到主要内容
          </a>
          <RouteProgress />
          <SiteHeader models={rootData?.models} />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <SiteFooter />
        </div>
        <DeferredModalHost />
        <ToastHost />
        <DeferredRegisterPrompt />
        <DeferredAuthSync />
      </ClientStoresProvider>
    </UiStoreProvider>
  );
}

export function RootLayout() {
  const { config } = useEnv();
  const meta = usePageMeta({
    title: `${config.brand.name} ${config.brand.nameEn} 官方网站`,
    description: `${config.brand.name}官方网站：车型、服务、新闻与经销商查询。`,
  });
  return (
    <Document meta={meta}>
      <Chrome>
        <Outlet />
        <DeferredShareSync
          meta={meta}
          title={meta.title.includes(config.brand.name) ? meta.title : `${meta.title} | ${config.brand.name}`}
        />
      </Chrome>
    </Document>
  );
}

/** Last resort: renders the full document so even a failed page is a useful page, never a stack trace. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Document meta={errorMeta(status)}>
      <Chrome>
        <ErrorPage status={status} />
      </Chrome>
    </Document>
  );
}
