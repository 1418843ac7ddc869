/**
 * The car in the chosen paint, beside the choices: the stage image, the 360° view's link, and on wide
 * screens the total with the save and price-detail actions.
 */
import { useEffect } from 'react';
import type { SeriesCode } from '#shared/api/client-api';
import type { Catalogue } from '#shared/domain/configurator/catalogue';
import { formatAmount } from '#shared/domain/configurator/money';
import { seriesSideUrl, STATIC_IMAGE_SIZES } from '#shared/domain/series-images';
import { LineIcon } from '#client/components/ui/line-icon.tsx';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { imageUrl } from '#client/lib/ui/image.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';

/** The stage image of a paint; every paint's image is fetched once the page is interactive. */
export function useStageSrc(series: SeriesCode, catalogue: Catalogue): (paint: string) => string {
  const { config } = useEnv();
  const hydrated = useHydrated();
  const stageSrc = (code: string) => imageUrl(config, seriesSideUrl(series, code), { width: 1200 });
  // Every paint's image in the browser cache, so a new colour shows without waiting or a request.
  useEffect(() => {
    if (!hydrated) return;
    for (const c of catalogue.choices) if (c.kind === 'paint') new Image().src = stageSrc(c.code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per catalogue
  }, [hydrated, catalogue]);
  return stageSrc;
}

export function BuildStage({
  series,
  name,
  src,
  gradeName,
  paintName,
  on360,
  total,
  teaser,
  saveForm,
}: {
  series: string;
  name: string;
  src: string;
  gradeName: string | undefined;
  paintName: string | undefined;
  /** Opens the 360° view; null when the series has none. */
  on360: ((e: React.MouseEvent) => void) | null;
  /** On wide screens, under the stage: the total, the finance teaser, the save and detail actions. */
  total: number;
  teaser: React.ReactNode;
  saveForm: React.ReactNode;
}) {
  const { width: sideW, height: sideH } = STATIC_IMAGE_SIZES.side;
  return (
    <aside aria-label="车辆预览与总价" className="lg:sticky lg:top-[7.5rem] lg:self-start lg:py-10">
      <div className="relative overflow-hidden bg-[radial-gradient(ellipse_at_50%_35%,#ffffff_0%,#f1efea_55%,#e4e1da_100%)]">
        <img
          src={src}
          width={sideW}
          height={sideH}
          alt={`${name} ${paintName ?? ''}侧面`}
          className="relative mx-auto aspect-[2/1] w-full object-contain"
          fetchPriority="high"
        />
        <div className="flex items-center justify-between px-6 pb-5 text-xs tracking-widest text-mute">
          <span>
            {gradeName} · {paintName}
          </span>
          {on360 ? (
            <a
              href={`${paths.model(series)}#views-title`}
              onClick={on360}
              className="inline-flex min-h-11 items-center gap-2 text-ink hover:text-gold-dark print:hidden"
            >
              <LineIcon d="M4 12a8 4 0 0 0 16 0M20 12a8 4 0 0 0-16 0M17 9l3 3-3 3" />
              360° 外观
            </a>
          ) : null}
        </div>
      </div>
      <div className="hidden border border-t-0 border-line p-6 lg:block">
        <p className="flex items-baseline justify-between">
          <span className="text-xs tracking-[0.3em] text-mute">预估总价</span>
          <span className="text-3xl font-light text-ink tabular-nums">{formatAmount(total)}</span>
        </p>
        {teaser}
        <div className="mt-5 grid grid-cols-2 gap-3 print:hidden">
          {saveForm}
          <a
            href="#summary"
            className="inline-flex min-h-12 items-center justify-center border border-ink text-sm tracking-[0.2em] text-ink hover:bg-paper"
          >
            价格明细
          </a>
        </div>
      </div>
    </aside>
  );
}
