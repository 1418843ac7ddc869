/**
 * Configurator data: the optional items of a series with their prices and rules (`queryOptionalList`),
 * grade highlights, retired choices (a mock setting, `/__mock/catalogue/retire`) and the validation and
 * pricing of saved builds, all through the rule resolution the site uses (shared/domain/configurator/).
 */
import type { Faker } from '@faker-js/faker';
import type { CarGrade, CarSeries, OptionalItem, SeriesCode, SeriesModel } from '#shared/api/client-api';
import type { CustomizedConfig, CustomizedConfigInput } from '#shared/api/user-api';
import { resolveBuild } from '#shared/domain/configurator/build-query';
import { buildCatalogue, type Build, type Catalogue } from '#shared/domain/configurator/catalogue';
import { priceBuild } from '#shared/domain/configurator/price';
import { buildProblems } from '#shared/domain/configurator/rules';
import {
  frameSequences,
  interiorOptions,
  optionImageUrl,
  PAINTS,
  paintOptions,
  seriesSideUrl,
  wheelOptions,
} from './media.ts';
import { findSeries, SERIES, type GradeData, type SeriesData } from './series.ts';

type Extra = Omit<OptionalItem, 'img'>;

const PACKAGES: readonly Extra[] = [
  {
    code: 'PKG-TECH',
    kind: 'package',
    name: '智能科技套装',
    description: '抬头显示、全景影像与自动泊车辅助',
    price: 12_000,
  },
  {
    code: 'PKG-COMFORT',
    kind: 'package',
    name: '尊享舒适套装',
    description: '前排座椅按摩、后排座椅加热与四区独立空调',
    price: 15_000,
  },
];

const ACCESSORIES: readonly Extra[] = [
  { code: 'ACC-MAT', kind: 'accessory', name: '全包围脚垫', description: '原厂 TPE 材质，防水易清洁', price: 1800 },
  {
    code: 'ACC-RACK',
    kind: 'accessory',
    name: '车顶行李架横杆',
    description: '铝合金材质，最大承重 75 千克',
    price: 3600,
  },
  { code: 'ACC-DASHCAM', kind: 'accessory', name: '原厂行车记录仪', description: '前后双录，2K 高清', price: 2400 },
  { code: 'ACC-CHARGER', kind: 'accessory', name: '7kW 家用充电桩', description: '含基础安装服务', price: 5800 },
];

const LEVEL_LINES: Readonly<Record<GradeData['level'], string>> = {
  1: '织物与合成皮座椅 · 10 扬声器音响',
  2: '真皮座椅 · 全景天窗',
  3: 'F SPORT 运动外观 · 自适应可变悬架',
  4: '半苯胺真皮座椅 · 17 扬声器环绕音响',
};

/** Three lines that set a grade apart in the configurator. */
export function gradeHighlights(grade: GradeData): string[] {
  return [`${grade.engine} · ${grade.powerKw} kW`, `${grade.rim} 英寸轮毂 · ${grade.drive}`, LEVEL_LINES[grade.level]];
}

/** A retired grade id or option code, per series (`/__mock/catalogue/retire`). */
export interface RetiredChoice {
  seriesCode: SeriesCode;
  code: string;
}

/** A new price for a grade (its id) or an option (its code) of a series, in yuan (`/__mock/catalogue/changes`). */
export interface PriceChange {
  seriesCode: SeriesCode;
  code: string;
  price: number;
}

/** The wheel a grade wears as standard, set at run time (`/__mock/catalogue/changes`). */
export interface StandardWheelChange {
  seriesCode: SeriesCode;
  gradeId: number;
  wheelCode: string;
}

export interface CatalogueChanges {
  prices: PriceChange[];
  standardWheels: StandardWheelChange[];
}

/** What the catalogue endpoints answer from besides the seed: the mock's state (`MockDb` has both fields). */
export interface CatalogueState {
  retired: readonly RetiredChoice[];
  changes: CatalogueChanges;
}

export const SEED_STATE: CatalogueState = { retired: [], changes: { prices: [], standardWheels: [] } };

