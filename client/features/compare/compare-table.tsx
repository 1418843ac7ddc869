/**
 * The compare table: a native `<table>` with a caption, one column header per grade (name, series,
 * price, its configurator and test drive, and links that move, remove or pin it as the baseline), one row
 * header per spec and one `<tbody>` per section. Header row and first column stay in view with CSS
 * `position: sticky` alone (compare.css); the cells say what `cellParts` says, which is also the CSV.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { CarSummary } from '#shared/api/client-api';
import { compareSearch, type CompareState } from '#shared/domain/compare-link';
import { cellParts, rowLabelParts, type Part } from '#shared/domain/compare/parts';
import { moveCar, withCars, withoutCar } from '#shared/domain/compare/query';
import type { CompareTable } from '#shared/domain/compare/table';
import { formatPriceWan } from '#client/lib/ui/format.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';
import { CareStepper, CompareScroll } from './compare-scroll.tsx';

const PART_CLASS: Record<Part['kind'], string> = {
  value: '',
  label: '',
  mark: 'text-base leading-none',
  delta: 'block text-xs text-mute tabular-nums',
  best: 'cmp-badge cmp-best',
  differs: 'cmp-badge cmp-differs',
  note: '',
};

function Parts({ parts }: { parts: Part[] }) {
  return parts.map((p, i) => {
    if (p.srOnly) {
      return (
        <span key={i} className="sr-only">
          {p.text}
        </span>
      );
    }
    if (p.kind === 'note') {
      const n = p.text.replace(/\D/g, '');
      return (
        <a key={i} href={`#cmp-note-${n}`} className="cmp-note-ref">
          {p.text}
        </a>
      );
    }
    // A space between parts, so copied text and screen readers do not run them together.
    return (
      <span key={i} className={PART_CLASS[p.kind]}>
        {i > 0 ? ' ' : ''}
        {p.text}
      </span>
    );
  });
}

const href = (state: CompareState) => paths.compare(compareSearch(state));

const CONTROL =
  'inline-flex min-h-8 min-w-7 items-center justify-center border border-line text-sm text-ink hover:border-ink';

interface ColumnProps {
  state: CompareState;
  car: CarSummary;
  index: number;
  count: number;
  /** Set on a column 关怀版 hides on small screens (one grade per screen). */
  off?: boolean;
}

/** A one-symbol link (move, remove) that says in words what it does. */
function SymbolLink({
  to,
  symbol,
  label,
  data,
}: {
  to: string;
  symbol: string;
  label: string;
  data: Record<string, string>;
}) {
  return (
    <Link to={to} preventScrollReset className={CONTROL} {...data}>
      <span aria-hidden="true">{symbol}</span>
      <span className="sr-only">{label}</span>
    </Link>
  );
}

function ColumnControls({ state, car, index, count }: ColumnProps) {
  const isBase = state.base === car.carId;
  const move = (by: -1 | 1) => href(withCars(state, moveCar(state.cars, index, by)));
  // The baseline stays first: nothing moves left of it, and it does not move right.
  const canLeft = index > 0 && !(state.base !== null && index === 1);
  const canRight = index < count - 1 && !isBase;
  return (
    <span className="mt-2 flex flex-wrap gap-1 print:hidden">
      {canLeft ? (
        <SymbolLink to={move(-1)} symbol="‹" label={`将 ${car.name} 左移`} data={{ 'data-move': 'left' }} />
      ) : null}
      {canRight ? (
        <SymbolLink to={move(1)} symbol="›" label={`将 ${car.name} 右移`} data={{ 'data-move': 'right' }} />
      ) : null}
      <SymbolLink
        to={href(withoutCar(state, car.carId))}
        symbol="×"
        label={`移除 ${car.name}`}
        data={{ 'data-remove': '' }}
      />
      {isBase ? (
        <Link to={href({ ...state, base: null })} preventScrollReset className={`${CONTROL} px-2 text-xs`}>
          取消基准
        </Link>
      ) : (
        <Link
          to={href({ ...state, base: car.carId, cars: [car.carId, ...state.cars.filter((id) => id !== car.carId)] })}
          preventScrollReset
          className={`${CONTROL} px-2 text-xs`}
        >
          设为基准<span className="sr-only">：{car.name}</span>
        </Link>
      )}
    </span>
  );
}

