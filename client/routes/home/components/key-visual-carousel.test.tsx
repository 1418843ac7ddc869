import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IndexKv } from '#shared/api/client-api';
import { renderApp } from '../../../../tests/support/app-harness.tsx';
import { KEY_VISUAL_INTERVAL_MS, KeyVisualCarousel } from './key-visual-carousel.tsx';

const slide = (id: number, title: string): IndexKv => ({
  id,
  title,
  subtitle: '',
  img: `/static/kv/${id}.jpg`,
  mobileImg: `/static/kv/${id}-m.jpg`,
  link: '/models/es',
  sort: id,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  // jsdom has no media queries: no reduced-motion preference.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The slide shown (the one not hidden) and whether its image is zooming. */
function shown() {
  const group = screen.getAllByRole('group', { hidden: true }).find((g) => g.getAttribute('aria-hidden') === 'false');
  return {
    title: group?.querySelector('img')?.getAttribute('alt'),
    zooming: group?.querySelector('img')?.classList.contains('kv-zoom'),
  };
}

describe('key visual carousel', () => {
  it('shows each visual for 6 s, zooming while it is shown', () => {
    expect(KEY_VISUAL_INTERVAL_MS).toBe(6000);
    renderApp({ path: '/', page: <KeyVisualCarousel slides={[slide(1, '全新 ES'), slide(2, '全新 LM')]} /> });
    expect(shown()).toEqual({ title: '全新 ES', zooming: true });
    act(() => vi.advanceTimersByTime(5999));
    expect(shown().title).toBe('全新 ES');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual({ title: '全新 LM', zooming: true });
    act(() => vi.advanceTimersByTime(6000));
    expect(shown().title).toBe('全新 ES');
  });
});
