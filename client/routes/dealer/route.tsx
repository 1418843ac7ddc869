/**
 * `/dealer`: the dealer finder. The selection lives in the URL (`?province=&city=`, region ids), so
 * it is shareable and rendered on the server; without a selection the visitor's IP location is the
 * default. The form is a plain GET form (works without JavaScript); once hydrated, changing a
 * select updates the list and the URL without a page load. Rules for bad parameters: regions.ts.
 * The places and the dealers are the page's main data (503 without them); the IP lookup and the
 * consultants are optional blocks that say when they are missing (docs/decisions/0028-pages-without-their-upstream.md).
 */
import { Suspense, useState } from 'react';
import {
  data,
  Form,
  useLoaderData,
  useNavigate,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import type { Dealer, Province } from '#shared/api/client-api';
import { cachedApi } from '#client/lib/data/cached-api.ts';
import { ipQueryOf } from '#client/lib/data/ip-query.ts';
import { getApp } from '#client/lib/data/app-context.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import type { StaffByDealer } from '#client/routes/dealer/components/dealer-list.tsx';
import type { DealerSmsResult } from '#client/routes/dealer/components/dealer-sms-form.tsx';
import { CitySelect, ProvinceSelect } from '#client/components/ui/region-selects.tsx';
import { defaultCity, resolveSelection, selectionSearch } from '#client/lib/ui/regions.ts';
import { required, unavailable } from '#client/lib/data/route-status.ts';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';

const STAFF_BATCH = 6;

// The cards are drawn by the server and readable at once; what they do (their disclosures, 「关注」, the
// SMS form) needs their code only once hydrated: it is not part of the page's first download. The loader
// loads it (and the cards' own later code), so the server and a client navigation render at once
// (client/lib/ui/lazy-component.tsx).
const dealerList = () => import('./components/dealer-list.tsx');
const DealerList = lazyComponent(() => dealerList().then((m) => m.DealerList));
const loadListCode = () => Promise.all([DealerList.preload(), dealerList().then((m) => m.loadCardCode())]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = getApp(context);
  const api = cachedApi(context);
  const url = new URL(request.url);
  const query = { province: url.searchParams.get('province'), city: url.searchParams.get('city') };
  const needsLocation = !query.province;
  // The nation's list, one catalogue entry whatever the city: once seen, every city's dealers survive
  // an upstream outage. The visitor's location only picks the default city: without it, the first.
  const [regions, all, location] = await Promise.all([
    // Imported on demand, as the lead forms import it: a chunk of its own that no page's first download
    // carries (the pages with a lead form are at their byte budget, docs/decisions/0019).
    // Both read past the page's data cache, which would carry them whole in the HTML: the nation's places
    // (with the cities without dealers) and the nation's dealers (most of the page) for the one city
    // shown. The page's data has what it shows; the server's catalogue cache still keeps both.
    import('#shared/domain/dealer-regions').then((places) => places.loadDealerRegions(app.api, app.upstreamGaps)),
    app.api.get('/api/client/findDealers'),
    needsLocation ? api.get('/api/client/IP', ipQueryOf(request)) : null,
    loadListCode(),
  ]);
  if (!regions) return unavailable();
  const located = location?.ok ? location.data : null;
  const selection = resolveSelection(regions, query, located);
  if (!selection) throw data(null, { status: 404 });
  const dealers = required(all).filter((d) => d.cityId === selection.city.id);
  // Consultants of every listed dealer, in the page's HTML (their QR codes are drawn when a card's list
  // is opened); a dealer whose staff cannot load shows its hotline instead.
  // A few at a time: a big city lists a dozen dealers, and every call listens on the request's signal.
  const staff: StaffByDealer = {};
  for (let i = 0; i < dealers.length; i += STAFF_BATCH) {
    const batch = dealers.slice(i, i + STAFF_BATCH);
    const results = await Promise.all(batch.map((d) => api.get('/api/client/staffAndQrcode', { dealerId: d.id })));
    batch.forEach((d, j) => {
      const r = results[j];
      staff[d.id] = r?.ok && r.data ? r.data.staff : null;
    });
  }
  return {
    staff,
    regions,
    provinceId: selection.province.id,
    cityId: selection.city.id,
    place: `${selection.province.name}${selection.city.name === selection.province.name ? '' : ` ${selection.city.name}`}`,
    // The default place was meant to be the visitor's own and could not be: the page says so.
    unlocated: needsLocation && located === null,
    dealers,
  };
}

/**
 * 「发送到手机」 on a dealer card, by `intent`: a new image captcha, or the message. Posted by fetchers;
 * the site's handler checks captcha, consent and limits (docs/decisions/0025).
 */
export async function action({ context, request }: ActionFunctionArgs): Promise<DealerSmsResult> {
  // Only an opened 「发送到手机」 form posts here, so its chunk is already loaded.
  const { answerSmsPost } = await import('./components/dealer-sms-panel.tsx');
  return answerSmsPost(getApp(context).api, await request.formData());
}

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const d = loaded as { place?: string; provinceId?: number; cityId?: number; dealers?: Dealer[] } | undefined;
    if (!d?.place || d.provinceId === undefined || d.cityId === undefined) {
      return { title: '经销商查询', description: '查询奥瑞麟全国授权经销商的地址、电话与营业时间。' };
    }
    return {
      title: `${d.place}经销商查询`,
      description: `${d.place}的奥瑞麟授权经销商（${d.dealers?.length ?? 0}家）：地址、销售热线、售后电话与营业时间，支持按省份与城市查询。`,
      canonicalPath: `${paths.dealer()}${selectionSearch(d.provinceId, d.cityId)}`,
    };
  },
};

