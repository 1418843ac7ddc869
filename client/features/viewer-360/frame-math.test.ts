import { describe, expect, it } from 'vitest';
import { buttonStep, frameDegrees, frameForDrag, frameForKey, frameValueText, preloadOrder, wrapFrame } from './frame-math.ts';

describe('360 viewer frame math', () => {
  it('wraps past either end of the turn', () => {
    expect(wrapFrame(145, 145)).toBe(0);
    expect(wrapFrame(-1, 145)).toBe(144);
    expect(wrapFrame(-146, 145)).toBe(144);
    expect(wrapFrame(3, 0)).toBe(0);
  });

  it('maps a frame to the degrees turned', () => {
    expect(frameDegrees(0, 144)).toBe(0);
    expect(frameDegrees(36, 144)).toBe(90);
    expect(frameDegrees(72, 144)).toBe(180);
  });

  it('turns the subject once for a drag across the whole viewer, forwards when dragged to the left', () => {
    expect(frameForDrag(0, -1000, 1000, 144)).toBe(0);
    expect(frameForDrag(0, -500, 1000, 144)).toBe(72);
    expect(frameForDrag(10, 250, 1000, 144)).toBe(wrapFrame(10 - 36, 144));
    expect(frameForDrag(5, 3, 0, 144)).toBe(5);
  });

  it('handles the slider keys and ignores the others', () => {
    expect(frameForKey('ArrowRight', 0, 82)).toBe(1);
    expect(frameForKey('ArrowUp', 81, 82)).toBe(0);
    expect(frameForKey('ArrowLeft', 0, 82)).toBe(81);
    expect(frameForKey('ArrowDown', 5, 82)).toBe(4);
    expect(frameForKey('PageUp', 0, 82)).toBe(8);
    expect(frameForKey('PageDown', 0, 82)).toBe(74);
    expect(frameForKey('Home', 40, 82)).toBe(0);
    expect(frameForKey('End', 0, 82)).toBe(81);
    expect(frameForKey('Enter', 3, 82)).toBeNull();
    expect(frameForKey('Tab', 3, 82)).toBeNull();
  });

  it('steps the buttons by about 15 degrees', () => {
    expect(buttonStep(145)).toBe(6);
    expect(buttonStep(10)).toBe(1);
  });

  it('preloads every frame but the first exactly once, coarse pass first', () => {
    const order = preloadOrder(20, 8);
    expect(order.slice(0, 2)).toEqual([8, 16]);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });

  it('describes the position in Chinese, 1-based', () => {
    expect(frameValueText(0, 145)).toBe('第 1 帧，共 145 帧，已旋转 0 度');
    expect(frameValueText(72, 144)).toBe('第 73 帧，共 144 帧，已旋转 180 度');
  });
});
