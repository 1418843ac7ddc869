import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/support/app-harness.tsx';
import { PosterButton } from './poster.tsx';

// The QR code's chunk fails to download (a flaky mobile network, a deploy that removed the old chunk).
vi.mock('qrcode', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

/** A 2D context that draws nothing: jsdom has no canvas. */
const noCanvas = new Proxy({}, { get: () => () => undefined, set: () => true });

/** An image that fails at once: jsdom loads no images. */
class FailingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  crossOrigin = '';
  set src(_: string) {
    queueMicrotask(() => this.onerror?.());
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('poster button', () => {
  it('comes back and says so when the QR code module fails to load', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(noCanvas as CanvasRenderingContext2D);
    vi.stubGlobal('Image', FailingImage);
    renderApp({
      path: '/models/es',
      page: <PosterButton title="ES" subtitle="纯电轿跑" image="/cars/es.png" fileName="aurelion-es" className="" />,
    });
    const button = await screen.findByRole('button', { name: '生成海报' });
    await act(async () => {
      button.click();
      await Promise.resolve();
    });
    expect(await screen.findByText('海报生成失败，请稍后再试')).toBeTruthy();
    const again = screen.getByRole('button', { name: '生成海报' });
    expect((again as HTMLButtonElement).disabled).toBe(false);
  });
});
