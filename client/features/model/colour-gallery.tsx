/**
 * Colour gallery: exterior and interior tabs; choosing a colour swaps the car image; the big image opens
 * in the zoom view through the UI channel. The colours and their surcharges are the catalogue's
 * (`queryModel` paints and interiors, priced as the configurator prices them).
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SeriesModel } from '#shared/api/client-api';
import { findChoice, type Catalogue } from '#shared/domain/configurator/catalogue';
import { surchargeLabel } from '#shared/domain/configurator/money';
import { STATIC_IMAGE_SIZES } from '#shared/domain/vehicle-media';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { imageSrcSet, imageUrl } from '#client/lib/ui/image.ts';
import { useUi } from '#client/stores/ui-store.tsx';
import { ImageZoom } from './image-zoom.tsx';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';

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

/**
 * Every paint and interior of the model as gallery entries, titled with their surcharge as the
 * configurator's catalogue prices them. Without the catalogue (its option list failed) the titles are the
 * bare names: a page never states a surcharge the configurator may not charge.
 */
export function colourEntries(model: SeriesModel, catalogue: Catalogue | null): ColourEntry[] {
  const title = (code: string, name: string) => {
    const choice = catalogue ? findChoice(catalogue, code) : undefined;
    return choice ? surchargeLabel(choice.name, choice.price) : name;
  };
  return [
    ...model.paints.map((p): ColourEntry => ({ img: p.img, bigImg: p.img, title: title(p.code, p.name), interior: 0, hex: p.hex })),
    ...model.interiors.map((i): ColourEntry => ({ img: i.img, bigImg: i.img, title: title(i.code, i.name), interior: 1, hex: i.hex })),
  ];
}

type Tab = 'exterior' | 'interior';
const TABS: { key: Tab; label: string }[] = [
  { key: 'exterior', label: '外观颜色' },
  { key: 'interior', label: '内饰颜色' },
];

export function ColourGallery({ modelName, colours }: { modelName: string; colours: ColourEntry[] }) {
  const { config } = useEnv();
  const openModal = useUi((s) => s.openModal);
  const baseId = useId();
  const [tab, setTab] = useState<Tab>('exterior');
  const [chosen, setChosen] = useState<Record<Tab, number>>({ exterior: 0, interior: 0 });
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ exterior: null, interior: null });

  const entries = colours.filter((c) => (tab === 'interior' ? c.interior === 1 : c.interior === 0));
  const current = entries[chosen[tab]] ?? entries[0];
  const size = tab === 'interior' ? STATIC_IMAGE_SIZES.interior : STATIC_IMAGE_SIZES.side;
  const alt = current ? `${modelName} ${tab === 'interior' ? '内饰' : '外观'}：${current.title}` : '';

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next: Tab = tab === 'exterior' ? 'interior' : 'exterior';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="颜色类别" className="flex justify-center gap-8 border-b border-line">
        {TABS.map((t) => (
          <button
            key={t.key}
            ref={(node) => {
              tabRefs.current[t.key] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            onKeyDown={onTabKey}
            className={`-mb-px min-h-11 border-b-2 px-2 text-sm tracking-widest ${tab === t.key ? 'border-ink text-ink' : 'border-transparent text-mute hover:text-ink'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`} className="mt-8">
        {current ? (
          <>
            <div className="mx-auto max-w-4xl" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
              <LazyImage
                key={current.img}
                src={imageUrl(config, current.img, { width: size.width })}
                srcSet={imageSrcSet(config, current.img, size.width)}
                sizes="(min-width: 1024px) 896px, 100vw"
                width={size.width}
                height={size.height}
                alt={alt}
                className={`h-full w-full ${tab === 'interior' ? 'object-cover' : 'object-contain'}`}
                boxed
              />
            </div>
            <p className="mt-6 text-center text-base tracking-wider" aria-live="polite">
              <span className="sr-only">当前颜色：</span>
              {current.title}
            </p>
            <ul className="mt-4 flex flex-wrap justify-center gap-3" aria-label={tab === 'interior' ? '选择内饰颜色' : '选择外观颜色'}>
              {entries.map((entry, i) => (
                <li key={entry.img}>
                  <button
                    type="button"
                    aria-pressed={i === chosen[tab]}
                    aria-label={entry.title}
                    title={entry.title}
                    onClick={() => setChosen((c) => ({ ...c, [tab]: i }))}
                    className="swatch"
                  >
                    <span aria-hidden="true" className="swatch-colour" style={{ backgroundColor: entry.hex }} />
                  </button>
                </li>
              ))}
            </ul>
            {current.bigImg ? (
              <p className="mt-6 text-center">
                <button
                  type="button"
                  onClick={() =>
                    openModal({
                      title: alt,
                      size: 'lg',
                      content: <ImageZoom path={current.bigImg ?? current.img} alt={alt} width={size.width} height={size.height} />,
                    })
                  }
                  className="min-h-11 border border-ink px-6 text-sm text-ink hover:bg-ink hover:text-white"
                >
                  查看大图
                </button>
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-center text-sm text-mute">暂无颜色信息。</p>
        )}
      </div>
    </div>
  );
}
