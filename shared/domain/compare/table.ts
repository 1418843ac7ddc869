/**
 * The compare table as shown: rows that differ, rows hidden as identical, best values in rows with a
 * direction, differences against a baseline, footnote markers; and the table merged from each car's own
 * spec table when the compare endpoint does not answer.
 */
import type {
  SeriesNotes,
  SpecDictionaryGroup,
  SpecDirection,
  SpecGroup,
  SpecRow,
  SpecTable,
} from '#shared/api/client-api';

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
