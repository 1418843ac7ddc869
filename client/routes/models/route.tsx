/**
 * A model page, `/models/:model` for es ux nx lc lm gx. An unknown model is a 404 before any API call.
 * Grades, prices, paints, wheels and the 360 sequences (`queryModel`) are essential: without them the
 * page answers 503 with the error page. The spec table, the notes and the option list (surcharges and
 * each grade's wheels, `queryOptionalList`) are secondary and degrade to a short notice. Copy and image
 * paths come from client/content/models.
 */
import { useState } from 'react';
import { data, Link, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import type { FrameSequence, SpecTable } from '#shared/api/client-api';
import { buildCatalogue } from '#shared/domain/configurator/catalogue';
import { isSeriesCode, STATIC_IMAGE_SIZES } from '#shared/domain/vehicle-media';
import { loadModelContent } from '#client/content/models/all-models.ts';
import type { ModelContent } from '#client/content/models/model-content.ts';
import { cachedApi } from '#client/lib/api-query.ts';
import { useEnv } from '#client/lib/edge.tsx';
import { formatPriceWan } from '#client/lib/format.ts';
import { imageSrcSet, imageUrl } from '#client/lib/image.ts';
import type { RouteHandle } from '#client/lib/meta.ts';
import { paths } from '#client/lib/paths.ts';
import { RouteErrorBoundary } from '#client/components/route-error-boundary.tsx';
import { ModelActions } from '#client/routes/models/components/model-actions.tsx';
import { SavedBuilds } from '#client/features/configurator/saved-builds.tsx';
import { AddToCompareButton } from '#client/features/compare/add-to-compare.tsx';
import { ColourGallery, colourEntries } from '#client/features/model/colour-gallery.tsx';
import { ModelSection } from '#client/features/model/model-sections.tsx';
import { OnlinePurchasePopup } from '#client/features/model/online-purchase.tsx';
import { specHighlights, SpecTableView } from '#client/features/model/spec-table.tsx';
import { WheelTable } from '#client/features/model/wheel-table.tsx';
import { TestDriveButton } from '#client/features/test-drive/test-drive-drawer.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { Viewer360 } from '#client/features/viewer-360/viewer-360.tsx';
import { PosterButton } from '#client/features/share/poster.tsx';
import { unavailable } from '#client/lib/route-status.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const code = params.model ?? '';
  if (!isSeriesCode(code)) throw data(null, { status: 404 });
  const api = cachedApi(context);
  const [model, spec, notes, optional, content] = await Promise.all([
    api.get('/api/client/queryModel', { seriesCode: code }),
    api.get('/api/client/queryCarSeriesSpec/', { seriesCode: code }),
    api.get('/api/client/queryCarSeriesNotes/', { seriesCode: code }),
    api.get('/api/client/queryOptionalList', { seriesCode: code }),
    loadModelContent(code),
  ]);
  if (!model.ok || !model.data) unavailable(model, { notFound: true });
  return {
    code,
    content,
    model: model.data,
    spec: spec.ok && spec.data ? spec.data : null,
    notes: notes.ok && notes.data ? notes.data.notes : null,
    // Surcharges and each grade's wheels as the configurator states them; without the option list the
    // colour gallery shows names only and the wheel table says it could not load.
    catalogue: optional.ok && optional.data ? buildCatalogue(model.data, optional.data) : null,
  };
}

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const page = loaded as Awaited<ReturnType<typeof loader>> | undefined;
    if (!page) return { title: '车型', description: '奥瑞麟全系车型。' };
    const { content } = page;
    const grades = page.model.series.grades;
    const prices = grades.map((g) => g.price);
    return {
      title: `${content.name} ${content.kind}`,
      description: content.description,
      image: content.hero,
      type: 'product',
      jsonLd: (site) => ({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: `${site.brand.name} ${content.name}`,
        description: content.description,
        url: site.url,
        image: [site.image(content.hero)],
        category: content.kind,
        brand: { '@type': 'Brand', name: site.brand.nameEn },
        ...(prices.length > 0
          ? {
              offers: {
                '@type': 'AggregateOffer',
                priceCurrency: 'CNY',
                lowPrice: Math.min(...prices),
                highPrice: Math.max(...prices),
                offerCount: prices.length,
              },
            }
          : {}),
      }),
    };
  },
};

