/**
 * What the compare page and its CSV load: every grade (`queryAllCar`, to validate the URL and fill the
 * picker), the chosen grades' spec table side by side (`queryCarSpecCompareByCarId`; when that fails, each
 * car's own table, `queryCarSpecByCarId`, aligned on the spec dictionary, `queryAllSpecInfo`) and the
 * notes of their series (`queryCarSeriesNotes`). `series=es,nx` compares the series' entry grades
 * (`queryCarSeriesCompare`) by redirecting to their car ids. The catalogue is essential (503 without it);
 * a failed spec table or notes degrade to a notice. A query never causes a 500: the URL is parsed by
 * shared/domain/compare/query.ts, which drops whatever cannot be compared.
 */
import { redirect } from 'react-router';
import type { CarSummary, SeriesNotes, SpecColumn, SpecGroup } from '#shared/api/client-api';
import {
  compareSearch,
  MAX_COMPARE,
  MIN_COMPARE,
  type CompareQuery,
  type CompareState,
} from '#shared/domain/compare-link';
import { parseCompareQuery, parseSeriesList } from '#shared/domain/compare/query';
import { buildCompareTable, collectFootnotes, mergeSpecTables, type CompareTable } from '#shared/domain/compare/table';
import { SERIES_CODES } from '#shared/domain/vehicle-media';
import type { ApiClient } from '#shared/api/request';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { required } from '#client/lib/data/route-status.ts';

export interface CompareData {
  state: CompareState;
  dropped: CompareQuery['dropped'];
  /** Every grade, for the picker and the names of dropped ids. */
  catalogue: CarSummary[];
  /** The compared grades, in column order. */
  columns: CarSummary[];
  /** Spec groups with values in column order; null with fewer than two cars or when the table failed. */
  groups: SpecGroup[] | null;
  tableFailed: boolean;
  notes: SeriesNotes[];
  notesFailed: boolean;
  /** Why a `series=` comparison could not be made. */
  seriesNotice: string | null;
}

/** The query with the picker's `add` folded into `cars`: the page's address after picking. */
function pickedUrl(url: URL, query: CompareQuery): string | null {
  const add = url.searchParams.get('add');
  if (add === null) return null;
  const next = new URLSearchParams(url.searchParams);
  next.delete('add');
  next.set('cars', [...query.cars, add].join(','));
  return next.toString();
}

export async function loadCompare(request: Request, context: unknown): Promise<CompareData> {
  const api = cachedApi(context);
  const url = new URL(request.url);
  const all = await api.get('/api/client/queryAllCar');
  const catalogue = required(all);
  const known = new Set(catalogue.map((c) => c.carId));

  const query = parseCompareQuery(url.searchParams, known);
  if (url.searchParams.has('series')) {
    const seriesNotice = await seriesRedirect(api, url.searchParams, query);
    return { ...(await loadTable(api, catalogue, query)), seriesNotice };
  }
  const picked = pickedUrl(url, query);
  if (picked !== null) {
    const after = parseCompareQuery(new URLSearchParams(picked), known);
    // A pick that fits goes to the clean address; one that does not stays to say why.
    const clean =
      after.dropped.unknown.length + after.dropped.extra.length ===
      query.dropped.unknown.length + query.dropped.extra.length;
    if (clean) throw redirect(paths.compare(compareSearch(after)));
    return loadTable(api, catalogue, after);
  }
  return loadTable(api, catalogue, query);
}

/** `series=`: redirects to the entry grades of 2 to 4 series, or says why not. */
async function seriesRedirect(api: Pick<ApiClient, 'get'>, search: URLSearchParams, query: CompareQuery): Promise<string> {
  const codes = parseSeriesList(search, SERIES_CODES);
  if (codes.length < MIN_COMPARE || codes.length > MAX_COMPARE)
    return `请选择 ${MIN_COMPARE} 到 ${MAX_COMPARE} 个车系进行对比。`;
  const entry = await api.get('/api/client/queryCarSeriesCompare/', { seriesCodes: codes.join(',') });
  if (!entry.ok || !entry.data) return '车系对比暂时无法加载，请稍后重试，或在下方逐款选择。';
  const { dropped: _dropped, ...state } = query;
  throw redirect(paths.compare(compareSearch({ ...state, cars: entry.data.columns.map((c) => c.carId), base: null })));
}

