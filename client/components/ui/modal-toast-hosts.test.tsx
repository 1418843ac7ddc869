import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from './modal-host.tsx';
import { TOAST_TOP_CLASS, ToastHost } from './toast-host.tsx';
import { createUiStore, TOAST_DURATION_MS, UiStoreProvider, useUi } from '#client/stores/ui-store.tsx';

function Opener({ onClose }: { onClose?: () => void }) {
  const openModal = useUi((s) => s.openModal);
  const showToast = useUi((s) => s.showToast);
  return (
    <div id="page">
      <button
        type="button"
        onClick={() => openModal({ title: '车型详情', content: <a href="#x">查看配置</a>, onClose })}
      >
        打开详情
      </button>
      <button type="button" onClick={() => showToast('已收藏')}>
        收藏
      </button>
    </div>
  );
}

function setup(onClose?: () => void) {
  const store = createUiStore();
  render(
    <UiStoreProvider store={store}>
      <Opener onClose={onClose} />
      <ModalHost />
      <ToastHost />
    </UiStoreProvider>,
  );
  return store;
}

describe('modal channel', () => {
  it('opens a labelled dialog, traps focus, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    setup(onClose);
    const opener = screen.getByRole('button', { name: '打开详情' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: '车型详情' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.getElementById('page')?.hasAttribute('inert')).toBe(true);
    // The trap's code loads when the first modal opens (jsdom ignores inert, so without it Tab would leave).
    await vi.dynamicImportSettled();
    // Tab cycles within the dialog.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.getElementById('page')?.hasAttribute('inert')).toBe(false);
  });

  it('closes from the close button', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: '打开详情' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('toasts', () => {
  it('show for 2 s and sit centred on the line 46 % from the top of the viewport', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(TOAST_TOP_CLASS).toBe('top-[46%]');
    setup();
    const host = screen.getByRole('status');
    // Fixed to the viewport, its middle (not its top edge) on the 46 % line.
    expect(host.className.split(' ')).toEqual(expect.arrayContaining(['fixed', 'top-[46%]', '-translate-y-1/2']));
  });

  it('announces a toast in a status region and removes it after 2 s', () => {
    vi.useFakeTimers();
    try {
      const store = setup();
      act(() => {
        store.getState().showToast('登录已失效，请重新登录');
      });
      expect(screen.getByRole('status').textContent).toBe('登录已失效，请重新登录');
      act(() => {
        vi.advanceTimersByTime(1999);
      });
      expect(screen.getByRole('status').textContent).toBe('登录已失效，请重新登录');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
