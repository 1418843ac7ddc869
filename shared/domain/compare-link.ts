/**
 * The compare page's URL state: what the header's tray link needs on every page, kept apart from the
 * page's rules (shared/domain/compare/) so they do not ride in the browser's entry chunk
 * (docs/decisions/0019-client-byte-budgets.md).
 */
export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;

/** What the URL asks for, after dropping what cannot be compared. */
export interface CompareQuery {
  /** Car ids in column order (the baseline first when there is one). */
  cars: number[];
  /** Highlight rows that differ (`diff=1`). */
  diff: boolean;
  /** Hide rows whose values are all the same (`same=0`). */
  hideSame: boolean;
  /** Mark the best value of rows with a direction (`best=1`). */
  best: boolean;
  /** The baseline car (`base=<carId>`), one of `cars`. */
  base: number | null;
  /** Ids left out: not a known car, named twice, or beyond the fourth. */
  dropped: { unknown: string[]; repeated: number[]; extra: number[] };
}

export type CompareState = Omit<CompareQuery, 'dropped'>;

/** The canonical query string (without `?`) of a state: the URL the page's links and the tray use. */
export function compareSearch(state: CompareState): string {
  const q = new URLSearchParams();
  if (state.cars.length > 0) q.set('cars', state.cars.join(','));
  if (state.diff) q.set('diff', '1');
  if (state.hideSame) q.set('same', '0');
  if (state.best) q.set('best', '1');
  if (state.base !== null && state.cars.includes(state.base)) q.set('base', String(state.base));
  // Commas stay readable in a shared link.
  return q.toString().replace(/%2C/g, ',');
}
