/**
 * Which image a `/static/...` path names. Every path the mock's data refers to (built in
 * `shared/domain/vehicle-media.ts`) resolves here; anything else, an unknown series, paint, interior, wheel
 * or option, or a frame outside 1..count, resolves to `undefined` (404). The extension must match too.
 */
import type { SeriesCode } from '#shared/api/client-api';
import {
  FRAME_SEQUENCES,
  MINI_PROGRAM_URL,
  SECTION_ITEMS,
  SECTION_KINDS,
  dealerQrText,
  isSeriesCode,
  staffQrText,
  type SectionImageSize,
  type SectionKind,
  type SequenceKind,
} from '#shared/domain/vehicle-media';
import { generateKv } from '../data/catalogue.ts';
import { PAINTS, WHEEL_SIZES, findInterior, findPaint, type InteriorSwatch, type PaintSwatch } from '../data/media.ts';
import { extraOptionCodes } from '../data/configurations.ts';

export type ImageSpec =
  | { kind: 'kv'; n: number; series: SeriesCode; paint: PaintSwatch; mobile: boolean }
  | { kind: 'news'; id: number }
  | { kind: 'qr'; text: string }
  | { kind: 'avatar'; id: number }
  | { kind: 'side'; series: SeriesCode; paint: PaintSwatch }
  | { kind: 'interior'; series: SeriesCode; interior: InteriorSwatch }
  | { kind: 'wheel'; series: SeriesCode; size: number }
  | { kind: 'option'; series: SeriesCode; code: string }
  | { kind: 'hero'; series: SeriesCode }
  | { kind: 'section'; series: SeriesCode; section: SectionKind; n: number; size: SectionImageSize }
  | { kind: 'frame'; series: SeriesCode; sequence: SequenceKind; frame: number; count: number };

export interface ResolvedImage {
  spec: ImageSpec;
  /** The format the path's extension names: the output format without a `format` operation. */
  format: 'png' | 'jpeg';
}

const MAX_ID = 999_999;
/** Key visuals follow the generated `findIndexKv` list: image n shows the series its link points at. */
const KV_SERIES: readonly SeriesCode[] = generateKv().map((kv) => {
  const code = kv.link.split('/').pop() ?? '';
  if (!isSeriesCode(code)) throw new Error(`key visual ${kv.id} links to an unknown series`);
  return code;
});
const KV_PAINTS = ['8X5', '077', '1J7', '3T2', '1L1'];
const OPTION_CODES = new Set(extraOptionCodes());

function id(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d{0,5}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value <= MAX_ID ? value : undefined;
}

function resolveCar(series: SeriesCode, rest: string): ResolvedImage | undefined {
  let m: RegExpExecArray | null;
  if (rest === 'hero.jpg') return { spec: { kind: 'hero', series }, format: 'jpeg' };
  if ((m = /^side\/([0-9A-Z]{3})\.png$/.exec(rest))) {
    const paint = findPaint(m[1] ?? '');
    return paint && { spec: { kind: 'side', series, paint }, format: 'png' };
  }
  if ((m = /^interior\/([0-9A-Z]{4})\.jpg$/.exec(rest))) {
    const interior = findInterior(m[1] ?? '');
    return interior && { spec: { kind: 'interior', series, interior }, format: 'jpeg' };
  }
  if ((m = /^wheel\/W(\d{2})\.png$/.exec(rest))) {
    const size = Number(m[1]);
    return WHEEL_SIZES[series].includes(size) ? { spec: { kind: 'wheel', series, size }, format: 'png' } : undefined;
  }
  if ((m = /^options\/([A-Z0-9-]{1,32})\.jpg$/.exec(rest))) {
    const code = m[1] ?? '';
    return OPTION_CODES.has(code) ? { spec: { kind: 'option', series, code }, format: 'jpeg' } : undefined;
  }
  if ((m = /^sections\/([a-z]+)-(\d)-([sb])\.jpg$/.exec(rest))) {
    const section = SECTION_KINDS.find((s) => s === m?.[1]);
    const n = Number(m[2]);
    if (!section || n < 1 || n > SECTION_ITEMS) return undefined;
    return { spec: { kind: 'section', series, section, n, size: m[3] === 'b' ? 'b' : 's' }, format: 'jpeg' };
  }
  return undefined;
}

/** Resolves a path relative to the `/static` mount (`/kv/1.jpg`), or `undefined` for a 404. */
export function resolveImage(path: string): ResolvedImage | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^\/kv\/(\d+)(-m)?\.jpg$/.exec(path))) {
    const n = id(m[1]);
    const series = n === undefined ? undefined : KV_SERIES[n - 1];
    if (n === undefined || !series) return undefined;
    const paint = findPaint(KV_PAINTS[(n - 1) % KV_PAINTS.length] ?? '') ?? PAINTS[0];
    if (!paint) return undefined;
    return { spec: { kind: 'kv', n, series, paint, mobile: m[2] !== undefined }, format: 'jpeg' };
  }
  if ((m = /^\/news\/(\d+)\.jpg$/.exec(path))) {
    const n = id(m[1]);
    return n === undefined ? undefined : { spec: { kind: 'news', id: n }, format: 'jpeg' };
  }
  if (path === '/qr/mini-program.png') return { spec: { kind: 'qr', text: MINI_PROGRAM_URL }, format: 'png' };
  if ((m = /^\/qr\/(dealer|staff)-(\d+)\.png$/.exec(path))) {
    const n = id(m[2]);
    if (n === undefined) return undefined;
    return { spec: { kind: 'qr', text: m[1] === 'dealer' ? dealerQrText(n) : staffQrText(n) }, format: 'png' };
  }
  // Consultants' portraits: the avatar drawing, numbered apart from the users'.
  if ((m = /^\/staff\/(\d+)\.png$/.exec(path))) {
    const n = id(m[1]);
    return n === undefined ? undefined : { spec: { kind: 'avatar', id: 100_000 + n }, format: 'png' };
  }
  if ((m = /^\/avatar\/(\d+)\.png$/.exec(path))) {
    const n = id(m[1]);
    return n === undefined ? undefined : { spec: { kind: 'avatar', id: n }, format: 'png' };
  }
  if ((m = /^\/cars\/([a-z]{2})\/(.+)$/.exec(path))) {
    const series = m[1] ?? '';
    return isSeriesCode(series) ? resolveCar(series, m[2] ?? '') : undefined;
  }
  if ((m = /^\/360\/([a-z]{2})\/([a-z]+)\/(\d+)\.jpg$/.exec(path))) {
    const series = m[1] ?? '';
    if (!isSeriesCode(series)) return undefined;
    const sequence = FRAME_SEQUENCES[series].find((s) => s.kind === m?.[2]);
    const frame = id(m[3]);
    if (!sequence || frame === undefined || frame > sequence.count) return undefined;
    return {
      spec: { kind: 'frame', series, sequence: sequence.kind, frame, count: sequence.count },
      format: 'jpeg',
    };
  }
  return undefined;
}
