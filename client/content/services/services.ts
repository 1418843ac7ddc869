/** The service pages in navigation order. */
import { afterSales } from './after-sales.ts';
import { appIntro } from './app.ts';
import { assistant } from './assistant.ts';
import { connected } from './connected.ts';
import { faq } from './faq.ts';
import type { ServicePage } from './types.ts';

export const SERVICE_PAGES: readonly ServicePage[] = [afterSales, appIntro, connected, assistant, faq];

export function findServicePage(slug: string | undefined): ServicePage | undefined {
  return SERVICE_PAGES.find((p) => p.slug === slug);
}
