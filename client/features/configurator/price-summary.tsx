/** The itemised price: grade price plus each choice equals the total, in integer yuan. */
import { formatAmount, KIND_LABELS, type Priced } from '#shared/domain/configurator';

export const PRICE_DISCLAIMER =
  '以上价格均为厂商建议零售价（含增值税），仅供参考；实际成交价格、配置与交付时间请以当地授权经销商报价为准。';

export function PriceBreakdown({ priced, titleId }: { priced: Priced; titleId?: string }) {
  return (
    <div>
      <dl className="divide-y divide-line border-y border-line text-sm" aria-labelledby={titleId}>
        {priced.lines.map((line) => (
          <div key={`${line.kind}-${line.code}`} className="grid grid-cols-[5.5em_1fr_auto] items-baseline gap-3 py-3">
            <dt className="text-xs tracking-wider text-mute">{KIND_LABELS[line.kind]}</dt>
            <dd className="text-ink">{line.name}</dd>
            <dd className="text-right text-ink tabular-nums">
              {line.kind !== 'grade' && line.price === 0 ? (
                <span className="text-mute">标配</span>
              ) : (
                formatAmount(line.price)
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex items-baseline justify-between gap-4">
        <span className="text-sm tracking-widest text-mute">总价</span>
        <span className="text-2xl font-light text-ink tabular-nums" data-testid="build-total">
          {formatAmount(priced.total)}
        </span>
      </p>
      <p className="mt-4 text-xs leading-5 text-mute">{PRICE_DISCLAIMER}</p>
    </div>
  );
}
