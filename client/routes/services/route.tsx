/** Layout of the service pages: the shared services sub-navigation above each page. */
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '../../components/route-error-boundary.tsx';
import { ServiceNav } from './components/service-nav.tsx';

export function Component() {
  return (
    <>
      <ServiceNav />
      <Outlet />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
