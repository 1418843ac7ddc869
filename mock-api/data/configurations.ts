/**
 * Configurator data: the optional items of a series with their prices and rules (`queryOptionalList`),
 * grade highlights, retired choices (a mock setting, `/__mock/catalogue/retire`) and the validation and
 * pricing of saved builds, all through the rule resolution the site uses (shared/domain/configurator.ts).
 */
import type { Faker } from '@faker-js/faker';
import type { CarGrade, CarSeries, OptionalItem, SeriesCode, SeriesModel } from '#shared/api/client-api';
import type { CustomizedConfig, CustomizedConfigInput } from '#shared/api/user-api';
import {
  buildCatalogue,
  buildProblems,
  priceBuild,
  resolveBuild,
  type Build,
  type Catalogue,
} from '#shared/domain/configurator';
import {
  defaultPaint,
  frameSequences,
  interiorOptions,
  optionImageUrl,
  paintOptions,
  seriesSideUrl,
  wheelOptions,
} from './media.ts';
import { findSeries, type GradeData, type SeriesData } from './series.ts';

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

/**
 * The rules, per series:
 * - the largest wheel (when there is more than one size) is not offered on the entry grade;
 * - the F SPORT package needs that wheel and excludes the comfort package (sport seats have no massage);
 * - the technology package is standard on the top grade;
 * - the ivory semi-aniline interior excludes the F SPORT package (its sport seats come in black only);
 * - the roof rack is for SUVs and MPVs only, the home charger for series with a plug-in or electric grade.
 */
function rulesFor(series: SeriesData): OptionalItem[] {
  const gradeIds = series.grades.map((g) => g.id);
  const entry = series.grades[0]?.id;
  const above = gradeIds.filter((id) => id !== entry);
  const topLevel = Math.max(...series.grades.map((g) => g.level));
  const top = series.grades.filter((g) => g.level === topLevel).map((g) => g.id);
  const wheels = wheelOptions(series.code);
  const largest = wheels.length > 1 ? wheels.at(-1) : undefined;
  const items: OptionalItem[] = [];
  for (const p of paintOptions(series.code).filter((x) => x.price > 0))
    items.push({ code: p.code, kind: 'paint', name: p.name, description: '选装车身颜色', price: p.price, img: p.img });
  for (const i of interiorOptions(series.code).filter((x) => x.price > 0))
    items.push({
      code: i.code,
      kind: 'interior',
      name: i.name,
      description: '选装内饰',
      price: i.price,
      img: i.img,
      ...(largest ? { excludes: ['PKG-SPORT'] } : {}),
    });
  for (const w of wheels.filter((x) => x.price > 0))
    items.push({
      code: w.code,
      kind: 'wheel',
      name: w.name,
      description: '选装轮毂',
      price: w.price,
      img: w.img,
      ...(w === largest && above.length > 0 ? { grades: above } : {}),
    });
  const img = (code: string) => optionImageUrl(series.code, code);
  items.push({ ...PACKAGES[0]!, img: img('PKG-TECH'), standardOn: top });
  items.push({ ...PACKAGES[1]!, img: img('PKG-COMFORT'), ...(largest ? { excludes: ['PKG-SPORT'] } : {}) });
  if (largest && above.length > 0)
    items.push({
      code: 'PKG-SPORT',
      kind: 'package',
      name: 'F SPORT 运动套装',
      description: `运动座椅、铝制踏板与${largest.size}英寸锻造轮毂专属调校`,
      price: 18_000,
      img: img('PKG-SPORT'),
      requires: [largest.code],
      excludes: ['PKG-COMFORT', 'LA43'],
      grades: above,
    });
  const suv = ['ux', 'nx', 'lm', 'gx'].includes(series.code);
  const plugs = series.grades.filter((g) => g.powertrain === 'plugin' || g.powertrain === 'electric').map((g) => g.id);
  for (const a of ACCESSORIES) {
    if (a.code === 'ACC-RACK' && !suv) continue;
    if (a.code === 'ACC-CHARGER') {
      if (plugs.length === 0) continue;
      items.push({ ...a, img: img(a.code), grades: plugs });
      continue;
    }
    items.push({ ...a, img: img(a.code) });
  }
  return items;
}

/** A retired grade id or option code, per series (`/__mock/catalogue/retire`). */
export interface RetiredChoice {
  seriesCode: SeriesCode;
  code: string;
}

function retiredCodes(retired: readonly RetiredChoice[], series: SeriesCode): Set<string> {
  return new Set(retired.filter((r) => r.seriesCode === series).map((r) => r.code));
}

/** Everything optional for a series (`queryOptionalList`). Optional paint colours cost 5,200 yuan. */
export function optionalItems(series: SeriesCode, retired: readonly RetiredChoice[] = []): OptionalItem[] {
  const data = findSeries(series);
  if (!data) return [];
  const gone = retiredCodes(retired, series);
  return rulesFor(data).filter((i) => !gone.has(i.code));
}

export function toCarSeries(s: SeriesData, retired: readonly RetiredChoice[] = []): CarSeries {
  const gone = retiredCodes(retired, s.code);
  const grades = s.grades.filter((g) => !gone.has(String(g.id)));
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    slogan: s.slogan,
    img: defaultPaint(s.code).img,
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

/** `queryModel` for a known series, without retired grades and choices. */
export function modelOf(series: SeriesData, retired: readonly RetiredChoice[] = []): SeriesModel {
  const gone = retiredCodes(retired, series.code);
  return {
    series: toCarSeries(series, retired),
    paints: paintOptions(series.code).filter((p) => !gone.has(p.code)),
    interiors: interiorOptions(series.code).filter((i) => !gone.has(i.code)),
    wheels: wheelOptions(series.code).filter((w) => !gone.has(w.code)),
    sequences: frameSequences(series.code),
  };
}

export function catalogueOf(series: SeriesData, retired: readonly RetiredChoice[] = []): Catalogue {
  return buildCatalogue(modelOf(series, retired), optionalItems(series.code, retired));
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
  retired: readonly RetiredChoice[] = [],
): BuildResult {
  const series = findSeries(input.seriesCode);
  const grade = series?.grades.find((g) => g.id === input.carId);
  if (!series || !grade) return { ok: false, message: '车型不存在' };
  const catalogue = catalogueOf(series, retired);
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
export function withCurrentState<T extends CustomizedConfig>(config: T, retired: readonly RetiredChoice[]): T {
  const series = findSeries(config.seriesCode);
  if (!series) return { ...config, buildable: false, currentPrice: null };
  const catalogue = catalogueOf(series, retired);
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
