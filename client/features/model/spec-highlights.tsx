/**
 * The model's chosen spec figures beside its introduction, with the full table one click away; without
 * the spec table, a short notice instead.
 */
import type { SpecTable } from '#shared/api/client-api';
import type { ModelContent } from '#client/content/models/model-content.ts';
import { useUi } from '#client/stores/ui-store.tsx';
import { specHighlights, SpecTableView } from './spec-table.tsx';

export function SpecHighlights({ content, spec }: { content: ModelContent; spec: SpecTable | null }) {
  const openModal = useUi((s) => s.openModal);
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
          <div key={item.name} className="bg-white p-4 md:p-5">
            <dt className="text-xs text-mute">{item.name.replace(/\*/g, '×')}</dt>
            <dd className="spec-value">{item.value.replace(/\*/g, ' × ')}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={() =>
          openModal({ title: `${content.name} 详细配置`, size: 'lg', content: <SpecTableView table={spec} /> })
        }
        className="mt-6 inline-flex min-h-11 items-center border border-ink px-6 text-sm text-ink hover:bg-ink hover:text-white"
      >
        查看详细配置
      </button>
    </div>
  );
}
