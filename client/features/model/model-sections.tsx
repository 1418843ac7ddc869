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
  // The light and dark bands differ only in their colours, which the band's class gives its parts
  // (client/styles/components.css), so each card says nothing about them.
  return (
    <section aria-labelledby={headingId} className={dark ? 'features-dark' : 'features'}>
      <div className="features-frame">
        <p className="feature-kicker">{section.kind.toUpperCase()}</p>
        <h2 id={headingId} className="feature-heading">
          {section.heading}
        </h2>
        <p className="feature-lead">{section.lead}</p>
        <ul className="feature-grid">
          {section.items.map((item) => (
            <li key={item.s}>
              <button
                type="button"
                className="feature"
                onClick={() =>
                  openModal({
                    title: item.title,
                    size: 'lg',
                    content: <ImageZoom path={item.b} alt={item.alt} width={BW} height={BH} caption={item.desc} />,
                  })
                }
              >
                {/* Its box is the small image's shape (`.feature-media`), so nothing shifts when it arrives. */}
                <span className="feature-media">
                  <LazyImage
                    src={imageUrl(config, item.s, { width: SW })}
                    width={SW}
                    height={SH}
                    alt={item.alt}
                    boxed
                  />
                </span>
                <span className="feature-head">{item.title}</span>
                <span className="feature-text">{item.desc}</span>
                <span className="sr-only">（查看大图）</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
