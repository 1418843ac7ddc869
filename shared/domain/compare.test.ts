import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { SpecGroup } from '#shared/api/client-api';
import { compareSearch, MAX_COMPARE } from './compare-link.ts';
import { cellParts, compareCsvRows } from './compare/parts.ts';
import { moveCar, parseCompareQuery, parseSeriesList, sameComparedCars, withCars } from './compare/query.ts';
import {
  buildCompareTable,
  collectFootnotes,
  formatDelta,
  mergeSpecTables,
  numericValue,
  rowLabel,
  type CompareTable,
} from './compare/table.ts';
import { stringify } from 'csv-stringify/sync';

const KNOWN = new Set([101, 102, 103, 201, 301, 302]);
const q = (s: string) => parseCompareQuery(new URLSearchParams(s), KNOWN);

const GROUPS: SpecGroup[] = [
  {
    name: '基本参数',
    rows: [
      { name: '厂商指导价', values: ['29.99万', '33.99万', '29.99万'], unit: '万元', better: 'lower' },
      { name: '最大功率(kW)', values: ['127', '152', '152'], unit: 'kW', better: 'higher' },
      { name: '整车质保', values: ['4年或10万公里', '4年或10万公里', '4年或10万公里'] },
      { name: '上市时间', values: ['2025.03', '2025.09', '2025.09'] },
      { name: '官方0-100km/h加速(s)', values: ['9.5', '8.9', '9.1'], unit: 's', better: 'lower' },
    ],
  },
  {
    name: '动力系统',
    rows: [
      { name: '纯电续航里程(km)', values: ['-', '86', '-'], unit: 'km', better: 'higher' },
      { name: '环保标准', values: ['国VI', '国VI', '国VI'] },
      { name: '整备质量(kg)', values: ['1595', '1640', '1720'], unit: 'kg' },
    ],
  },
  {
    name: '舒适与智能',
    rows: [
      { name: '抬头显示(HUD)', values: ['○', '●', '-'] },
      { name: '手机互联映射', values: ['CarPlay', 'CarPlay', 'CarPlay'] },
    ],
  },
];

const rowOf = (table: CompareTable, name: string) => table.sections.flatMap((s) => s.rows).find((r) => r.name === name);

const NONE = { hideSame: false, best: false, baseline: false };

describe('compare URL', () => {
  it('keeps 2 to 4 known, distinct ids in order and says which it dropped', () => {
    const parsed = q('cars=101,999,301,101,abc,102,103,201');
    expect(parsed.cars).toEqual([101, 301, 102, 103]);
    expect(parsed.dropped).toEqual({ unknown: ['999', 'abc'], repeated: [101], extra: [201] });
    expect(MAX_COMPARE).toBe(4);
  });

  it('reads the toggles only from their exact values', () => {
    expect(q('cars=101,301&diff=1&same=0&best=1')).toMatchObject({ diff: true, hideSame: true, best: true });
    expect(q('cars=101,301&diff=yes&same=1&best=0')).toMatchObject({ diff: false, hideSame: false, best: false });
  });

  it('pins a baseline that is one of the cars first, and ignores any other', () => {
    expect(q('cars=101,301,302&base=302')).toMatchObject({ cars: [302, 101, 301], base: 302 });
    expect(q('cars=101,301&base=201').base).toBeNull();
    expect(q('cars=101&base=101').base).toBeNull();
  });

  it('survives odd input without throwing', () => {
    for (const s of [
      'cars=',
      'cars=,,,',
      'cars=%00',
      'cars=1e3,0x65',
      `cars=${'9'.repeat(5000)}`,
      'base=abc',
      'cars=101&cars=301',
    ]) {
      expect(() => q(s)).not.toThrow();
    }
    expect(q('cars=101&cars=301').cars).toEqual([101, 301]);
    expect(q(`cars=${'9'.repeat(5000)}`).dropped.unknown[0]).toHaveLength(12);
  });

  it('writes the canonical query, which reads back to the same state', () => {
    const state = q('best=1&cars=301,101&base=101&same=0');
    const search = compareSearch(state);
    expect(search).toBe('cars=101,301&same=0&best=1&base=101');
    expect(q(search)).toEqual(state);
  });

  it('tells when two addresses compare the same cars (no new data needed)', () => {
    const same = (a: string, b: string) => sameComparedCars(new URLSearchParams(a), new URLSearchParams(b));
    expect(same('cars=101,301', 'cars=301,101&best=1&base=301')).toBe(true);
    expect(same('cars=101,301', 'cars=101,301,302')).toBe(false);
    expect(same('cars=101,301', 'cars=101,301&add=302')).toBe(false);
    expect(same('cars=101,301', 'cars=101,301&series=es,nx')).toBe(false);
    expect(same('cars=1,2,3,4,5', 'cars=5,4,3,2,1')).toBe(false);
  });

  it('moves a column and drops a baseline that is no longer first', () => {
    expect(moveCar([101, 301, 302], 0, 1)).toEqual([301, 101, 302]);
    expect(moveCar([101, 301, 302], 2, 1)).toEqual([101, 301, 302]);
    const state = q('cars=101,301&base=101');
    expect(withCars(state, [301, 101]).base).toBeNull();
    expect(withCars(state, [101, 301]).base).toBe(101);
  });
});

