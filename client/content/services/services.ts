/**
 * The service pages: the sub-navigation's labels (every service page shows them), and the content of
 * the content-only pages, each its own chunk imported by the page's loader, so a page's initial
 * JavaScript carries no other page's copy (docs/decisions/0019-client-byte-budgets.md).
 */
import { SERVICE_SLUGS } from '#shared/paths';
import type { ServicePage, ServiceSlug } from './types.ts';

const NAV_LABELS: Readonly<Record<ServiceSlug, string>> = {
  'after-sales': '售后服务',
  app: '官方 App',
  connected: '智能互联',
  assistant: '车载智能助手',
  faq: '常见问题',
};

/** The services sub-navigation, in navigation order. */
export const SERVICE_NAV: readonly { slug: ServiceSlug; label: string }[] = SERVICE_SLUGS.map((slug) => ({
  slug,
  label: NAV_LABELS[slug],
}));

/** The pages made of content only (`/services/after-sales` has its own route with API data). */
const CONTENT_PAGES: Readonly<Partial<Record<string, () => Promise<ServicePage>>>> = {
  app: () => import('./app.ts').then((m) => m.appIntro),
  connected: () => import('./connected.ts').then((m) => m.connected),
  assistant: () => import('./assistant.ts').then((m) => m.assistant),
  faq: () => import('./faq.ts').then((m) => m.faq),
};

/** The content of a content-only service page, or null for any other slug. */
export function loadServicePage(slug: string | undefined): Promise<ServicePage> | null {
  const load = slug !== undefined && Object.hasOwn(CONTENT_PAGES, slug) ? CONTENT_PAGES[slug] : undefined;
  return load ? load() : null;
}
