/**
 * 关怀版 switches: plain links to the server's switch (server/middleware/care-mode.ts), which sets the
 * cookie and returns here, so the page comes back rendered in the mode from its first byte, with or
 * without JavaScript. Nothing here runs in the browser beyond rendering the links.
 */
import { useLocation } from 'react-router';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { paths } from '#client/lib/ui/paths.ts';
import { useRouteErrorStatus } from '#client/lib/data/route-status.ts';

/**
 * Where the switch returns: this page, or the home page when this is an error page (a 404 must not
 * echo the address it was asked for, and a page that failed has nothing to come back to).
 */
export function useBack(): string {
  const { pathname, search } = useLocation();
  return useRouteErrorStatus() === null ? pathname + search : paths.home();
}

/** 「关怀版」 when the mode is off, 「退出关怀版」 when it is on. */
export function CareEntry({ className }: { className?: string }) {
  const { edge } = useEnv();
  const back = useBack();
  return (
    <a href={paths.care(edge.care ? 0 : 1, back)} className={className} data-care-switch="">
      {edge.care ? '退出关怀版' : '关怀版'}
    </a>
  );
}

/**
 * The header's entry into the mode; in the mode the bar above carries the way out instead. Below 360 px
 * the bar has no room for it: the phone menu and the footer offer it there.
 */
export function HeaderCareEntry() {
  const { edge } = useEnv();
  if (edge.care) return null;
  return (
    <CareEntry className="hidden min-h-11 shrink-0 items-center px-2 text-sm whitespace-nowrap text-ink hover:text-gold-dark min-[360px]:inline-flex lg:ml-7 lg:px-0" />
  );
}
