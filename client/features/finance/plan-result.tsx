/**
 * The result of a finance plan: the monthly figure, the APR and the total payable equally prominent,
 * the breakdown that adds up to the total (to the fen), the full schedule as a native table, and the
 * footnote that states the maths (shared/domain/finance.ts).
 */
import { useId, type ReactNode } from 'react';
import type { FinancePlan } from '#shared/domain/finance';
import { formatApr, formatFen, formatFenYuan } from '#shared/domain/finance-format';

function KeyFigure({ label, value, unit, note }: { label: string; value: string; unit?: string; note?: string }) {
  return (
    <div className="border border-line bg-white px-4 py-4">
      <dt className="text-xs tracking-widest text-mute">{label}</dt>
      <dd className="mt-1 text-2xl font-light whitespace-nowrap text-ink tabular-nums">
        {value}
        {unit ? <span className="ml-1 text-sm">{unit}</span> : null}
      </dd>
      {note ? <dd className="mt-1 text-xs text-mute">{note}</dd> : null}
    </div>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-mute">{label}</dt>
      <dd className="text-right text-ink tabular-nums">{children}</dd>
    </div>
  );
}

export function PlanResult({ plan }: { plan: FinancePlan }) {
  const scheduleId = useId();
  const last = plan.schedule.at(-1);
  const downPct = plan.price > 0 ? ((plan.down / plan.price) * 100).toFixed(1) : '0';
  return (
    <div>
      {/* 关怀版: 「朗读」 reads these figures on this page. */}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="finance-key-figures" data-read-aloud="">
        <KeyFigure label="月供" value={formatFen(plan.monthly)} unit="元" note={`共 ${plan.term} 期`} />
        <KeyFigure label="年利率（APR）" value={formatApr(plan.aprBp)} note={plan.product.name} />
        <KeyFigure label="总支付" value={formatFen(plan.totalPayable)} unit="元" note="含首付、尾款与费用" />
      </dl>

      <dl className="mt-6 divide-y divide-line border-y border-line text-sm">
        <Row label="车辆成交价">{formatFenYuan(plan.price)}</Row>
        <Row label={`首付（${downPct}%）`}>{formatFenYuan(plan.down)}</Row>
        <Row label="贷款金额">{formatFenYuan(plan.loan)}</Row>
        <Row label="利息合计">{formatFenYuan(plan.totalInterest)}</Row>
        <Row label="服务费">{plan.fee > 0 ? formatFenYuan(plan.fee) : '无'}</Row>
        {plan.product.balloon ? (
          <Row label={`尾款（第 ${plan.term} 期随月供支付）`}>{formatFenYuan(plan.balloon)}</Row>
        ) : null}
        {last && last.payment !== plan.monthly ? (
          <Row label={`末期月供（第 ${plan.term} 期）`}>{formatFenYuan(last.payment)}</Row>
        ) : null}
      </dl>

      <p className="mt-4 bg-paper px-4 py-3 text-xs leading-6 text-mute" data-testid="finance-sum">
        首付 {formatFenYuan(plan.down)} + 月供合计 {formatFenYuan(plan.instalments)}
        {plan.product.balloon ? ` + 尾款 ${formatFenYuan(plan.balloon)}` : ''} + 服务费 {formatFenYuan(plan.fee)} ={' '}
        <span className="text-ink">总支付 {formatFenYuan(plan.totalPayable)}</span>
      </p>

      <details className="mt-6 border border-line" id="schedule">
        <summary className="flex min-h-12 cursor-pointer items-center px-4 text-sm tracking-widest text-ink">
          查看还款计划（{plan.term} 期）
        </summary>
        <div className="max-h-[28rem] overflow-auto border-t border-line">
          <table className="w-full text-right text-xs tabular-nums md:text-sm" aria-describedby={scheduleId}>
            <caption id={scheduleId} className="px-4 py-2 text-left text-xs text-mute">
              {plan.product.name} · {plan.term} 期还款计划（元）
            </caption>
            <thead className="sticky top-0 bg-paper text-mute">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-normal">
                  期数
                </th>
                <th scope="col" className="px-3 py-2 font-normal">
                  月供
                </th>
                <th scope="col" className="px-3 py-2 font-normal">
                  本金
                </th>
                <th scope="col" className="px-3 py-2 font-normal">
                  利息
                </th>
                <th scope="col" className="px-3 py-2 font-normal">
                  剩余本金
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {plan.schedule.map((r) => (
                <tr key={r.period}>
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {r.period}
                  </th>
                  <td className="px-3 py-1.5">{formatFen(r.payment)}</td>
                  <td className="px-3 py-1.5">{formatFen(r.principal)}</td>
                  <td className="px-3 py-1.5">{formatFen(r.interest)}</td>
                  <td className="px-3 py-1.5">{formatFen(r.remaining)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-ink/30 text-ink">
              <tr>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  合计
                </th>
                <td className="px-3 py-2">{formatFen(plan.instalments)}</td>
                <td className="px-3 py-2">{formatFen(plan.loan - plan.balloon)}</td>
                <td className="px-3 py-2">{formatFen(plan.totalInterest)}</td>
                <td className="px-3 py-2">{plan.balloon > 0 ? `尾款 ${formatFen(plan.balloon)}` : '—'}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </div>
  );
}

/** The maths in words, under every result (shared/domain/finance.ts states the same). */
export function FinanceFootnote() {
  return (
    <div className="text-xs leading-6 text-mute">
      <p>
        计算方法：等额本息。月利率 r = 年利率 ÷ 12，期数 n，贷款金额 P，尾款 B（随最后一期月供支付）：月供 M = (P −
        B·(1+r)
        <sup>−n</sup>)·r ÷ (1 − (1+r)<sup>−n</sup>)；年利率为 0 时 M = (P − B) ÷ n。
      </p>
      <p className="mt-1">
        所有金额以「分」为单位计算，月供与每期利息按四舍五入（0.5 分进位）保留到分；各期本金 = 月供 − 当期利息，
        最后一期承担累计尾差，使各期本金之和恰好等于贷款金额（减尾款）。总支付 = 首付 + 各期月供之和 + 尾款 + 服务费。
      </p>
      <p className="mt-1">以上结果仅供参考，不构成要约；贷款能否获批、实际利率、额度与期限以金融机构审批为准。</p>
    </div>
  );
}
