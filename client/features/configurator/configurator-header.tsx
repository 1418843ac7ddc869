/** The configurator's title, the visitor's saved builds of the series and the way to the model page. */
import { Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/ui/paths.ts';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';

// The saved builds live in the browser and show only once the page has hydrated: their code (with the
// share-code helpers) is not part of the first download. The page's loader loads it (`loadHeaderCode`),
// so the server and a client navigation render at once (client/lib/ui/lazy-component.tsx).
const SavedBuilds = lazyComponent(() => import('./saved-builds.tsx').then((m) => m.SavedBuilds));
export const loadHeaderCode = SavedBuilds.preload;

export function ConfiguratorHeader({ series, name, kind }: { series: string; name: string; kind: string }) {
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-6 pt-8 pb-6 md:px-8 md:pt-12">
        <div>
          <p className="text-xs tracking-[0.4em] text-gold-dark">BUILD YOUR {name}</p>
          <h1 className="mt-3 text-3xl font-light tracking-widest text-ink md:text-4xl">配置您的 {name}</h1>
          <p className="mt-2 text-sm text-mute">{kind}</p>
        </div>
        <Suspense fallback={null}>
          <SavedBuilds series={series} title={`我的 ${name} 配置`} />
        </Suspense>
        <Link
          to={paths.model(series)}
          className="text-sm text-mute underline-offset-4 hover:text-ink hover:underline print:hidden"
        >
          了解 {name} 车型
        </Link>
      </div>
    </header>
  );
}
