/**
 * The model's chosen spec figures beside its introduction, with the full table one click away; without
 * the spec table, a short notice instead.
 */
import type { SpecTable } from '#shared/api/client-api';
import type { ModelSummary } from '#client/content/models/model-content.ts';
import { useOpenModalLater } from '#client/components/ui/open-modal-later.ts';

export interface SpecHighlight {
  name: string;
  value: string;
}

/** A number with an optional unit after it: `7.1 L/100km (WLTC)`. */
const MEASURE = /^(-?\d+(?:\.\d+)?)(.*)$/;

/** One line per highlighted row across the grades: a numeric range (`127–180`) or the distinct values. */
export function specHighlights(table: SpecTable, rowNames: readonly string[]): SpecHighlight[] {
  const rows = new Map(table.groups.flatMap((g) => g.rows).map((r) => [r.name, r.values] as const));
  return rowNames.flatMap((name) => {
    const values = (rows.get(name) ?? []).filter((v) => v && v !== '-');
    if (values.length === 0) return [];
    const distinct = [...new Set(values)];
    if (distinct.length === 1) return [{ name, value: distinct[0] ?? '' }];
    const measures = distinct.map((v) => MEASURE.exec(v));
    const unit = measures[0]?.[2] ?? '';
    if (measures.every((m) => m !== null && m[2] === unit)) {
      const nums = measures.map((m) => Number(m?.[1]));
      return [{ name, value: `${Math.min(...nums)}–${Math.max(...nums)}${unit}` }];
    }
    return [{ name, value: distinct.slice(0, 2).join(' / ') }];
  });
}

export function SpecHighlights({ content, spec }: { content: ModelSummary; spec: SpecTable | null }) {
  const openModal = useOpenModalLater();
  if (!spec) {
    return (
      <p role="note" className="self-center text-sm text-mute">
        配置参数暂时无法加载，请稍后刷新重试。
      </p>
    );
  }
  const items = specHighlights(spec, content.specHighlights);
  return (
    <div>
      <dl className="grid grid-cols-2 gap-px bg-line sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.name} className="spec-item">
            <dt>{item.name.replace(/\*/g, '×')}</dt>
            <dd>{item.value.replace(/\*/g, ' × ')}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={() =>
          openModal({ title: `${content.name} 详细配置`, size: 'lg' }, () =>
            import('./spec-table.tsx').then(({ SpecTableView }) => <SpecTableView table={spec} />),
          )
        }
        className="mt-6 inline-flex min-h-11 items-center border border-ink px-6 text-sm text-ink hover:bg-ink hover:text-white"
      >
        查看详细配置
      </button>
    </div>
  );
}
