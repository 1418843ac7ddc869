/** Which paint and interior each series shows where no choice is given (heroes, 360 sequences, sections). */
import type { SeriesCode } from '#shared/api/client-api';
import { PAINTS, INTERIORS, WHEEL_SIZES, type InteriorSwatch, type PaintSwatch } from '../../data/media.ts';

const SHOWCASE_PAINT: Readonly<Record<SeriesCode, string>> = {
  es: '8X5',
  ux: '1J7',
  nx: '077',
  lc: '3T2',
  lm: '1L1',
  gx: '1J7',
};

const SHOWCASE_INTERIOR: Readonly<Record<SeriesCode, string>> = {
  es: 'LA31',
  ux: 'LA20',
  nx: 'LA43',
  lc: 'LA31',
  lm: 'LA43',
  gx: 'LA20',
};

export function showcasePaint(series: SeriesCode): PaintSwatch {
  const paint = PAINTS.find((p) => p.code === SHOWCASE_PAINT[series]) ?? PAINTS[0];
  if (!paint) throw new Error('no paints');
  return paint;
}

export function showcaseInterior(series: SeriesCode): InteriorSwatch {
  const interior = INTERIORS.find((i) => i.code === SHOWCASE_INTERIOR[series]) ?? INTERIORS[0];
  if (!interior) throw new Error('no interiors');
  return interior;
}

/** The largest wheel of a series looks best in showcase images. */
export function showcaseWheel(series: SeriesCode): number {
  const sizes = WHEEL_SIZES[series];
  return sizes[sizes.length - 1] ?? 18;
}