function retiredCodes(state: CatalogueState, series: SeriesCode): Set<string> {
  return new Set(state.retired.filter((r) => r.seriesCode === series).map((r) => r.code));
}

function changedPrice(state: CatalogueState, series: SeriesCode, code: string): number | undefined {
  return state.changes.prices.find((c) => c.seriesCode === series && c.code === code)?.price;
}

function priced<T extends { code: string; price: number }>(state: CatalogueState, series: SeriesCode, item: T): T {
  return { ...item, price: changedPrice(state, series, item.code) ?? item.price };
}

function paintsNow(series: SeriesCode, state: CatalogueState) {
  return paintOptions(series).map((p) => priced(state, series, p));
}

function interiorsNow(series: SeriesCode, state: CatalogueState) {
  return interiorOptions(series).map((i) => priced(state, series, i));
}

function wheelsNow(series: SeriesCode, state: CatalogueState) {
  return wheelOptions(series).map((w) => priced(state, series, w));
}

/** The wheel set as standard for a grade, else the series' first one at no cost (else its first). */
function standardWheelCode(series: SeriesCode, gradeId: number, state: CatalogueState): string | undefined {
  const set = state.changes.standardWheels.find((c) => c.seriesCode === series && c.gradeId === gradeId);
  if (set) return set.wheelCode;
  const wheels = wheelsNow(series, state);
  return (wheels.find((w) => w.price === 0) ?? wheels[0])?.code;
}

/**
 * The series as the catalogue states it now: grade prices changed at run time, and each grade's rim (its
 * highlights and tyre rows) the one of its standard wheel, so no endpoint contradicts the configurator.
 */
export function seriesNow(series: SeriesData, state: CatalogueState = SEED_STATE): SeriesData {
  const wheels = wheelsNow(series.code, state);
  return {
    ...series,
    grades: series.grades.map((g) => {
      const standard = wheels.find((w) => w.code === standardWheelCode(series.code, g.id, state));
      return { ...g, price: changedPrice(state, series.code, String(g.id)) ?? g.price, rim: standard?.size ?? g.rim };
    }),
  };
}

/** Every series as the catalogue states it now (see `seriesNow`). */
export function catalogueSeries(state: CatalogueState = SEED_STATE): SeriesData[] {
  return SERIES.map((s) => seriesNow(s, state));
}

/**
 * The rules, per series:
 * - the largest wheel (when there is more than one size) is not offered on the entry grade, unless it is
 *   that grade's standard wheel;
 * - a grade whose standard wheel is set wears no wheel offered at no cost other than that one;
 * - the F SPORT package needs that wheel and excludes the comfort package (sport seats have no massage);
 * - the technology package is standard on the top grade;
 * - the ivory semi-aniline interior excludes the F SPORT package (its sport seats come in black only);
 * - the roof rack is for SUVs and MPVs only, the home charger for series with a plug-in or electric grade.
 */
