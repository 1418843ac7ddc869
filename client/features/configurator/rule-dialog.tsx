/**
 * What a choice changes besides itself, shown before anything is applied: what will be added and removed
 * and the net price change. Rendered inside the modal host's dialog (focus trapped, Escape closes, focus
 * returns to the choice).
 */
import { priceOf, type Choice } from '#shared/domain/configurator/catalogue';
import { priceImpact, signedAmount } from '#shared/domain/configurator/money';
import type { ChangeResult } from '#shared/domain/configurator/rules';

function ChoiceList({ title, items, grade }: { title: string; items: Choice[]; grade: number }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-xs tracking-widest text-mute">{title}</h3>
      <ul className="mt-2 divide-y divide-line border-y border-line">
        {items.map((c) => (
          <li key={c.code} className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
            <span className="text-ink">{c.name}</span>
            <span className="text-mute tabular-nums">{priceImpact(priceOf(c, grade))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RuleChange({
  subject,
  before,
  result,
  onApply,
  onCancel,
}: {
  /** The choice made, e.g. `F SPORT 运动套装`. */
  subject: string;
  before: { grade: number };
  result: ChangeResult;
  onApply: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="space-y-5">
      <p className="text-sm leading-6 text-ink">选择「{subject}」需要同时调整以下配置：</p>
      <ChoiceList title="将添加" items={result.added} grade={result.build.grade} />
      <ChoiceList title="将移除" items={result.removed} grade={before.grade} />
      <p className="flex items-baseline justify-between border-t border-ink pt-3">
        <span className="text-sm text-mute">价格变化</span>
        <span className="text-lg text-ink tabular-nums">{signedAmount(result.delta)}</span>
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onApply}
          className="min-h-11 bg-ink px-8 text-sm tracking-widest text-white hover:bg-gold-dark"
        >
          确认更改
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 border border-line px-8 text-sm tracking-widest text-ink hover:border-ink"
        >
          取消
        </button>
      </div>
    </div>
  );
}
