/**
 * The model's introduction: tagline and text, the member actions, the ways on (configurator, finance,
 * trade-in), the visitor's saved builds of this model, and the spec highlights beside it.
 */
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { SeriesCode, SeriesModel, SpecTable } from '#shared/api/client-api';
import type { ModelSummary } from '#client/content/models/model-content.ts';
import { SpecHighlights } from '#client/features/model/spec-highlights.tsx';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';
import { paths } from '#client/lib/ui/paths.ts';
import { ModelActions } from './model-actions.tsx';

/** Drawn from the browser's saved list only, after hydration: its code comes then too. */
export const SavedBuilds = lazyComponent(() =>
  import('#client/features/configurator/saved-builds.tsx').then((m) => m.SavedBuilds),
);

export function Intro({
  code,
  content,
  model,
  spec,
}: {
  code: SeriesCode;
  content: ModelSummary;
  model: SeriesModel;
  spec: SpecTable | null;
}) {
  return (
    <section aria-labelledby="intro-title" className="band max-w-7xl">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <div>
          <p className="text-xs tracking-[0.4em] text-gold-dark">{content.kind}</p>
          <h2
            id="intro-title"
            data-read-aloud=""
            className="mt-3 text-2xl leading-snug font-light tracking-wider md:text-3xl"
          >
            {content.tagline}
          </h2>
          <p data-read-aloud="" className="mt-5 text-sm leading-7 text-mute md:text-base md:leading-8">
            {content.intro}
          </p>
          <div className="mt-8">
            <ModelActions code={code} modelName={content.name} />
          </div>
          <p className="mt-6">
            <Link
              to={paths.configurator(code)}
              className="text-link text-sm"
            >
              {`在线配置您的 ${content.name}，实时查看价格`}
            </Link>
          </p>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Link
              to={paths.finance(model.series.grades[0] ? `car=${model.series.grades[0].id}` : undefined)}
              className="text-link"
            >
              {`计算 ${content.name} 月供`}
            </Link>
            <Link to={paths.tradeIn()} className="text-link">
              旧车置换估价
            </Link>
          </p>
          <div className="mt-6">
            <Suspense fallback={null}>
              <SavedBuilds series={code} title={`我的 ${content.name} 配置`} />
            </Suspense>
          </div>
        </div>
        <SpecHighlights content={content} spec={spec} />
      </div>
    </section>
  );
}
