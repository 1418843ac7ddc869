import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TOOLS, ToolsMenu } from './tools-menu.tsx';

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: <ToolsMenu /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  const details = () => screen.getByText('购车工具').closest('details');
  return { router, details };
}

describe('ToolsMenu', () => {
  it('lists every tool as a link', () => {
    renderMenu();
    expect(screen.getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'))).toEqual(
      TOOLS.map((t) => t.to),
    );
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    const { details } = renderMenu();
    await user.click(screen.getByText('购车工具'));
    expect(details()?.open).toBe(true);
    await user.tab(); // into the first tool
    expect(document.activeElement?.tagName).toBe('A');
    await user.keyboard('{Escape}');
    expect(details()?.open).toBe(false);
    expect(document.activeElement).toBe(screen.getByText('购车工具').closest('summary'));
    await user.keyboard('{Escape}'); // closed: nothing more happens
    expect(details()?.open).toBe(false);
  });

  it('starts closed on a new page', async () => {
    const user = userEvent.setup();
    const { router, details } = renderMenu();
    await user.click(screen.getByText('购车工具'));
    expect(details()?.open).toBe(true);
    await act(() => router.navigate('/finance'));
    expect(details()?.open).toBe(false);
  });
});
