import { act } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestObserver } from '../../../tests/support/test-observer.ts';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

/** A fresh copy of the module, as a new page would have it: nothing downloaded yet. */
async function freshLazy(load: () => Promise<typeof Counter>, when: 'hydrated' | 'near') {
  vi.resetModules();
  const { lazyComponent } = await import('./lazy-component.tsx');
  const { whenNear } = await import('#client/components/ui/near-viewport.tsx');
  return when === 'near' ? lazyComponent(load, whenNear()) : lazyComponent(load);
}

const freshNearViewport = (load: () => Promise<typeof Counter>) => freshLazy(load, 'near');

describe('lazyComponent after hydration', () => {
  it('is rendered in place by the server once preloaded, and hydrates that very markup when its code arrives', async () => {
    const OnServer = await freshLazy(() => Promise.resolve(Counter), 'hydrated');
    await OnServer.preload();
    const html = renderToString(
      <Suspense fallback={null}>
        <OnServer label="收藏" />
      </Suspense>,
    );
    expect(html).toContain('收藏 0');
    expect(html).not.toContain('<template');

    const load = vi.fn(() => Promise.resolve(Counter));
    const InBrowser = await freshLazy(load, 'hydrated');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = container.querySelector('button');
    await act(async () => {
      hydrateRoot(
        container,
        <Suspense fallback={null}>
          <InBrowser label="收藏" />
        </Suspense>,
      );
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(serverButton);
    act(() => container.querySelector('button')?.click());
    expect(container.querySelector('button')?.textContent).toBe('收藏 1');
  });
});

describe('lazyComponent when near the viewport', () => {
  beforeEach(() => {
    TestObserver.all = [];
    Object.assign(window, { IntersectionObserver: TestObserver });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    document.body.innerHTML = '';
  });

  it('keeps the server markup until its box is within 200 px of the viewport, then downloads the code and hydrates it', async () => {
    const OnServer = await freshNearViewport(() => Promise.resolve(Counter));
    await OnServer.preload();
    const html = renderToString(<OnServer label="转动" />);
    expect(html).toContain('转动 0');

    const load = vi.fn(() => Promise.resolve(Counter));
    const InBrowser = await freshNearViewport(load);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = () => container.querySelector('button');
    const serverButton = button();
    await act(async () => {
      hydrateRoot(container, <InBrowser label="转动" />);
      await Promise.resolve();
    });
    expect(load).not.toHaveBeenCalled();
    const observer = TestObserver.all[0];
    expect(observer?.options.rootMargin).toBe('200px');
    expect(observer?.targets).toEqual([container.firstElementChild]);

    await act(async () => {
      observer?.enter();
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated in place: the server's very button now counts.
    expect(button()).toBe(serverButton);
    act(() => button()?.click());
    expect(button()?.textContent).toBe('转动 1');
  });

  it('renders at once in a page reached in the browser once its route preloaded the code', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const InBrowser = await freshNearViewport(load);
    await InBrowser.preload();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<InBrowser label="内饰" />);
      await Promise.resolve();
    });
    expect(container.querySelector('button')?.textContent).toBe('内饰 0');
    expect(TestObserver.all).toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyComponent when shown (chrome few pages show)', () => {
  it('renders the same tree as a static import once preloaded, and waits in a boundary of its own otherwise', async () => {
    vi.resetModules();
    const { lazyComponent, whenShown } = await import('./lazy-component.tsx');
    let arrive: (component: typeof Counter) => void = () => undefined;
    const Shown = lazyComponent(
      () => new Promise<typeof Counter>((resolve) => (arrive = resolve)),
      whenShown,
    );
    // Not preloaded: the page around it renders, the part waits for its code.
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<p>页面<Shown label="关怀版" /></p>));
    expect(container.textContent).toBe('页面');
    await act(async () => arrive(Counter));
    expect(container.textContent).toBe('页面关怀版 0');
    act(() => root.unmount());

    // Preloaded (as the server and the hydrating browser do): no boundary in the markup.
    await Shown.preload();
    expect(renderToString(<Shown label="关怀版" />)).toBe(renderToString(<Counter label="关怀版" />));
  });
});
