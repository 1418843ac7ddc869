/**
 * Step 07, 「配置清单」: the itemised price, the save's outcome (its share code once saved), and what to do
 * next (save, book a test drive, compare the grade).
 */
import { Link } from 'react-router';
import type { Priced } from '#shared/domain/configurator/price';
import { formatShareCode } from '#shared/domain/share-code';
import { paths } from '#client/lib/ui/paths.ts';
import { PriceBreakdown } from './price-summary.tsx';
import type { SaveResult } from './use-save-build.tsx';

/** The save's answer: why it failed, or the saved build's share code and where to find it. */
function SaveOutcome({ result }: { result: SaveResult | undefined }) {
  if (!result) return null;
  if (!result.ok)
    return (
      <p role="alert" className="mt-6 text-sm text-error">
        {result.message}
      </p>
    );
  return (
    <div role="status" className="mt-6 border border-gold/60 bg-paper p-5">
      <p className="text-sm text-ink">配置已保存：{result.name}</p>
      <p className="mt-2 text-sm text-mute">
        分享码 <span className="font-mono text-lg tracking-[0.2em] text-ink">{formatShareCode(result.code)}</span>
      </p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={paths.buildShare(result.code)} className="text-ink underline underline-offset-4">
          查看分享页
        </Link>
        <Link to={paths.accountCars()} className="text-ink underline underline-offset-4">
          我的配置
        </Link>
      </p>
    </div>
  );
}

export function BuildSummary({
  series,
  grade,
  priced,
  teaser,
  result,
  saveForm,
  compare,
}: {
  series: string;
  grade: number;
  priced: Priced;
  teaser: React.ReactNode;
  /** The save's answer, once there is one. */
  result: SaveResult | undefined;
  saveForm: React.ReactNode;
  /** 「加入对比」 for the grade, when there is one. */
  compare: React.ReactNode;
}) {
  return (
    <section id="summary" aria-labelledby="summary-title" className="scroll-mt-32 border-t border-line py-10 md:py-12">
      <p className="text-xs tracking-[0.3em] text-gold-dark">07</p>
      <h2 id="summary-title" className="mt-2 text-xl font-light tracking-widest text-ink md:text-2xl">
        配置清单
      </h2>
      <div className="mt-6">
        <PriceBreakdown priced={priced} titleId="summary-title" />
        {teaser}
      </div>
      <SaveOutcome result={result} />
      <div className="mt-8 grid gap-3 sm:grid-cols-2 print:hidden">
        {saveForm}
        <Link
          to={`${paths.testDrive(series)}&grade=${grade}`}
          className="inline-flex min-h-12 items-center justify-center border border-ink text-sm tracking-[0.2em] text-ink hover:bg-paper"
        >
          预约试驾
        </Link>
      </div>
      {compare ? <div className="mt-3 print:hidden">{compare}</div> : null}
    </section>
  );
}
