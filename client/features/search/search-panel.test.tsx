import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '#shared/domain/search';
import { renderApp } from '../../../tests/support/app-harness.tsx';
import { readRecentSearches } from './recent-searches.ts';
import SearchPanel from './search-panel.tsx';

const hit = (id: string, title: string, href: string): SearchHit => ({
  kind: 'service',
  id,
  title: [{ text: title }],
  snippet: [],
  href,
});

/** Each fetch waits until the test answers it; the test sees its URL and whether it was cancelled. */
interface PendingFetch {
  url: string;
  signal: AbortSignal | undefined;
  answer(hits: SearchHit[]): void;
}
let pending: PendingFetch[] = [];

beforeEach(() => {
  localStorage.clear();
  pending = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // jsdom has no modal dialogs: opening and closing are the attribute the browser sets.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        pending.push({
          url,
          signal: init?.signal ?? undefined,
          answer: (hits) => resolve(new Response(JSON.stringify({ code: 200, msg: 'success', data: { hits } }), { status: 200 })),
        });
      }),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const field = () => screen.getByRole('combobox', { name: '搜索内容' });

function type(value: string) {
  fireEvent.change(field(), { target: { value } });
}

describe('header search field', () => {
  it('asks for suggestions after a pause in typing and cancels the request of a superseded query', async () => {
    renderApp({ path: '/', page: <SearchPanel onClose={() => undefined} /> });
    type('保');
    act(() => vi.advanceTimersByTime(199));
    expect(pending).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(pending).toHaveLength(1);
    type('保养');
    expect(pending[0]?.signal?.aborted).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(pending).toHaveLength(2);
    expect(decodeURIComponent(pending[1]?.url ?? '')).toBe('/search/suggest?q=保养');
    await act(async () => pending[1]?.answer([hit('faq-1', '多久需要保养一次？', '/services/faq#faq-service')]));
    expect(screen.getByRole('option', { name: /多久需要保养一次/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: '查看“保养”的全部结果' })).toBeTruthy();
  });

  it('moves the active option with the arrow keys through aria-activedescendant and opens it with Enter', async () => {
    const { router } = renderApp({ path: '/', page: <SearchPanel onClose={() => undefined} /> });
    type('保养');
    act(() => vi.advanceTimersByTime(200));
    await act(async () => pending[0]?.answer([hit('faq-1', '多久需要保养一次？', '/services/faq#faq-service')]));
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0];
    expect(field().getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(field().getAttribute('aria-activedescendant')).toBe(first?.id);
    await act(async () => {
      fireEvent.submit(field().closest('form') as HTMLFormElement);
    });
    expect(router.state.location.pathname + router.state.location.hash).toBe('/services/faq#faq-service');
    expect(readRecentSearches()).toEqual(['保养']);
  });

  it('goes to the search page on Enter with no option active, and offers recent searches on an empty field', async () => {
    localStorage.setItem('recentSearches', JSON.stringify(['召回', 42, '上海 经销商']));
    const { router } = renderApp({ path: '/', page: <SearchPanel onClose={() => undefined} /> });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['召回', '上海 经销商']);
    type('ES 油耗');
    await act(async () => {
      fireEvent.submit(field().closest('form') as HTMLFormElement);
    });
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('ES 油耗');
    expect(readRecentSearches()).toEqual(['ES 油耗', '召回', '上海 经销商']);
  });
});