export function Component() {
  const { regions, provinceId, cityId, place, dealers, staff, unlocated } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === paths.dealer();
  return (
    <>
      <header className="bg-ink text-white">
        <div className="mx-auto max-w-7xl px-6 py-14 md:px-8 md:py-20">
          <p className="text-xs tracking-[0.4em] text-gold">DEALER LOCATOR</p>
          <h1 className="mt-4 text-3xl font-light tracking-widest md:text-5xl">查找经销商</h1>
          <p className="mt-5 max-w-2xl text-sm leading-7 text-white/80 md:text-base">
            奥瑞麟授权经销商遍布全国，为您提供新车销售、售后服务与原厂配件。选择省份与城市，查看附近门店的地址、电话与营业时间。
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-6 py-10 md:px-8 md:py-14">
        <RegionForm key={`${provinceId}-${cityId}`} regions={regions} provinceId={provinceId} cityId={cityId} />
        <section
          aria-labelledby="dealer-results"
          aria-busy={loading}
          className={`mt-10 transition-opacity ${loading ? 'opacity-60' : ''}`}
        >
          <h2 id="dealer-results" className="text-xl tracking-wider md:text-2xl">
            {place}
          </h2>
          {unlocated ? (
            <p role="note" className="mt-2 text-sm text-mute">
              暂时无法确定您所在的城市，先为您显示{place}的经销商，可在上方选择您所在的城市。
            </p>
          ) : null}
          <p aria-live="polite" className="mt-2 text-sm text-mute">
            {dealers.length > 0 ? `共 ${dealers.length} 家授权经销商` : '该城市暂无授权经销商，请选择邻近城市。'}
          </p>
          {dealers.length > 0 ? (
            <div className="mt-6">
              <Suspense fallback={null}>
                <DealerList dealers={dealers} staff={staff} />
              </Suspense>
            </div>
          ) : null}
        </section>
      </div>
    </>
  );
}

function RegionForm({ regions, provinceId, cityId }: { regions: Province[]; provinceId: number; cityId: number }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // What the selects show now; the URL (and so the list) follows on every change.
  const [selected, setSelected] = useState({ provinceId, cityId });
  const province = regions.find((p) => p.id === selected.provinceId);

  const go = (next: { provinceId: number; cityId: number }) => {
    setSelected(next);
    void navigate(`${paths.dealer()}${selectionSearch(next.provinceId, next.cityId)}`, { preventScrollReset: true });
  };

  return (
    <Form
      method="get"
      action={paths.dealer()}
      aria-label="按地区查找经销商"
      className="grid gap-4 bg-paper p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end md:p-6"
    >
      <ProvinceSelect
        id="dealer-province"
        provinces={regions}
        value={selected.provinceId}
        onChange={(id) => {
          const p = regions.find((r) => r.id === id);
          const c = p ? defaultCity(p) : undefined;
          if (p && c) go({ provinceId: p.id, cityId: c.id });
        }}
      />
      <CitySelect
        id="dealer-city"
        province={province}
        value={selected.cityId}
        onChange={(id) => go({ provinceId: selected.provinceId, cityId: id })}
      />
      {/* Without JavaScript this submits the form; once hydrated the selects apply themselves, so the
          button is only shown to keyboard users who reach it. Where scripts run it is out of sight from
          the first paint (`scripting:`), so hydration hiding it moves nothing below. */}
      <button
        type="submit"
        className={`bg-ink text-sm tracking-widest text-white hover:bg-black ${hydrated ? 'sr-only focus:not-sr-only focus:min-h-12 focus:px-8' : 'min-h-12 px-8 scripting:not-focus:sr-only'}`}
      >
        查询
      </button>
    </Form>
  );
}
