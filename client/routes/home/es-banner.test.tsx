import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/support/app-harness.tsx';
import { EsBanner } from './components/es-banner.tsx';

describe('home ES banner', () => {
  it('shows the starting price the series data gives, not a fixed figure', async () => {
    renderApp({ path: '/', page: <EsBanner startingPrice={315_800} /> });
    const text = (await screen.findByRole('heading', { name: '从容之境 优雅而至' })).parentElement?.textContent ?? '';
    expect(text).toContain('厂商指导价 31.58 万元起');
    expect(text).not.toContain('29.99');
  });

  it('names no price when the series list could not be loaded', async () => {
    renderApp({ path: '/', page: <EsBanner startingPrice={null} /> });
    const text = (await screen.findByRole('heading', { name: '从容之境 优雅而至' })).parentElement?.textContent ?? '';
    expect(text).toContain('第五代混合动力。');
    expect(text).not.toContain('万元');
  });
});
