/** Exterior, interior, power and safety sections: items with a small image; the big one opens on click. */
import { use } from 'react';
import type { SeriesCode } from '#shared/api/client-api';
import { STATIC_IMAGE_SIZES } from '#shared/domain/vehicle-media';
import { loadedModelContent, loadModelContent } from '#client/content/models/all-models.ts';
import type { ModelSectionContent } from '#client/content/models/model-content.ts';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { imageUrl } from '#client/lib/ui/image.ts';
import { useUi } from '#client/stores/ui-store.tsx';
import { ImageZoom } from './image-zoom.tsx';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';

const { width: SW, height: SH } = STATIC_IMAGE_SIZES.sectionSmall;
const { width: BW, height: BH } = STATIC_IMAGE_SIZES.sectionBig;

/**
 * A model's sections with their copy, which the page's data does not carry: the server (its loader
 * loaded it) renders them at once; in the browser they hydrate once the series' content has arrived.
 */
export function ModelSections({ code }: { code: SeriesCode }) {
  const content = loadedModelContent(code) ?? use(loadModelContent(code));
  return content.sections.map((section, i) => (
    <ModelSection key={section.kind} section={section} dark={i % 2 === 1} />
  ));
}

function ModelSection({ section, dark = false }: { section: ModelSectionContent; dark?: boolean }) {
  const { config } = useEnv();
  const openModal = useUi((s) => s.openModal);
  const headingId = `section-${section.kind}`;
  return (
    <section aria-labelledby={headingId} className={dark ? 'bg-ink text-white' : 'bg-white text-ink'}>
      <div className="mx-auto max-w-7xl px-6 py-16 md:px-8 md:py-24">
        <p className={`text-xs tracking-[0.4em] ${dark ? 'text-gold' : 'text-gold-dark'}`}>{section.kind.toUpperCase()}</p>
        <h2 id={headingId} className="mt-3 text-2xl font-light tracking-widest md:text-3xl">
          {section.heading}
        </h2>
        <p className={`mt-3 max-w-2xl text-sm leading-7 md:text-base ${dark ? 'text-white/75' : 'text-mute'}`}>{section.lead}</p>
        <ul className="mt-10 grid gap-8 md:grid-cols-3 md:gap-6">
          {section.items.map((item) => (
            <li key={item.s}>
              <button
                type="button"
                className="group feature"
                onClick={() =>
                  openModal({
                    title: item.title,
                    size: 'lg',
                    content: <ImageZoom path={item.b} alt={item.alt} width={BW} height={BH} caption={item.desc} />,
                  })
                }
              >
                <span className="feature-media" style={{ aspectRatio: `${SW} / ${SH}` }}>
                  <LazyImage
                    src={imageUrl(config, item.s, { width: SW })}
                    width={SW}
                    height={SH}
                    alt={item.alt}
                    className="img-zoom"
                  />
                </span>
                <span className="feature-head">
                  <span className="feature-title">{item.title}</span>
                  <span aria-hidden="true" className={dark ? 'text-gold' : 'text-gold-dark'}>＋</span>
                </span>
                <span className={`feature-text ${dark ? 'text-white/75' : 'text-mute'}`}>{item.desc}</span>
                <span className="sr-only">（查看大图）</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
