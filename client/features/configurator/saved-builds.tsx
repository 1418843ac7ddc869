/**
 * The visitor's saved builds of one series, from the persisted car collection list: a build saved in the
 * configurator shows here (model page, configurator) at once, without a reload or a request. Rendered
 * after hydration only: the list lives in the browser.
 */
import { Link } from 'react-router';
import { formatShareCode } from '#shared/domain/share-code';
import { paths } from '#client/lib/ui/paths.ts';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';
import { useCarCollection } from '#client/stores/car-collection-store.tsx';

export function SavedBuilds({ series, title = '我的配置' }: { series: string; title?: string }) {
  const hydrated = useHydrated();
  const items = useCarCollection((s) => s.items);
  const mine = items.filter((i) => i.seriesCode === series).slice(0, 6);
  if (!hydrated || mine.length === 0) return null;
  return (
    <nav aria-label={title} className="print:hidden">
      <p className="text-xs tracking-[0.3em] text-mute">{title}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {mine.map((item) => (
          <li key={item.id}>
            <Link
              to={paths.buildShare(item.code)}
              className="inline-flex min-h-11 items-center gap-2 border border-line px-3 text-sm text-ink hover:border-ink"
            >
              {item.name}
              <span className="font-mono text-xs text-mute">{formatShareCode(item.code)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