function rulesFor(series: SeriesData, state: CatalogueState): OptionalItem[] {
  const gradeIds = series.grades.map((g) => g.id);
  const entry = series.grades[0]?.id;
  const above = gradeIds.filter((id) => id !== entry);
  const topLevel = Math.max(...series.grades.map((g) => g.level));
  const top = series.grades.filter((g) => g.level === topLevel).map((g) => g.id);
  const wheels = wheelsNow(series.code, state);
  const largest = wheels.length > 1 ? wheels.at(-1) : undefined;
  const setStandard = state.changes.standardWheels.filter((c) => c.seriesCode === series.code);
  const items: OptionalItem[] = [];
  for (const p of paintsNow(series.code, state).filter((x) => x.price > 0))
    items.push({ code: p.code, kind: 'paint', name: p.name, description: '选装车身颜色', price: p.price, img: p.img });
  for (const i of interiorsNow(series.code, state).filter((x) => x.price > 0))
    items.push({
      code: i.code,
      kind: 'interior',
      name: i.name,
      description: '选装内饰',
      price: i.price,
      img: i.img,
      ...(largest ? { excludes: ['PKG-SPORT'] } : {}),
    });
  for (const w of wheels) {
    const standardOn = setStandard.filter((c) => c.wheelCode === w.code).map((c) => c.gradeId);
    const elsewhere = setStandard.filter((c) => c.wheelCode !== w.code).map((c) => c.gradeId);
    const restricted = w === largest && above.length > 0;
    const offered = gradeIds.filter(
      (id) => standardOn.includes(id) || ((!restricted || id !== entry) && !(w.price === 0 && elsewhere.includes(id))),
    );
    if (w.price === 0 && offered.length === gradeIds.length) continue;
    items.push({
      code: w.code,
      kind: 'wheel',
      name: w.name,
      description: w.price > 0 ? '选装轮毂' : '标准轮毂',
      price: w.price,
      img: w.img,
      ...(offered.length < gradeIds.length ? { grades: offered } : {}),
      ...(standardOn.length > 0 ? { standardOn } : {}),
    });
  }
  const img = (code: string) => optionImageUrl(series.code, code);
  items.push(priced(state, series.code, { ...PACKAGES[0]!, img: img('PKG-TECH'), standardOn: top }));
  items.push(
    priced(state, series.code, {
      ...PACKAGES[1]!,
      img: img('PKG-COMFORT'),
      ...(largest ? { excludes: ['PKG-SPORT'] } : {}),
    }),
  );
  if (largest && above.length > 0)
    items.push(
      priced(state, series.code, {
        code: 'PKG-SPORT',
        kind: 'package',
        name: 'F SPORT 运动套装',
        description: `运动座椅、铝制踏板与${largest.size}英寸锻造轮毂专属调校`,
        price: 18_000,
        img: img('PKG-SPORT'),
        requires: [largest.code],
        excludes: ['PKG-COMFORT', 'LA43'],
        grades: above,
      }),
    );
  const suv = ['ux', 'nx', 'lm', 'gx'].includes(series.code);
  const plugs = series.grades.filter((g) => g.powertrain === 'plugin' || g.powertrain === 'electric').map((g) => g.id);
  for (const a of ACCESSORIES) {
    if (a.code === 'ACC-RACK' && !suv) continue;
    if (a.code === 'ACC-CHARGER') {
      if (plugs.length === 0) continue;
      items.push(priced(state, series.code, { ...a, img: img(a.code), grades: plugs }));
      continue;
    }
    items.push(priced(state, series.code, { ...a, img: img(a.code) }));
  }
  return items;
}

/** Everything optional for a series (`queryOptionalList`), with today's prices and without retired choices. */
export function optionalItems(series: SeriesCode, state: CatalogueState = SEED_STATE): OptionalItem[] {
  const data = findSeries(series);
  if (!data) return [];
  const gone = retiredCodes(state, series);
  return rulesFor(seriesNow(data, state), state).filter((i) => !gone.has(i.code));
}

/** A series in `queryCarSeriesList`: its grades on sale now, at today's prices. */
export function toCarSeries(seed: SeriesData, state: CatalogueState = SEED_STATE): CarSeries {
  const s = seriesNow(seed, state);
  const gone = retiredCodes(state, s.code);
  const grades = s.grades.filter((g) => !gone.has(String(g.id)));
  const paints = paintsNow(s.code, state).filter((p) => !gone.has(p.code));
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    slogan: s.slogan,
    // The side view in the standard paint: the first one at no cost.
    img: (paints.find((p) => p.price === 0) ?? paints[0])?.img ?? seriesSideUrl(s.code, PAINTS[0]?.code ?? ''),
    startingPrice: Math.min(...grades.map((g) => g.price)),
    grades: grades.map((g): CarGrade => ({
      id: g.id,
      name: g.name,
      price: g.price,
      engine: g.engine,
      highlights: gradeHighlights(g),
    })),
  };
}

/** `queryModel` for a known series, at today's prices and without retired grades and choices. */
export function modelOf(series: SeriesData, state: CatalogueState = SEED_STATE): SeriesModel {
  const gone = retiredCodes(state, series.code);
  return {
    series: toCarSeries(series, state),
    paints: paintsNow(series.code, state).filter((p) => !gone.has(p.code)),
    interiors: interiorsNow(series.code, state).filter((i) => !gone.has(i.code)),
    wheels: wheelsNow(series.code, state).filter((w) => !gone.has(w.code)),
    sequences: frameSequences(series.code),
  };
}

