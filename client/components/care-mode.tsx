/**
 * 关怀版 switches: plain links to the server's switch (server/middleware/care-mode.ts), which sets the
 * cookie and returns here, so the page comes back rendered in the mode from its first byte, with or
 * without JavaScript. Nothing here runs in the browser beyond rendering the links.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { CARE_SIZES } from '#shared/domain/care-mode';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { paths } from '#client/lib/ui/paths.ts';
import { useRouteErrorStatus } from '#client/lib/data/route-status.ts';

// Downloaded in the mode only: pages outside it carry none of its code.
const ReadAloudControl = lazy(() => import('#client/features/read-aloud/read-aloud-control.tsx'));

/**
 * Where the switch returns: this page, or the home page when this is an error page (a 404 must not
 * echo the address it was asked for, and a page that failed has nothing to come back to).
 */
/**
 * The read-aloud control's size and labels until its code has arrived: the bar keeps its layout (with an
 * empty fallback the bar lost a row and got it back while the page loaded, moving the whole page twice).
 */
function ReadAloudPlaceholder() {
  return (
    <div className="flex flex-wrap items-center gap-1" aria-hidden="true">
      <button type="button" disabled tabIndex={-1}>
        朗读
      </button>
      <button type="button" disabled tabIndex={-1}>
        指读
      </button>
      <p className="care-status" />
    </div>
  );
}

function useBack(): string {
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
 * The mode's own bar, a labelled region above the header, first in the page after the skip link: the text
 * size (标准 / 大 / 特大) and 「退出关怀版」, which stay on screen at every scroll position (`.care-pin`
 * in app.css), then 「朗读」 for the page and the large pointer on desktops. Absent when the mode is off.
 */
export function CareBar() {
  const { edge } = useEnv();
  const { pathname } = useLocation();
  const back = useBack();
  if (!edge.care) return null;
  return (
    <section aria-label="关怀版设置" className="care-bar">
      <div className="care-bar-rows">
        <div className="care-pin">
          <nav aria-label="字号" className="flex items-center gap-1">
            <span aria-hidden="true" className="hidden sm:inline">
              字号
            </span>
            {CARE_SIZES.map(({ level, label }) => (
              <a
                key={level}
                href={paths.care(level, back)}
                aria-current={edge.care === level ? 'true' : undefined}
                aria-label={`字号${label}`}
              >
                {label}
              </a>
            ))}
          </nav>
          <CareEntry />
        </div>
        <div className="care-tools">
          <Suspense fallback={<ReadAloudPlaceholder />}>
            {/* One control per page: navigating stops the reading. */}
            <ReadAloudControl key={pathname} />
          </Suspense>
          {/* Desktops only (the stylesheet hides it on phones, where there is no pointer to enlarge). */}
          <a
            href={paths.carePointer(!edge.carePointer, back)}
            className="care-pointer-switch"
            aria-current={edge.carePointer ? 'true' : undefined}
            aria-label={edge.carePointer ? '大鼠标，已开启' : '大鼠标，未开启'}
          >
            大鼠标
          </a>
        </div>
      </div>
    </section>
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
