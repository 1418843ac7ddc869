/**
 * `/finance`: the finance calculator. The URL is the state (`?car=&price=&product=&down=&term=&balloon=`,
 * amounts in whole 元): the server renders the plan the query describes, held to the chosen product's
 * limits (the page says what was changed), so a plan works without JavaScript and can be shared. With
 * JavaScript a change replaces the URL and the figures at once; no loader runs unless the car changes
 * (the lenders' out-links are per car). The maths: shared/domain/finance.ts (docs/decisions/0022).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import {
  formatApr,
  formatFenYuan,
  FINANCE_PARAMS,
  parseFinanceQuery,
  planQuery,
  resolvePlan,
  type FinanceQuery,
} from '#shared/domain/finance';
import { ApplyNotice, LENDER_NOTICE } from '#client/features/finance/apply-notice.tsx';
import { PlanCompare } from '#client/features/finance/plan-compare.tsx';
import { PlanForm, type PlanPatch } from '#client/features/finance/plan-form.tsx';
import { FinanceFootnote, PlanResult } from '#client/features/finance/plan-result.tsx';
import { keepDataWhileLoaderQuerySame } from '#client/lib/revalidate.ts';
import { cachedApi } from '#client/lib/api-query.ts';
import type { RouteHandle } from '#client/lib/meta.ts';
import { paths } from '#client/lib/paths.ts';
import { useUi } from '#client/stores/ui-store.tsx';
import { unavailable } from '#client/lib/route-status.ts';

/**
 * Everything the page reads from its URL (`apply` opens the lender notice without JavaScript): the
 * rendered-page cache keys on these.
 */
export const QUERY_PARAMS = [...FINANCE_PARAMS, 'apply'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = cachedApi(context);
  const cars = await api.get('/api/client/getFinalcialCars');
  if (!cars.ok || !cars.data) unavailable();
  const query = parseFinanceQuery(new URL(request.url).searchParams);
  // No car at all (an empty list) fails like the request.
  const car = cars.data.find((c) => String(c.carId) === query.car) ?? cars.data[0];
  if (!car) unavailable();
  // Each product's application address, so the notice needs no request when the product changes.
  const links = await Promise.all(
    car.products.map(async (p) => {
      const r = await api.get('/api/client/getFinancialProductUrl', { carId: car.carId, productId: p.id });
      return [p.id, r.ok && r.data ? r.data.url : null] as const;
    }),
  );
  return { cars: cars.data, links: Object.fromEntries(links) as Record<string, string | null> };
}

/** Only a new car needs the loader (its lenders' links); every other change is worked out here. */
export const shouldRevalidate = keepDataWhileLoaderQuerySame((a, b) => (a.get('car') ?? '') === (b.get('car') ?? ''));

export const handle: RouteHandle = {
  pageCache: { query: QUERY_PARAMS },
  meta: () => ({
    title: '金融计算器',
    description:
      '奥瑞麟金融计算器：选择车型与金融方案（标准贷款、弹性尾款、低首付、0息），调整首付、期限与尾款，查看月供、年利率、总支付与完整还款计划。',
    canonicalPath: paths.finance(),
  }),
};