/** A lead sent from the drawer changes nothing this page loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === paths.testDrive() ? false : defaultShouldRevalidate;

const SEQUENCE_LABELS: Record<string, string> = { exterior: '外观', interior: '内饰', battery: '动力电池' };

export function Component() {
  const { code, content, model, spec, notes, catalogue } = useLoaderData<typeof loader>();
  const { series } = model;
  return (
    <>
      <Hero content={content} startingPrice={series.startingPrice} />
      <section aria-labelledby="intro-title" className="mx-auto max-w-7xl px-6 py-16 md:px-8 md:py-20">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <div>
            <p className="text-xs tracking-[0.4em] text-gold-dark">{content.kind}</p>
            <h2 id="intro-title" data-read-aloud="" className="mt-3 text-2xl leading-snug font-light tracking-wider md:text-3xl">
              {content.tagline}
            </h2>
            <p data-read-aloud="" className="mt-5 text-sm leading-7 text-mute md:text-base md:leading-8">{content.intro}</p>
            <div className="mt-8">
              <ModelActions code={code} modelName={content.name} />
            </div>
            <p className="mt-6">
              <Link to={paths.configurator(code)} className="text-sm text-ink underline underline-offset-4 hover:text-gold-dark">
                在线配置您的 {content.name}，实时查看价格
              </Link>
            </p>
            <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <Link
                to={paths.finance(model.series.grades[0] ? `car=${model.series.grades[0].id}` : undefined)}
                className="text-ink underline underline-offset-4 hover:text-gold-dark"
              >
                计算 {content.name} 月供
              </Link>
              <Link to={paths.tradeIn()} className="text-ink underline underline-offset-4 hover:text-gold-dark">
                旧车置换估价
              </Link>
            </p>
            <div className="mt-6">
              <SavedBuilds series={code} title={`我的 ${content.name} 配置`} />
            </div>
          </div>
          <SpecHighlights content={content} spec={spec} />
        </div>
      </section>

      <section aria-labelledby="colours-title" className="bg-paper">
        <div className="mx-auto max-w-7xl px-6 py-16 md:px-8 md:py-20">
          <h2 id="colours-title" className="text-center text-2xl font-light tracking-widest md:text-3xl">
            车身与内饰颜色
          </h2>
          <div className="mt-8">
            <ColourGallery modelName={`${content.name}`} colours={colourEntries(model, catalogue)} />
          </div>
          {catalogue ? null : (
            <p role="note" className="mt-4 text-center text-xs text-mute">
              选装颜色的价格暂时无法加载，请以在线配置或授权经销商报价为准。
            </p>
          )}
        </div>
      </section>

      {model.sequences.length > 0 ? <Views content={content} sequences={model.sequences} /> : null}

      {content.sections.map((section, i) => (
        <ModelSection key={section.kind} section={section} dark={i % 2 === 1} />
      ))}

      <section aria-labelledby="wheels-title" className="mx-auto max-w-5xl px-6 py-16 md:px-8 md:py-20">
        <h2 id="wheels-title" className="text-center text-2xl font-light tracking-widest md:text-3xl">
          轮毂配置
        </h2>
        <div className="mt-8">
          <WheelTable modelName={series.name} catalogue={catalogue} wheels={model.wheels} />
        </div>
      </section>

      <section aria-labelledby="grades-title" className="bg-paper">
        <div className="mx-auto max-w-5xl px-6 py-16 md:px-8 md:py-20">
          <h2 id="grades-title" className="text-center text-2xl font-light tracking-widest md:text-3xl">
            车型与价格
          </h2>
          <ul className="mt-8 divide-y divide-line border-y border-line bg-white">
            {series.grades.map((g) => (
              <li key={g.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-5">
                <div>
                  <p className="text-base tracking-wider">{g.name}</p>
                  <p className="mt-1 text-xs text-mute">{g.engine}</p>
                </div>
                <p className="text-sm">
                  厂商指导价 <span className="text-lg text-gold-dark">{formatPriceWan(g.price)}</span>
                </p>
                <AddToCompareButton carId={g.id} name={g.name} />
              </li>
            ))}
          </ul>
          <CallsToAction content={content} />
        </div>
      </section>

      <section aria-labelledby="notes-title" className="mx-auto max-w-5xl px-6 py-10 md:px-8">
        <h2 id="notes-title" className="text-sm text-ink">
          说明
        </h2>
        {notes && notes.length > 0 ? (
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-xs leading-6 text-mute">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ol>
        ) : (
          <p role="note" className="mt-3 text-xs text-mute">
            车型说明暂时无法加载，价格与配置请以当地授权经销商为准。
          </p>
        )}
      </section>
    </>
  );
}

function Hero({ content, startingPrice }: { content: ModelContent; startingPrice: number }) {
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
          {config.brand.name} {content.name}
        </h1>
        <p className="mt-3 text-lg font-light tracking-widest md:text-2xl">{content.headline}</p>
        <p className="mt-3 text-sm text-white/85">
          {content.kind} · 厂商指导价 <span className="text-gold">{formatPriceWan(startingPrice)}</span> 起
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <TestDriveButton code={content.code} modelName={content.name} className="inline-flex min-h-11 items-center bg-white px-6 text-sm text-ink hover:bg-paper">
            预约试驾
          </TestDriveButton>
          <DealerAndPurchase content={content} tone="light" />
          <PosterButton
            title={`${config.brand.name} ${content.name}`}
            subtitle={content.headline}
            image={content.hero}
            fileName={`aurelion-${content.code}`}
            className={DEALER_LINK_CLASS.light}
          />
        </div>
      </div>
    </section>
  );
}

const DEALER_LINK_CLASS = {
  light: 'inline-flex min-h-11 items-center border border-white px-6 text-sm hover:bg-white hover:text-ink',
  dark: 'inline-flex min-h-11 w-full items-center justify-center border border-ink px-8 text-sm text-ink hover:bg-white sm:w-auto',
};

/** 查找经销商 and, for a model sold online, 在线购车: how both rows of calls to action end. */
function DealerAndPurchase({ content, tone }: { content: ModelContent; tone: 'light' | 'dark' }) {
  return (
    <>
      <Link to={paths.dealer()} className={DEALER_LINK_CLASS[tone]}>
        查找经销商
      </Link>
      {content.onlinePurchase ? <OnlinePurchaseButton tone={tone} /> : null}
    </>
  );
}

