import { act, fireEvent, screen } from '@testing-library/react';
import { data, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, testUser, freezeClock } from '../../../tests/support/app-harness.tsx';
import type { EdgeContext } from '#shared/domain/edge-context';
import { createClientStores, type ClientStores } from '#client/stores/client-stores.tsx';
import { RegisterPromptDialog, RegisterPromptScheduler } from './register-prompt.tsx';
import { LEARN_MORE_TITLE, PROMPT_DELAY_MS, registerTarget } from './rules.ts';

const USER = testUser({ id: 1, phone: '138****8000', nickname: '奥瑞麟车主', avatar: '/static/avatar/1.png' });

function setup(path: string, stores: ClientStores = createClientStores(), edge: Partial<EdgeContext> = {}) {
  return renderApp({
    path,
    stores,
    edge,
    page: (
      <>
        <main id="page">页面内容</main>
        <RegisterPromptDialog />
        <RegisterPromptScheduler />
      </>
    ),
  });
}

freezeClock('2026-03-01T10:00:00Z');

describe('register prompt', () => {
  async function mounted(path: string, stores?: ClientStores, edge?: Partial<EdgeContext>) {
    const result = setup(path, stores, edge);
    await act(async () => {
      await Promise.resolve();
    });
    return result;
  }

  it('shows the learn-more prompt 120 s after a page view and records the path', async () => {
    const { stores } = await mounted('/models/es');
    act(() => void vi.advanceTimersByTime(PROMPT_DELAY_MS - 1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(1000));
    const dialog = screen.getByRole('dialog', { name: '如果您想了解更多' });
    expect(dialog.textContent).toContain('注册成为会员，解锁更多内容');
    expect(stores.prompt.getState().pathInfo).toEqual([{ path: '/models/es', timestamp: Date.now(), type: 1 }]);
    expect(JSON.parse(localStorage.getItem('registerPrompt') ?? '{}')).toEqual({
      state: { pathInfo: [{ path: '/models/es', timestamp: Date.now(), type: 1 }] },
      version: 1,
    });
  });

  it.each(['/account', '/account/cars', '/404'])('never shows on %s', async (path) => {
    await mounted(path);
    act(() => void vi.advanceTimersByTime(PROMPT_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  /** The site's shape: a page route under a shell that holds the prompt; `loader` decides its status. */
  async function pageInShell(path: string, loader: () => null) {
    renderApp({
      path,
      page: (
        <>
          <Outlet />
          <RegisterPromptDialog />
          <RegisterPromptScheduler />
        </>
      ),
      children: [
        { path: '*', loader, element: <p>页面内容</p>, errorElement: <h1>页面未找到</h1>, hydrateFallbackElement: <p>加载中</p> },
      ],
    });
    await act(async () => {
      await Promise.resolve();
    });
  }

  it('never shows on the 404 page rendered in place for an unknown URL', async () => {
    // As in the site: the catch-all route's loader throws a 404 and its boundary renders the not-found
    // page at the visited URL (not /404).
    await pageInShell('/no-such-page', () => {
      throw data(null, { status: 404 });
    });
    expect(screen.getByRole('heading', { name: '页面未找到' })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(PROMPT_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('still shows on a page that rendered normally under the same shell', async () => {
    await pageInShell('/some-page', () => null);
    act(() => void vi.advanceTimersByTime(PROMPT_DELAY_MS));
    expect(screen.getByRole('dialog', { name: LEARN_MORE_TITLE })).toBeTruthy();
  });

  it('never shows to a logged-in user or in the mini-program', async () => {
    localStorage.setItem('user', JSON.stringify({ state: { loggedIn: true, user: USER }, version: 1 }));
    await mounted('/models/es');
    act(() => void vi.advanceTimersByTime(PROMPT_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows in the mini-program', async () => {
    await mounted('/models/es', undefined, { isMiniProgram: true });
    act(() => void vi.advanceTimersByTime(PROMPT_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows unasked in 关怀版, at any text size', async () => {
    await mounted('/models/es', undefined, { care: 2 });
    act(() => void vi.advanceTimersByTime(PROMPT_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show again on the same path within 120 s, also after a reload', async () => {
    localStorage.setItem(
      'registerPrompt',
      JSON.stringify({
        state: { pathInfo: [{ path: '/models/es', timestamp: Date.now() - 30_000, type: 1 }] },
        version: 1,
      }),
    );
    await mounted('/models/es');
    act(() => void vi.advanceTimersByTime(PROMPT_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('稍后提醒 and the close button call the after-close callback once and clear it', async () => {
    const { stores } = await mounted('/news/1');
    const afterClose = vi.fn();
    act(() => stores.prompt.getState().open({ title: LEARN_MORE_TITLE, desc: 'x' }, afterClose));
    act(() => screen.getByRole('button', { name: '稍后提醒' }).click());
    expect(afterClose).toHaveBeenCalledTimes(1);
    expect(stores.prompt.getState().afterClose).toBeNull();
    act(() => stores.prompt.getState().open({ title: LEARN_MORE_TITLE, desc: 'x' }, afterClose));
    act(() => screen.getByRole('button', { name: '关闭' }).click());
    expect(afterClose).toHaveBeenCalledTimes(2);
    act(() => stores.prompt.getState().close());
    expect(afterClose).toHaveBeenCalledTimes(2);
  });

  it('立即注册 goes to type=1 for learn-more, type=2 otherwise, modelType for downloads', async () => {
    expect(registerTarget({ title: LEARN_MORE_TITLE, desc: '' })).toBe('/account/login?type=1');
    expect(registerTarget({ title: '立即注册', desc: '' })).toBe('/account/login?type=2');
    expect(registerTarget({ title: '下载', desc: '', downloadModel: 'nx', onlyRegisterBtn: true })).toBe(
      '/account/login?modelType=nx&type=2',
    );
    const { router, stores } = await mounted('/news/1');
    act(() => stores.prompt.getState().open({ title: '下载', desc: 'x', downloadModel: 'nx', onlyRegisterBtn: true }));
    expect(screen.queryByRole('button', { name: '稍后提醒' })).toBeNull();
    act(() => screen.getByRole('button', { name: '立即注册' }).click());
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.location.pathname + router.state.location.search).toBe('/account/login?modelType=nx&type=2');
  });

  describe('focus', () => {
    async function pageWithForm() {
      renderApp({
        path: '/test-drive',
        page: (
          <>
            <main>
              <label htmlFor="name">姓名</label>
              <input id="name" />
              <button type="button">提交</button>
            </main>
            <RegisterPromptDialog />
            <RegisterPromptScheduler />
          </>
        ),
      });
      await act(async () => {
        await Promise.resolve();
      });
      return screen.getByLabelText('姓名') as HTMLInputElement;
    }

    it('opening while the visitor types in a field leaves the focus there and announces the prompt', async () => {
      const field = await pageWithForm();
      field.focus();
      fireEvent.change(field, { target: { value: '张' } });
      act(() => void vi.advanceTimersByTime(PROMPT_DELAY_MS));
      expect(screen.getByRole('dialog', { name: LEARN_MORE_TITLE })).toBeTruthy();
      expect(document.activeElement).toBe(field);
      expect(screen.getAllByRole('status').some((s) => s.textContent?.includes(LEARN_MORE_TITLE))).toBe(true);
      // Closed with Escape after the visitor moved on: the focus is not taken back to the field.
      const button = screen.getByRole('button', { name: '提交' });
      button.focus();
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
    });

    it('opening while nothing is being typed moves the focus into the prompt, and back on close', async () => {
      await pageWithForm();
      const button = screen.getByRole('button', { name: '提交' });
      button.focus();
      act(() => void vi.advanceTimersByTime(PROMPT_DELAY_MS));
      const dialog = screen.getByRole('dialog', { name: LEARN_MORE_TITLE });
      expect(document.activeElement).toBe(dialog);
      act(() => screen.getByRole('button', { name: '稍后提醒' }).click());
      expect(document.activeElement).toBe(button);
    });
  });
});
