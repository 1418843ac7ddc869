/**
 * Image URLs on the static host (`/static/*`, served by mock-api/images) and the option catalogue
 * (paints, interiors, wheels, 360 sequences) of each series. One place builds every image path the
 * generated data refers to, so the data and the image host cannot drift apart.
 */
import type { FrameSequence, InteriorOption, PaintOption, SeriesCode, WheelOption } from '#shared/api/client-api';

/** Suggested retail price of every optional (non-standard) paint colour, in yuan. */
export const OPTIONAL_PAINT_PRICE = 5200;

export function kvImageUrl(n: number): string {
  return `/static/kv/${n}.jpg`;
}

export function kvMobileImageUrl(n: number): string {
  return `/static/kv/${n}-m.jpg`;
}

export function newsCoverUrl(id: number): string {
  return `/static/news/${id}.jpg`;
}

export function dealerQrUrl(dealerId: number): string {
  return `/static/qr/dealer-${dealerId}.png`;
}

export function staffQrUrl(staffId: number): string {
  return `/static/qr/staff-${staffId}.png`;
}

export function avatarUrl(userId: number): string {
  return `/static/avatar/${userId}.png`;
}

export function seriesSideUrl(series: SeriesCode, paintCode: string): string {
  return `/static/cars/${series}/side/${paintCode}.png`;
}

interface PaintSeed {
  code: string;
  name: string;
  hex: string;
  optional: boolean;
}

const PAINTS: readonly PaintSeed[] = [
  { code: '077', name: '珠光白', hex: '#f2f1ec', optional: true },
  { code: '212', name: '曜石黑', hex: '#14161a', optional: false },
  { code: '1J7', name: '星辉银', hex: '#b8bcc2', optional: false },
  { code: '1L1', name: '暮光灰', hex: '#5b5f66', optional: false },
  { code: '3T2', name: '熔岩红', hex: '#8e1b24', optional: true },
  { code: '8X5', name: '极光蓝', hex: '#1f3f73', optional: true },
];

const INTERIORS: readonly Omit<InteriorOption, 'img'>[] = [
  { code: 'LA20', name: '黑色真皮', hex: '#1b1b1d', price: 0 },
  { code: 'LA31', name: '焦糖棕真皮', hex: '#7a4a2a', price: 0 },
  { code: 'LA43', name: '象牙白半苯胺真皮', hex: '#e6dccb', price: 8000 },
];

const WHEELS: Readonly<Record<SeriesCode, readonly number[]>> = {
  es: [17, 18, 19],
  ux: [17, 18],
  nx: [18, 20],
  lc: [20, 21],
  lm: [19],
  gx: [18, 20],
};

/** 360-degree sequences per series: frame counts follow the product spec. */
const SEQUENCES: Readonly<Record<SeriesCode, readonly [kind: string, count: number][]>> = {
  es: [
    ['exterior', 145],
    ['interior', 82],
  ],
  ux: [
    ['exterior', 157],
    ['interior', 137],
  ],
  nx: [
    ['exterior', 156],
    ['interior', 168],
    ['battery', 144],
  ],
  lc: [],
  lm: [],
  gx: [],
};

export function paintOptions(series: SeriesCode): PaintOption[] {
  return PAINTS.map((p) => ({
    code: p.code,
    name: p.name,
    hex: p.hex,
    price: p.optional ? OPTIONAL_PAINT_PRICE : 0,
    img: seriesSideUrl(series, p.code),
  }));
}

export function interiorOptions(series: SeriesCode): InteriorOption[] {
  return INTERIORS.map((i) => ({ ...i, img: `/static/cars/${series}/interior/${i.code}.jpg` }));
}

export function wheelOptions(series: SeriesCode): WheelOption[] {
  const sizes = WHEELS[series];
  return sizes.map((size, i) => ({
    code: `W${size}`,
    name: `${size}英寸${i === 0 ? '铝合金轮毂' : i === sizes.length - 1 ? '锻造铝合金轮毂' : '多辐式铝合金轮毂'}`,
    size,
    price: i === 0 ? 0 : i * 6000,
    img: `/static/cars/${series}/wheel/W${size}.png`,
  }));
}

export function frameSequences(series: SeriesCode): FrameSequence[] {
  return SEQUENCES[series].map(([kind, count]) => ({ kind, count, path: `/static/360/${series}/${kind}`, ext: 'jpg' }));
}

/** The standard paint shown when no colour was chosen. */
export function defaultPaint(series: SeriesCode): PaintOption {
  const standard = paintOptions(series).find((p) => p.price === 0);
  if (!standard) throw new Error(`series ${series} has no standard paint`);
  return standard;
}
