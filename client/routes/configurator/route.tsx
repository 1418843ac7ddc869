/**
 * `/configurator/:series`: build and price one model (es ux nx lc lm gx; anything else is the 404 page).
 * The URL is the state (`?grade=&paint=&wheel=&interior=&opts=a,b`): the server renders the build the
 * query describes, so a build opens, prints and works without JavaScript (the choices are a GET form).
 * With JavaScript a choice replaces the URL (no loader runs: see shouldRevalidate), the image and the
 * total at once; a choice that changes others is confirmed in a dialog first and can be undone. Rules and
 * prices come from shared/domain/configurator/, the same code on the server and in the browser.
 */
import { lazy, Suspense } from 'react';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';
import {
  data,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { parseBuildQuery } from '#shared/domain/configurator/build-query';
import { buildCatalogue } from '#shared/domain/configurator/catalogue';
import { formatAmount } from '#shared/domain/configurator/money';
import { isSeriesCode, seriesSideUrl } from '#shared/domain/series-images';
import { BuildStage, useStageSrc } from '#client/features/configurator/build-stage.tsx';
import { MobileTotalBar, ResolveNotices, UndoToast } from '#client/features/configurator/build-status.tsx';
import { BuildSummary } from '#client/features/configurator/build-summary.tsx';
import { ChoiceSteps, StepNav } from '#client/features/configurator/choice-steps.tsx';
import { ConfiguratorHeader, loadHeaderCode } from '#client/features/configurator/configurator-header.tsx';
import { SaveBuildForm } from '#client/features/configurator/save-build-form.tsx';
import { useConfiguratorBuild } from '#client/features/configurator/use-build.tsx';
import { useSaveBuild, type SaveResult } from '#client/features/configurator/use-save-build.tsx';
import { useRequireLogin } from '#client/features/auth/login-required.tsx';
import { loginPath } from '#shared/paths';
import { getApp } from '#client/lib/data/app-context.ts';
import { cacheChanges } from '#client/lib/data/cache-changes.ts';
import { cachedApi } from '#client/lib/data/api-query.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { useUi } from '#client/stores/ui-store.tsx';
import { lineupModel } from '#client/lib/ui/models.ts';
import { unavailable } from '#client/lib/data/route-status.ts';

// Not needed to show the first view: the 360° viewer loads when its dialog opens; the finance teaser
// (with the loan maths) and 「加入对比」 are rendered by the server (the loader loads their code) and
// hydrate once their chunk arrives, each in a boundary of its own (client/lib/ui/lazy-component.tsx).
const Viewer360 = lazy(() =>
  import('#client/features/viewer-360/viewer-360.tsx').then((m) => ({ default: m.Viewer360 })),
);
const FinanceTeaser = lazyComponent(() =>
  import('#client/features/configurator/finance-teaser.tsx').then((m) => m.FinanceTeaser),
);
const AddToCompareButton = lazyComponent(() =>
  import('#client/features/compare/add-to-compare.tsx').then((m) => m.AddToCompareButton),
);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const series = params.series ?? '';
  if (!isSeriesCode(series)) throw data(null, { status: 404 });
  const api = cachedApi(context);
  const [model, optional, finance] = await Promise.all([
    api.get('/api/client/queryModel', { seriesCode: series }),
    api.get('/api/client/queryOptionalList', { seriesCode: series }),
    api.get('/api/client/getFinalcialCars'),
    FinanceTeaser.preload(),
    AddToCompareButton.preload(),
    loadHeaderCode(),
  ]);
  if (!model.ok || !model.data || !optional.ok || !optional.data) unavailable(model, { notFound: true });
  return {
    series,
    // The page shows the model's name and kind only, from the line-up: its page copy is not loaded.
    content: lineupModel(series),
    catalogue: buildCatalogue(model.data, optional.data),
    exterior: model.data.sequences.find((s) => s.kind === 'exterior') ?? null,
    // The "月供约 … 元起" teaser; the page stands without it.
    financeCars: finance.ok && finance.data ? finance.data.filter((c) => c.seriesCode === series) : null,
  };
}

