/**
 * A model page, `/models/:model` for es ux nx lc lm gx. An unknown model is a 404 before any API call.
 * Grades, prices, paints, wheels and the 360 sequences (`queryModel`) are essential: without them the
 * page answers 503 with the error page. The spec table, the notes and the option list (surcharges and
 * each grade's wheels, `queryOptionalList`) are secondary and degrade to a short notice. Copy and image
 * paths come from client/content/models.
 */
import { data, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { isSeriesCode } from '#shared/domain/series-images';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { Hero, PosterButton } from '#client/routes/models/components/hero.tsx';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';
import { lazyOnce } from '#client/lib/ui/lazy-once.ts';
import { whenNear } from '#client/components/ui/near-viewport.tsx';

// Everything under the hero hydrates as it nears the viewport, its server markup standing until then:
// the first view downloads the hero's code only. The introduction's buttons and spec figures are below
// the first view at 375, 412 and 1440 px (on a tablet it is near at once and loads after hydration).
const near = whenNear();
const introSection = () => import('./components/intro-section.ts');
const Intro = lazyComponent(() => introSection().then((m) => m.Intro), near);
// The colours and the wheels, with the catalogue's code.
const catalogueSections = () => import('#client/features/model/catalogue-sections.tsx');
const ColoursSection = lazyComponent(() => catalogueSections().then((m) => m.ColoursSection), near);
const WheelsSection = lazyComponent(() => catalogueSections().then((m) => m.WheelsSection), near);
// The exterior, interior, power and safety sections also bring their copy with them, not in the
// page's data.
const ModelSections = lazyComponent(
  () => import('#client/features/model/model-sections.tsx').then((m) => m.ModelSections),
  near,
);
// The 360 viewer's section, 车型与价格 and 说明: one chunk.
const lowerSections = () => import('./components/lower-sections.ts');
const Views = lazyComponent(() => lowerSections().then((m) => m.Views), near);
const Grades = lazyComponent(() => lowerSections().then((m) => m.Grades), near);
const ModelNotes = lazyComponent(() => lowerSections().then((m) => m.ModelNotes), near);

// The sections' code, and what those sections hydrate later in turn (awaited too, or a server's first
// render would wait for it): asked for once, then every loader call awaits the same answer.
const sectionsCode = lazyOnce(() =>
  Promise.all([
    // A page reached in the browser renders them at once.
    Intro.preload(),
    ColoursSection.preload(),
    WheelsSection.preload(),
    ModelSections.preload(),
    Views.preload(),
    Grades.preload(),
    ModelNotes.preload(),
    introSection().then((m) => Promise.all([m.FavoriteButton.preload(), m.SavedBuilds.preload()])),
    lowerSections().then((m) => Promise.all([m.AddToCompareButton.preload(), m.Viewer360.preload()])),
    PosterButton.preload(),
  ]),
);
// The reads' code loads with them: a first view hydrates with the server's data.
const modelData = lazyOnce(() => import('./model-data.ts'));

export async function loader({ params, context }: LoaderFunctionArgs) {
  const code = params.model ?? '';
  if (!isSeriesCode(code)) throw data(null, { status: 404 });
  const [page] = await Promise.all([modelData().then((m) => m.readModel(context, code)), sectionsCode()]);
  return page;
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
