import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bindRouteEvents, createRouteEvents, type RouteEvent } from './route-events.ts';

function recorder() {
  const events = createRouteEvents();
  const seen: string[] = [];
  for (const name of ['start', 'before-history-change', 'complete', 'error'] as RouteEvent[]) {
    events.on(name, (d) => seen.push(`${name} ${d.from} -> ${d.to}`));
  }
  return { events, seen };
}

describe('route events', () => {
  it('emits start, before-history-change and complete for a navigation with data', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: null },
        { path: '/news', element: null, loader: () => new Promise((r) => setTimeout(() => r({ ok: true }), 10)) },
      ],
      { initialEntries: ['/'] },
    );
    const { events, seen } = recorder();
    const off = bindRouteEvents(router, events);
    await router.navigate('/news');
    expect(seen).toEqual(['start / -> /news', 'before-history-change / -> /news', 'complete / -> /news']);
    off();
    router.dispose();
  });

  it('emits error when the navigation ends in an error', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: null },
        { path: '/broken', element: null, loader: () => Promise.reject(new Error('boom')), ErrorBoundary: () => null },
      ],
      { initialEntries: ['/'] },
    );
    const { events, seen } = recorder();
    bindRouteEvents(router, events);
    await router.navigate('/broken');
    expect(seen).toEqual(['start / -> /broken', 'error / -> /broken']);
    router.dispose();
  });

  it('stops notifying a listener once it unsubscribes', () => {
    const events = createRouteEvents();
    let count = 0;
    const off = events.on('start', () => count++);
    events.emit('start', { from: '/', to: '/a' });
    off();
    events.emit('start', { from: '/', to: '/b' });
    expect(count).toBe(1);
  });
});
