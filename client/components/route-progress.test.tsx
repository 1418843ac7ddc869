import { act, render, waitFor } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterEach, describe, expect, it } from 'vitest';
import { routeEvents } from '#client/lib/platform/route-events.ts';
import { PROGRESS_BAR_SETTINGS, RouteProgress } from './route-progress.tsx';

afterEach(() => {
  NProgress.remove();
});

describe('route progress bar', () => {
  it('starts at 80 % and animates each step over 1000 ms', () => {
    expect(PROGRESS_BAR_SETTINGS).toEqual({ minimum: 0.8, speed: 1000, showSpinner: false });
  });

  it('shows the bar with those settings while a navigation runs, from 80 %', async () => {
    render(<RouteProgress />);
    act(() => routeEvents.emit('start', { from: '/', to: '/news' }));
    await waitFor(() => expect(document.querySelector('#nprogress .bar')).not.toBeNull());
    expect(NProgress.settings.minimum).toBe(0.8);
    expect(NProgress.settings.speed).toBe(1000);
    expect(NProgress.status).toBe(0.8);
    const bar = document.querySelector<HTMLElement>('#nprogress .bar');
    // The bar is shifted left by 20 % of its width (80 % of it shows) and moves over 1000 ms.
    expect(Number(/translate3?d?\((-?[\d.]+)%/.exec(bar?.style.transform ?? '')?.[1])).toBeCloseTo(-20);
    expect(bar?.style.transition).toContain('1000ms');
    expect(document.querySelector('#nprogress .spinner')).toBeNull();
  });
});
