/**
 * The fixed part of a model page: marketing copy and image paths, one typed module per series
 * (`es.ts` … `gx.ts`). Prices, grades, paints, wheels and specs come from the API; this is what the
 * brand writes. Image paths are built with shared/domain/vehicle-media.ts, so they always exist on the
 * static host.
 */
import type { SeriesCode } from '#shared/api/client-api';
import { priceImpact } from '#shared/domain/configurator';
import {
  INTERIORS,
  interiorImageUrl,
  OPTIONAL_PAINT_PRICE,
  PAINTS,
  SECTION_IMAGE_LABELS,
  SECTION_KINDS,
  sectionImageUrl,
  seriesHeroUrl,
  seriesSideUrl,
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

/** One swatch of the colour gallery. */
export interface ColourEntry {
  /** Image shown when the colour is chosen. */
  img: string;
  title: string;
  /** Large image for the zoom view. */
  bigImg?: string;
  /** 1: interior colour, 0: exterior paint. */
  interior: 0 | 1;
  /** Swatch colour `#rrggbb`. */
  hex: string;
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
  colours: ColourEntry[];
  sections: ModelSectionContent[];
  /** Spec rows (names as in `queryCarSeriesSpec`) shown as highlights. */
  specHighlights: string[];
  /** NX: an entry to the online purchase popup. */
  onlinePurchase: boolean;
}

type ItemCopy = readonly [title: string, desc: string];
type SectionCopy = { heading: string; lead: string; items: readonly [ItemCopy, ItemCopy, ItemCopy] };

const HEADINGS: Record<SectionKind, string> = { exterior: '外观', interior: '内饰', power: '动力', safety: '安全' };

export type ModelCopy = Omit<ModelContent, 'hero' | 'colours' | 'sections' | 'specHighlights' | 'onlinePurchase'> & {
  sections: Record<SectionKind, Omit<SectionCopy, 'heading'> & { heading?: string }>;
  specHighlights?: string[];
  onlinePurchase?: boolean;
};

export const DEFAULT_SPEC_HIGHLIGHTS = ['最大功率(kW)', '最大扭矩(N·m)', '官方0-100km/h加速(s)', '综合能耗', '长*宽*高(mm)', '轴距(mm)'];

/** `熔岩红（选装 +5,200 元）`: an optional colour names its price wherever colours are listed. */
function colourTitle(name: string, price: number): string {
  return price > 0 ? `${name}（选装 ${priceImpact(price)}）` : name;
}

/** Every paint and interior of the series as gallery entries. */
export function colourEntries(code: SeriesCode): ColourEntry[] {
  const paints = PAINTS.map((p): ColourEntry => {
    const img = seriesSideUrl(code, p.code);
    return { img, bigImg: img, title: colourTitle(p.name, p.optional ? OPTIONAL_PAINT_PRICE : 0), interior: 0, hex: p.hex };
  });
  const interiors = INTERIORS.map((i): ColourEntry => {
    const img = interiorImageUrl(code, i.code);
    return { img, bigImg: img, title: colourTitle(i.name, i.price), interior: 1, hex: i.hex };
  });
  return [...paints, ...interiors];
}

export function defineModel(copy: ModelCopy): ModelContent {
  const { sections, specHighlights, onlinePurchase, ...rest } = copy;
  return {
    ...rest,
    hero: seriesHeroUrl(copy.code),
    colours: colourEntries(copy.code),
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
