/**
 * The header's way to the comparison: "对比" with the tray's count. Before the tray is read from storage
 * (the server, the first client render) the count is 0 and not shown, so both renders agree.
 */
import { Link } from 'react-router';
import { compareSearch } from '#shared/domain/compare-link';
import { paths } from '#client/lib/ui/paths.ts';
import { useCompareTray } from '#client/stores/compare-tray-store.tsx';

export function CompareTrayLink({ className }: { className: string }) {
  const cars = useCompareTray((s) => s.cars);
  const query = compareSearch({ cars, diff: false, hideSame: false, best: false, base: null });
  return (
    <Link to={paths.compare(query)} className={className} data-compare-tray="">
      对比
      {cars.length > 0 ? (
        <span className="ml-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-dark px-1 text-xs text-white">
          {cars.length}
          <span className="sr-only">款车型</span>
        </span>
      ) : null}
    </Link>
  );
}
