/**
 * The compare page's URL state, pure so the page, its CSV export and the tests agree: which car ids a URL
 * names (2 to 4, known, distinct), the toggles and the baseline, and how the column list changes.
 */
import { MAX_COMPARE, MIN_COMPARE, type CompareQuery, type CompareState } from '../compare-link.ts';

const ID = /^[1-9]\d{0,5}$/;
/** A token of an unknown id is shown back to the visitor: keep it short. */
const TOKEN_SHOWN = 12;

/** Reads `cars`, the toggles and `base`; `known` is every car id the catalogue has. */
export function parseCompareQuery(search: URLSearchParams, known: ReadonlySet<number>): CompareQuery {
  const dropped: CompareQuery['dropped'] = { unknown: [], repeated: [], extra: [] };
  const cars: number[] = [];
  const tokens = listTokens(search, 'cars');
  for (const token of tokens) {
    const id = ID.test(token) ? Number(token) : NaN;
    if (!known.has(id)) dropped.unknown.push(token.slice(0, TOKEN_SHOWN));
    else if (cars.includes(id)) {
      if (!dropped.repeated.includes(id)) dropped.repeated.push(id);
    } else if (cars.length >= MAX_COMPARE) dropped.extra.push(id);
    else cars.push(id);
  }
  const baseToken = search.get('base') ?? '';
  const base =
    ID.test(baseToken) && cars.includes(Number(baseToken)) && cars.length >= MIN_COMPARE ? Number(baseToken) : null;
  return {
    cars: base === null ? cars : [base, ...cars.filter((id) => id !== base)],
    diff: search.get('diff') === '1',
    hideSame: search.get('same') === '0',
    best: search.get('best') === '1',
    base,
    dropped,
  };
}

/** A list parameter as written, repeated or separated by commas (ASCII or full-width) or spaces: its non-empty tokens. */
function listTokens(search: URLSearchParams, key: string): string[] {
  return search
    .getAll(key)
    .join(',')
    .split(/[,，\s]+/)
    .filter(Boolean);
}

/**
 * Whether two compare URLs name the same cars, in any order, and nothing to add: then the loaded tables
 * serve both, and a toggle, a move or a new baseline needs no request.
 */
export function sameComparedCars(a: URLSearchParams, b: URLSearchParams): boolean {
  if (b.has('add') || b.has('series') || a.has('add') || a.has('series')) return false;
  const x = listTokens(a, 'cars');
  const y = listTokens(b, 'cars');
  // Past four, the order decides which ids are dropped.
  if (x.length > MAX_COMPARE || y.length > MAX_COMPARE) return false;
  return [...x].sort().join(',') === [...y].sort().join(',');
}

/** The state with `cars` changed: a removed baseline is no baseline, a moved one is no longer first. */
export function withCars(state: CompareState, cars: number[]): CompareState {
  const base = state.base !== null && cars[0] === state.base ? state.base : null;
  return { ...state, cars, base };
}

export function withoutCar(state: CompareState, carId: number): CompareState {
  return withCars(
    state,
    state.cars.filter((id) => id !== carId),
  );
}

/** Column `index` moved one place left (-1) or right (+1). */
export function moveCar(cars: readonly number[], index: number, by: -1 | 1): number[] {
  const to = index + by;
  if (index < 0 || index >= cars.length || to < 0 || to >= cars.length) return [...cars];
  const next = [...cars];
  [next[index], next[to]] = [next[to] as number, next[index] as number];
  return next;
}

/**
 * `series=es&series=nx` or `series=es,nx`: known, distinct series codes in order. `series` is a list, not
 * a single value: the quick-compare form's checkboxes send one `series` per ticked series, so its repeats
 * are joined, unlike the site's single-valued parameters (`page`, `utm_source`), where the first counts.
 */
export function parseSeriesList(search: URLSearchParams, known: readonly string[]): string[] {
  const codes = listTokens(search, 'series')
    .map((t) => t.toLowerCase())
    .filter((t) => known.includes(t));
  return [...new Set(codes)];
}

/* ------------------------------------------------------------------------------------------------
 * The table
 * ---------------------------------------------------------------------------------------------- */
