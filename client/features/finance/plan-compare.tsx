/**
 * 对比方案: the car's products side by side (the chosen one first, up to three), each at the same
 * price and down payment (held to its own limits) and the same term when it offers it, else its
 * longest. Every column links to its plan, so a comparison is also a way to switch.
 */
import { Link } from 'react-router';
import { planQuery, productTerms, resolvePlan, type FinancePlan } from '#shared/domain/finance';
import { formatApr, formatFenYuan } from '#shared/domain/finance-format';
import { paths } from '#client/lib/ui/paths.ts';

function comparePlans(plan: FinancePlan): FinancePlan[] {
  const others = plan.car.products.filter((p) => p.id !== plan.product.id);
  const rest = others.slice(0, 2).flatMap((product) => {
    const terms = productTerms(product);
    const term = terms.includes(plan.term) ? plan.term : terms.at(-1);
    const other = resolvePlan([plan.car], {
      car: String(plan.car.carId),
      price: String(Math.round(plan.price / 100)),
      product: product.id,
      down: String(Math.round(plan.down / 100)),
      term: term === undefined ? null : String(term),
      balloon: null,
    });
    return other ? [other] : [];
  });
  return [plan, ...rest];
}

export function PlanCompare({ plan, titleId }: { plan: FinancePlan; titleId: string }) {
  const plans = comparePlans(plan);
  const rows: [string, (p: FinancePlan) => string][] = [
    ['金融机构', (p) => p.product.provider],
    ['期数', (p) => `${p.term} 期`],
    ['年利率（APR）', (p) => formatApr(p.aprBp)],
    ['首付', (p) => formatFenYuan(p.down)],
    ['尾款', (p) => (p.product.balloon ? formatFenYuan(p.balloon) : '无')],
    ['月供', (p) => formatFenYuan(p.monthly)],
    ['利息合计', (p) => formatFenYuan(p.totalInterest)],
    ['服务费', (p) => (p.fee > 0 ? formatFenYuan(p.fee) : '无')],
    ['总支付', (p) => formatFenYuan(p.totalPayable)],
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm tabular-nums" aria-labelledby={titleId}>
        <thead>
          <tr className="border-b border-ink/30">
            <td className="py-3" />
            {plans.map((p, i) => (
              <th key={p.product.id} scope="col" className="px-3 py-3 text-left align-bottom font-normal">
                <span className="block text-base text-ink">{p.product.name}</span>
                <span className="block text-xs text-mute">{i === 0 ? '当前方案' : p.product.tags.join(' · ')}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="py-2.5 pr-3 text-left font-normal whitespace-nowrap text-mute">
                {label}
              </th>
              {plans.map((p) => (
                <td key={p.product.id} className="px-3 py-2.5 text-ink">
                  {value(p)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {plans.map((p, i) => (
              <td key={p.product.id} className="px-3 py-3">
                {i === 0 ? null : (
                  <Link
                    to={paths.finance(planQuery(p))}
                    replace
                    preventScrollReset
                    className="inline-flex min-h-11 items-center text-ink underline underline-offset-4 hover:text-gold-dark"
                  >
                    选用{p.product.name}
                  </Link>
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
