/**
 * Every image path on the static host (`/static/*`): series codes, 360-degree sequences, section images,
 * image sizes and the URL builders. What the catalogue knows (which paints, interiors and rims a series is
 * offered in, and their prices) is not here: the site reads it from the API, the mock keeps its seed data
 * in mock-api/data/media.ts. Browser-safe (no Node
 * imports): the mock's data (mock-api/data/media.ts), the mock's image host (mock-api/images, which resolves
 * exactly these paths and answers 404 for anything else) and the site's content modules all build paths
 * here, so they cannot drift apart. Builders return bare paths; the site's image helper (client/lib/ui/image.ts)
 * adds the host and the `x-oss-process` suffix.
 */
import type { FrameSequence, SeriesCode } from '#shared/api/client-api';

// The few names most pages need, without this module's tables (a page's chunk carries a module whole).
export { isSeriesCode, SERIES_CODES, seriesHeroUrl, seriesSideUrl, STATIC_IMAGE_SIZES } from './series-images.ts';

export type SequenceKind = 'exterior' | 'interior' | 'battery';

/** 360-degree sequences per series: frame counts follow the product spec. */
export const FRAME_SEQUENCES: Readonly<Record<SeriesCode, readonly { kind: SequenceKind; count: number }[]>> = {
  es: [
    { kind: 'exterior', count: 145 },
    { kind: 'interior', count: 82 },
  ],
  ux: [
    { kind: 'exterior', count: 157 },
    { kind: 'interior', count: 137 },
  ],
  nx: [
    { kind: 'exterior', count: 156 },
    { kind: 'interior', count: 168 },
    { kind: 'battery', count: 144 },
  ],
  lc: [],
  lm: [],
  gx: [],
};

/**
 * Frames are numbered from 1 (as `FrameSequence` in shared/api/client-api.ts documents): frame `n`
 * (1..count) is `${path}/${n}.${ext}` and shows the subject turned by `360 * (n - 1) / count` degrees.
 */
export const FIRST_FRAME = 1;

export const SECTION_KINDS = ['exterior', 'interior', 'power', 'safety'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];
/** Items per section on a model page: images `{section}-1` .. `{section}-3`. */
export const SECTION_ITEMS = 3;
/** `s`: the small image in the section list; `b`: the big one opened on click (same aspect ratio). */
export type SectionImageSize = 's' | 'b';

/** What section image `n` shows (Chinese, usable as alt text); the same for every series. */
export const SECTION_IMAGE_LABELS: Readonly<Record<SectionKind, readonly [string, string, string]>> = {
  exterior: ['前脸与矩阵式大灯', '流畅的侧身线条', '贯穿式尾灯'],
  interior: ['环抱式驾驶座舱', '真皮座椅与精致缝线', '宽敞的后排空间'],
  power: ['电驱平台与动力电池', '高效动力总成', '澎湃加速'],
  safety: ['全方位雷达感知', '智能远光与夜间照明', '车道保持辅助'],
};

/** What the QR codes encode. */
export const QR_ORIGIN = 'https://aurelion.example';
export const MINI_PROGRAM_URL = `${QR_ORIGIN}/mp`;

export function dealerQrText(dealerId: number): string {
  return `${QR_ORIGIN}/wx/dealer/${dealerId}`;
}

export function staffQrText(staffId: number): string {
  return `${QR_ORIGIN}/wx/staff/${staffId}`;
}

export function kvImageUrl(n: number): string {
  return `/static/kv/${n}.jpg`;
}

/** Portrait variant of key visual `n` for phones. */
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

export function staffPhotoUrl(staffId: number): string {
  return `/static/staff/${staffId}.png`;
}

/** The owner mini-program (encodes MINI_PROGRAM_URL), shown in the online-purchase popup. */
export function miniProgramQrUrl(): string {
  return '/static/qr/mini-program.png';
}

export function avatarUrl(userId: number): string {
  return `/static/avatar/${userId}.png`;
}

export function interiorImageUrl(series: SeriesCode, interiorCode: string): string {
  return `/static/cars/${series}/interior/${interiorCode}.jpg`;
}

/** A wheel face-on, on a transparent background. */
export function wheelImageUrl(series: SeriesCode, size: number): string {
  return `/static/cars/${series}/wheel/W${size}.png`;
}

/** Packages and accessories (`queryOptionalList` items of kind package/accessory). */
export function optionImageUrl(series: SeriesCode, optionCode: string): string {
  return `/static/cars/${series}/options/${optionCode}.jpg`;
}

/** Section item image: `n` is 1..SECTION_ITEMS. */
export function sectionImageUrl(series: SeriesCode, section: SectionKind, n: number, size: SectionImageSize): string {
  return `/static/cars/${series}/sections/${section}-${n}-${size}.jpg`;
}

export function frameSequencePath(series: SeriesCode, kind: SequenceKind): string {
  return `/static/360/${series}/${kind}`;
}

/** Frame `n` (1-based, see FIRST_FRAME) of a sequence. */
export function frameUrl(sequence: Pick<FrameSequence, 'path' | 'ext'>, n: number): string {
  return `${sequence.path}/${n}.${sequence.ext}`;
}

/** Every frame of a sequence in order (for preloading). */
export function frameUrls(sequence: Pick<FrameSequence, 'path' | 'ext' | 'count'>): string[] {
  return Array.from({ length: sequence.count }, (_, i) => frameUrl(sequence, FIRST_FRAME + i));
}

export function frameSequences(series: SeriesCode): FrameSequence[] {
  return FRAME_SEQUENCES[series].map(({ kind, count }) => ({
    kind,
    count,
    path: frameSequencePath(series, kind),
    ext: 'jpg',
  }));
}
