/**
 * Picking grades by series: a GET form whose buttons each add one grade (`add=<carId>`), so it works
 * without JavaScript; the page's loader folds `add` into `cars` and redirects to the clean address.
 * The current toggles ride along as hidden fields.
 */
import { Form, Link } from 'react-router';
import type { CarSummary } from '#shared/api/client-api';
import { compareSearch, MAX_COMPARE, type CompareState } from '#shared/domain/compare-link';
import { withoutCar } from '#shared/domain/compare/query';
import { formatPriceWan } from '#client/lib/ui/format.ts';
import { paths } from '#client/lib/ui/paths.ts';

function bySeries(cars: CarSummary[]): { code: string; name: string; grades: CarSummary[] }[] {
  const out: { code: string; name: string; grades: CarSummary[] }[] = [];
  for (const car of cars) {
    const group = out.find((g) => g.code === car.seriesCode);
    if (group) group.grades.push(car);
    else out.push({ code: car.seriesCode, name: car.seriesName, grades: [car] });
  }
  return out;
}

/** Two to four series at once, each by its entry grade (the loader asks `queryCarSeriesCompare`). */
function SeriesQuickCompare({ series }: { series: { code: string; name: string }[] }) {
  return (
    <Form method="get" action={paths.compare()} className="mt-4 border border-line bg-paper p-4">
      <fieldset>
        <legend className="text-sm text-ink">按车系快速对比（各取入门版本，选 2 到 {MAX_COMPARE} 个）</legend>
        <div className="mt-2 flex flex-wrap gap-x-4">
          {series.map((s) => (
            <label key={s.code} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" name="series" value={s.code} className="h-4 w-4 accent-ink" />
              {s.name}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        className="mt-2 inline-flex min-h-11 items-center bg-ink px-5 text-sm text-white hover:bg-black"
      >
        对比所选车系
      </button>
    </Form>
  );
}

export function ComparePicker({
  state,
  catalogue,
  columns,
  open,
}: {
  state: CompareState;
  catalogue: CarSummary[];
  columns: CarSummary[];
  /** Series panels open (the page has fewer than two cars: picking is the point). */
  open: boolean;
}) {
  const full = state.cars.length >= MAX_COMPARE;
  const series = bySeries(catalogue);
  return (
    <section aria-labelledby="cmp-picker-title" className="mt-10 border-t border-line pt-8 print:hidden">
      <h2 id="cmp-picker-title" className="text-lg tracking-wider">
        选择对比车型
      </h2>
      <p className="mt-2 text-sm text-mute">
        先选车系，再选版本；最多 {MAX_COMPARE} 款，已选 {state.cars.length} 款。
      </p>
      {columns.length > 0 && columns.length < 2 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="已选车型">
          {columns.map((car) => (
            <li key={car.carId} className="inline-flex items-center gap-2 border border-ink px-3 text-sm">
              {car.name}
              <Link
                to={paths.compare(compareSearch(withoutCar(state, car.carId)))}
                className="inline-flex min-h-11 items-center text-mute underline"
              >
                移除<span className="sr-only"> {car.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p role="note" className="mt-4 text-sm text-ink">
          已选满 {MAX_COMPARE} 款，请先移除一款再添加。
        </p>
      ) : null}
      <SeriesQuickCompare series={series} />
      <Form method="get" action={paths.compare()} preventScrollReset className="mt-4 space-y-2">
        <input type="hidden" name="cars" value={state.cars.join(',')} />
        {state.diff ? <input type="hidden" name="diff" value="1" /> : null}
        {state.hideSame ? <input type="hidden" name="same" value="0" /> : null}
        {state.best ? <input type="hidden" name="best" value="1" /> : null}
        {state.base !== null ? <input type="hidden" name="base" value={state.base} /> : null}
        {series.map((s) => (
          <details key={s.code} open={open} className="border border-line bg-white">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm tracking-wider">
              {s.name}
              <span className="ml-2 text-xs text-mute">{s.grades.length} 款</span>
              <span aria-hidden="true" className="cmp-chevron ml-auto text-mute">
                ⌄
              </span>
            </summary>
            <ul className="divide-y divide-line border-t border-line">
              {s.grades.map((car) => {
                const chosen = state.cars.includes(car.carId);
                return (
                  <li key={car.carId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                    <span className="text-sm">
                      {car.name}
                      <span className="ml-2 text-xs text-mute">{formatPriceWan(car.price)}</span>
                    </span>
                    <button
                      type="submit"
                      name="add"
                      value={car.carId}
                      disabled={chosen || full}
                      className="inline-flex min-h-11 items-center border border-ink px-4 text-sm text-ink hover:bg-ink hover:text-white disabled:border-line disabled:text-mute disabled:hover:bg-transparent"
                    >
                      {chosen ? '已在对比中' : '加入对比'}
                      <span className="sr-only"> {car.name}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </details>
        ))}
      </Form>
    </section>
  );
}
