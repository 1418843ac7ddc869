import { Link } from 'react-router';
import { AUTOSHOW_STAND as AUTOSHOW, showDatesText } from '#shared/domain/autoshow-stand';
import { paths } from '#client/lib/ui/paths.ts';

/**
 * The way to the auto-show page from where a visitor looks for the brand's events (home, news). Its
 * words hold in every phase of the show (no clock here: a cached page must not contradict the show's
 * own page, which says whether registration is still open).
 */
export function AutoshowEntry({ className = '' }: { className?: string }) {
  return (
    <aside aria-label="展会活动" className={`border border-line bg-white ${className}`}>
      <Link
        to={paths.autoshow()}
        className="group flex flex-col gap-4 p-6 md:flex-row md:items-center md:justify-between md:p-8"
      >
        <div>
          <p className="text-xs tracking-[0.4em] text-gold-dark">AUTO SHOW · 展会活动</p>
          <p className="mt-3 text-lg tracking-wider text-ink md:text-xl">
            {AUTOSHOW.name} · 奥瑞麟展台
          </p>
          <p className="mt-2 text-sm leading-6 text-mute">
            {showDatesText(AUTOSHOW)} · {AUTOSHOW.venue} {AUTOSHOW.hall} · 展位 {AUTOSHOW.stand}
          </p>
        </div>
        <span className="inline-flex min-h-11 shrink-0 items-center border border-ink px-6 text-sm text-ink group-hover:bg-ink group-hover:text-white">
          了解展台详情
        </span>
      </Link>
    </aside>
  );
}
