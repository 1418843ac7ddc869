import { createBrowserRouter, createMemoryRouter, redirect } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
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
    // The router shows the error boundary at the new location: the history still changes.
    expect(seen).toEqual(['start / -> /broken', 'before-history-change / -> /broken', 'error / -> /broken']);
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

describe('route events in the browser', () => {
  const bound: (() => void)[] = [];
  afterEach(() => {
    bound.splice(0).forEach((dispose) => dispose());
  });

  function browserRouter() {
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter([
      { path: '/', element: null },
      { path: '/news', element: null, loader: () => new Promise((r) => setTimeout(() => r({ ok: true }), 10)) },
      { path: '/old-news', element: null, loader: () => redirect('/news') },
    ]);
    const events = createRouteEvents();
    // Where the address bar stands when each event is heard.
    const seen: string[] = [];
    for (const name of ['start', 'before-history-change', 'complete', 'error'] as RouteEvent[]) {
      events.on(name, (d) => seen.push(`${name} ${d.to} at ${window.location.pathname}`));
    }
    const off = bindRouteEvents(router, events, window.history);
    bound.push(() => {
      off();
      router.dispose();
    });
    return { router, seen, off };
  }

  it('emits before-history-change while the URL is still the old one, complete once it is the new one', async () => {
    const { router, seen } = browserRouter();
    await router.navigate('/news');
    expect(seen).toEqual(['start /news at /', 'before-history-change /news at /', 'complete /news at /news']);
  });

  it('emits before-history-change once, for the final location, when a loader redirects', async () => {
    const { router, seen } = browserRouter();
    await router.navigate('/old-news');
    expect(seen).toEqual(['start /old-news at /', 'before-history-change /news at /', 'complete /news at /news']);
  });

  it('leaves history writes made outside a navigation, and after unbinding, without events', async () => {
    const { pushState, replaceState } = window.history;
    const { router, seen, off } = browserRouter();
    window.history.pushState(null, '', '/elsewhere');
    expect(seen).toEqual([]);
    off();
    expect(window.history.pushState).toBe(pushState);
    expect(window.history.replaceState).toBe(replaceState);
    await router.navigate('/news');
    expect(seen).toEqual([]);
  });
});
