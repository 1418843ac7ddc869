/** The model page's opening: the full-width photo, the name and starting price, and the first calls to action. */
import { Suspense } from 'react';
import { STATIC_IMAGE_SIZES } from '#shared/domain/series-images';
import type { ModelSummary } from '#client/content/models/model-content.ts';
import { DealerAndPurchase, DEALER_LINK_CLASS } from '#client/features/model/dealer-and-purchase.tsx';
import { TestDriveButton } from '#client/features/test-drive/test-drive-drawer.tsx';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { formatPriceWan } from '#client/lib/ui/format.ts';
import { imageSrcSet, imageUrl } from '#client/lib/ui/image.ts';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';

/** It draws the poster on a click: it hydrates after the page (the route's loader preloads it). */
export const PosterButton = lazyComponent(() =>
  import('#client/features/share/poster.tsx').then((m) => m.PosterButton),
);

export function Hero({ content, startingPrice }: { content: ModelSummary; startingPrice: number }) {
  const { config } = useEnv();
  const { width, height } = STATIC_IMAGE_SIZES.hero;
  return (
    <section aria-labelledby="model-title" className="relative overflow-hidden bg-ink text-white">
      <div className="aspect-[3/4] sm:aspect-[16/9] md:max-h-[calc(100vh-4rem)] md:w-full">
        <img
          src={imageUrl(config, content.hero, { width })}
          srcSet={imageSrcSet(config, content.hero, width)}
          sizes="100vw"
          width={width}
          height={height}
          alt={`${config.brand.nameEn} ${content.name} ${content.kind}`}
          fetchPriority="high"
          className="h-full w-full object-cover"
        />
      </div>
      <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/20 to-black/10" />
      <div className="absolute inset-x-0 bottom-0 mx-auto max-w-7xl px-6 pb-10 md:px-8 md:pb-16">
        <p className="text-xs tracking-[0.5em] text-gold">{config.brand.nameEn}</p>
        <h1 id="model-title" className="mt-3 text-4xl font-light tracking-[0.2em] md:text-6xl">
          {`${config.brand.name} ${content.name}`}
        </h1>
        <p className="mt-3 text-lg font-light tracking-widest md:text-2xl">{content.headline}</p>
        <p className="mt-3 text-sm text-white/85">
          {`${content.kind} · 厂商指导价 `}
          <span className="text-gold">{formatPriceWan(startingPrice)}</span> 起
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <TestDriveButton
            code={content.code}
            modelName={content.name}
            className="inline-flex min-h-11 items-center bg-white px-6 text-sm text-ink hover:bg-paper"
          >
            预约试驾
          </TestDriveButton>
          <DealerAndPurchase content={content} tone="light" />
          <Suspense fallback={null}>
            <PosterButton
              title={`${config.brand.name} ${content.name}`}
              subtitle={content.headline}
              image={content.hero}
              fileName={`aurelion-${content.code}`}
              className={DEALER_LINK_CLASS.light}
            />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
