/**
 * The compare page's rules, pure so the page, its CSV export and the tests agree: which car ids a URL
 * names (2 to 4, known, distinct), the toggles, and the table as shown (rows that differ, rows hidden as
 * identical, best values in rows with a direction, differences against a baseline, footnote markers).
 * The page and the CSV render the same `cellParts` / `rowLabelParts`, so the CSV is the table as shown.
 */
import type {
  SeriesNotes,
  SpecDictionaryGroup,
  SpecDirection,
  SpecGroup,
  SpecRow,
  SpecTable,
} from '#shared/api/client-api';
import { MAX_COMPARE, MIN_COMPARE, type CompareQuery, type CompareState } from './compare-link.ts';

export { compareSearch, MAX_COMPARE, MIN_COMPARE, type CompareQuery, type CompareState } from './compare-link.ts';

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
 * Side-by-side groups from each car's own spec table (`queryCarSpecByCarId`), in the order of the spec
 * dictionary (`queryAllSpecInfo`): the way to the table when the compare endpoint does not answer. A row a
 * car lacks reads `-`; rows no car has are left out; rows outside the dictionary follow in their group.
 */
export function mergeSpecTables(dictionary: readonly SpecDictionaryGroup[], perCar: readonly SpecTable[]): SpecGroup[] {
  const rowsOf = perCar.map((t) => new Map(t.groups.flatMap((g) => g.rows.map((r) => [r.name, r] as const))));
  const known = new Set(dictionary.flatMap((g) => g.rows));
  const extraOf = (group: string) =>
    [
      ...new Set(
        perCar.flatMap((t) => t.groups.filter((g) => g.name === group).flatMap((g) => g.rows.map((r) => r.name))),
      ),
    ].filter((name) => !known.has(name));
  return dictionary.flatMap((group) => {
    const rows = [...group.rows, ...extraOf(group.name)].flatMap((name): SpecRow[] => {
      const found = rowsOf.map((m) => m.get(name));
      const first = found.find((r) => r !== undefined);
      if (!first) return [];
      return [
        {
          name,
          values: found.map((r) => r?.values[0] ?? '-'),
          ...(first.unit ? { unit: first.unit } : {}),
          ...(first.better ? { better: first.better } : {}),
        },
      ];
    });
    return rows.length > 0 ? [{ name: group.name, rows }] : [];
  });
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

export type Mark = 'standard' | 'optional' | 'none';

export const MARK_SYMBOL: Readonly<Record<Mark, string>> = { standard: '●', optional: '○', none: '–' };
export const MARK_TEXT: Readonly<Record<Mark, string>> = { standard: '标配', optional: '选配', none: '无' };

export interface CompareCell {
  /** The value as shown, with its unit (`127 kW`); the symbol for a mark. */
  text: string;
  mark: Mark | null;
  /** The number of a numeric value, null otherwise. */
  value: number | null;
  best: boolean;
  /** Against the baseline (`+15 kW`, `−0.4 s`, `持平`); null in the baseline's column and non-numeric rows. */
  delta: string | null;
}

export interface CompareRow {
  /** The upstream's row name (the key of notes). */
  name: string;
  /** The name as shown: the unit moves to the values (`最大功率`). */
  label: string;
  unit: string | null;
  better: SpecDirection | null;
  differs: boolean;
  cells: CompareCell[];
  /** Footnote numbers (1-based) of the notes that concern the row. */
  notes: number[];
}

export interface CompareSection {
  /** Anchor of the section (`cmp-s1`). */
  id: string;
  name: string;
  rows: CompareRow[];
}

export interface Footnote {
  number: number;
  text: string;
  /** Series names the note comes from (a note every series has lists them all). */
  series: string[];
}

export interface CompareTable {
  sections: CompareSection[];
  /** Rows left out because every value is the same (`same=0`). */
  hiddenSame: number;
  footnotes: Footnote[];
}

export interface CompareOptions {
  hideSame: boolean;
  best: boolean;
  /** Whether the first column is a baseline the others are measured against. */
  baseline: boolean;
}

const MARKS: Readonly<Record<string, Mark>> = {
  '●': 'standard',
  '○': 'optional',
  '-': 'none',
  '–': 'none',
  '—': 'none',
  '': 'none',
};
const NUMBER = /^([+-]?\d+(?:\.\d+)?)(.*)$/;

/**
 * The number of a value in a numeric row (one with a unit): `127`, or `29.99万` where the unit is `万元`
 * (a value may carry its unit's leading part). Rows without a unit are text, even when they look like a
 * number (`上市时间` 2025.03).
 */
export function numericValue(raw: string, unit: string | null): number | null {
  if (!unit) return null;
  const m = NUMBER.exec(raw.trim());
  if (!m) return null;
  const rest = (m[2] ?? '').trim();
  if (rest !== '' && !unit.startsWith(rest)) return null;
  return Number(m[1]);
}

function decimals(raw: string): number {
  const m = /\.(\d+)/.exec(raw);
  return m?.[1]?.length ?? 0;
}

/** `+15 kW`, `−0.4 s` (a true minus sign), `持平`; as many decimals as the values have. */
export function formatDelta(value: number, base: number, places: number, unit: string | null): string {
  const diff = value - base;
  const rounded = Number(diff.toFixed(places));
  if (rounded === 0) return '持平';
  const sign = rounded > 0 ? '+' : '−';
  return `${sign}${Math.abs(rounded).toFixed(places)}${unit ? ` ${unit}` : ''}`;
}

/** The shown name: `最大功率(kW)` becomes `最大功率` when the unit is `kW`; `*` becomes `×`. */
export function rowLabel(name: string, unit: string | null): string {
  const bare = unit && name.endsWith(`(${unit})`) ? name.slice(0, -(unit.length + 2)) : name;
  return bare.replace(/\*/g, '×');
}

function cellOf(raw: string, unit: string | null): CompareCell {
  const trimmed = raw.trim();
  const mark = MARKS[trimmed] ?? null;
  if (mark) return { text: MARK_SYMBOL[mark], mark, value: null, best: false, delta: null };
  const value = numericValue(trimmed, unit);
  const shown = value !== null ? String(NUMBER.exec(trimmed)?.[1] ?? value) : trimmed.replace(/\*/g, '×');
  return { text: unit ? `${shown} ${unit}` : shown, mark: null, value, best: false, delta: null };
}

/** The same value whatever the spelling of "absent" and surrounding spaces. */
function sameKey(raw: string): string {
  const t = raw.trim();
  return MARKS[t] === 'none' ? '–' : t;
}

/** Marks the best numeric cells of a row with a direction; none when no cell is worse than another. */
function markBest(cells: CompareCell[], better: SpecDirection): void {
  const values = cells.flatMap((c) => (c.value === null ? [] : [c.value]));
  if (values.length === 0) return;
  const top = better === 'higher' ? Math.max(...values) : Math.min(...values);
  const winners = cells.filter((c) => c.value === top);
  if (winners.length === cells.length) return;
  for (const c of winners) c.best = true;
}

function addDeltas(cells: CompareCell[], raws: string[], unit: string | null): void {
  const base = cells[0]?.value;
  if (base === undefined || base === null) return;
  cells.forEach((c, i) => {
    if (i === 0 || c.value === null) return;
    const places = Math.max(decimals(raws[0] ?? ''), decimals(raws[i] ?? ''));
    c.delta = formatDelta(c.value, base, places, unit);
  });
}

/** Footnotes of the series shown (the same text once, numbered in order) and the rows each concerns. */
export function collectFootnotes(
  notes: readonly SeriesNotes[],
  seriesName: (code: string) => string,
): { footnotes: Footnote[]; rowNotes: Map<string, number[]> } {
  const footnotes: Footnote[] = [];
  const rowNotes = new Map<string, number[]>();
  for (const entry of notes) {
    const name = seriesName(entry.seriesCode);
    entry.notes.forEach((text, index) => {
      let note = footnotes.find((f) => f.text === text);
      if (!note) {
        note = { number: footnotes.length + 1, text, series: [] };
        footnotes.push(note);
      }
      if (!note.series.includes(name)) note.series.push(name);
      const number = note.number;
      for (const ref of entry.refs ?? []) {
        if (ref.note !== index) continue;
        for (const row of ref.rows) {
          const list = rowNotes.get(row) ?? [];
          if (!list.includes(number))
            rowNotes.set(
              row,
              [...list, number].sort((a, b) => a - b),
            );
        }
      }
    });
  }
  return { footnotes, rowNotes };
}

/** The table as shown, from the upstream's groups (values in column order). */
export function buildCompareTable(
  groups: readonly SpecGroup[],
  options: CompareOptions,
  rowNotes: ReadonlyMap<string, number[]> = new Map(),
  footnotes: Footnote[] = [],
): CompareTable {
  let hiddenSame = 0;
  const sections: CompareSection[] = [];
  groups.forEach((group, gi) => {
    const rows: CompareRow[] = [];
    for (const row of group.rows) {
      const unit = row.unit ?? null;
      const better = row.better ?? null;
      const differs = new Set(row.values.map(sameKey)).size > 1;
      if (!differs && options.hideSame) {
        hiddenSame += 1;
        continue;
      }
      const cells = row.values.map((v) => cellOf(v, unit));
      if (options.best && better) markBest(cells, better);
      if (options.baseline) addDeltas(cells, row.values, unit);
      rows.push({
        name: row.name,
        label: rowLabel(row.name, unit),
        unit,
        better,
        differs,
        cells,
        notes: rowNotes.get(row.name) ?? [],
      });
    }
    if (rows.length > 0) sections.push({ id: `cmp-s${gi + 1}`, name: group.name, rows });
  });
  return { sections, hiddenSame, footnotes };
}

/* ------------------------------------------------------------------------------------------------
 * What a cell and a row header say, for the page and the CSV alike
 * ---------------------------------------------------------------------------------------------- */

type PartKind = 'value' | 'mark' | 'delta' | 'best' | 'differs' | 'note' | 'label';

export interface Part {
  kind: PartKind;
  text: string;
  /** Said to screen readers only (the page hides it visually). */
  srOnly?: boolean;
}

const BEST_TEXT = '最优';
const DIFFERS_TEXT = '不同';

/** A cell: its value (or mark symbol and word), its difference against the baseline, its best marker. */
export function cellParts(cell: CompareCell): Part[] {
  const parts: Part[] = cell.mark
    ? [
        { kind: 'mark', text: cell.text },
        { kind: 'mark', text: MARK_TEXT[cell.mark], srOnly: true },
      ]
    : [{ kind: 'value', text: cell.text }];
  if (cell.delta) parts.push({ kind: 'delta', text: cell.delta });
  if (cell.best) parts.push({ kind: 'best', text: BEST_TEXT });
  return parts;
}

/** A row header: its label, the footnote markers, and "不同" when differences are highlighted. */
export function rowLabelParts(row: CompareRow, highlightDiff: boolean): Part[] {
  const parts: Part[] = [{ kind: 'label', text: row.label }];
  for (const n of row.notes) parts.push({ kind: 'note', text: `注${n}` });
  if (highlightDiff && row.differs) parts.push({ kind: 'differs', text: DIFFERS_TEXT });
  return parts;
}

function partsText(parts: readonly Part[]): string {
  return parts.map((p) => p.text).join(' ');
}

interface CsvColumn {
  name: string;
  seriesName: string;
}

/** The CSV of the table as shown: column names, series, then each section's name and rows; notes last. */
export function compareCsvRows(
  columns: readonly CsvColumn[],
  table: CompareTable,
  highlightDiff: boolean,
  disclaimer: string,
): string[][] {
  const rows: string[][] = [
    ['车型', ...columns.map((c) => c.name)],
    ['车系', ...columns.map((c) => c.seriesName)],
  ];
  for (const section of table.sections) {
    rows.push([section.name]);
    for (const row of section.rows)
      rows.push([partsText(rowLabelParts(row, highlightDiff)), ...row.cells.map((c) => partsText(cellParts(c)))]);
  }
  if (table.hiddenSame > 0) rows.push([hiddenSameNotice(table.hiddenSame)]);
  for (const note of table.footnotes) rows.push([`注${note.number}`, note.text]);
  rows.push([disclaimer]);
  return rows;
}

export function hiddenSameNotice(count: number): string {
  return `已隐藏 ${count} 项相同参数`;
}

export const COMPARE_DISCLAIMER =
  '以上参数与配置信息仅供参考，可能随车型年款调整而变化，请以当地授权经销商处的实车及销售合同为准。';
