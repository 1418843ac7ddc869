/**
 * `/configurator/:series`: build and price one model (es ux nx lc lm gx; anything else is the 404 page).
 * The URL is the state (`?grade=&paint=&wheel=&interior=&opts=a,b`): the server renders the build the
 * query describes, so a build opens, prints and works without JavaScript (the choices are a GET form).
 * With JavaScript a choice replaces the URL (no loader runs: see shouldRevalidate), the image and the
 * total at once; a choice that changes others is confirmed in a dialog first and can be undone. Rules and
 * prices come from shared/domain/configurator.ts, the same code on the server and in the browser.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  data,
  Link,
  redirect,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { SeriesCode } from '#shared/api/client-api';
import {
  applyChange,
  buildCatalogue,
  buildQuery,
  findChoice,
  formatAmount,
  parseBuildQuery,
  priceBuild,
  resolveBuild,
  type Build,
  type Change,
  type ChangeResult,
} from '#shared/domain/configurator';
import { formatShareCode } from '#shared/domain/share-code';
import { isSeriesCode, seriesSideUrl, STATIC_IMAGE_SIZES } from '#shared/domain/vehicle-media';
import {
  ExtrasGroup,
  GradeGroup,
  SingleChoiceGroup,
  choiceInputId,
} from '#client/features/configurator/choice-groups.tsx';
import { FinanceTeaser } from '#client/features/configurator/finance-teaser.tsx';
import { PriceBreakdown } from '#client/features/configurator/price-summary.tsx';
import { RuleChange } from '#client/features/configurator/rule-dialog.tsx';
import { SavedBuilds } from '#client/features/configurator/saved-builds.tsx';
import { useRequireLogin } from '#client/features/auth/login-required.tsx';
import { loginPath } from '#shared/paths';
import { Viewer360 } from '#client/features/viewer-360/viewer-360.tsx';
import { AddToCompareButton } from '#client/features/compare/add-to-compare.tsx';
import { getApp } from '#client/lib/app-context.ts';
import { cacheChanges } from '#client/lib/cache-changes.ts';
import { cachedApi } from '#client/lib/api-query.ts';
import { useEnv } from '#client/lib/edge.tsx';
import { imageUrl } from '#client/lib/image.ts';
import type { RouteHandle } from '#client/lib/meta.ts';
import { paths } from '#client/lib/paths.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { useCarCollectionApi } from '#client/stores/car-collection-store.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { useUser } from '#client/stores/user-store.tsx';
import { LineIcon } from '#client/components/ui/line-icon.tsx';
import { lineupModel } from '#client/lib/models.ts';
import { unavailable } from '#client/lib/route-status.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const series = params.series ?? '';
  if (!isSeriesCode(series)) throw data(null, { status: 404 });
  const api = cachedApi(context);
  const [model, optional, finance] = await Promise.all([
    api.get('/api/client/queryModel', { seriesCode: series }),
    api.get('/api/client/queryOptionalList', { seriesCode: series }),
    api.get('/api/client/getFinalcialCars'),
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

export type SaveResult =
  | { ok: true; id: number; code: string; name: string; seriesCode: SeriesCode; total: number }
  | { ok: false; message: string };

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

const STEPS = [
  { id: 'grade', label: '车型版本' },
  { id: 'paint', label: '外观颜色' },
  { id: 'wheel', label: '轮毂' },
  { id: 'interior', label: '内饰' },
  { id: 'package', label: '选装套装' },
  { id: 'accessory', label: '精选附件' },
  { id: 'summary', label: '配置清单' },
] as const;

/** Set before the login popup, read after login: the build the visitor wanted to save. */
export const PENDING_SAVE_KEY = 'configurator:pending-save';

