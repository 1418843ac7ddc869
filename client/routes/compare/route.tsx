/**
 * `/compare?cars=101,301`: two to four grades side by side, rendered on the server. The URL is the whole
 * state (cars in column order, `diff=1`, `same=0`, `best=1`, `base=<carId>`), so every toggle, move and
 * removal is a link that works without JavaScript, and a shared or reloaded address shows the same table.
 * With fewer than two cars the page is the picker. See docs/decisions/0020-compare-page.md.
 */
import { useEffect, useMemo } from 'react';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { compareSearch, type CompareState } from '#shared/domain/compare-link';
import { COMPARE_DISCLAIMER, hiddenSameNotice } from '#shared/domain/compare/parts';
import { sameComparedCars } from '#shared/domain/compare/query';
import { MARK_SYMBOL, MARK_TEXT, type Mark } from '#shared/domain/compare/table';
import { ComparePicker } from '#client/features/compare/compare-picker.tsx';
import { CompareStepper } from '#client/features/compare/compare-scroll.tsx';
import { CompareTableView } from '#client/features/compare/compare-table.tsx';
import { PrintButton } from '#client/features/compare/print-button.tsx';
import { keepDataWhileLoaderQuerySame } from '#client/lib/data/revalidate.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { useCompareTrayApi } from '#client/stores/compare-tray-store.tsx';
import { compareViewOf, droppedNotices, loadCompare, stateFor } from './load.ts';
import './compare.css';

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadCompare(request, context);
}

/** Toggles, moves and a new baseline keep the same cars: the loaded tables serve, no request is made. */
export const shouldRevalidate = keepDataWhileLoaderQuerySame(sameComparedCars);

export const handle: RouteHandle = {
  meta: ({ data }) => {
    const names = (data as Awaited<ReturnType<typeof loader>> | undefined)?.columns.map((c) => c.name) ?? [];
    return {
      title: names.length >= 2 ? `${names.join(' 对比 ')}` : '车型对比',
      description: '奥瑞麟车型参数配置对比：最多四款车型并排查看价格、动力、车身、底盘、安全与舒适配置。',
      canonicalParams: ['cars'],
    };
  },
};

const SCROLL_ID = 'cmp-scroll';

const TOGGLES: { key: 'diff' | 'hideSame' | 'best'; label: string }[] = [
  { key: 'diff', label: '高亮不同项' },
  { key: 'hideSame', label: '隐藏相同项' },
  { key: 'best', label: '标识最优项' },
];

function Toggles({ state }: { state: CompareState }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="对比选项">
      {TOGGLES.map(({ key, label }) => {
        const on = state[key];
        return (
          <li key={key}>
            <Link
              to={paths.compare(compareSearch({ ...state, [key]: !on }))}
              preventScrollReset
              data-toggle={key}
              className={`inline-flex min-h-11 items-center gap-2 border px-4 text-sm ${on ? 'border-ink bg-ink text-white' : 'border-line text-ink hover:border-ink'}`}
            >
              <span aria-hidden="true" className="inline-block w-3 text-center">
                {on ? '✓' : '+'}
              </span>
              {label}
              <span className="sr-only">{on ? '（已开启，点击关闭）' : '（未开启，点击开启）'}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function Legend() {
  return (
    <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-mute" aria-label="图例">
      {(['standard', 'optional', 'none'] as Mark[]).map((m) => (
        <span key={m}>
          <span aria-hidden="true" className="mr-1 text-ink">
            {MARK_SYMBOL[m]}
          </span>
          {MARK_TEXT[m]}
        </span>
      ))}
    </p>
  );
}

/** The tray follows the page: the compared cars are the tray's, in the page's order. */
function useTrayFollowsPage(cars: number[], hasCars: boolean) {
  const tray = useCompareTrayApi();
  const key = cars.join(',');
  useEffect(() => {
    if (hasCars) tray.getState().set(key ? key.split(',').map(Number) : []);
  }, [tray, key, hasCars]);
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const { search: address } = useLocation();
  const state = useMemo(() => stateFor(loaded, address), [loaded, address]);
  const { columns, table } = useMemo(() => compareViewOf(loaded, state), [loaded, state]);
  const { catalogue } = loaded;
  const notices = [...droppedNotices(loaded), ...(loaded.seriesNotice ? [loaded.seriesNotice] : [])];
  useTrayFollowsPage(state.cars, columns.length > 0);
  const search = compareSearch(state);

  return (
    <div className="cmp-page mx-auto max-w-7xl px-4 py-8 md:px-8 md:py-12">
      <h1 className="text-2xl font-light tracking-widest md:text-3xl">车型对比</h1>
      {notices.length > 0 ? (
        <div
          role="status"
          className="mt-4 border border-gold/60 bg-paper px-4 py-3 text-sm text-ink"
          data-notice="dropped"
        >
          {notices.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      ) : null}
      {columns.length < 2 ? (
        <p className="mt-4 text-sm text-mute">
          请至少选择两款车型进行对比。也可以在车型页或在线配置中点击「加入对比」。
        </p>
      ) : null}
      {loaded.tableFailed ? (
        <p role="alert" className="mt-4 text-sm text-error">
          参数数据暂时无法加载，请稍后刷新重试。
        </p>
      ) : null}

      {table ? (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
            <Toggles state={state} />
            <div className="flex flex-wrap gap-2">
              <a
                href={paths.compareCsv(search)}
                download
                className="inline-flex min-h-11 items-center border border-line px-4 text-sm hover:border-ink"
              >
                下载 CSV
              </a>
              <PrintButton />
            </div>
          </div>
          {table.sections.length > 0 ? (
            <nav aria-label="参数分类" className="cmp-chips mt-4 print:hidden">
              <ul className="flex gap-2 overflow-x-auto pb-1">
                {table.sections.map((s) => (
                  <li key={s.id} className="shrink-0">
                    <a
                      href={`#${s.id}`}
                      className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm whitespace-nowrap hover:border-ink"
                    >
                      {s.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {state.hideSame ? (
            <p role="status" className="mt-3 text-sm text-ink" data-notice="hidden-same">
              {hiddenSameNotice(table.hiddenSame)}
            </p>
          ) : null}
          <div className="mt-4">
            <CompareStepper scrollId={SCROLL_ID} count={columns.length} />
            <CompareTableView state={state} columns={columns} table={table} scrollId={SCROLL_ID} />
          </div>
          <Legend />
          {table.footnotes.length > 0 || loaded.notesFailed ? (
            <section aria-labelledby="cmp-notes-title" className="mt-8">
              <h2 id="cmp-notes-title" className="text-sm text-ink">
                注释
              </h2>
              <ol className="mt-2 space-y-1 text-xs leading-6 text-mute">
                {table.footnotes.map((f) => (
                  <li key={f.number} id={`cmp-note-${f.number}`} className="cmp-note">
                    <span className="mr-1 text-ink">注{f.number}</span>
                    {f.text}
                    {f.series.length < new Set(columns.map((c) => c.seriesCode)).size
                      ? `（适用于 ${f.series.join('、')}）`
                      : null}
                  </li>
                ))}
              </ol>
              {loaded.notesFailed ? <p className="mt-2 text-xs text-mute">部分车系说明暂时无法加载。</p> : null}
            </section>
          ) : null}
          <p className="mt-6 border-t border-line pt-4 text-xs leading-6 text-mute" data-disclaimer="">
            {COMPARE_DISCLAIMER}
          </p>
        </>
      ) : null}

      <ComparePicker state={state} catalogue={catalogue} columns={columns} open={columns.length < 2} />
    </div>
  );
}