function OnlinePurchaseButton({ tone }: { tone: 'light' | 'dark' }) {
  const openModal = useUi((s) => s.openModal);
  return (
    <button
      type="button"
      onClick={() => openModal({ title: 'NX 在线购车', size: 'md', content: <OnlinePurchasePopup /> })}
      className={`inline-flex min-h-11 items-center border px-6 text-sm ${tone === 'light' ? 'border-gold bg-gold text-ink hover:bg-white' : 'border-gold-dark text-gold-dark hover:bg-gold-dark hover:text-white'}`}
    >
      在线购车
    </button>
  );
}

function SpecHighlights({ content, spec }: { content: ModelContent; spec: SpecTable | null }) {
  const openModal = useUi((s) => s.openModal);
  if (!spec) {
    return (
      <p role="note" className="self-center text-sm text-mute">
        配置参数暂时无法加载，请稍后刷新重试。
      </p>
    );
  }
  const items = specHighlights(spec, content.specHighlights);
  return (
    <div>
      <dl className="grid grid-cols-2 gap-px bg-line sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.name} className="bg-white p-4 md:p-5">
            <dt className="text-xs text-mute">{item.name.replace(/\*/g, '×')}</dt>
            <dd className="mt-2 text-base tracking-wide break-words text-ink md:text-xl">{item.value.replace(/\*/g, ' × ')}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={() => openModal({ title: `${content.name} 详细配置`, size: 'lg', content: <SpecTableView table={spec} /> })}
        className="mt-6 inline-flex min-h-11 items-center border border-ink px-6 text-sm text-ink hover:bg-ink hover:text-white"
      >
        查看详细配置
      </button>
    </div>
  );
}

function Views({ content, sequences }: { content: ModelContent; sequences: FrameSequence[] }) {
  const [kind, setKind] = useState(sequences[0]?.kind ?? '');
  const current = sequences.find((s) => s.kind === kind) ?? sequences[0];
  if (!current) return null;
  const label = SEQUENCE_LABELS[current.kind] ?? current.kind;
  return (
    <section aria-labelledby="views-title" className="mx-auto max-w-6xl px-6 py-16 md:px-8 md:py-20">
      <h2 id="views-title" className="text-center text-2xl font-light tracking-widest md:text-3xl">
        360° 全景鉴赏
      </h2>
      {sequences.length > 1 ? (
        <ul className="mt-6 flex justify-center gap-3" aria-label="选择视角">
          {sequences.map((s) => (
            <li key={s.kind}>
              <button
                type="button"
                aria-pressed={s.kind === current.kind}
                onClick={() => setKind(s.kind)}
                className={`min-h-11 border px-5 text-sm ${s.kind === current.kind ? 'border-ink bg-ink text-white' : 'border-line text-ink hover:border-ink'}`}
              >
                {SEQUENCE_LABELS[s.kind] ?? s.kind}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8">
        <Viewer360
          key={current.kind}
          sequence={current}
          label={`${content.name} ${label} 360 度视图`}
          alt={`${content.name} ${label}全景`}
        />
      </div>
    </section>
  );
}

function CallsToAction({ content }: { content: ModelContent }) {
  return (
    <div className="mt-10 flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-center">
      <TestDriveButton
        code={content.code}
        modelName={content.name}
        className="inline-flex min-h-11 w-full items-center justify-center bg-ink px-8 text-sm text-white hover:bg-black sm:w-auto"
      >
        预约试驾 {content.name}
      </TestDriveButton>
      <Link
        to={paths.configurator(content.code)}
        className="inline-flex min-h-11 w-full items-center justify-center border border-ink px-8 text-sm text-ink hover:bg-white sm:w-auto"
      >
        在线配置 {content.name}
      </Link>
      <DealerAndPurchase content={content} tone="dark" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