async function loadTable(api: Pick<ApiClient, 'get'>, catalogue: CarSummary[], query: CompareQuery): Promise<CompareData> {
  const { dropped, ...state } = query;
  const columns = state.cars.flatMap((id) => catalogue.filter((c) => c.carId === id));
  const base: CompareData = {
    state,
    dropped,
    catalogue,
    columns,
    seriesNotice: null,
    groups: null,
    tableFailed: false,
    notes: [],
    notesFailed: false,
  };
  if (columns.length < MIN_COMPARE) return base;

  const seriesCodes = [...new Set(columns.map((c) => c.seriesCode))];
  const [table, ...notes] = await Promise.all([
    api.get('/api/client/queryCarSpecCompareByCarId/', { carIds: state.cars.join(',') }),
    ...seriesCodes.map((seriesCode) => api.get('/api/client/queryCarSeriesNotes/', { seriesCode })),
  ]);
  const answered = table.ok && table.data ? inColumnOrder(table.data.columns, table.data.groups, state.cars) : null;
  const groups = answered ?? (await carByCarGroups(api, state.cars));
  return {
    ...base,
    groups,
    tableFailed: groups === null,
    notes: notes.flatMap((n) => (n.ok && n.data ? [n.data] : [])),
    notesFailed: notes.some((n) => !n.ok || !n.data),
  };
}

/** The table from each car's own spec, aligned on the dictionary; null when any of them fails. */
async function carByCarGroups(api: Pick<ApiClient, 'get'>, cars: number[]): Promise<SpecGroup[] | null> {
  const [dictionary, ...specs] = await Promise.all([
    api.get('/api/client/queryAllSpecInfo/'),
    ...cars.map((carId) => api.get('/api/client/queryCarSpecByCarId/', { carId })),
  ]);
  if (!dictionary.ok || !dictionary.data) return null;
  const tables = specs.flatMap((s) => (s.ok && s.data ? [s.data] : []));
  return tables.length === cars.length ? mergeSpecTables(dictionary.data, tables) : null;
}

/** The groups with values in the page's column order, whatever order the upstream answered in; null if a car is missing. */
function inColumnOrder(answered: SpecColumn[], groups: SpecGroup[], cars: number[]): SpecGroup[] | null {
  const index = cars.map((id) => answered.findIndex((c) => c.carId === id));
  if (index.some((i) => i < 0)) return null;
  return reorderColumns(groups, index);
}

/** The groups with each row's values picked by `index` (column `k` shows value `index[k]`; '-' when absent). */
function reorderColumns(groups: SpecGroup[], index: number[]): SpecGroup[] {
  return groups.map((g) => ({
    ...g,
    rows: g.rows.map((r) => ({ ...r, values: index.map((i) => r.values[i] ?? '-') })),
  }));
}

/**
 * The page's state for the address shown: the loader's, or (after a toggle, a move or a new baseline,
 * which load nothing: see `shouldRevalidate`) the same cars read from the new address.
 */
export function stateFor(loaded: CompareData, search: string): CompareState {
  const { dropped: _dropped, ...state } = parseCompareQuery(
    new URLSearchParams(search),
    new Set(loaded.catalogue.map((c) => c.carId)),
  );
  const same =
    state.cars.length === loaded.state.cars.length && state.cars.every((id) => loaded.state.cars.includes(id));
  return same ? state : loaded.state;
}

interface CompareView {
  columns: CarSummary[];
  table: CompareTable | null;
}

/** The columns and the table as shown for a state whose cars are the loaded ones, in any order. */
export function compareViewOf(loaded: CompareData, state: CompareState): CompareView {
  const index = state.cars.map((id) => loaded.state.cars.indexOf(id));
  const columns = index.flatMap((i) => (loaded.columns[i] ? [loaded.columns[i]] : []));
  if (!loaded.groups) return { columns, table: null };
  const groups = reorderColumns(loaded.groups, index);
  const seriesName = (code: string) =>
    loaded.catalogue.find((c) => c.seriesCode === code)?.seriesName ?? code.toUpperCase();
  const { footnotes, rowNotes } = collectFootnotes(loaded.notes, seriesName);
  const table = buildCompareTable(
    groups,
    { hideSame: state.hideSame, best: state.best, baseline: state.base !== null },
    rowNotes,
    footnotes,
  );
  return { columns, table };
}

/** What the page says about ids it left out, one sentence per reason. */
export function droppedNotices(loaded: Pick<CompareData, 'dropped' | 'catalogue'>): string[] {
  const name = (id: number) => loaded.catalogue.find((c) => c.carId === id)?.name ?? String(id);
  const { unknown, repeated, extra } = loaded.dropped;
  const out: string[] = [];
  if (unknown.length > 0) out.push(`未找到车型 ${unknown.join('、')}，已忽略。`);
  if (repeated.length > 0) out.push(`${repeated.map(name).join('、')} 重复出现，只保留一次。`);
  if (extra.length > 0) out.push(`最多同时对比 ${MAX_COMPARE} 款车型，已略去 ${extra.map(name).join('、')}。`);
  return out;
}
