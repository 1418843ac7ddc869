import { describe, expect, it } from 'vitest';
import type { OptionalItem, SeriesModel } from '#shared/api/client-api';
import { buildQuery, parseBuildQuery, resolveBuild } from './configurator/build-query.ts';
import { buildCatalogue, optionalWheels, standardWheel, type Build } from './configurator/catalogue.ts';
import { priceImpact, signedAmount, surchargeLabel } from './configurator/money.ts';
import { priceBuild } from './configurator/price.ts';
import { applyChange, buildProblems } from './configurator/rules.ts';

const model: SeriesModel = {
  series: {
    id: 1,
    code: 'es',
    name: 'ES',
    slogan: '豪华中型轿车',
    img: '',
    startingPrice: 299_900,
    grades: [
      { id: 101, name: 'ES 200 卓越版', price: 299_900, engine: '2.0L' },
      { id: 102, name: 'ES 260 典雅版', price: 339_900, engine: '2.5L' },
      { id: 105, name: 'ES 300h 尊享版', price: 439_900, engine: '2.5L 混合动力' },
    ],
  },
  paints: [
    { code: '212', name: '曜石黑', hex: '#14161a', price: 0, img: '' },
    { code: '077', name: '珠光白', hex: '#f2f1ec', price: 5200, img: '' },
  ],
  wheels: [
    { code: 'W17', name: '17英寸铝合金轮毂', size: 17, price: 0, img: '' },
    { code: 'W19', name: '19英寸锻造铝合金轮毂', size: 19, price: 12_000, img: '' },
  ],
  interiors: [
    { code: 'LA20', name: '黑色真皮', hex: '#1b1b1d', price: 0, img: '' },
    { code: 'LA43', name: '象牙白半苯胺真皮', hex: '#e6dccb', price: 8000, img: '' },
  ],
  sequences: [],
};

const optional: OptionalItem[] = [
  { code: '077', kind: 'paint', name: '珠光白', description: '', price: 5200, img: '' },
  {
    code: 'W19',
    kind: 'wheel',
    name: '19英寸锻造铝合金轮毂',
    description: '',
    price: 12_000,
    img: '',
    grades: [102, 105],
  },
  {
    code: 'LA43',
    kind: 'interior',
    name: '象牙白半苯胺真皮',
    description: '',
    price: 8000,
    img: '',
    excludes: ['PKG-SPORT'],
  },
  {
    code: 'PKG-TECH',
    kind: 'package',
    name: '智能科技套装',
    description: '',
    price: 12_000,
    img: '',
    standardOn: [105],
  },
  {
    code: 'PKG-COMFORT',
    kind: 'package',
    name: '尊享舒适套装',
    description: '',
    price: 15_000,
    img: '',
    excludes: ['PKG-SPORT'],
  },
  {
    code: 'PKG-SPORT',
    kind: 'package',
    name: 'F SPORT 运动套装',
    description: '',
    price: 18_000,
    img: '',
    requires: ['W19'],
    excludes: ['PKG-COMFORT', 'LA43'],
    grades: [102, 105],
  },
  { code: 'ACC-MAT', kind: 'accessory', name: '全包围脚垫', description: '', price: 1800, img: '' },
];

const catalogue = buildCatalogue(model, optional);
const base: Build = { grade: 102, paint: '212', wheel: 'W17', interior: 'LA20', opts: [] };
const query = (q: string) => parseBuildQuery(new URLSearchParams(q));

describe('price resolution', () => {
  it('totals the grade price plus every choice, in integer yuan', () => {
    const build: Build = { ...base, paint: '077', opts: ['PKG-TECH', 'ACC-MAT'] };
    const priced = priceBuild(catalogue, build);
    expect(priced.total).toBe(339_900 + 5200 + 12_000 + 1800);
    expect(priced.lines.map((l) => [l.name, l.price])).toEqual([
      ['ES 260 典雅版', 339_900],
      ['珠光白', 5200],
      ['17英寸铝合金轮毂', 0],
      ['黑色真皮', 0],
      ['智能科技套装', 12_000],
      ['全包围脚垫', 1800],
    ]);
  });

  it('counts an option standard on the grade as 0 and shows it as 标配', () => {
    const priced = priceBuild(catalogue, { ...base, grade: 105, opts: ['PKG-TECH'] });
    expect(priced.total).toBe(439_900);
    expect(priceImpact(0)).toBe('标配');
    expect(priceImpact(5200)).toBe('+5,200 元');
    expect(signedAmount(-6000)).toBe('-6,000 元');
  });
});

describe('rule resolution', () => {
  it('adds what an option requires and removes what it excludes, with the net price change', () => {
    const before: Build = { ...base, opts: ['PKG-COMFORT'] };
    const result = applyChange(catalogue, before, { kind: 'option', code: 'PKG-SPORT', selected: true });
    expect(result.build).toEqual({ ...base, wheel: 'W19', opts: ['PKG-SPORT'] });
    expect(result.added.map((c) => c.code)).toEqual(['W19', 'PKG-SPORT']);
    expect(result.removed.map((c) => c.code)).toEqual(['W17', 'PKG-COMFORT']);
    expect(result.sideEffects).toBe(true);
    expect(result.delta).toBe(12_000 + 18_000 - 15_000);
  });

  it('falls back to the standard interior when an option excludes the chosen one', () => {
    const result = applyChange(
      catalogue,
      { ...base, interior: 'LA43' },
      { kind: 'option', code: 'PKG-SPORT', selected: true },
    );
    expect(result.build.interior).toBe('LA20');
    expect(result.build.opts).toEqual(['PKG-SPORT']);
  });

  it('removes an option whose requirement is given up', () => {
    const sporty: Build = { ...base, wheel: 'W19', opts: ['PKG-SPORT'] };
    const result = applyChange(catalogue, sporty, { kind: 'wheel', code: 'W17' });
    expect(result.build).toEqual(base);
    expect(result.sideEffects).toBe(true);
  });

  it('applies a plain choice without side effects', () => {
    const result = applyChange(catalogue, base, { kind: 'paint', code: '077' });
    expect(result.build.paint).toBe('077');
    expect(result.sideEffects).toBe(false);
    expect(result.delta).toBe(5200);
  });

  it('keeps every choice the new grade allows on a grade change', () => {
    const build: Build = { ...base, paint: '077', interior: 'LA43', wheel: 'W19', opts: ['PKG-TECH', 'ACC-MAT'] };
    const down = applyChange(catalogue, build, { kind: 'grade', id: 101 });
    expect(down.build).toEqual({ ...build, grade: 101, wheel: 'W17' });
    expect(down.removed.map((c) => c.code)).toEqual(['W19']);
    const up = applyChange(catalogue, build, { kind: 'grade', id: 105 });
    expect(up.build).toEqual({ ...build, grade: 105 });
    expect(up.sideEffects).toBe(false);
  });
});

