/** An amount in 元 with its slider in percent of the price; the two move together. */
import { useId, useState } from 'react';
import type { Range } from '#shared/domain/finance';
import { TextInput } from '#client/components/ui/text-input.tsx';
import { grouped, toYuan } from './form-values.ts';

export function AmountWithSlider({
  name,
  label,
  value,
  range,
  price,
  onCommit,
}: {
  name: 'down' | 'balloon';
  label: string;
  /** Fen, as the plan holds it. */
  value: number;
  range: Range;
  price: number;
  onCommit(yuan: string): void;
}) {
  const id = useId();
  const [typed, setTyped] = useState<{ for: number; text: string } | null>(null);
  // What was typed stays until the plan moves on (then the plan's clamped value shows).
  const text = typed && typed.for === value ? typed.text : toYuan(value);
  const pct = (fen: number) => Math.round((fen / price) * 1000) / 10;
  const minPct = Math.ceil(pct(range.min));
  const maxPct = Math.floor(pct(range.max));
  const commitTyped = () => {
    if (text !== toYuan(value)) onCommit(text);
  };
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm text-mute">
        {label}（元）
      </label>
      <div className="flex items-center gap-3">
        <TextInput
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => setTyped({ for: value, text: e.target.value })}
          onBlur={commitTyped}
          aria-describedby={`${id}-range`}
          className="max-w-[12rem] tabular-nums"
        />
        <span className="text-sm text-ink tabular-nums" aria-hidden="true">
          {pct(value).toFixed(1)}%
        </span>
      </div>
      {maxPct > minPct ? (
        <input
          type="range"
          min={minPct}
          max={maxPct}
          step={1}
          value={Math.min(maxPct, Math.max(minPct, Math.round(pct(value))))}
          aria-label={`${label}比例`}
          aria-valuetext={`${pct(value).toFixed(1)}%，${grouped(value)}`}
          onChange={(e) => onCommit(String(Math.round((Number(e.target.value) / 100) * (price / 100))))}
          className="mt-3 block w-full accent-[var(--color-gold-dark)]"
        />
      ) : null}
      <p id={`${id}-range`} className="mt-2 text-xs text-mute">
        可选范围 {grouped(range.min)}（{pct(range.min).toFixed(1)}%）至 {grouped(range.max)}（
        {pct(range.max).toFixed(1)}%）
      </p>
    </div>
  );
}
