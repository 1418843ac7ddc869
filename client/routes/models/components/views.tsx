/**
 * 360° 全景鉴赏: the model's frame sequences (exterior, interior, battery), one viewer at a time. The
 * viewer's code loads when the section nears the viewport; until then its server markup stands.
 */
import { useState } from 'react';
import type { FrameSequence } from '#shared/api/client-api';
import type { ModelSummary } from '#client/content/models/model-content.ts';
import { whenNear } from '#client/components/ui/near-viewport.tsx';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';

export const Viewer360 = lazyComponent(
  () => import('#client/features/viewer-360/viewer-360.tsx').then((m) => m.Viewer360),
  whenNear(<div className="aspect-[16/9] w-full bg-paper" />),
);

const SEQUENCE_LABELS: Record<string, string> = { exterior: '外观', interior: '内饰', battery: '动力电池' };

export function Views({ content, sequences }: { content: ModelSummary; sequences: FrameSequence[] }) {
  const [kind, setKind] = useState(sequences[0]?.kind ?? '');
  const current = sequences.find((s) => s.kind === kind) ?? sequences[0];
  if (!current) return null;
  const label = SEQUENCE_LABELS[current.kind] ?? current.kind;
  return (
    <section aria-labelledby="views-title" className="band max-w-6xl">
      <h2 id="views-title" className="section-title">
        360° 全景鉴赏
      </h2>
      {sequences.length > 1 ? (
        <ul className="mt-6 flex justify-center gap-3" aria-label="选择视角">
          {sequences.map((s) => (
            <li key={s.kind}>
              <button
                type="button"
                aria-pressed={s.kind === current.kind}
                onClick={() => setKind(s.kind)}
                className={`min-h-11 border px-5 text-sm ${s.kind === current.kind ? 'border-ink bg-ink text-white' : 'border-line text-ink hover:border-ink'}`}
              >
                {SEQUENCE_LABELS[s.kind] ?? s.kind}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8">
        <Viewer360
          key={current.kind}
          sequence={current}
          label={`${content.name} ${label} 360 度视图`}
          alt={`${content.name} ${label}全景`}
        />
      </div>
    </section>
  );
}
