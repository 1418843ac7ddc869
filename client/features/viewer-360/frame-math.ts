/**
 * Pure frame arithmetic of the 360-degree viewer. Frames are held 0-based here (index 0 is the sequence's
 * frame 1, see FIRST_FRAME in shared/domain/vehicle-media.ts); the slider announces them 1-based.
 */

/** Any integer onto 0..count-1, turning past either end (a 360-degree view has no ends). */
export function wrapFrame(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.round(index) % count) + count) % count;
}

/** Degrees the subject is turned by at `index`. */
export function frameDegrees(index: number, count: number): number {
  return count > 0 ? Math.round((360 * wrapFrame(index, count)) / count) : 0;
}

/** Frames a rotate-left/right button moves: one twenty-fourth of a turn (15 degrees), at least one frame. */
export function buttonStep(count: number): number {
  return Math.max(1, Math.round(count / 24));
}

/**
 * Frame while dragging: a drag across the whole viewer turns the subject once. Dragging to the left
 * turns it forwards, as if pushing the car round with a finger.
 */
export function frameForDrag(startIndex: number, deltaX: number, viewerWidth: number, count: number): number {
  if (viewerWidth <= 0) return wrapFrame(startIndex, count);
  return wrapFrame(startIndex - Math.round((deltaX / viewerWidth) * count), count);
}

/**
 * Keyboard of a slider (WAI-ARIA): arrows step one frame, Page Up/Down a tenth of a turn, Home/End the
 * first and last frame. `null` for keys the viewer does not handle (they keep their default).
 */
export function frameForKey(key: string, index: number, count: number): number | null {
  const page = Math.max(1, Math.round(count / 10));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return wrapFrame(index + 1, count);
    case 'ArrowLeft':
    case 'ArrowDown':
      return wrapFrame(index - 1, count);
    case 'PageUp':
      return wrapFrame(index + page, count);
    case 'PageDown':
      return wrapFrame(index - page, count);
    case 'Home':
      return 0;
    case 'End':
      return count > 0 ? count - 1 : 0;
    default:
      return null;
  }
}

/**
 * Order in which frames are preloaded after the first: a coarse pass first (every eighth frame, so the
 * whole turn is soon usable at low resolution in time), then the frames in between.
 */
export function preloadOrder(count: number, stride = 8): number[] {
  const order: number[] = [];
  const seen = new Set<number>([0]);
  for (let i = stride; i < count; i += stride) {
    order.push(i);
    seen.add(i);
  }
  for (let i = 1; i < count; i++) if (!seen.has(i)) order.push(i);
  return order;
}

/** What the slider tells screen readers, in Chinese. */
export function frameValueText(index: number, count: number): string {
  return `第 ${wrapFrame(index, count) + 1} 帧，共 ${count} 帧，已旋转 ${frameDegrees(index, count)} 度`;
}
