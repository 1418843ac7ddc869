/**
 * `/trade-in`: the trade-in valuation. The URL is the state
 * (`?brand=&series=&year=&model=&reg=&km=&city=&grade=`): the server renders the cascade, the checked
 * inputs and the estimate, so it works without JavaScript. Registration month and mileage are checked
 * before the valuation is asked for (shared/domain/trade-in.ts); an upstream failure keeps every input
 * and offers a retry. Switching the condition grade changes only the URL: all grades came in one
 * answer, so no loader runs. An opt-in appraisal lead goes through the lead forms' one action.
 * docs/decisions/0023-trade-in-valuation.md
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  data,
  Link,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import {
  currentMonth,
  MILEAGE_RANGE,
  monthText,
  parseId,
  parseTradeInQuery,
  registrationRange,
  TRADE_IN_PARAMS,
  tradeInSearch,
  type TradeInQuery,
} from '#shared/domain/trade-in';
import { findCity, lookupTradeIn, shownGrade } from '#shared/domain/trade-in-lookup';
import { RouteErrorBoundary } from '#client/components/route-error-boundary.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { ProvinceSelect } from '#client/components/ui/region-selects.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextInput } from '#client/components/ui/text-input.tsx';
import { LEAD_ACTION, LeadForm } from '#client/features/test-drive/lead-form.tsx';
import { loadLeadOptions } from '#client/features/test-drive/lead-options.ts';
import { BrandPicker, CascadeStep, ChoiceList } from '#client/features/trade-in/cascade.tsx';
import { ValuationResult } from '#client/features/trade-in/valuation-result.tsx';
import { getApp } from '#client/lib/app-context.ts';
import { cachedApi } from '#client/lib/api-query.ts';
import { ipQueryOf } from '#client/lib/ip-query.ts';
import type { RouteHandle } from '#client/lib/meta.ts';
import { paths } from '#client/lib/paths.ts';
import { UNAVAILABLE } from '#client/lib/route-status.ts';

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
  const lead = lookup.valuation ? await loadLeadOptions(api, 'appraisal', { ip: ipQueryOf(request), gaps: upstreamGaps }) : null;
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
  if (formAction === LEAD_ACTION) return false;
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
  // The default city comes from the visitor's address: kept per place.
  pageCache: { query: [...TRADE_IN_PARAMS, 'province', 'q'], located: true },
  meta: () => ({
    title: '二手车置换估价',
    description:
      '免费估算爱车的置换价值：选择品牌、车系、年款与车型，填写上牌时间、里程与城市，即可查看车商收购、个人交易与车商零售三种参考价，无需留下手机号。',
    canonicalPath: paths.tradeIn(),
  }),
};

function DetailsForm({ query }: { query: TradeInQuery }) {
  const { regions, city, now, lookup } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const uid = useId();
  const model = lookup.model;
  const [provinceId, setProvinceId] = useState(
    () => regions.find((p) => p.cities.some((c) => c.id === city?.id))?.id ?? null,
  );
  const [cityId, setCityId] = useState(city?.id ?? null);
  const province = regions.find((p) => p.id === provinceId);
  const { min, max } = model ? registrationRange(model.year, now) : { min: undefined, max: currentMonth(now) };
  const { errors } = lookup;
  const described = (field: 'reg' | 'km') => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${uid}-${field}-error` : `${uid}-${field}-hint`,
  });

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = { ...query };
    for (const key of ['reg', 'km', 'city'] as const) {
      const v = form.get(key);
      next[key] = typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
    }
    void navigate(paths.tradeIn(tradeInSearch(next)), { replace: true, preventScrollReset: true });
  };

  return (
    <form method="get" action={paths.tradeIn()} onSubmit={onSubmit} noValidate className="grid gap-5 md:grid-cols-2">
      {(['brand', 'series', 'year', 'model', 'grade'] as const).map((k) =>
        query[k] ? <input key={k} type="hidden" name={k} value={query[k] ?? ''} /> : null,
      )}
      <Field id={`${uid}-reg`} label="上牌时间" error={errors.reg}>
        <TextInput
          id={`${uid}-reg`}
          name="reg"
          type="month"
          min={min}
          max={max}
          placeholder="例如 2021-06"
          defaultValue={query.reg ?? ''}
          {...described('reg')}
        />
        {errors.reg ? null : (
          <p id={`${uid}-reg-hint`} className="mt-2 text-xs text-mute">
            {model && min ? `${monthText(min)} 至 ${monthText(max)}` : '请先选择车型'}
          </p>
        )}
      </Field>
      <Field id={`${uid}-km`} label="行驶里程（万公里）" error={errors.km}>
        <TextInput
          id={`${uid}-km`}
          name="km"
          inputMode="decimal"
          autoComplete="off"
          placeholder="例如 3.5"
          defaultValue={query.km ?? ''}
          {...described('km')}
        />
        {errors.km ? null : (
          <p id={`${uid}-km-hint`} className="mt-2 text-xs text-mute">
            {MILEAGE_RANGE.min} 至 {MILEAGE_RANGE.max} 万公里，最多一位小数
          </p>
        )}
      </Field>
      <ProvinceSelect
        id={`${uid}-province`}
        value={provinceId}
        provinces={regions}
        onChange={(id) => {
          setProvinceId(id);
          setCityId(regions.find((p) => p.id === id)?.cities[0]?.id ?? null);
        }}
      />
      <SelectField
        id={`${uid}-city`}
        name="city"
        label="所在城市"
        value={cityId ?? ''}
        options={(province?.cities ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onChange={(v) => setCityId(Number(v))}
      />
      <div className="md:col-span-2">
        <button
          type="submit"
          disabled={!model}
          className="min-h-12 w-full bg-ink px-10 text-sm tracking-[0.2em] text-white hover:bg-gold-dark disabled:opacity-50 sm:w-auto"
        >
          {lookup.valuation ? '重新估价' : '开始估价'}
        </button>
      </div>
    </form>
  );
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const { search, lookup, failed, lead, city } = loaded;
  const location = useLocation();
  // The grade is read from the URL itself: switching it runs no loader (shouldRevalidate).
  const query: TradeInQuery = { ...loaded.query, grade: new URLSearchParams(location.search).get('grade') };
  const navigation = useNavigation();
  const { brands, series, years, models, brand, seriesItem, year, model, valuation } = lookup;
  const grade = valuation ? shownGrade(query, valuation) : null;
  const retrying = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  // A new estimate (not the first render, not a grade switch) brings the result into view: on a phone
  // it is below the whole cascade.
  const estimateKey = valuation
    ? `${valuation.modelId}/${valuation.regDate}/${valuation.mileage}/${valuation.cityId}`
    : '';
  const shownEstimate = useRef(estimateKey);
  useEffect(() => {
    if (shownEstimate.current === estimateKey) return;
    shownEstimate.current = estimateKey;
    if (estimateKey) document.getElementById('estimate-title')?.focus();
  }, [estimateKey]);

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
        {failed ? (
          <div
            role="alert"
            className="mb-6 border-l-2 border-error bg-white px-5 py-4 text-sm leading-6 text-ink"
            data-testid="trade-in-retry"
          >
            <p>估价服务暂时无法连接，您填写的信息都已保留。</p>
            <Link
              to={location.pathname + location.search}
              replace
              preventScrollReset
              className="mt-2 inline-flex min-h-11 items-center text-ink underline underline-offset-4"
            >
              {retrying ? '正在重试…' : '重试'}
            </Link>
          </div>
        ) : null}

        <section aria-labelledby="car-title" className="bg-white p-5 md:p-8">
          <h2 id="car-title" className="text-lg font-light tracking-widest text-ink">
            您的爱车
          </h2>
          <div className="mt-2">
            <CascadeStep
              n={1}
              title="品牌"
              chosen={brand?.name ?? null}
              empty={brands.length === 0 ? '品牌列表暂时无法加载' : null}
            >
              <BrandPicker query={query} brands={brands} search={search} />
            </CascadeStep>
            <CascadeStep n={2} title="车系" chosen={seriesItem?.name ?? null} empty={brand ? null : '请先选择品牌'}>
              <ChoiceList
                query={query}
                step="series"
                items={series}
                valueOf={(s) => String(s.id)}
                labelOf={(s) => s.name}
                chosen={query.series}
                label="车系"
              />
            </CascadeStep>
            <CascadeStep
              n={3}
              title="年款"
              chosen={year ? `${year}款` : null}
              empty={seriesItem ? null : '请先选择车系'}
            >
              <ChoiceList
                query={query}
                step="year"
                items={years}
                valueOf={String}
                labelOf={(y) => `${y}款`}
                chosen={query.year}
                label="年款"
              />
            </CascadeStep>
            <CascadeStep n={4} title="车型" chosen={model?.name ?? null} empty={year ? null : '请先选择年款'}>
              <ChoiceList
                query={query}
                step="model"
                items={models}
                valueOf={(m) => String(m.id)}
                labelOf={(m) => m.name}
                chosen={query.model}
                label="车型"
              />
            </CascadeStep>
            <CascadeStep n={5} title="车辆信息" chosen={null} empty={null}>
              <DetailsForm
                query={query}
                key={`${query.model ?? ''}/${query.reg ?? ''}/${query.km ?? ''}/${query.city ?? ''}`}
              />
            </CascadeStep>
          </div>
        </section>

        {valuation && grade && model ? (
          <section aria-labelledby="estimate-title" className="mt-8 bg-white p-5 md:p-8">
            <h2 id="estimate-title" tabIndex={-1} className="text-lg font-light tracking-widest text-ink outline-none">
              估价结果
            </h2>
            <p className="mt-1 mb-6 text-sm text-mute">
              {model.name} · {monthText(valuation.regDate)}上牌 · {valuation.mileage} 万公里 · {city?.name}
            </p>
            <ValuationResult query={query} valuation={valuation} grade={grade} />
          </section>
        ) : null}

        {valuation && grade && lead ? (
          <section aria-labelledby="appraisal-title" className="mt-8 bg-white p-5 md:p-8">
            <h2 id="appraisal-title" className="text-lg font-light tracking-widest text-ink">
              预约到店评估（可选）
            </h2>
            <p className="mt-2 mb-6 text-sm leading-6 text-mute">
              想要更准确的价格？预约就近经销商到店检测，顾问会带着本次估价（车况{grade.label}）为您准备置换方案。
            </p>
            <LeadForm
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
        ) : null}
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