describe('builds from a URL query', () => {
  it('round-trips a build through its query, byte for byte', () => {
    const build: Build = { ...base, paint: '077', opts: ['PKG-TECH', 'ACC-MAT'] };
    const text = buildQuery(build);
    expect(text).toBe('grade=102&paint=077&wheel=W17&interior=LA20&opts=PKG-TECH,ACC-MAT');
    expect(resolveBuild(catalogue, query(text))).toEqual({ build, notices: [] });
  });

  it('drops codes the series does not have, with a notice, and fills in standard choices', () => {
    const { build, notices } = resolveBuild(catalogue, query('grade=999&paint=XXX&opts=PKG-TECH,NOPE'));
    expect(build).toEqual({ grade: 101, paint: '212', wheel: 'W17', interior: 'LA20', opts: ['PKG-TECH'] });
    expect(notices).toEqual([
      '车型版本代码「999」不适用于 ES，已忽略。',
      '车身颜色代码「XXX」不适用于 ES，已忽略。',
      '选装代码「NOPE」不适用于 ES，已忽略。',
    ]);
  });

  it('applies the rules of the listed options and says what changed', () => {
    const { build, notices } = resolveBuild(catalogue, query('grade=102&opts=PKG-SPORT'));
    expect(build).toEqual({ ...base, wheel: 'W19', opts: ['PKG-SPORT'] });
    expect(notices).toEqual(['「F SPORT 运动套装」需要「19英寸锻造铝合金轮毂」，已一并选择。']);
  });

  it('drops a choice the grade does not offer', () => {
    const { build, notices } = resolveBuild(catalogue, query('grade=101&wheel=W19&opts=PKG-SPORT'));
    expect(build).toEqual({ ...base, grade: 101 });
    expect(notices).toHaveLength(2);
  });
});

describe('whether a saved build can still be built', () => {
  it('names retired choices and broken rules', () => {
    expect(buildProblems(catalogue, base)).toEqual([]);
    expect(buildProblems(catalogue, { ...base, paint: 'GONE' })).toEqual(['配置「GONE」已不再提供']);
    expect(buildProblems(catalogue, { ...base, grade: 1 })).toEqual(['该车型版本已停售']);
    expect(buildProblems(catalogue, { ...base, opts: ['PKG-SPORT'] })).toEqual([
      '「F SPORT 运动套装」需要「19英寸锻造铝合金轮毂」',
    ]);
  });
});

describe('standard and optional wheels of a grade', () => {
  it('is the cheapest offered wheel unless the catalogue names another standard on the grade', () => {
    expect(standardWheel(catalogue, 101)?.code).toBe('W17');
    expect(optionalWheels(catalogue, 101)).toEqual([]);
    expect(optionalWheels(catalogue, 102).map(({ choice, price }) => [choice.code, price])).toEqual([['W19', 12_000]]);
    const upgraded = buildCatalogue(model, [
      ...optional.filter((o) => o.code !== 'W19'),
      { code: 'W17', kind: 'wheel', name: '17英寸铝合金轮毂', description: '', price: 0, img: '', grades: [101, 102] },
      { code: 'W19', kind: 'wheel', name: '19英寸锻造铝合金轮毂', description: '', price: 12_000, img: '', standardOn: [105] },
    ]);
    expect(standardWheel(upgraded, 105)?.code).toBe('W19');
    expect(optionalWheels(upgraded, 105)).toEqual([]);
    expect(standardWheel(upgraded, 102)?.code).toBe('W17');
    expect(optionalWheels(upgraded, 102).map(({ choice, price }) => [choice.code, price])).toEqual([['W19', 12_000]]);
  });

  it('is the wheel a build of the grade starts with in the configurator', () => {
    const upgraded = buildCatalogue(model, [
      { code: 'W19', kind: 'wheel', name: '19英寸锻造铝合金轮毂', description: '', price: 12_000, img: '', standardOn: [102] },
    ]);
    expect(resolveBuild(upgraded, query('grade=102')).build.wheel).toBe(standardWheel(upgraded, 102)?.code);
    expect(priceBuild(upgraded, resolveBuild(upgraded, query('grade=102')).build).total).toBe(339_900);
  });
});

describe('surchargeLabel', () => {
  it('names an optional colour with its price and a standard one by its name alone', () => {
    expect(surchargeLabel('熔岩红', 5200)).toBe('熔岩红（选装 +5,200 元）');
    expect(surchargeLabel('熔岩红', 7300)).toBe('熔岩红（选装 +7,300 元）');
    expect(surchargeLabel('曜石黑', 0)).toBe('曜石黑');
  });
});
