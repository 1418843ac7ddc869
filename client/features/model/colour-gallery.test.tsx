import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestEnv } from '../../../tests/support/test-env.tsx';
import { colourEntries } from '#client/content/models/model-content.ts';
import { ModalHost } from '#client/components/ui/modal-host.tsx';
import { UiStoreProvider } from '#client/stores/ui-store.tsx';
import { ColourGallery } from './colour-gallery.tsx';

function setup() {
  render(
    <TestEnv>
      <UiStoreProvider>
        <div id="page">
          <ColourGallery modelName="ES" colours={colourEntries('es')} />
        </div>
        <ModalHost />
      </UiStoreProvider>
    </TestEnv>,
  );
}

describe('ColourGallery', () => {
  it('swaps the car image when a paint is chosen', async () => {
    const user = userEvent.setup();
    setup();
    const first = screen.getByRole('img', { name: 'ES 外观：珠光白（选装 +5,200 元）' });
    expect(first.getAttribute('src')).toContain('/static/cars/es/side/077.png');
    await user.click(screen.getByRole('button', { name: '熔岩红（选装 +5,200 元）' }));
    const img = screen.getByRole('img', { name: 'ES 外观：熔岩红（选装 +5,200 元）' });
    expect(img.getAttribute('src')).toContain('/static/cars/es/side/3T2.png');
    expect(screen.getByRole('button', { name: '熔岩红（选装 +5,200 元）' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '珠光白（选装 +5,200 元）' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('switches to the interior colours with the tab, by click and by arrow key', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('tab', { name: '内饰颜色' }));
    expect(screen.getByRole('tab', { name: '内饰颜色' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('img', { name: 'ES 内饰：黑色真皮' }).getAttribute('src')).toContain('/static/cars/es/interior/LA20.jpg');
    await user.click(screen.getByRole('button', { name: '焦糖棕真皮' }));
    expect(screen.getByRole('img', { name: 'ES 内饰：焦糖棕真皮' })).toBeTruthy();
    screen.getByRole('tab', { name: '内饰颜色' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '外观颜色' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '外观颜色' }));
  });

  it('opens the big image in the zoom view and returns focus on Escape', async () => {
    const user = userEvent.setup();
    setup();
    const opener = screen.getByRole('button', { name: '查看大图' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'ES 外观：珠光白（选装 +5,200 元）' });
    expect(within(dialog).getByRole('img', { name: 'ES 外观：珠光白（选装 +5,200 元）' }).getAttribute('src')).toContain('/static/cars/es/side/077.png');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await Promise.resolve();
    expect(document.activeElement).toBe(opener);
  });
});
