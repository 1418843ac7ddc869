/**
 * Layout of the service pages: the shared services sub-navigation above each page and the quick
 * enquiry form below it (loaded once for all five pages: moving between them keeps it).
 */
import { Outlet, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { loadQuickEnquiry, QuickEnquiry } from '#client/features/test-drive/quick-enquiry.tsx';
import { paths } from '#client/lib/ui/paths.ts';
import { ServiceNav } from './components/service-nav.tsx';

export async function loader(args: LoaderFunctionArgs) {
  return { enquiry: await loadQuickEnquiry(args) };
}

/** Neither moving between service pages nor sending the enquiry changes what the layout loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  formAction === paths.testDrive() || (!formAction && currentUrl.search === nextUrl.search) ? false : defaultShouldRevalidate;

export function Component() {
  const { enquiry } = useLoaderData<typeof loader>();
  return (
    <>
      <ServiceNav />
      <Outlet />
      <QuickEnquiry data={enquiry} draftKey="services" />
    </>
  );
}
