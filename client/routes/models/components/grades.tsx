/** 车型与价格: each grade with its guide price and a place in the comparison, then the closing calls to action. */
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { CarSeries } from '#shared/api/client-api';
import type { ModelSummary } from '#client/content/models/model-content.ts';
import { DealerAndPurchase, DEALER_LINK_CLASS } from '#client/features/model/dealer-and-purchase.tsx';
import { TestDriveButton } from '#client/features/test-drive/test-drive-drawer.tsx';
import { formatPriceWan } from '#client/lib/ui/format.ts';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';
import { paths } from '#client/lib/ui/paths.ts';

/** With the compare tray's store behind it, it hydrates after the page (the route's loader preloads it). */
export const AddToCompareButton = lazyComponent(() =>
  import('#client/features/compare/add-to-compare.tsx').then((m) => m.AddToCompareButton),
);

export function Grades({ content, series }: { content: ModelSummary; series: CarSeries }) {
  return (
    <section aria-labelledby="grades-title" className="bg-paper">
      <div className="band max-w-5xl">
        <h2 id="grades-title" className="section-title">
          车型与价格
        </h2>
        <ul className="mt-8 divide-y divide-line border-y border-line bg-white">
          {series.grades.map((g) => (
            <li key={g.id} className="grade-row">
              <div>
                <p className="grade-name">{g.name}</p>
                <p className="grade-engine">{g.engine}</p>
              </div>
              <p className="text-sm">
                厂商指导价 <span className="grade-price">{formatPriceWan(g.price)}</span>
              </p>
              <Suspense fallback={null}>
                <AddToCompareButton carId={g.id} name={g.name} />
              </Suspense>
            </li>
          ))}
        </ul>
        <CallsToAction content={content} />
      </div>
    </section>
  );
}

function CallsToAction({ content }: { content: ModelSummary }) {
  return (
    <div className="mt-10 flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-center">
      <TestDriveButton
        code={content.code}
        modelName={content.name}
        className="inline-flex min-h-11 w-full items-center justify-center bg-ink px-8 text-sm text-white hover:bg-black sm:w-auto"
      >
        {`预约试驾 ${content.name}`}
      </TestDriveButton>
      <Link
        to={paths.configurator(content.code)}
        className={DEALER_LINK_CLASS.dark}
      >
        {`在线配置 ${content.name}`}
      </Link>
      <DealerAndPurchase content={content} tone="dark" />
    </div>
  );
}
