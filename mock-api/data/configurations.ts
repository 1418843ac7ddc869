/** Configurator rules: optional items of a series and the price of a saved configuration. */
import type { Faker } from '@faker-js/faker';
import type { OptionalItem, SeriesCode } from '#shared/api/client-api';
import type { CustomizedConfig, CustomizedConfigInput } from '#shared/api/user-api';
import { interiorOptions, optionImageUrl, paintOptions, wheelOptions } from './media.ts';
import { findSeries } from './series.ts';

const PACKAGES: readonly Omit<OptionalItem, 'img'>[] = [
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

const ACCESSORIES: readonly Omit<OptionalItem, 'img'>[] = [
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

/** Everything optional for a series (`queryOptionalList`). Optional paint colours cost 5,200 yuan. */
export function optionalItems(series: SeriesCode): OptionalItem[] {
  const paints = paintOptions(series)
    .filter((p) => p.price > 0)
    .map((p): OptionalItem => ({
      code: p.code,
      kind: 'paint',
      name: p.name,
      description: '选装车身颜色',
      price: p.price,
      img: p.img,
    }));
  const interiors = interiorOptions(series)
    .filter((i) => i.price > 0)
    .map((i): OptionalItem => ({
      code: i.code,
      kind: 'interior',
      name: i.name,
      description: '选装内饰',
      price: i.price,
      img: i.img,
    }));
  const wheels = wheelOptions(series)
    .filter((w) => w.price > 0)
    .map((w): OptionalItem => ({
      code: w.code,
      kind: 'wheel',
      name: w.name,
      description: '选装轮毂',
      price: w.price,
      img: w.img,
    }));
  const extras = [...PACKAGES, ...ACCESSORIES].map((x) => ({
    ...x,
    img: optionImageUrl(series, x.code),
  }));
  return [...paints, ...interiors, ...wheels, ...extras];
}

/** Codes that may appear in `options` (packages and accessories). */
export function extraOptionCodes(): string[] {
  return [...PACKAGES, ...ACCESSORIES].map((x) => x.code);
}

export type BuildResult = { ok: true; config: CustomizedConfig } | { ok: false; message: string };

/** Validates a configuration against the catalogue and prices it. */
export function buildCustomized(
  input: CustomizedConfigInput,
  meta: { id: number; code: string; createdAt: string },
): BuildResult {
  const series = findSeries(input.seriesCode);
  const grade = series?.grades.find((g) => g.id === input.carId);
  if (!series || !grade) return { ok: false, message: '车型不存在' };
  const paint = paintOptions(series.code).find((p) => p.code === input.paintCode);
  if (!paint) return { ok: false, message: '车身颜色不存在' };
  const interior = interiorOptions(series.code).find((i) => i.code === input.interiorCode);
  if (!interior) return { ok: false, message: '内饰不存在' };
  const wheel = wheelOptions(series.code).find((w) => w.code === input.wheelCode);
  if (!wheel) return { ok: false, message: '轮毂不存在' };
  const extras = [...PACKAGES, ...ACCESSORIES];
  const chosen = [...new Set(input.options)];
  const unknown = chosen.find((c) => !extras.some((x) => x.code === c));
  if (unknown !== undefined) return { ok: false, message: `选装项 ${unknown} 不存在` };
  const extrasPrice = chosen.reduce((sum, c) => sum + (extras.find((x) => x.code === c)?.price ?? 0), 0);
  return {
    ok: true,
    config: {
      id: meta.id,
      code: meta.code,
      createdAt: meta.createdAt,
      seriesCode: series.code,
      carId: grade.id,
      paintCode: paint.code,
      interiorCode: interior.code,
      wheelCode: wheel.code,
      options: chosen,
      name: input.name?.trim() || `我的${grade.name}`,
      totalPrice: grade.price + paint.price + interior.price + wheel.price + extrasPrice,
      img: paint.img,
    },
  };
}

/** A random valid configuration input (seeding). */
export function randomConfigInput(f: Faker, series: SeriesCode, carId: number): CustomizedConfigInput {
  return {
    seriesCode: series,
    carId,
    paintCode: f.helpers.arrayElement(paintOptions(series)).code,
    interiorCode: f.helpers.arrayElement(interiorOptions(series)).code,
    wheelCode: f.helpers.arrayElement(wheelOptions(series)).code,
    options: f.helpers.arrayElements(extraOptionCodes(), { min: 0, max: 2 }),
  };
}
