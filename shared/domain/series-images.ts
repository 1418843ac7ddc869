/**
 * The series codes, the generated images' sizes, the series images of the first views (home banner,
 * configurator stage) and the brochure a model page's first view offers: split from vehicle-media.ts,
 * which re-exports most of them, so that a page needing only these does not download its 360-degree and
 * section tables.
 */
import type { SeriesCode } from '#shared/api/client-api';

export const SERIES_CODES = ['es', 'ux', 'nx', 'lc', 'lm', 'gx'] as const satisfies readonly SeriesCode[];

export function isSeriesCode(value: string): value is SeriesCode {
  return (SERIES_CODES as readonly string[]).includes(value);
}

/**
 * Intrinsic pixel sizes of the generated images (before any resize suffix), so pages can set `width` and
 * `height` and never shift layout.
 */
export const STATIC_IMAGE_SIZES = {
  keyVisual: { width: 1920, height: 900 },
  keyVisualMobile: { width: 750, height: 1200 },
  hero: { width: 1920, height: 1080 },
  side: { width: 1200, height: 600 },
  interior: { width: 1200, height: 675 },
  wheel: { width: 600, height: 600 },
  sectionSmall: { width: 640, height: 400 },
  sectionBig: { width: 1600, height: 1000 },
  option: { width: 600, height: 400 },
  frame: { width: 1200, height: 675 },
  newsCover: { width: 1280, height: 720 },
  avatar: { width: 256, height: 256 },
  qr: { width: 400, height: 400 },
} as const satisfies Record<string, { width: number; height: number }>;

/** Side view in one paint, on a light studio background. */
export function seriesSideUrl(series: SeriesCode, paintCode: string): string {
  return `/static/cars/${series}/side/${paintCode}.png`;
}

/** Full-width hero of a model page (dark stage, 16:9). */
export function seriesHeroUrl(series: SeriesCode): string {
  return `/static/cars/${series}/hero.jpg`;
}

/** The model's brochure (PDF) on the static host; members download it from the model page. */
export function brochureUrl(series: SeriesCode): string {
  return `/static/brochures/${series}.pdf`;
}
