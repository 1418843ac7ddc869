import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/support/app-harness.tsx';
import { fallbackMenuModels, type MenuModel } from './menu-models.ts';
import { SiteHeader } from './site-header.tsx';

const MODELS: MenuModel[] = fallbackMenuModels().map((m, i) => ({
  ...m,
  img: `/static/cars/${m.code}/side/212.png`,
  startingPrice: 299_900 + i * 10_000,
}));

function widthOf(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('header menus drawn when first opened', () => {
  beforeEach(() => widthOf(1440));

  it('opens the desktop panel with every model and its starting price; Escape closes it and returns focus', async () => {
    renderApp({ path: '/', page: <SiteHeader models={MODELS} /> });
    const button = screen.getByRole('button', { name: '车型' });
    expect(screen.queryByRole('navigation', { name: '车型菜单', hidden: true })).toBeNull();
    fireEvent.pointerEnter(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('navigation', { name: '车型菜单' });
    expect(within(panel).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      MODELS.map((m) => `/models/${m.code}`),
    );
    expect(within(panel).getByText('29.99 万元起')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('navigation', { name: '车型菜单' })).toBeNull(); // hidden again
  });

  it('opens the phone menu with the models, every section and the switch to 关怀版', async () => {
    widthOf(375);
    renderApp({ path: '/', page: <SiteHeader models={MODELS} /> });
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByRole('navigation', { name: '手机导航' });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining([...MODELS.map((m) => `/models/${m.code}`), '/finance', '/trade-in', '/dealer']));
    expect(within(menu).getByRole('link', { name: '关怀版' }).getAttribute('href')).toBe('/care?level=1&back=%2F');
    expect(within(menu).getByText('29.99 万元起')).toBeTruthy();
  });
});
