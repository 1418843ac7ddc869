/**
 * The fixed part of a model page: marketing copy and image paths, one typed module per series
 * (`es.ts` … `gx.ts`). Words only: grades, prices, paints, interiors, wheels and specs are the catalogue's
 * and come from the API. Image paths are built with shared/domain/vehicle-media.ts, so they always exist
 * on the static host.
 */
import type { SeriesCode } from '#shared/api/client-api';
import {
  SECTION_IMAGE_LABELS,
  SECTION_KINDS,
  sectionImageUrl,
  seriesHeroUrl,
  type SectionKind,
} from '#shared/domain/vehicle-media';

export interface SectionItemContent {
  title: string;
  desc: string;
  /** Small image in the section (static-host path). */
  s: string;
  /** Big image opened on click. */
  b: string;
  /** What the images show, in Chinese (alt text). */
  alt: string;
}

export interface ModelSectionContent {
  kind: SectionKind;
  /** Section heading, e.g. `外观`. */
  heading: string;
  /** One line under the heading. */
  lead: string;
  items: SectionItemContent[];
}

export interface ModelContent {
  code: SeriesCode;
  /** `ES`. */
  name: string;
  /** Positioning, e.g. `豪华中型轿车`. */
  kind: string;
  /** Hero headline. */
  headline: string;
  /** Hero line under the headline. */
  tagline: string;
  /** Opening paragraph below the hero. */
  intro: string;
  /** Meta description. */
  description: string;
  hero: string;
  sections: ModelSectionContent[];
  /** Spec rows (names as in `queryCarSeriesSpec`) shown as highlights. */
  specHighlights: string[];
  /** NX: an entry to the online purchase popup. */
  onlinePurchase: boolean;
}

/** What a model page's loader data carries: the sections' copy is imported where they render. */
export type ModelSummary = Omit<ModelContent, 'sections'>;

type ItemCopy = readonly [title: string, desc: string];
type SectionCopy = { heading: string; lead: string; items: readonly [ItemCopy, ItemCopy, ItemCopy] };

const HEADINGS: Record<SectionKind, string> = { exterior: '外观', interior: '内饰', power: '动力', safety: '安全' };

export type ModelCopy = Omit<ModelContent, 'hero' | 'sections' | 'specHighlights' | 'onlinePurchase'> & {
  sections: Record<SectionKind, Omit<SectionCopy, 'heading'> & { heading?: string }>;
  specHighlights?: string[];
  onlinePurchase?: boolean;
};

export const DEFAULT_SPEC_HIGHLIGHTS = ['最大功率(kW)', '最大扭矩(N·m)', '官方0-100km/h加速(s)', '综合能耗', '长*宽*高(mm)', '轴距(mm)'];

export function defineModel(copy: ModelCopy): ModelContent {
  const { sections, specHighlights, onlinePurchase, ...rest } = copy;
  return {
    ...rest,
    hero: seriesHeroUrl(copy.code),
    specHighlights: specHighlights ?? DEFAULT_SPEC_HIGHLIGHTS,
    onlinePurchase: onlinePurchase ?? false,
    sections: SECTION_KINDS.map((kind) => ({
      kind,
      heading: sections[kind].heading ?? HEADINGS[kind],
      lead: sections[kind].lead,
      items: sections[kind].items.map(([title, desc], i) => ({
        title,
        desc,
        s: sectionImageUrl(copy.code, kind, i + 1, 's'),
        b: sectionImageUrl(copy.code, kind, i + 1, 'b'),
        alt: `${copy.name} ${SECTION_IMAGE_LABELS[kind][i] ?? title}`,
      })),
    })),
  };
}
