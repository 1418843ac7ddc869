import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createClientStores, ClientStoresProvider } from '#client/stores/client-stores.tsx';
import { UiStoreProvider, useUi } from '#client/stores/ui-store.tsx';
import { renderApp } from '../../tests/support/app-harness.tsx';
import { DeferredModalHost, DeferredRegisterPrompt } from './deferred-chrome.tsx';

function Opener() {
  const openModal = useUi((s) => s.openModal);
  return (
    <button type="button" onClick={() => openModal({ title: '车型详情', content: <p>配置</p> })}>
      打开详情
    </button>
  );
}

describe('deferred chrome', () => {
  it("renders on the server only the register prompt's empty live region, as the eager chrome did", () => {
    const html = renderToString(
      <UiStoreProvider>
        <ClientStoresProvider stores={createClientStores()}>
          <DeferredModalHost />
          <DeferredRegisterPrompt />
        </ClientStoresProvider>
      </UiStoreProvider>,
    );
    expect(html).toBe('<p role="status" class="sr-only"></p>');
  });

  it('has the modal layer once hydrated: a modal opens, closes on Escape and opens again', async () => {
    const user = userEvent.setup();
    render(
      <UiStoreProvider>
        <Opener />
        <DeferredModalHost />
      </UiStoreProvider>,
    );
    const opener = screen.getByRole('button', { name: '打开详情' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: '车型详情' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: '车型详情' })).toBeTruthy();
  });

  it('shows the register prompt when it opens, keeping one live region', async () => {
    const stores = createClientStores();
    renderApp({ path: '/', stores, page: <DeferredRegisterPrompt /> });
    // The harness's toast host has a live region of its own.
    const regions = screen.getAllByRole('status').length;
    act(() => stores.prompt.getState().open({ title: '了解更多', desc: '注册会员' }));
    expect(await screen.findByRole('dialog', { name: '了解更多' })).toBeTruthy();
    expect(screen.getAllByRole('status')).toHaveLength(regions);
  });
});
