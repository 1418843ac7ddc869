/**
 * The estimate: the condition grades (each with a short plain-language checklist; the provider's guess
 * preselected), and for the chosen grade the three ranges (车商收购, 个人交易, 车商零售), the new-car
 * guide price, the retention and the date. All grades come in one answer, so switching the grade only
 * changes the URL: no request.
 */
import { Link } from 'react-router';
import type { PriceRange, UsedCarGradePrices, UsedCarPrice } from '#shared/api/client-api';
import { CONDITIONS, retentionPercent, tradeInSearch, type TradeInQuery } from '#shared/domain/trade-in';
import { formatDateZh, formatYuan } from '#client/lib/ui/format.ts';
import { paths } from '#client/lib/ui/paths.ts';

const range = (r: PriceRange) => `${formatYuan(r.low).replace(' 元', '')} – ${formatYuan(r.high)}`;

export function ValuationResult({
  query,
  valuation,
  grade,
}: {
  query: TradeInQuery;
  valuation: UsedCarPrice;
  grade: UsedCarGradePrices;
}) {
  const info = CONDITIONS.find((c) => c.grade === grade.grade);
  const ranges: [string, string, PriceRange][] = [
    ['车商收购', '置换或卖给车商，车商当场付款的参考价', grade.tradeIn],
    ['个人交易', '自行卖给个人买家的参考价', grade.private],
    ['车商零售', '同款车在车商处的零售参考价', grade.retail],
  ];
  return (
    <div>
      <nav aria-label="车况等级">
        <ul className="grid grid-cols-3 gap-2">
          {CONDITIONS.map((c) => (
            <li key={c.grade} className="flex">
              <Link
                to={paths.tradeIn(tradeInSearch({ ...query, grade: c.grade }))}
                replace
                preventScrollReset
                aria-current={c.grade === grade.grade ? 'true' : undefined}
                className="flex min-h-11 w-full flex-col items-center justify-center border border-line px-2 py-2 text-sm text-ink hover:border-ink aria-[current=true]:border-ink aria-[current=true]:bg-ink aria-[current=true]:text-white"
              >
                车况{c.label}
                {c.grade === valuation.defaultGrade ? <span className="text-xs opacity-70">（系统推荐）</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {info ? (
        <ul
          aria-label={`车况${info.label}的标准`}
          className="mt-3 grid gap-1 text-xs leading-5 text-mute sm:grid-cols-2"
        >
          {info.checklist.map((item) => (
            <li key={item}>· {item}</li>
          ))}
        </ul>
      ) : null}

      <dl className="mt-6 grid gap-3 md:grid-cols-3" data-testid="valuation-ranges">
        {ranges.map(([label, note, r]) => (
          <div key={label} className="border border-line bg-white p-4">
            <dt className="text-xs tracking-widest text-mute">{label}</dt>
            <dd className="mt-1 text-xl font-light text-ink tabular-nums">{range(r)}</dd>
            <dd className="mt-1 text-xs text-mute">{note}</dd>
          </div>
        ))}
      </dl>

      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div className="flex gap-2">
          <dt className="text-mute">新车指导价</dt>
          <dd className="text-ink tabular-nums">{formatYuan(valuation.newPrice)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-mute">保值率</dt>
          <dd className="text-ink tabular-nums">{retentionPercent(grade.private, valuation.newPrice).toFixed(1)}%</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-mute">估价日期</dt>
          <dd className="text-ink">{formatDateZh(valuation.estimatedAt)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs leading-5 text-mute">
        保值率 = 个人交易价中位数 ÷
        新车指导价。估价依据车型、上牌时间、里程与城市的市场行情，仅供参考，实际成交价以车辆检测结果为准。
      </p>
      <p className="mt-4">
        <Link
          to={paths.finance(`down=${grade.tradeIn.low}`)}
          className="inline-flex min-h-11 items-center text-sm text-ink underline underline-offset-4 hover:text-gold-dark"
        >
          以车商收购价 {formatYuan(grade.tradeIn.low)} 抵作首付，计算新车月供
        </Link>
      </p>
    </div>
  );
}
