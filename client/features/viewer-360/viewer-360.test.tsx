import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestEnv } from '../../../tests/support/test-env.tsx';
import { Viewer360 } from './viewer-360.tsx';

// jsdom has no PointerEvent: a MouseEvent carrying the pointer fields is what React reads.
beforeAll(() => {
  if (typeof window.PointerEvent === 'function') return;
  class TestPointerEvent extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
});

const sequence = { count: 145, path: '/static/360/es/exterior', ext: 'jpg' };

function setup() {
  render(
    <TestEnv>
      <Viewer360 sequence={sequence} label="ES 外观 360 度视图" alt="ES 车身外观" />
    </TestEnv>,
  );
  return screen.getByRole('slider', { name: 'ES 外观 360 度视图' });
}

describe('Viewer360', () => {
  it('renders the first frame as a plain image with Chinese alt text and announces itself as a slider', () => {
    const slider = setup();
    const img = screen.getByRole('img', { name: 'ES 车身外观' });
    expect(img.getAttribute('src')).toContain('/static/360/es/exterior/1.jpg?x-oss-process=');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('675');
    expect(slider.getAttribute('aria-valuemin')).toBe('1');
    expect(slider.getAttribute('aria-valuemax')).toBe('145');
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    expect(slider.getAttribute('aria-valuetext')).toBe('第 1 帧，共 145 帧，已旋转 0 度');
    expect(slider.style.touchAction === '' || slider.className.includes('touch-pan-y')).toBe(true);
  });

  it('turns with the arrow keys, Home and End when focused', async () => {
    const user = userEvent.setup();
    const slider = setup();
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider.getAttribute('aria-valuenow')).toBe('3');
    await user.keyboard('{ArrowLeft}');
    expect(slider.getAttribute('aria-valuenow')).toBe('2');
    await user.keyboard('{End}');
    expect(slider.getAttribute('aria-valuenow')).toBe('145');
    await user.keyboard('{ArrowRight}');
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    await user.keyboard('{Home}');
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByTestId('viewer-position').textContent).toContain('第 1 / 145 帧');
  });

  it('turns with the rotate buttons and shows the position', async () => {
    const user = userEvent.setup();
    const slider = setup();
    await user.click(screen.getByRole('button', { name: '向右旋转' }));
    expect(slider.getAttribute('aria-valuenow')).toBe('7');
    expect(screen.getByTestId('viewer-position').textContent).toContain('第 7 / 145 帧');
    await user.click(screen.getByRole('button', { name: '向左旋转' }));
    await user.click(screen.getByRole('button', { name: '向左旋转' }));
    expect(slider.getAttribute('aria-valuenow')).toBe('140');
  });

  it('turns when dragged horizontally', () => {
    const slider = setup();
    slider.getBoundingClientRect = () => ({ width: 1000, height: 562, top: 0, left: 0, right: 1000, bottom: 562, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(slider, { pointerId: 1, clientX: 800, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 400, pointerType: 'mouse' });
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 400, pointerType: 'mouse' });
    // 40 % of the width to the left: 40 % of a turn (58 of 145 frames) forwards.
    expect(slider.getAttribute('aria-valuenow')).toBe('59');
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 900, pointerType: 'mouse' });
    expect(slider.getAttribute('aria-valuenow')).toBe('59');
  });
});