export function Component() {
  const { cars, links } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigate = useNavigate();
  const openModal = useUi((s) => s.openModal);
  const closeModal = useUi((s) => s.closeModal);
  const search = new URLSearchParams(location.search);
  const applyInPlace = search.get('apply') === '1';

  const plan = useMemo(
    () => resolvePlan(cars, parseFinanceQuery(new URLSearchParams(location.search))),
    [cars, location.search],
  );

  // The last committed query: the router renders the new location a moment later, and a quick second
  // change (keyboard users are quick) must build on the first.
  const latest = useRef<FinanceQuery | null>(null);
  const current = plan ? parseFinanceQuery(new URLSearchParams(planQuery(plan))) : null;
  useEffect(() => {
    latest.current = null;
  }, [location.search]);

  const [announcement, setAnnouncement] = useState('');
  const lastMonthly = useRef(plan?.monthly);
  useEffect(() => {
    if (!plan || lastMonthly.current === plan.monthly) return;
    lastMonthly.current = plan.monthly;
    setAnnouncement(`月供 ${formatFenYuan(plan.monthly)}，总支付 ${formatFenYuan(plan.totalPayable)}`);
  }, [plan]);

  if (!plan || !current) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-6 py-16 text-sm text-mute">
        暂无可计算的金融方案，请稍后再试或联系当地授权经销商。
      </p>
    );
  }

  const commit = (patch: PlanPatch) => {
    const next = { ...(latest.current ?? current), ...patch };
    latest.current = next;
    const q = new URLSearchParams();
    for (const key of FINANCE_PARAMS) {
      const v = next[key];
      if (v !== null && v !== '') q.set(key, v);
    }
    void navigate({ search: `?${q.toString()}` }, { replace: true, preventScrollReset: true });
  };

  const link = links[plan.product.id] ?? null;
  const openApply = (e: React.MouseEvent) => {
    // A modified click opens the in-place notice in a new tab, as the link says.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const id = openModal({
      title: `前往${plan.product.provider}`,
      size: 'md',
      content: (
        <ApplyNotice
          provider={plan.product.provider}
          productName={plan.product.name}
          url={link}
          onCancel={() => closeModal(id)}
        />
      ),
    });
  };
  const query = planQuery(plan);

  return (
    <div className="bg-paper/40 pb-20 lg:pb-0">
      <header className="border-b border-line bg-white">
        <div className="mx-auto max-w-7xl px-6 pt-8 pb-6 md:px-8 md:pt-12">
          <p className="text-xs tracking-[0.4em] text-gold-dark">FINANCE</p>
          <h1 className="mt-3 text-3xl font-light tracking-widest text-ink md:text-4xl">金融计算器</h1>
          <p className="mt-3 max-w-2xl text-sm leading-7 text-mute">
            选择车型与金融方案，调整成交价、首付、期限与尾款，月供、年利率与总支付随之更新。 已有旧车？先
            <Link to={paths.tradeIn()} className="mx-1 text-ink underline underline-offset-4">
              估算置换价值
            </Link>
            ，可抵作首付。
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-7xl px-6 py-8 md:px-8 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-12 lg:py-12">
        <section aria-labelledby="inputs-title" className="bg-white p-5 md:p-8">
          <h2 id="inputs-title" className="mb-6 text-lg font-light tracking-widest text-ink">
            方案设置
          </h2>
          {plan.notices.length > 0 ? (
            <div
              role="status"
              className="mb-6 border-l-2 border-gold bg-paper px-5 py-4 text-sm leading-6 text-ink"
              data-testid="finance-notices"
            >
              <p className="font-medium">部分输入已按方案限制调整</p>
              <ul className="mt-1 list-disc pl-5 text-mute">
                {plan.notices.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <PlanForm cars={cars} plan={plan} onCommit={commit} />
        </section>

        <div className="mt-8 lg:mt-0">
          <section aria-labelledby="result-title" className="bg-white p-5 md:p-8">
            <h2 id="result-title" className="text-lg font-light tracking-widest text-ink">
              {plan.car.name} · {plan.product.name}
            </h2>
            <p className="mt-1 mb-6 text-xs text-mute">
              {plan.product.provider} 提供 · {plan.product.tags.join(' · ')}
            </p>
            <PlanResult plan={plan} />
            <div className="mt-6 flex flex-wrap gap-3">
              <a
                href={`${paths.finance(`${query}&apply=1`)}#apply`}
                onClick={openApply}
                className="inline-flex min-h-12 items-center justify-center bg-ink px-8 text-sm tracking-[0.2em] text-white hover:bg-gold-dark"
              >
                向{plan.product.provider}申请
              </a>
              <Link
                to={paths.testDrive(plan.car.seriesCode)}
                className="inline-flex min-h-12 items-center justify-center border border-ink px-8 text-sm tracking-[0.2em] text-ink hover:bg-paper"
              >
                预约试驾
              </Link>
            </div>
            {applyInPlace ? (
              <section id="apply" aria-labelledby="apply-title" className="mt-6 border border-gold/60 bg-paper p-5">
                <h3 id="apply-title" className="mb-3 text-base text-ink">
                  前往{plan.product.provider}
                </h3>
                <ApplyNotice provider={plan.product.provider} productName={plan.product.name} url={link} />
                <p className="mt-4 text-sm">
                  <Link
                    to={paths.finance(query)}
                    replace
                    preventScrollReset
                    className="text-ink underline underline-offset-4"
                  >
                    返回计算器
                  </Link>
                </p>
              </section>
            ) : null}
            <p className="mt-4 text-xs text-mute">{LENDER_NOTICE}</p>
          </section>

          <section aria-labelledby="compare-title" className="mt-8 bg-white p-5 md:p-8">
            <h2 id="compare-title" className="mb-4 text-lg font-light tracking-widest text-ink">
              对比方案
            </h2>
            <PlanCompare plan={plan} titleId="compare-title" />
          </section>

          <section aria-label="计算说明" className="mt-8 px-1">
            <FinanceFootnote />
          </section>
        </div>
      </div>
      {/* Phones: the three figures stay in sight while the inputs are above the result. */}
      <a
        href="#result-title"
        className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 gap-2 border-t border-line bg-white/95 px-5 py-2.5 text-ink backdrop-blur lg:hidden print:hidden"
      >
        {[
          ['月供', formatFenYuan(plan.monthly)],
          ['年利率', formatApr(plan.aprBp)],
          ['总支付', formatFenYuan(plan.totalPayable)],
        ].map(([label, value]) => (
          <span key={label} className="min-w-0">
            <span className="block text-xs text-mute">{label}</span>
            <span className="block truncate text-sm tabular-nums">{value}</span>
          </span>
        ))}
      </a>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