describe('compare table', () => {
  it("merges each car's own spec on the dictionary's order when the compare endpoint is not there", () => {
    const car = (carId: number, rows: [string, string][], extra: SpecGroup['rows'] = []) => ({
      columns: [{ carId, seriesCode: 'es' as const, name: String(carId), price: 1 }],
      groups: [{ name: '基本参数', rows: [...rows.map(([name, v]) => ({ name, values: [v] })), ...extra] }],
    });
    const merged = mergeSpecTables(
      [
        { name: '基本参数', rows: ['级别', '最大功率(kW)', '无人有'] },
        { name: '车身', rows: ['轴距(mm)'] },
      ],
      [
        car(101, [['级别', '中型车']], [{ name: '最大功率(kW)', values: ['127'], unit: 'kW', better: 'higher' }]),
        car(301, [
          ['级别', '中型SUV'],
          ['独有', '是'],
        ]),
      ],
    );
    expect(merged).toEqual([
      {
        name: '基本参数',
        rows: [
          { name: '级别', values: ['中型车', '中型SUV'] },
          { name: '最大功率(kW)', values: ['127', '-'], unit: 'kW', better: 'higher' },
          { name: '独有', values: ['-', '是'] },
        ],
      },
    ]);
  });

  it('reads series lists in either spelling, known and distinct', () => {
    const codes = ['es', 'nx', 'ux'];
    expect(parseSeriesList(new URLSearchParams('series=es&series=NX'), codes)).toEqual(['es', 'nx']);
    expect(parseSeriesList(new URLSearchParams('series=es,zz,es,ux'), codes)).toEqual(['es', 'ux']);
  });

  it('shows units beside numbers, ● ○ – for marks, never a blank cell', () => {
    const table = buildCompareTable(GROUPS, NONE);
    const rows = table.sections.flatMap((s) => s.rows);
    const power = rows.find((r) => r.name === '最大功率(kW)');
    expect(power?.label).toBe('最大功率');
    expect(power?.cells.map((c) => c.text)).toEqual(['127 kW', '152 kW', '152 kW']);
    expect(rows.find((r) => r.name === '厂商指导价')?.cells[0]?.text).toBe('29.99 万元');
    const hud = rows.find((r) => r.name === '抬头显示(HUD)');
    expect(
      hud?.cells.map((c) =>
        cellParts(c)
          .map((p) => p.text)
          .join(''),
      ),
    ).toEqual(['○选配', '●标配', '–无']);
    for (const row of rows) for (const cell of row.cells) expect(cell.text.trim()).not.toBe('');
  });

  it('hides exactly the rows whose values are all the same, and counts them', () => {
    const table = buildCompareTable(GROUPS, { ...NONE, hideSame: true });
    expect(table.hiddenSame).toBe(3);
    const names = table.sections.flatMap((s) => s.rows.map((r) => r.name));
    expect(names).not.toContain('整车质保');
    expect(names).not.toContain('环保标准');
    expect(names).not.toContain('手机互联映射');
    expect(names).toHaveLength(10 - 3);
  });

  it('marks the best values only in rows with a direction, every tied cell, none when all tie', () => {
    const table = buildCompareTable(GROUPS, { ...NONE, best: true });
    const best = (name: string) => rowOf(table, name)?.cells.map((c) => c.best);
    expect(best('最大功率(kW)')).toEqual([false, true, true]);
    expect(best('厂商指导价')).toEqual([true, false, true]);
    expect(best('官方0-100km/h加速(s)')).toEqual([false, true, false]);
    expect(best('纯电续航里程(km)')).toEqual([false, true, false]);
    expect(best('整备质量(kg)')).toEqual([false, false, false]);
    expect(best('抬头显示(HUD)')).toEqual([false, false, false]);
    const allTie = buildCompareTable(
      [{ name: 'x', rows: [{ name: '轴距(mm)', values: ['2870', '2870'], unit: 'mm', better: 'higher' }] }],
      { ...NONE, best: true },
    );
    expect(allTie.sections[0]?.rows[0]?.cells.map((c) => c.best)).toEqual([false, false]);
  });

  it('shows each column against the baseline in numeric rows', () => {
    const table = buildCompareTable(GROUPS, { ...NONE, baseline: true });
    const deltas = (name: string) => rowOf(table, name)?.cells.map((c) => c.delta);
    expect(deltas('最大功率(kW)')).toEqual([null, '+25 kW', '+25 kW']);
    expect(deltas('官方0-100km/h加速(s)')).toEqual([null, '−0.6 s', '−0.4 s']);
    expect(deltas('厂商指导价')).toEqual([null, '+4.00 万元', '持平']);
    expect(deltas('纯电续航里程(km)')).toEqual([null, null, null]);
    expect(deltas('整车质保')).toEqual([null, null, null]);
    expect(deltas('上市时间')).toEqual([null, null, null]);
    expect(formatDelta(8.5, 8.7, 1, 's')).toBe('−0.2 s');
  });

  it("reads numbers with their unit's leading part only", () => {
    expect(numericValue('29.99万', '万元')).toBe(29.99);
    expect(numericValue('4975*1866*1447', 'mm')).toBeNull();
    expect(numericValue('6.6 L/100km (WLTC)', null)).toBeNull();
    expect(numericValue('2025.03', null)).toBeNull();
    expect(numericValue('127', 'kW')).toBe(127);
    expect(rowLabel('长*宽*高(mm)', 'mm')).toBe('长×宽×高');
  });

  it('numbers the notes once across series and marks the rows they concern', () => {
    const { footnotes, rowNotes } = collectFootnotes(
      [
        {
          seriesCode: 'es',
          notes: ['ES 专属', '价格说明'],
          refs: [
            { note: 0, rows: ['整车质保'] },
            { note: 1, rows: ['厂商指导价'] },
          ],
        },
        {
          seriesCode: 'nx',
          notes: ['NX 专属', '价格说明'],
          refs: [
            { note: 0, rows: ['纯电续航里程(km)', '整车质保'] },
            { note: 1, rows: ['厂商指导价'] },
          ],
        },
      ],
      (code) => code.toUpperCase(),
    );
    expect(footnotes).toEqual([
      { number: 1, text: 'ES 专属', series: ['ES'] },
      { number: 2, text: '价格说明', series: ['ES', 'NX'] },
      { number: 3, text: 'NX 专属', series: ['NX'] },
    ]);
    expect(rowNotes.get('整车质保')).toEqual([1, 3]);
    expect(rowNotes.get('厂商指导价')).toEqual([2]);
    const table = buildCompareTable(GROUPS, NONE, rowNotes, footnotes);
    expect(table.sections[0]?.rows[2]?.notes).toEqual([1, 3]);
  });
});

describe('compare CSV', () => {
  it('holds the table as shown, toggles applied, and reads back the same', () => {
    const table = buildCompareTable(GROUPS, { hideSame: true, best: true, baseline: true });
    const rows = compareCsvRows(
      [
        { name: 'ES 200 卓越版', seriesName: 'ES' },
        { name: 'ES 260 典雅版', seriesName: 'ES' },
        { name: 'ES 300h 臻享版', seriesName: 'ES' },
      ],
      table,
      true,
      '仅供参考',
    );
    expect(rows[0]).toEqual(['车型', 'ES 200 卓越版', 'ES 260 典雅版', 'ES 300h 臻享版']);
    expect(rows[2]).toEqual(['基本参数']);
    expect(rows[3]).toEqual(['厂商指导价 不同', '29.99 万元 最优', '33.99 万元 +4.00 万元', '29.99 万元 持平 最优']);
    expect(rows).toContainEqual(['已隐藏 3 项相同参数']);
    expect(rows.at(-1)).toEqual(['仅供参考']);
    const text = stringify(rows);
    expect(parse(text, { relax_column_count: true })).toEqual(rows);
  });
});
