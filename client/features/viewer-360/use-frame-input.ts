/**
 * How the viewer is turned by hand: dragging (mouse, pen or a horizontal swipe; the drag ends however
 * the pointer lets go: up, cancel, capture lost) and the slider keys (arrows, Page Up/Down, Home, End).
 */
import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { frameForDrag, frameForKey } from './frame-math.ts';

export function useDragToTurn({
  frame,
  frameRef,
  count,
  go,
  onStart,
}: {
  frame: number;
  /** The frame last asked for, ahead of the render that shows it. */
  frameRef: RefObject<number>;
  count: number;
  go(index: number): void;
  /** A drag begins (the frames should load now, whatever the viewport says). */
  onStart(): void;
}) {
  const drag = useRef<{ pointerId: number; startX: number; startFrame: number } | null>(null);
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== e.pointerId) return;
    drag.current = null;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
  };
  return {
    onPointerDown(e: PointerEvent<HTMLDivElement>) {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      drag.current = { pointerId: e.pointerId, startX: e.clientX, startFrame: frame };
      e.currentTarget.setPointerCapture?.(e.pointerId);
      onStart();
    },
    onPointerMove(e: PointerEvent<HTMLDivElement>) {
      const d = drag.current;
      if (!d || d.pointerId !== e.pointerId) return;
      const width = e.currentTarget.getBoundingClientRect().width;
      const next = frameForDrag(d.startFrame, e.clientX - d.startX, width, count);
      if (next !== frameRef.current) go(next);
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onLostPointerCapture: endDrag,
  };
}

/** The slider's key handler: keys the viewer does not handle keep their default. */
export function useSliderKeys(frame: number, count: number, go: (index: number) => void) {
  return (e: KeyboardEvent<HTMLDivElement>) => {
    const next = frameForKey(e.key, frame, count);
    if (next === null) return;
    e.preventDefault();
    go(next);
  };
}
