/**
 * `/trade-in`: the trade-in valuation. The URL is the state
 * (`?brand=&series=&year=&model=&reg=&km=&city=&grade=`): the server renders the cascade, the checked
 * inputs and the estimate, so it works without JavaScript. Registration month and mileage are checked
 * before the valuation is asked for (shared/domain/trade-in.ts); an upstream failure keeps every input
 * and offers a retry. Switching the condition grade changes only the URL: all grades came in one
 * answer, so no loader runs. An opt-in appraisal lead goes through the lead forms' one action.
 * docs/decisions/0023-trade-in-valuation.md
 */
import { useEffect } from 'react';
import {
  data,
  Link,
  useLoaderData,
  useLocation,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { parseId, parseTradeInQuery, tradeInSearch, type TradeInQuery } from '#shared/domain/trade-in';
import { findCity, lookupTradeIn, shownGrade } from '#shared/domain/trade-in-lookup';
import type { UsedCarGradePrices } from '#shared/api/client-api';
import { LazyLeadForm, preloadLeadForm } from '#client/features/test-drive/lazy-lead-form.tsx';
import { loadLeadOptions, type LeadFormOptions } from '#client/features/test-drive/lead-options.ts';
import { CarCascade } from '#client/features/trade-in/car-cascade.tsx';
import { EstimateSection, useFocusNewEstimate } from '#client/features/trade-in/estimate-section.tsx';
import { RetryNotice } from '#client/features/trade-in/retry-notice.tsx';
import { getApp } from '#client/lib/data/app-context.ts';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { ipQueryOf } from '#client/lib/data/ip-query.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { UNAVAILABLE } from '#client/lib/data/route-status.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const api = cachedApi(context);
  const asked = parseTradeInQuery(url.searchParams);
  const { upstreamGaps } = getApp(context);
  const [loadedRegions, location] = await Promise.all([
    // Imported on demand, as the lead forms import it (docs/decisions/0019-client-byte-budgets.md).
    import('#shared/domain/dealer-regions').then((places) => places.loadDealerRegions(api, upstreamGaps)),
    asked.city ? null : api.get('/api/client/IP', ipQueryOf(request)),
  ]);
  const regions = loadedRegions ?? [];
  // The city: the query's; a province chosen without JavaScript brings its first city; else the
  // visitor's IP location; else the first city.
  const province = regions.find((p) => p.id === parseId(url.searchParams.get('province')));
  let city = findCity(regions, parseId(asked.city));
  if (province && !province.cities.some((c) => c.id === city?.id)) city = province.cities[0] ?? null;
  city ??=
    (location?.ok && location.data ? findCity(regions, location.data.cityId) : null) ?? regions[0]?.cities[0] ?? null;
  const query = { ...asked, city: city ? String(city.id) : asked.city };

  const now = Date.now();
  const lookup = await lookupTradeIn(api, query, { now, city });
  const failed = lookup.failed || !loadedRegions;
  // With an estimate the page shows the appraisal form: its code is loaded before rendering it.
  const [lead] = lookup.valuation
    ? await Promise.all([
        loadLeadOptions(api, 'appraisal', { ip: ipQueryOf(request), gaps: upstreamGaps }),
        preloadLeadForm(),
      ])
    : [null];
  const payload = {
    query,
    search: url.searchParams.get('q') ?? '',
    regions,
    city,
    now,
    lookup,
    failed,
    lead: lead ? { ...lead, submissionKey: getApp(context).submissionKey() } : null,
  };
  return failed ? data(payload, UNAVAILABLE) : payload;
}

/** Only the grade changed (all grades are in the loaded answer), or a lead was posted: nothing to load. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formAction,
  defaultShouldRevalidate,
}) => {
  // A lead posted: every lead form posts to the test-drive page's action (LEAD_ACTION, which is not
  // imported here: it would bring the form's code, which loads later).
  if (formAction === paths.testDrive()) return false;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutGrade = (u: URL) => {
    const q = new URLSearchParams(u.search);
    q.delete('grade');
    q.sort();
    return q.toString();
  };
  const gradeOnly = currentUrl.search !== nextUrl.search && withoutGrade(currentUrl) === withoutGrade(nextUrl);
  return gradeOnly ? false : defaultShouldRevalidate;
};

export const handle: RouteHandle = {
  meta: () => ({
    title: '二手车置换估价',
    description:
      '免费估算爱车的置换价值：选择品牌、车系、年款与车型，填写上牌时间、里程与城市，即可查看车商收购、个人交易与车商零售三种参考价，无需留下手机号。',
    canonicalPath: paths.tradeIn(),
  }),
};

/** The opt-in appraisal booking, carrying the estimate (and the grade shown) along as its detail. */
function AppraisalSection({
  lead,
  query,
  grade,
}: {
  lead: LeadFormOptions & { submissionKey: string };
  query: TradeInQuery;
  grade: UsedCarGradePrices;
}) {
  return (
    <section aria-labelledby="appraisal-title" className="mt-8 bg-white p-5 md:p-8">
      <h2 id="appraisal-title" className="text-lg font-light tracking-widest text-ink">
        预约到店评估（可选）
      </h2>
      <p className="mt-2 mb-6 text-sm leading-6 text-mute">
        想要更准确的价格？预约就近经销商到店检测，顾问会带着本次估价（车况{grade.label}）为您准备置换方案。
      </p>
      <LazyLeadForm
        kind="appraisal"
        series={lead.series}
        regions={lead.regions}
        dealers={lead.dealers}
        values={{ ...lead.values, tradeIn: tradeInSearch({ ...query, grade: grade.grade }) }}
        draftKey="appraisal"
        submissionKey={lead.submissionKey}
        submitLabel="预约到店评估"
      />
    </section>
  );
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const { search, lookup, failed, lead, city, regions, now } = loaded;
  const location = useLocation();
  // The grade is read from the URL itself: switching it runs no loader (shouldRevalidate).
  const query: TradeInQuery = { ...loaded.query, grade: new URLSearchParams(location.search).get('grade') };
  const { model, valuation } = lookup;
  const grade = valuation ? shownGrade(query, valuation) : null;
  useFocusNewEstimate(valuation);
  // The appraisal form shows with an estimate: its code starts loading once a model is chosen.
  useEffect(() => {
    if (model) void preloadLeadForm().catch(() => undefined);
  }, [model]);

  return (
    <div className="bg-paper/40">
      <header className="border-b border-line bg-white">
        <div className="mx-auto max-w-6xl px-6 pt-8 pb-6 md:px-8 md:pt-12">
          <p className="text-xs tracking-[0.4em] text-gold-dark">TRADE-IN</p>
          <h1 className="mt-3 text-3xl font-light tracking-widest text-ink md:text-4xl">置换估价</h1>
          <p className="mt-3 max-w-2xl text-sm leading-7 text-mute">
            选择您的爱车并填写上牌时间、里程与城市，即刻查看三种参考价，无需留下手机号。估价可在
            <Link to={paths.finance()} className="mx-1 text-ink underline underline-offset-4">
              金融计算器
            </Link>
            中抵作首付。
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-6xl px-6 py-8 md:px-8 md:py-12">
        {failed ? <RetryNotice /> : null}
        <CarCascade query={query} lookup={lookup} search={search} regions={regions} city={city} now={now} />
        {valuation && grade && model ? (
          <EstimateSection query={query} valuation={valuation} grade={grade} model={model} city={city} />
        ) : null}
        {valuation && grade && lead ? <AppraisalSection lead={lead} query={query} grade={grade} /> : null}
      </div>
    </div>
  );
}

