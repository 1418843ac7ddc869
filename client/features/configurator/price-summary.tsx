/** The itemised price: grade price plus each choice equals the total, in integer yuan. */
import { KIND_LABELS } from '#shared/domain/configurator/catalogue';
import { formatAmount } from '#shared/domain/configurator/money';
import type { Priced } from '#shared/domain/configurator/price';

export const PRICE_DISCLAIMER =
  '以上价格均为厂商建议零售价（含增值税），仅供参考；实际成交价格、配置与交付时间请以当地授权经销商报价为准。';

/**
 * The priced lines, one row a choice; "标配" where an option is included at no charge, "—" for a choice
 * the catalogue no longer has (`unpriced` codes): it has no price today, and it is not standard either.
 */
export function PriceLines({
  lines,
  titleId,
  className = '',
  dense = false,
  unpriced = [],
}: {
  lines: Priced['lines'];
  titleId?: string;
  className?: string;
  dense?: boolean;
  unpriced?: readonly string[];
}) {
  return (
    <dl className={`divide-y divide-line border-y border-line text-sm ${className}`.trim()} aria-labelledby={titleId}>
      {lines.map((line) => (
        <div
          key={`${line.kind}-${line.code}`}
          className={`grid grid-cols-[5.5em_1fr_auto] items-baseline gap-3 ${dense ? 'py-2.5' : 'py-3'}`}
        >
          <dt className="text-xs tracking-wider text-mute">{KIND_LABELS[line.kind]}</dt>
          <dd className="text-ink">{line.name}</dd>
          <dd className="text-right text-ink tabular-nums">
            {unpriced.includes(line.code) ? (
              <span className="text-mute">—</span>
            ) : line.kind !== 'grade' && line.price === 0 ? (
              <span className="text-mute">标配</span>
            ) : (
              formatAmount(line.price)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The total under the lines, with the disclaimer every shown price carries. */
export function PriceTotal({ label = '总价', amount }: { label?: string; amount: number }) {
  return (
    <>
      <p className="mt-4 flex items-baseline justify-between gap-4">
        <span className="text-sm tracking-widest text-mute">{label}</span>
        <span className="text-2xl font-light text-ink tabular-nums" data-testid="build-total">
          {formatAmount(amount)}
        </span>
      </p>
      <p className="mt-4 text-xs leading-5 text-mute">{PRICE_DISCLAIMER}</p>
    </>
  );
}

export function PriceBreakdown({ priced, titleId }: { priced: Priced; titleId?: string }) {
  return (
    <div>
      <PriceLines lines={priced.lines} titleId={titleId} />
      <PriceTotal amount={priced.total} />
    </div>
  );
}
