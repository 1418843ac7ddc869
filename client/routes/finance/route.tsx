/**
 * `/finance`: the finance calculator. The URL is the state (`?car=&price=&product=&down=&term=&balloon=`,
 * amounts in whole 元): the server renders the plan the query describes, held to the chosen product's
 * limits (the page says what was changed), so a plan works without JavaScript and can be shared. With
 * JavaScript a change replaces the URL and the figures at once; no loader runs unless the car changes
 * (the lenders' out-links are per car). The maths: shared/domain/finance.ts (docs/decisions/0022).
 */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FINANCE_PARAMS, parseFinanceQuery } from '#shared/domain/finance-query';
import { PlanAnnouncer } from '#client/features/finance/plan-announcer.tsx';
import { PlanCompare } from '#client/features/finance/plan-compare.tsx';
import { PlanInputs } from '#client/features/finance/plan-inputs.tsx';
import { FinanceFootnote } from '#client/features/finance/plan-result.tsx';
import { ResultPanel } from '#client/features/finance/result-panel.tsx';
import { SummaryBar } from '#client/features/finance/summary-bar.tsx';
import { usePlanUrl } from '#client/features/finance/use-plan-url.ts';
import { keepDataWhileLoaderQuerySame } from '#client/lib/data/revalidate.ts';
import { cachedApi } from '#client/lib/data/api-query.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { unavailable } from '#client/lib/data/route-status.ts';

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
  meta: () => ({
    title: '金融计算器',
    description:
      '奥瑞麟金融计算器：选择车型与金融方案（标准贷款、弹性尾款、低首付、0息），调整首付、期限与尾款，查看月供、年利率、总支付与完整还款计划。',
    canonicalPath: paths.finance(),
  }),
};

export function Component() {
  const { cars, links } = useLoaderData<typeof loader>();
  const { plan, commit, applyInPlace } = usePlanUrl(cars);

  if (!plan) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-6 py-16 text-sm text-mute">
        暂无可计算的金融方案，请稍后再试或联系当地授权经销商。
      </p>
    );
  }

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
        <PlanInputs cars={cars} plan={plan} onCommit={commit} />

        <div className="mt-8 lg:mt-0">
          <ResultPanel plan={plan} link={links[plan.product.id] ?? null} applyInPlace={applyInPlace} />

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
      <SummaryBar plan={plan} />
      <PlanAnnouncer plan={plan} />
    </div>
  );
}

