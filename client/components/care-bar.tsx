/**
 * The mode's own bar, a labelled region above the header, first in the page after the skip link: the text
 * size (标准 / 大 / 特大) and 「退出关怀版」, which stay on screen at every scroll position (`.care-pin`
 * in app.css), then 「朗读」 for the page and the large pointer on desktops. Absent when the mode is off.
 * Downloaded in the mode only (preloaded-chrome.ts): pages outside it carry none of its code.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { CARE_SIZES } from '#shared/domain/care-mode';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { paths } from '#client/lib/ui/paths.ts';
import { CareEntry, useBack } from './care-mode.tsx';

const ReadAloudControl = lazy(() => import('#client/features/read-aloud/read-aloud-control.tsx'));

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
