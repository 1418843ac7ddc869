import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestEnv } from '../../tests/support/test-env.tsx';
import { SiteFooter } from './site-footer.tsx';

afterEach(() => {
  vi.useRealTimers();
});

/** The footer's text as the server renders it. */
function footerText(): string {
  const html = renderToString(
    <TestEnv>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </TestEnv>,
  );
  return html.replace(/<[^>]+>/g, '');
}

describe('site footer', () => {
  it('dates the copyright in China: a server on UTC renders 2026 at 01:30 on New Year’s Day in Shanghai', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-31T17:30:00Z'));
    const text = footerText();
    expect(text).toContain('© 2026 奥瑞麟');
    expect(text).not.toContain('2025');
  });
});
