/**
 * How the viewer is turned by hand: dragging (mouse, pen or a horizontal swipe; the drag ends however
 * the pointer lets go: up, cancel, capture lost) and the slider keys (arrows, Page Up/Down, Home, End).
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { frameForDrag, frameForKey } from './frame-math.ts';
import type { Frames } from './use-frame-loading.ts';

export function useDragToTurn(frames: Frames, count: number) {
  const drag = useRef<{ pointerId: number; startX: number; startFrame: number } | null>(null);
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== e.pointerId) return;
    drag.current = null;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
  };
  return {
    onPointerDown(e: PointerEvent<HTMLDivElement>) {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      drag.current = { pointerId: e.pointerId, startX: e.clientX, startFrame: frames.frame };
      e.currentTarget.setPointerCapture?.(e.pointerId);
      // A drag loads the frames now, wherever the viewport is.
      if (!frames.active) frames.setActive(true);
    },
    onPointerMove(e: PointerEvent<HTMLDivElement>) {
      const d = drag.current;
      if (!d || d.pointerId !== e.pointerId) return;
      const width = e.currentTarget.getBoundingClientRect().width;
      const next = frameForDrag(d.startFrame, e.clientX - d.startX, width, count);
      if (next !== frames.frameRef.current) frames.go(next);
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onLostPointerCapture: endDrag,
  };
}

/** The slider's key handler: keys the viewer does not handle keep their default. */
export function useSliderKeys(frames: Frames, count: number) {
  return (e: KeyboardEvent<HTMLDivElement>) => {
    const next = frameForKey(e.key, frames.frame, count);
    if (next === null) return;
    e.preventDefault();
    frames.go(next);
  };
}
