/** The content-only service pages (`/services/app`, `connected`, `assistant`, `faq`): typed content, no API. */
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loadServicePage } from '#client/content/services/services.ts';
import type { ServicePage } from '#client/content/services/types.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { ServiceHero, ServiceSections } from '#client/routes/services/components/service-sections.tsx';

export async function loader({ params }: LoaderFunctionArgs): Promise<{ page: ServicePage }> {
  const page = await loadServicePage(params.service);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const page = (loaded as { page?: ServicePage } | undefined)?.page;
    return page ? page.meta : { title: '服务', description: '奥瑞麟车主服务。' };
  },
};

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <ServiceHero page={page} />
      <ServiceSections sections={page.sections} />
    </>
  );
}