/** Saves the build the form names (the upstream validates it against the rules). */
export async function action({ params, request, context }: ActionFunctionArgs): Promise<SaveResult> {
  const series = params.series ?? '';
  if (!isSeriesCode(series)) throw data(null, { status: 404 });
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const raw = parseBuildQuery(new URLSearchParams({ opts: field('opts') }));
  const carId = Number(field('grade'));
  if (!Number.isInteger(carId) || carId <= 0) return { ok: false, message: '请先选择车型版本' };
  const { api, queryClient } = getApp(context);
  const r = await api.post('/api/user/saveCustomized', {
    seriesCode: series,
    carId,
    paintCode: field('paint'),
    wheelCode: field('wheel'),
    interiorCode: field('interior'),
    options: raw.opts,
  });
  if (r.code === 401) {
    const url = new URL(request.url);
    throw redirect(loginPath({ type: 3, prev: url.pathname + url.search }));
  }
  if (!r.ok || !r.data)
    return { ok: false, message: r.code === 400 ? '该配置暂无法保存，请调整后再试' : '保存未成功，请稍后再试' };
  await cacheChanges.savedBuild(queryClient);
  const info = await api.post('/api/user/customizedInfo', { id: r.data.id });
  return {
    ok: true,
    id: r.data.id,
    code: r.data.code,
    name: info.ok && info.data ? info.data.name : '我的配置',
    seriesCode: series,
    total: info.ok && info.data ? info.data.totalPrice : 0,
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export const handle: RouteHandle = {
  meta: ({ params, data: loaded }) => {
    const code = params.series ?? '';
    const page = loaded as LoaderData | undefined;
    if (!page || !isSeriesCode(code)) return { title: '在线配置', description: '奥瑞麟在线配置器。' };
    const { content, catalogue } = page;
    const from = Math.min(...catalogue.grades.map((g) => g.price));
    return {
      title: `配置您的 ${content.name}`,
      description: `在线配置奥瑞麟 ${content.name}：选择车型版本、车身颜色、轮毂、内饰与选装套装，实时查看价格明细${from ? `，${formatAmount(from)}起` : ''}。`,
      canonicalPath: paths.configurator(code),
      image: seriesSideUrl(code, '212'),
    };
  },
};

/** A choice only changes the query: the catalogue stays, so no loader runs and no request is made. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams, defaultShouldRevalidate }) =>
  currentParams.series === nextParams.series ? false : defaultShouldRevalidate;

export function Component() {
  const { series, content, catalogue, exterior, financeCars } = useLoaderData<typeof loader>();
  const openModal = useUi((s) => s.openModal);
  const requireLogin = useRequireLogin();
  const { build, notices, priced, query, grade, paint, choose, undo, revert, announcement } =
    useConfiguratorBuild(catalogue);
  const stageSrc = useStageSrc(series, catalogue);
  const { fetcher, action, save } = useSaveBuild(series, build, query, requireLogin);

  const open360 = (e: React.MouseEvent) => {
    if (!exterior) return;
    e.preventDefault();
    openModal({
      title: `${content.name} 360° 外观`,
      size: 'lg',
      content: (
        <Suspense fallback={<div aria-busy="true" className="aspect-[16/9] w-full bg-paper" />}>
          <Viewer360 sequence={exterior} label={`${content.name} 外观 360 度视图`} alt={`${content.name} 车身外观`} />
        </Suspense>
      ),
    });
  };

  const saveForm = <SaveBuildForm fetcher={fetcher} action={action} build={build} onSave={save} />;
  const teaser = (className: string) => (
    <Suspense fallback={null}>
      <FinanceTeaser cars={financeCars} grade={build.grade} total={priced.total} className={className} />
    </Suspense>
  );

  return (
    <div className="pb-28 lg:pb-0">
      <ConfiguratorHeader series={series} name={content.name} kind={content.kind} />
      <StepNav />

      <div className="mx-auto max-w-7xl lg:grid lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:gap-14 lg:px-8">
        <BuildStage
          series={series}
          name={content.name}
          src={stageSrc(build.paint)}
          gradeName={grade?.name}
          paintName={paint?.name}
          on360={exterior ? open360 : null}
          total={priced.total}
          teaser={teaser('mt-1 print:hidden')}
          saveForm={saveForm}
        />

        <div className="px-6 md:px-8 lg:px-0">
          <ResolveNotices notices={notices} />
          <ChoiceSteps series={series} catalogue={catalogue} build={build} choose={choose} />
          <BuildSummary
            series={series}
            grade={build.grade}
            priced={priced}
            teaser={teaser('mt-2 print:hidden')}
            result={fetcher.data}
            saveForm={saveForm}
            compare={
              grade ? (
                <Suspense fallback={<div className="min-h-12" />}>
                  <AddToCompareButton
                    carId={grade.id}
                    name={grade.name}
                    className="inline-flex min-h-12 w-full items-center justify-center border border-line text-sm tracking-[0.2em] text-ink hover:border-ink"
                  />
                </Suspense>
              ) : null
            }
          />
        </div>
      </div>

      <MobileTotalBar src={stageSrc(build.paint)} total={priced.total} />
      <UndoToast undo={undo} onUndo={revert} />
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
