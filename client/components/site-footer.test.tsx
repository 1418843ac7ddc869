import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestEnv } from '../../tests/support/test-env.tsx';
import { SiteFooter } from './site-footer.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const footer = (
  <TestEnv>
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>
  </TestEnv>
);

describe('site footer', () => {
  it('hydrates a page cached on New Year’s Eve and opened on New Year’s morning without a mismatch', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-31T15:50:00Z')); // 23:50 in Shanghai
    const container = document.createElement('div');
    container.innerHTML = renderToString(footer);
    document.body.appendChild(container);
    expect(container.textContent).toContain('© 2025 ');

    vi.setSystemTime(new Date('2026-01-01T00:10:00Z')); // 08:10 on New Year’s Day
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, footer, { onRecoverableError });
      await Promise.resolve();
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
