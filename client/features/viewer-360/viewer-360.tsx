/**
 * The 360-degree viewer. The first frame is server-rendered as a plain image; once the viewer comes within
 * 200 px of the viewport the other frames preload in the background (a few at a time, never blocking the
 * page). The frame box has a fixed aspect ratio, so nothing shifts while frames arrive. It is a
 * `role="slider"`: drag it (mouse, pen or a horizontal swipe: `touch-action: pan-y` leaves vertical
 * scrolling to the page), use the rotate buttons, or the arrow, Page Up/Down, Home and End keys.
 */
import { useCallback, useRef } from 'react';
import type { FrameSequence } from '#shared/api/client-api';
import { FIRST_FRAME, frameUrl, STATIC_IMAGE_SIZES } from '#shared/domain/vehicle-media';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { imageUrl } from '#client/lib/ui/image.ts';
import { buttonStep, frameDegrees, frameValueText } from './frame-math.ts';
import { useDragToTurn, useSliderKeys } from './use-frame-input.ts';
import { useFrameLoading } from './use-frame-loading.ts';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';

const FRAME_WIDTH = 1200;
const { width: FRAME_W, height: FRAME_H } = STATIC_IMAGE_SIZES.frame;

export interface Viewer360Props {
  sequence: Pick<FrameSequence, 'count' | 'path' | 'ext'>;
  /** Accessible name of the slider, e.g. `ES 外观 360 度视图`. */
  label: string;
  /** Alt text of the frames, e.g. `ES 车身外观`. */
  alt: string;
}

export function Viewer360({ sequence, label, alt }: Viewer360Props) {
  const { config } = useEnv();
  const { count } = sequence;
  const src = useCallback((index: number) => imageUrl(config, frameUrl(sequence, FIRST_FRAME + index), { width: FRAME_WIDTH }), [config, sequence]);

  const boxRef = useRef<HTMLDivElement>(null);
  const frames = useFrameLoading(count, src, boxRef);
  const { frame, shown, loaded, active, go } = frames;
  const onKeyDown = useSliderKeys(frames, count);
  const dragHandlers = useDragToTurn(frames, count);

  const step = buttonStep(count);
  const progress = Math.round((loaded / count) * 100);

  return (
    <div className="viewer-360">
      <div
        ref={boxRef}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={frame + 1}
        aria-valuetext={frameValueText(frame, count)}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        {...dragHandlers}
        className="relative aspect-[16/9] w-full cursor-grab touch-pan-y overflow-hidden bg-paper select-none active:cursor-grabbing"
      >
        <LazyImage
          src={src(shown)}
          width={FRAME_W}
          height={FRAME_H}
          alt={alt}
          draggable={false}
          data-frame={shown + 1}
          className="pointer-events-none h-full w-full object-contain"
        />
        <span aria-hidden="true" className="pointer-events-none absolute top-3 left-3 bg-white/80 px-2 py-1 text-xs tracking-wider text-ink">
          拖动旋转
        </span>
      </div>
      <div className="mt-3 grid grid-cols-2 items-center gap-3 sm:flex sm:justify-between">
        <button
          type="button"
          onClick={() => go(frame - step)}
          className="btn-rotate"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M9 7H4V2M4.5 7A8.5 8.5 0 1 1 3.5 13" />
          </svg>
          <span>向左旋转</span>
        </button>
        <p className="order-first col-span-2 text-center text-xs tracking-wider text-mute sm:order-none" data-testid="viewer-position">
          <span className="text-ink">{`${frameDegrees(frame, count)}°`}</span>
          <span className="mx-2" aria-hidden="true">·</span>
          {`第 ${frame + 1} / ${count} 帧`}
          {active && loaded < count ? <span className="ml-2">（已加载 {progress}%）</span> : null}
        </p>
        <button
          type="button"
          onClick={() => go(frame + step)}
          className="btn-rotate"
        >
          <span>向右旋转</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M15 7h5V2M19.5 7A8.5 8.5 0 1 0 20.5 13" />
          </svg>
        </button>
      </div>
    </div>
  );
}
