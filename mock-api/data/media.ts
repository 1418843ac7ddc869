/**
 * The mock's seed catalogue of colours and rims, and the image paths its data uses. The paths are built in
 * `shared/domain/vehicle-media.ts` (browser-safe, shared with the site and resolved by the image host in
 * mock-api/images); the tables below are the upstream's data, which the site only ever reads through the
 * API (`queryModel`, `queryOptionalList`), so they live here and nowhere the site can import them.
 */
import type { InteriorOption, PaintOption, SeriesCode, WheelOption } from '#shared/api/client-api';
import { interiorImageUrl, seriesSideUrl, wheelImageUrl } from '#shared/domain/vehicle-media';

export {
  avatarUrl,
  dealerQrUrl,
  frameSequences,
  kvImageUrl,
  kvMobileImageUrl,
  newsCoverUrl,
  optionImageUrl,
  seriesSideUrl,
  staffPhotoUrl,
  staffQrText,
  staffQrUrl,
} from '#shared/domain/vehicle-media';

/** Seeded suggested retail price of every optional (non-standard) paint colour, in yuan. */
export const OPTIONAL_PAINT_PRICE = 5200;

export interface PaintSwatch {
  code: string;
  name: string;
  /** `#rrggbb`: the image host paints the car in exactly this colour. */
  hex: string;
  optional: boolean;
}

/** Every series is offered in every paint. */
export const PAINTS: readonly PaintSwatch[] = [
  { code: '077', name: '珠光白', hex: '#f2f1ec', optional: true },
  { code: '212', name: '曜石黑', hex: '#14161a', optional: false },
  { code: '1J7', name: '星辉银', hex: '#b8bcc2', optional: false },
  { code: '1L1', name: '暮光灰', hex: '#5b5f66', optional: false },
  { code: '3T2', name: '熔岩红', hex: '#8e1b24', optional: true },
  { code: '8X5', name: '极光蓝', hex: '#1f3f73', optional: true },
];

export type InteriorSwatch = Omit<InteriorOption, 'img'>;

export const INTERIORS: readonly InteriorSwatch[] = [
  { code: 'LA20', name: '黑色真皮', hex: '#1b1b1d', price: 0 },
  { code: 'LA31', name: '焦糖棕真皮', hex: '#7a4a2a', price: 0 },
  { code: 'LA43', name: '象牙白半苯胺真皮', hex: '#e6dccb', price: 8000 },
];

/** Rim sizes (inches) offered per series, smallest (standard) first; wheel codes are `W{size}`. */
export const WHEEL_SIZES: Readonly<Record<SeriesCode, readonly number[]>> = {
  es: [17, 18, 19],
  ux: [17, 18],
  nx: [18, 20],
  lc: [20, 21],
  lm: [19],
  gx: [18, 20],
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
  return INTERIORS.map((i) => ({ ...i, img: interiorImageUrl(series, i.code) }));
}

export function wheelOptions(series: SeriesCode): WheelOption[] {
  const sizes = WHEEL_SIZES[series];
  return sizes.map((size, i) => ({
    code: `W${size}`,
    name: `${size}英寸${i === 0 ? '铝合金轮毂' : i === sizes.length - 1 ? '锻造铝合金轮毂' : '多辐式铝合金轮毂'}`,
    size,
    price: i === 0 ? 0 : i * 6000,
    img: wheelImageUrl(series, size),
  }));
}

export function findPaint(code: string): PaintSwatch | undefined {
  return PAINTS.find((p) => p.code === code);
}

export function findInterior(code: string): InteriorSwatch | undefined {
  return INTERIORS.find((i) => i.code === code);
}