function Step({ id, n, title, children }: { id: string; n: number; title: string; children: React.ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-32 border-t border-line py-10 first:border-t-0 md:py-12"
    >
      <p className="text-xs tracking-[0.3em] text-gold-dark">{String(n).padStart(2, '0')}</p>
      <h2 id={`${id}-title`} className="mt-2 text-xl font-light tracking-widest text-ink md:text-2xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function Component() {
  const { series, content, catalogue, exterior, financeCars } = useLoaderData<typeof loader>();
  const { config } = useEnv();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const openModal = useUi((s) => s.openModal);
  const closeModal = useUi((s) => s.closeModal);
  const requireLogin = useRequireLogin();
  const loggedIn = useUser((s) => s.loggedIn);
  const cars = useCarCollectionApi();
  const fetcher = useFetcher<SaveResult>();

  const { build, notices } = useMemo(
    () => resolveBuild(catalogue, parseBuildQuery(new URLSearchParams(location.search))),
    [catalogue, location.search],
  );
  const priced = useMemo(() => priceBuild(catalogue, build), [catalogue, build]);
  const query = buildQuery(build);
  const grade = catalogue.grades.find((g) => g.id === build.grade);
  const paint = findChoice(catalogue, build.paint);

  const [undo, setUndo] = useState<{ query: string; focus: string; text: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lastTotal = useRef(priced.total);
  useEffect(() => {
    if (lastTotal.current === priced.total) return;
    lastTotal.current = priced.total;
    setAnnouncement(`总价已更新为 ${formatAmount(priced.total)}`);
  }, [priced.total]);

  // Every paint's image in the browser cache, so a new colour shows without waiting or a request.
  const stageSrc = (code: string) => imageUrl(config, seriesSideUrl(series, code), { width: 1200 });
  useEffect(() => {
    if (!hydrated) return;
    for (const c of catalogue.choices) if (c.kind === 'paint') new Image().src = stageSrc(c.code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per catalogue
  }, [hydrated, catalogue]);

  // The build the last choice made: the router renders a new location a moment after the URL changes,
  // and a quick second choice (keyboard users are quick) must build on the first, not on the old render.
  const latest = useRef(build);
  useEffect(() => {
    latest.current = build;
  }, [build]);
  const commit = (next: Build) => {
    latest.current = next;
    return navigate({ search: `?${buildQuery(next)}` }, { replace: true, preventScrollReset: true });
  };

  const choose = (change: Change, subject: string, focus: string) => {
    const current = latest.current;
    const result: ChangeResult = applyChange(catalogue, current, change);
    if (buildQuery(result.build) === buildQuery(current)) return;
    if (!result.sideEffects) {
      setUndo(null);
      return void commit(result.build);
    }
    const previous = buildQuery(current);
    const id = openModal({
      title: '配置变更确认',
      size: 'md',
      content: (
        <RuleChange
          subject={subject}
          before={current}
          result={result}
          onCancel={() => closeModal(id)}
          onApply={() => {
            closeModal(id);
            setUndo({ query: previous, focus, text: `已按配置规则调整：${subject}` });
            void commit(result.build);
          }}
        />
      ),
    });
  };

  const revert = () => {
    if (!undo) return;
    const { query: previous, focus } = undo;
    setUndo(null);
    latest.current = resolveBuild(catalogue, parseBuildQuery(new URLSearchParams(previous))).build;
    void navigate({ search: `?${previous}` }, { replace: true, preventScrollReset: true });
    queueMicrotask(() => document.getElementById(choiceInputId(focus))?.focus());
  };

  // The save goes to this page's action, which answers with the share code.
  const submitSave = () => {
    const fields = {
      grade: String(build.grade),
      paint: build.paint,
      wheel: build.wheel,
      interior: build.interior,
      opts: build.opts.join(','),
    };
    void fetcher.submit(fields, { method: 'post', action: paths.configurator(series, query) });
  };
  const save = () => {
    if (!loggedIn) sessionStorage.setItem(PENDING_SAVE_KEY, location.pathname + location.search);
    requireLogin(submitSave);
  };
  // Back from the login page: save the build the visitor asked to save.
  useEffect(() => {
    if (!hydrated || !loggedIn) return;
    const pending = sessionStorage.getItem(PENDING_SAVE_KEY);
    if (pending === null || pending !== location.pathname + location.search) return;
    sessionStorage.removeItem(PENDING_SAVE_KEY);
    submitSave();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page is interactive and logged in
  }, [hydrated, loggedIn]);

  const saved = fetcher.data?.ok ? fetcher.data : null;
  useEffect(() => {
    if (saved) cars.getState().add({ id: saved.id, name: saved.name, code: saved.code, seriesCode: saved.seriesCode });
  }, [saved, cars]);

  const open360 = (e: React.MouseEvent) => {
    if (!exterior) return;
    e.preventDefault();
    openModal({
      title: `${content.name} 360° 外观`,
      size: 'lg',
      content: (
        <Viewer360 sequence={exterior} label={`${content.name} 外观 360 度视图`} alt={`${content.name} 车身外观`} />
      ),
    });
  };

  const { width: sideW, height: sideH } = STATIC_IMAGE_SIZES.side;
  const saveForm = (
    <fetcher.Form
      method="post"
      action={paths.configurator(series, query)}
      onSubmit={(e) => (e.preventDefault(), save())}
    >
      <input type="hidden" name="grade" value={build.grade} />
      <input type="hidden" name="paint" value={build.paint} />
      <input type="hidden" name="wheel" value={build.wheel} />
      <input type="hidden" name="interior" value={build.interior} />
      <input type="hidden" name="opts" value={build.opts.join(',')} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="min-h-12 w-full bg-ink px-6 text-sm tracking-[0.2em] text-white hover:bg-gold-dark disabled:opacity-60"
      >
        {fetcher.state !== 'idle' ? '正在保存…' : '保存配置'}
      </button>
    </fetcher.Form>
  );

  return (
    <div className="pb-28 lg:pb-0">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-6 pt-8 pb-6 md:px-8 md:pt-12">
          <div>
            <p className="text-xs tracking-[0.4em] text-gold-dark">BUILD YOUR {content.name}</p>
            <h1 className="mt-3 text-3xl font-light tracking-widest text-ink md:text-4xl">配置您的 {content.name}</h1>
            <p className="mt-2 text-sm text-mute">{content.kind}</p>
          </div>
          <SavedBuilds series={series} title={`我的 ${content.name} 配置`} />
          <Link
            to={paths.model(series)}
            className="text-sm text-mute underline-offset-4 hover:text-ink hover:underline print:hidden"
          >
            了解 {content.name} 车型
          </Link>
        </div>
      </header>
      <nav
        aria-label="配置步骤"
        className="sticky top-14 z-30 border-t border-line bg-white/95 backdrop-blur md:top-16 print:hidden"
      >
        <ol className="mx-auto flex max-w-7xl gap-6 overflow-x-auto px-6 text-sm whitespace-nowrap md:px-8">
          {STEPS.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="inline-flex min-h-11 items-center gap-2 text-mute hover:text-ink">
                <span className="text-xs text-gold-dark">{String(i + 1).padStart(2, '0')}</span>
                {s.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mx-auto max-w-7xl lg:grid lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:gap-14 lg:px-8">
        <aside aria-label="车辆预览与总价" className="lg:sticky lg:top-[7.5rem] lg:self-start lg:py-10">
          <div className="relative overflow-hidden bg-[radial-gradient(ellipse_at_50%_35%,#ffffff_0%,#f1efea_55%,#e4e1da_100%)]">
            <img
              src={stageSrc(build.paint)}
              width={sideW}
              height={sideH}
              alt={`${content.name} ${paint?.name ?? ''}侧面`}
              className="relative mx-auto aspect-[2/1] w-full object-contain"
              fetchPriority="high"
            />
            <div className="flex items-center justify-between px-6 pb-5 text-xs tracking-widest text-mute">
              <span>
                {grade?.name} · {paint?.name}
              </span>
              {exterior ? (
                <a
                  href={`${paths.model(series)}#views-title`}
                  onClick={open360}
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
              <span className="text-3xl font-light text-ink tabular-nums">{formatAmount(priced.total)}</span>
            </p>
            <FinanceTeaser cars={financeCars} grade={build.grade} total={priced.total} className="mt-1 print:hidden" />
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

        <div className="px-6 md:px-8 lg:px-0">
          {notices.length > 0 ? (
            <div role="status" className="mt-8 border-l-2 border-gold bg-paper px-5 py-4 text-sm leading-6 text-ink">
              <p className="font-medium">部分配置已调整</p>
              <ul className="mt-1 list-disc pl-5 text-mute">
                {notices.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </div>
          ) : null}

          <form method="get" action={paths.configurator(series)} onSubmit={(e) => e.preventDefault()}>
            <Step id="grade" n={1} title="车型版本">
              <GradeGroup
                grades={catalogue.grades}
                selected={build.grade}
                labelledBy="grade-title"
                onSelect={(id) =>
                  choose({ kind: 'grade', id }, catalogue.grades.find((g) => g.id === id)?.name ?? '', `grade-${id}`)
                }
              />
            </Step>
            {(['paint', 'wheel', 'interior'] as const).map((kind, i) => (
              <Step key={kind} id={kind} n={i + 2} title={STEPS[i + 1]?.label ?? ''}>
                <SingleChoiceGroup
                  catalogue={catalogue}
                  kind={kind}
                  grade={build.grade}
                  selected={build[kind]}
                  labelledBy={`${kind}-title`}
                  onSelect={(code) => choose({ kind, code }, findChoice(catalogue, code)?.name ?? code, code)}
                />
              </Step>
            ))}
            {(['package', 'accessory'] as const).map((kind, i) => (
              <Step key={kind} id={kind} n={i + 5} title={STEPS[i + 4]?.label ?? ''}>
                <ExtrasGroup
                  catalogue={catalogue}
                  kind={kind}
                  grade={build.grade}
                  selected={build.opts}
                  labelledBy={`${kind}-title`}
                  onToggle={(code, on) =>
                    choose({ kind: 'option', code, selected: on }, findChoice(catalogue, code)?.name ?? code, code)
                  }
                />
              </Step>
            ))}
            {hydrated ? null : (
              <div className="border-t border-line py-6">
                <button
                  type="submit"
                  className="min-h-12 w-full border border-ink text-sm tracking-[0.2em] text-ink hover:bg-paper"
                >
                  更新配置与价格
                </button>
              </div>
            )}
          </form>

          <section
            id="summary"
            aria-labelledby="summary-title"
            className="scroll-mt-32 border-t border-line py-10 md:py-12"
          >
            <p className="text-xs tracking-[0.3em] text-gold-dark">07</p>
            <h2 id="summary-title" className="mt-2 text-xl font-light tracking-widest text-ink md:text-2xl">
              配置清单
            </h2>
            <div className="mt-6">
              <PriceBreakdown priced={priced} titleId="summary-title" />
              <FinanceTeaser
                cars={financeCars}
                grade={build.grade}
                total={priced.total}
                className="mt-2 print:hidden"
              />
            </div>
            {fetcher.data && !fetcher.data.ok ? (
              <p role="alert" className="mt-6 text-sm text-error">
                {fetcher.data.message}
              </p>
            ) : null}
            {saved ? (
              <div role="status" className="mt-6 border border-gold/60 bg-paper p-5">
                <p className="text-sm text-ink">配置已保存：{saved.name}</p>
                <p className="mt-2 text-sm text-mute">
                  分享码{' '}
                  <span className="font-mono text-lg tracking-[0.2em] text-ink">{formatShareCode(saved.code)}</span>
                </p>
                <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  <Link to={paths.buildShare(saved.code)} className="text-ink underline underline-offset-4">
                    查看分享页
                  </Link>
                  <Link to={paths.accountCars()} className="text-ink underline underline-offset-4">
                    我的配置
                  </Link>
                </p>
              </div>
            ) : null}
            <div className="mt-8 grid gap-3 sm:grid-cols-2 print:hidden">
              {saveForm}
              <Link
                to={`${paths.testDrive(series)}&grade=${build.grade}`}
                className="inline-flex min-h-12 items-center justify-center border border-ink text-sm tracking-[0.2em] text-ink hover:bg-paper"
              >
                预约试驾
              </Link>
            </div>
            {grade ? (
              <div className="mt-3 print:hidden">
                <AddToCompareButton
                  carId={grade.id}
                  name={grade.name}
                  className="inline-flex min-h-12 w-full items-center justify-center border border-line text-sm tracking-[0.2em] text-ink hover:border-ink"
                />
              </div>
            ) : null}
          </section>
        </div>
      </div>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-5 py-3 backdrop-blur lg:hidden print:hidden">
        <div className="mx-auto flex max-w-3xl items-center gap-3">
          {/* The car in its paint stays in sight while the stage is scrolled away (same URL: from the cache). */}
          <img
            src={stageSrc(build.paint)}
            width={96}
            height={48}
            alt=""
            className="h-12 w-24 shrink-0 object-contain"
          />
          <a href="#summary" className="mr-auto min-w-0">
            <span className="block text-xs tracking-widest text-mute">预估总价</span>
            <span className="block text-xl font-light text-ink tabular-nums">{formatAmount(priced.total)}</span>
          </a>
          <a href="#summary" className="inline-flex min-h-11 items-center border border-ink px-5 text-sm text-ink">
            查看明细
          </a>
        </div>
      </div>

      {undo ? (
        <div
          role="status"
          className="fixed inset-x-4 bottom-24 z-40 mx-auto flex max-w-md items-center justify-between gap-4 bg-ink px-5 py-3 text-sm text-white shadow-xl lg:bottom-8 print:hidden"
        >
          <span>{undo.text}</span>
          <button
            type="button"
            onClick={revert}
            className="min-h-11 shrink-0 px-3 text-gold underline underline-offset-4"
          >
            撤销
          </button>
        </div>
      ) : null}

      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
