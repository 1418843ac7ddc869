import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Deferred, dehydrateLoaderData, rehydrateLoaderData } from './deferred.tsx';

describe('dehydrateLoaderData', () => {
  it('replaces top-level promises by placeholders and keeps everything else', () => {
    const slow = Promise.resolve([1, 2]);
    const { data, keys } = dehydrateLoaderData({ home: { kv: ['a'], news: slow }, root: null }, 'n0nce');
    expect(data).toEqual({ home: { kv: ['a'], news: { __deferred: 'home:news' } }, root: null });
    expect(keys.keyOf(slow)).toBe('home:news');
    expect(keys.nonce).toBe('n0nce');
  });

  it('swallows a rejection so the server process never sees an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const reason = new Error('upstream down');
      const failing = Promise.reject(reason);
      const { data } = dehydrateLoaderData({ home: { news: failing } }, 'n');
      // Node reports a rejection nobody handled once the microtasks of the turn have run.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toContain(reason);
      expect(data).toEqual({ home: { news: { __deferred: 'home:news' } } });
      // Swallowed for the process only: the block's boundary still gets the rejection to render.
      await expect(failing).rejects.toBe(reason);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('rehydrateLoaderData', () => {
  it('settles placeholders from data already streamed and from data that arrives later', async () => {
    const host: { __DEFERRED__?: unknown } = { __DEFERRED__: [['home:kv', { ok: true, v: ['early'] }]] };
    const loaderData: Record<string, unknown> = {
      home: { kv: { __deferred: 'home:kv' }, news: { __deferred: 'home:news' }, plain: 1 },
    };
    const registry = rehydrateLoaderData(loaderData, host as never);
    const home = loaderData.home as { kv: Promise<unknown>; news: Promise<unknown>; plain: number };
    await expect(home.kv).resolves.toEqual(['early']);
    expect(registry.pendingKeys()).toEqual(['home:news']);
    (host.__DEFERRED__ as { push(...i: unknown[]): void }).push(['home:news', { ok: true, v: ['late'] }]);
    await expect(home.news).resolves.toEqual(['late']);
    expect(registry.pendingKeys()).toEqual([]);
    expect(registry.keyOf(home.news)).toBe('home:news');
    expect(home.plain).toBe(1);
  });

  it('rejects a placeholder whose block failed on the server', async () => {
    const host = {};
    const loaderData: Record<string, unknown> = { home: { news: { __deferred: 'home:news' } } };
    rehydrateLoaderData(loaderData, host as never);
    (host as { __DEFERRED__: { push(...i: unknown[]): void } }).__DEFERRED__.push(['home:news', { ok: false, m: '加载失败' }]);
    await expect((loaderData.home as { news: Promise<unknown> }).news).rejects.toThrow('加载失败');
  });
});

function Page({ news }: { news: Promise<string[]> }) {
  return (
    <Deferred resolve={news} fallback={<p>加载中</p>} errorElement={<p>加载失败</p>}>
      {(items) => <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>}
    </Deferred>
  );
}

describe('<Deferred>', () => {
  it('shows the fallback, then the value, and the error element when the data fails', async () => {
    let resolveNews!: (v: string[]) => void;
    const news = new Promise<string[]>((r) => (resolveNews = r));
    const router = createMemoryRouter([{ path: '/', element: <Page news={news} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => resolveNews(['新车发布']));
    expect(await screen.findByText('新车发布')).toBeTruthy();

    const failing = Promise.reject(new Error('x'));
    failing.catch(() => undefined);
    const router2 = createMemoryRouter([{ path: '/', element: <Page news={failing} /> }]);
    render(<RouterProvider router={router2} />);
    expect(await screen.findByText('加载失败')).toBeTruthy();
  });
});
