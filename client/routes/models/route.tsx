/**
 * A model page, `/models/:model` for es ux nx lc lm gx. An unknown model is a 404 before any API call.
 * Grades, prices, paints, wheels and the 360 sequences (`queryModel`) are essential: without them the
 * page answers 503 with the error page. The spec table, the notes and the option list (surcharges and
 * each grade's wheels, `queryOptionalList`) are secondary and degrade to a short notice. Copy and image
 * paths come from client/content/models.
 */
import { data, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { isSeriesCode } from '#shared/domain/vehicle-media';
import { loadModelContent } from '#client/content/models/all-models.ts';
import { cachedApi } from '#client/lib/data/api-query.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { AddToCompareButton, Grades } from '#client/routes/models/components/grades.tsx';
import { Hero, PosterButton } from '#client/routes/models/components/hero.tsx';
import { FavoriteButton } from '#client/routes/models/components/model-actions.tsx';
import { Intro, SavedBuilds } from '#client/routes/models/components/intro.tsx';
import { Views } from '#client/routes/models/components/views.tsx';
import { ModelNotes } from '#client/features/model/model-notes.tsx';
import { unavailable } from '#client/lib/data/route-status.ts';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';
import { whenNear } from '#client/components/ui/near-viewport.tsx';

// The sections made from the catalogue hydrate when they near the viewport: the first view carries
// neither their code nor the catalogue's.
const catalogueSections = () => import('#client/features/model/catalogue-sections.tsx');
const near = whenNear();
const ColoursSection = lazyComponent(() => catalogueSections().then((m) => m.ColoursSection), near);
const WheelsSection = lazyComponent(() => catalogueSections().then((m) => m.WheelsSection), near);
// The exterior, interior, power and safety sections also bring their copy with them, not in the
// page's data.
const ModelSections = lazyComponent(
  () => import('#client/features/model/model-sections.tsx').then((m) => m.ModelSections),
  near,
);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const code = params.model ?? '';
  if (!isSeriesCode(code)) throw data(null, { status: 404 });
  const api = cachedApi(context);
  const [model, spec, notes, optional, { sections: _sections, ...content }] = await Promise.all([
    api.get('/api/client/queryModel', { seriesCode: code }),
    api.get('/api/client/queryCarSeriesSpec/', { seriesCode: code }),
    api.get('/api/client/queryCarSeriesNotes/', { seriesCode: code }),
    api.get('/api/client/queryOptionalList', { seriesCode: code }),
    loadModelContent(code),
    // A page reached in the browser renders them at once.
    ColoursSection.preload(),
    WheelsSection.preload(),
    ModelSections.preload(),
    FavoriteButton.preload(),
    AddToCompareButton.preload(),
    PosterButton.preload(),
    SavedBuilds.preload(),
  ]);
  if (!model.ok || !model.data) unavailable(model, { notFound: true });
  return {
    code,
    content,
    model: model.data,
    spec: spec.ok && spec.data ? spec.data : null,
    notes: notes.ok && notes.data ? notes.data.notes : null,
    // The option list as read (the page carries it once); the page derives the catalogue from it.
    optional: optional.ok && optional.data ? optional.data : null,
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

export function Component() {
  const { code, content, model, spec, notes, optional } = useLoaderData<typeof loader>();
  const { series } = model;
  return (
    <>
      <Hero content={content} startingPrice={series.startingPrice} />
      <Intro code={code} content={content} model={model} spec={spec} />
      <ColoursSection modelName={content.name} model={model} optional={optional} />

      {model.sequences.length > 0 ? <Views content={content} sequences={model.sequences} /> : null}

      <ModelSections code={code} />

      <WheelsSection modelName={series.name} model={model} optional={optional} />

      <Grades content={content} series={series} />
      <ModelNotes notes={notes} />
    </>
  );
}
