import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '#shared/domain/configurator/catalogue';
import { fixtureModel, fixtureOptional } from '../../../tests/support/catalogue-fixture.ts';
import { TestEnv } from '../../../tests/support/test-env.tsx';
import { ModalHost } from '#client/components/ui/modal-host.tsx';
import { UiStoreProvider } from '#client/stores/ui-store.tsx';
import { ColourGallery, colourEntries } from './colour-gallery.tsx';

const catalogue = buildCatalogue(fixtureModel, fixtureOptional);

function setup() {
  render(
    <TestEnv>
      <UiStoreProvider>
        <div id="page">
          <ColourGallery modelName="ES" colours={colourEntries(fixtureModel, catalogue)} />
        </div>
        <ModalHost />
      </UiStoreProvider>
    </TestEnv>,
  );
}

describe('colourEntries', () => {
  it('titles each colour with the surcharge the configurator charges, and a standard one by its name', () => {
    expect(colourEntries(fixtureModel, catalogue).map((e) => [e.interior, e.title])).toEqual([
      [0, '珠光白（选装 +5,200 元）'],
      [0, '曜石黑'],
      [0, '熔岩红（选装 +7,300 元）'],
      [1, '黑色真皮'],
      [1, '焦糖棕真皮'],
      [1, '象牙白半苯胺真皮（选装 +8,000 元）'],
    ]);
  });

  it('names the colours without any surcharge when the catalogue is missing', () => {
    expect(colourEntries(fixtureModel, null).map((e) => e.title)).toEqual(
      [...fixtureModel.paints, ...fixtureModel.interiors].map((c) => c.name),
    );
  });
});

describe('ColourGallery', () => {
  it('swaps the car image when a paint is chosen', async () => {
    const user = userEvent.setup();
    setup();
    const first = screen.getByRole('img', { name: 'ES 外观：珠光白（选装 +5,200 元）' });
    expect(first.getAttribute('src')).toContain('/static/cars/es/side/077.png');
    await user.click(screen.getByRole('button', { name: '熔岩红（选装 +7,300 元）' }));
    const img = screen.getByRole('img', { name: 'ES 外观：熔岩红（选装 +7,300 元）' });
    expect(img.getAttribute('src')).toContain('/static/cars/es/side/3T2.png');
    expect(screen.getByRole('button', { name: '熔岩红（选装 +7,300 元）' }).getAttribute('aria-pressed')).toBe('true');
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
