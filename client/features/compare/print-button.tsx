/** Prints the comparison (compare.css lays it out in landscape); rendered once hydrated, as it needs script. */
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';

export function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center border border-line px-4 text-sm hover:border-ink"
    >
      打印
    </button>
  );
}
