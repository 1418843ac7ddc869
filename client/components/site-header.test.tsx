import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../tests/support/app-harness.tsx';
import { DESKTOP_MIN_WIDTH, RESIZE_THROTTLE_MS } from '#client/lib/platform/viewport.ts';
import { SiteHeader } from './site-header.tsx';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

const menuButton = () => screen.getByRole('button', { name: /菜单$/ });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('site header menu', () => {
  it('keeps the menu button up to 1023 px and gives way to the inline navigation from 1024 px', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(1024);
    renderApp({ path: '/', page: <SiteHeader /> });
    expect(menuButton().className.split(' ')).toContain('lg:hidden');
    expect(screen.getByRole('navigation', { name: '主导航', hidden: true }).className.split(' ')).toEqual(
      expect.arrayContaining(['hidden', 'lg:flex']),
    );
  });

  it('closes the open menu once the window has grown to 1024 px, reading the width at most once a second', () => {
    expect(RESIZE_THROTTLE_MS).toBe(1000);
    renderApp({ path: '/', page: <SiteHeader /> });
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    resizeTo(1023); // read at once: still the tablet layout
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    resizeTo(DESKTOP_MIN_WIDTH); // within the second: read at its end
    act(() => vi.advanceTimersByTime(RESIZE_THROTTLE_MS - 1));
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(menuButton().getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
  });
});
