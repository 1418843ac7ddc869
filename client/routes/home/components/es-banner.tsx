import { Link } from 'react-router';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { formatPriceWan } from '#client/lib/ui/format.ts';
import { imageSrcSet, imageUrl } from '#client/lib/ui/image.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { seriesHeroUrl, STATIC_IMAGE_SIZES } from '#shared/domain/series-images';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';

/**
 * The banner under the key visuals: the ES and its button to the model page. Its price is the
 * series list's starting price (none when the list could not be loaded, never a stale literal).
 */
export function EsBanner({ startingPrice }: { startingPrice: number | null }) {
  const { config } = useEnv();
  const { width, height } = STATIC_IMAGE_SIZES.hero;
  return (
    <section aria-labelledby="es-banner-title" className="relative overflow-hidden bg-ink text-white">
      {/* A backdrop only (the key visuals above show the car): 关怀版 leaves it out. */}
      <div data-decorative="">
        <LazyImage
          src={imageUrl(config, seriesHeroUrl('es'), { width: 1920 })}
          srcSet={imageSrcSet(config, seriesHeroUrl('es'), 1920)}
          sizes="100vw"
          width={width}
          height={height}
          alt=""
          className="absolute inset-0 h-full w-full object-cover opacity-60"
        />
      </div>
      <div className="relative mx-auto flex max-w-7xl flex-col items-start gap-4 px-6 py-16 md:flex-row md:items-end md:justify-between md:px-8 md:py-20">
        <div>
          <p className="text-xs tracking-[0.5em] text-gold">AURELION ES</p>
          <h2 id="es-banner-title" className="mt-3 text-2xl font-light tracking-widest md:text-4xl">
            从容之境 优雅而至
          </h2>
          <p className="mt-3 max-w-xl text-sm leading-7 text-white/85">
            全新 ES 豪华中型轿车，静谧座舱与第五代混合动力
            {startingPrice === null ? '。' : `，厂商指导价 ${formatPriceWan(startingPrice)}起。`}
          </p>
        </div>
        <Link
          to={paths.model('es')}
          className="inline-flex min-h-11 shrink-0 items-center border border-white px-8 text-sm hover:bg-white hover:text-ink"
        >
          探索全新 ES
        </Link>
      </div>
    </section>
  );
}
