/**
 * Home. The key visuals and the line-up are awaited (first screen, SEO); the news teasers are
 * secondary and stream in behind a skeleton (`<Deferred>`). Any API-fed block degrades to a short
 * notice when the upstream fails: the page itself still answers 200.
 */
import { Suspense } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Deferred } from '#client/lib/ssr/deferred.tsx';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { KeyVisualCarousel } from './components/key-visual-carousel.tsx';
import { NewsTeasers, NewsTeasersSkeleton } from './components/news-teasers.tsx';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';
import { lazyOnce } from '#client/lib/ui/lazy-once.ts';

const NEWS_TEASER_COUNT = 4;

// The sections below the key visuals: one chunk (lower-sections.tsx), rendered by the server (the loader
// loads it) and hydrated once it arrives (client/lib/ui/lazy-component.tsx). Not the news teasers: their
// block streams in and is often the first thing clicked once it is there.
const lowerSections = () => import('./components/lower-sections.tsx');
const EsBanner = lazyComponent(() => lowerSections().then((m) => m.EsBanner));
const ModelLineup = lazyComponent(() => lowerSections().then((m) => m.ModelLineup));
const AutoshowEntry = lazyComponent(() => lowerSections().then((m) => m.AutoshowEntry));
const ServiceEntries = lazyComponent(() => lowerSections().then((m) => m.ServiceEntries));

// The sections' code and the reads' code: asked for once, then every loader call awaits the same answers.
const sectionsCode = lazyOnce(() =>
  Promise.all([EsBanner.preload(), ModelLineup.preload(), AutoshowEntry.preload(), ServiceEntries.preload()]),
);
const homeData = lazyOnce(() => import('./home-data.ts'));

export async function loader({ context }: LoaderFunctionArgs) {
  const [home] = await Promise.all([homeData().then((m) => m.readHome(context, NEWS_TEASER_COUNT)), sectionsCode()]);
  return home;
}

export const handle: RouteHandle = {
  meta: () => ({
    title: '奥瑞麟 AURELION 官方网站 | 豪华汽车',
    description: '奥瑞麟官方网站：浏览 ES、UX、NX、LC、LM、GX 全系车型，了解售后服务与品牌新闻，查询经销商并预约试驾。',
  }),
};

function Notice({ children }: { children: string }) {
  return (
    <p role="note" className="mx-auto max-w-7xl px-6 py-10 text-center text-sm text-mute md:px-8">
      {children}
    </p>
  );
}

export function Component() {
  const { kv, series, news } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="sr-only">奥瑞麟 AURELION 官方网站</h1>
      {kv ? <KeyVisualCarousel slides={kv} /> : <StaticHero />}
      <Suspense fallback={null}>
        <EsBanner startingPrice={series?.find((s) => s.code === 'es')?.startingPrice ?? null} />
      </Suspense>
      <section aria-labelledby="lineup-title" className="mx-auto max-w-7xl px-6 py-16 md:px-8 md:py-24">
        <h2 id="lineup-title" className="section-title">
          全系车型
        </h2>
        {series ? (
          <Suspense fallback={<div className="mt-10 min-h-96" />}>
            <ModelLineup series={series} />
          </Suspense>
        ) : (
          <Notice>车型信息暂时无法加载，请稍后刷新重试。</Notice>
        )}
      </section>
      <section aria-labelledby="news-title" className="bg-paper">
        <div className="mx-auto max-w-7xl px-6 py-16 md:px-8 md:py-20">
          <div className="flex items-end justify-between">
            <h2 id="news-title" className="text-2xl font-light tracking-widest md:text-3xl">
              品牌新闻
            </h2>
            <Link to={paths.news()} className="text-sm text-ink underline-offset-4 hover:underline">
              查看全部
            </Link>
          </div>
          <Deferred
            resolve={news}
            fallback={<NewsTeasersSkeleton count={NEWS_TEASER_COUNT} />}
            errorElement={<Notice>新闻暂时无法加载，请稍后刷新重试。</Notice>}
          >
            {(items) => <NewsTeasers items={items} />}
          </Deferred>
          <Suspense fallback={null}>
            <AutoshowEntry className="mt-12" />
          </Suspense>
        </div>
      </section>
      <Suspense fallback={null}>
        <ServiceEntries />
      </Suspense>
    </>
  );
}

function StaticHero() {
  return (
    <section className="relative flex h-[60vh] min-h-[420px] items-center justify-center bg-gradient-to-b from-ink to-[#2a2d35] text-center text-white">
      <div className="px-6">
        <p className="text-sm tracking-[0.5em] text-gold">AURELION</p>
        <p className="mt-4 text-3xl font-light tracking-widest md:text-5xl">匠心之作 从容前行</p>
        <Link
          to={paths.model('es')}
          className="mt-10 inline-block border border-white px-8 py-3 text-sm hover:bg-white hover:text-ink"
        >
          了解 ES
        </Link>
      </div>
    </section>
  );
}
