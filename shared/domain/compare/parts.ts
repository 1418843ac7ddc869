/**
 * What a cell and a row header say, for the page and the CSV alike: the page and the CSV render the same
 * `cellParts` / `rowLabelParts`, so the CSV is the table as shown.
 */
import { type CompareCell, type CompareRow, type CompareTable, MARK_TEXT } from './table.ts';

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