function ColumnHeader(props: ColumnProps) {
  const { state, car, off } = props;
  const isBase = state.base === car.carId;
  return (
    <th scope="col" className="cmp-col" data-car={car.carId} data-off={off ? '' : undefined}>
      {isBase ? <span className="cmp-badge cmp-base mb-1">基准车型</span> : null}
      <span className="block text-sm leading-snug font-medium text-ink" data-col-name="">
        {car.name}
      </span>
      <span className="mt-1 block text-xs font-normal text-mute">
        <span data-col-series="">{car.seriesName}</span> · {formatPriceWan(car.price)}
      </span>
      <span className="mt-1 flex flex-wrap gap-x-3 text-xs font-normal print:hidden">
        <Link
          to={paths.configurator(car.seriesCode, `grade=${car.carId}`)}
          className="inline-flex min-h-6 items-center underline underline-offset-2"
        >
          配置<span className="sr-only"> {car.name}</span>
        </Link>
        <Link
          to={`${paths.testDrive(car.seriesCode)}&grade=${car.carId}`}
          className="inline-flex min-h-6 items-center underline underline-offset-2"
        >
          试驾<span className="sr-only"> {car.name}</span>
        </Link>
      </span>
      <ColumnControls {...props} />
    </th>
  );
}

export function CompareTableView({
  state,
  columns,
  table,
  scrollId,
}: {
  state: CompareState;
  columns: CarSummary[];
  table: CompareTable;
  scrollId: string;
}) {
  const names = columns.map((c) => c.name).join('、');
  const { edge } = useEnv();
  // Until hydration every column shows, as the server sent it: without JavaScript the table scrolls.
  const hydrated = useHydrated();
  const [step, setStep] = useState(0);
  const shown = Math.min(step, columns.length - 1);
  const oneByOne = edge.care > 0 && hydrated && columns.length > 1;
  const off = (i: number) => oneByOne && i !== shown;
  return (
    <>
      {oneByOne ? (
        <CareStepper scrollId={scrollId} names={columns.map((c) => c.name)} shown={shown} onShow={setStep} />
      ) : null}
      <CompareScroll id={scrollId} label={`车型对比表：${names}（可左右、上下滚动）`}>
        <table className="cmp-table" data-diff={state.diff ? '1' : undefined}>
          <caption className="cmp-caption">
            {names} 参数配置对比
            {state.base !== null ? <span className="block text-xs text-mute">数值下方为与基准车型的差值</span> : null}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="cmp-corner">
                <span className="text-xs font-normal text-mute">参数</span>
              </th>
              {columns.map((car, i) => (
                <ColumnHeader key={car.carId} state={state} car={car} index={i} count={columns.length} off={off(i)} />
              ))}
            </tr>
          </thead>
          {table.sections.map((section) => (
            <tbody key={section.id}>
              <tr className="cmp-section-row">
                <th scope="colgroup" colSpan={columns.length + 1} id={section.id}>
                  <span className="cmp-section-name">{section.name}</span>
                </th>
              </tr>
              {section.rows.map((row) => (
                <tr key={row.name} className={state.diff && row.differs ? 'cmp-row-differs' : undefined}>
                  <th scope="row">
                    <Parts parts={rowLabelParts(row, state.diff)} />
                  </th>
                  {row.cells.map((cell, i) => (
                    <td
                      key={columns[i]?.carId ?? i}
                      className={cell.best ? 'cmp-cell-best' : undefined}
                      data-off={off(i) ? '' : undefined}
                    >
                      <Parts parts={cellParts(cell)} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </CompareScroll>
    </>
  );
}