export function catalogueOf(series: SeriesData, state: CatalogueState = SEED_STATE): Catalogue {
  return buildCatalogue(modelOf(series, state), optionalItems(series.code, state));
}

function buildOf(input: CustomizedConfigInput): Build {
  return {
    grade: input.carId,
    paint: input.paintCode,
    wheel: input.wheelCode,
    interior: input.interiorCode,
    opts: [...new Set(input.options)],
  };
}

export type BuildResult = { ok: true; config: CustomizedConfig } | { ok: false; message: string };

/** Validates a build against today's catalogue and its rules, and prices it. */
export function buildCustomized(
  input: CustomizedConfigInput,
  meta: { id: number; code: string; createdAt: string },
  state: CatalogueState = SEED_STATE,
): BuildResult {
  const series = findSeries(input.seriesCode);
  const grade = series?.grades.find((g) => g.id === input.carId);
  if (!series || !grade) return { ok: false, message: '车型不存在' };
  const catalogue = catalogueOf(series, state);
  const build = buildOf(input);
  const problems = buildProblems(catalogue, build);
  if (problems.length > 0) return { ok: false, message: `配置无法生产：${problems[0]}` };
  const ordered = resolveBuild(catalogue, {
    grade: String(build.grade),
    paint: build.paint,
    wheel: build.wheel,
    interior: build.interior,
    opts: build.opts,
  }).build;
  return {
    ok: true,
    config: {
      id: meta.id,
      code: meta.code,
      createdAt: meta.createdAt,
      seriesCode: series.code,
      carId: grade.id,
      paintCode: ordered.paint,
      interiorCode: ordered.interior,
      wheelCode: ordered.wheel,
      options: ordered.opts,
      name: input.name?.trim() || `我的${grade.name}`,
      totalPrice: priceBuild(catalogue, ordered).total,
      img: seriesSideUrl(series.code, ordered.paint),
      buildable: true,
      currentPrice: priceBuild(catalogue, ordered).total,
    },
  };
}

/** A saved build as read now: can it still be built, and what it costs today. */
export function withCurrentState<T extends CustomizedConfig>(config: T, state: CatalogueState): T {
  const series = findSeries(config.seriesCode);
  if (!series) return { ...config, buildable: false, currentPrice: null };
  const catalogue = catalogueOf(series, state);
  const build = buildOf(config);
  const buildable = buildProblems(catalogue, build).length === 0;
  return { ...config, buildable, currentPrice: buildable ? priceBuild(catalogue, build).total : null };
}

/** The six codes the seed draws options from (kept so the seeded data stays the same per seed). */
const SEED_OPTION_CODES = [...PACKAGES, ...ACCESSORIES].map((x) => x.code);

/** A random configuration input (seeding); the caller resolves it against the rules. */
export function randomConfigInput(f: Faker, series: SeriesCode, carId: number): CustomizedConfigInput {
  const data = findSeries(series);
  const raw = {
    seriesCode: series,
    carId,
    paintCode: f.helpers.arrayElement(paintOptions(series)).code,
    interiorCode: f.helpers.arrayElement(interiorOptions(series)).code,
    wheelCode: f.helpers.arrayElement(wheelOptions(series)).code,
    options: f.helpers.arrayElements(SEED_OPTION_CODES, { min: 0, max: 2 }),
  };
  if (!data) return raw;
  const { build } = resolveBuild(catalogueOf(data), {
    grade: String(carId),
    paint: raw.paintCode,
    wheel: raw.wheelCode,
    interior: raw.interiorCode,
    opts: raw.options,
  });
  return { ...raw, paintCode: build.paint, wheelCode: build.wheel, interiorCode: build.interior, options: build.opts };
}

/** Codes of packages and accessories across the series (the image host draws each). */
export function extraOptionCodes(): string[] {
  return [...PACKAGES.map((p) => p.code), 'PKG-SPORT', ...ACCESSORIES.map((a) => a.code)];
}
