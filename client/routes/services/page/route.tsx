/** The content-only service pages (`/services/app`, `connected`, `assistant`, `faq`): typed content, no API. */
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { findServicePage } from '#client/content/services/services.ts';
import type { ServiceSlug } from '#client/content/services/types.ts';
import type { RouteHandle } from '#client/lib/meta.ts';
import { RouteErrorBoundary } from '#client/components/route-error-boundary.tsx';
import { ServiceHero, ServiceSections } from '#client/routes/services/components/service-sections.tsx';

const CONTENT_PAGES: readonly ServiceSlug[] = ['app', 'connected', 'assistant', 'faq'];

export function loader({ params }: LoaderFunctionArgs): { slug: ServiceSlug } {
  const page = findServicePage(params.service);
  if (!page || !CONTENT_PAGES.includes(page.slug)) throw data(null, { status: 404 });
  return { slug: page.slug };
}

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const page = findServicePage((loaded as { slug?: string } | undefined)?.slug);
    return page ? page.meta : { title: '服务', description: '奥瑞麟车主服务。' };
  },
};

export function Component() {
  const { slug } = useLoaderData<typeof loader>();
  const page = findServicePage(slug);
  if (!page) return null;
  return (
    <>
      <ServiceHero page={page} />
      <ServiceSections sections={page.sections} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
