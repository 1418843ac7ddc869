import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FaqAccordion, type AccordionItem } from './faq-accordion.tsx';

const ITEMS: AccordionItem[] = [
  { id: 'maintenance-interval', question: '多久需要保养一次？', answer: ['每 10,000 公里或 12 个月。'] },
  { id: 'recall', question: '怎样知道我的车辆是否涉及召回？', answer: ['输入车架号查询。'] },
];

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/services/faq', element: <FaqAccordion items={ITEMS} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('FAQ accordion', () => {
  it('gives each question a stable anchor and keeps every answer closed without a fragment', () => {
    renderAt('/services/faq');
    expect(document.getElementById('q-recall')?.contains(button('怎样知道我的车辆是否涉及召回？'))).toBe(true);
    expect(button('多久需要保养一次？').getAttribute('aria-expanded')).toBe('false');
    expect(button('怎样知道我的车辆是否涉及召回？').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the answer the fragment names (a search result), and that answer still closes on click', () => {
    renderAt('/services/faq#q-recall');
    const recall = button('怎样知道我的车辆是否涉及召回？');
    expect(recall.getAttribute('aria-expanded')).toBe('true');
    expect(button('多久需要保养一次？').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(recall);
    expect(recall.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the answer a later in-page link names', async () => {
    const router = renderAt('/services/faq');
    await act(() => router.navigate('/services/faq#q-maintenance-interval'));
    expect(button('多久需要保养一次？').getAttribute('aria-expanded')).toBe('true');
  });

  it('ignores a malformed fragment', () => {
    renderAt('/services/faq#%E0%A4%A');
    expect(button('多久需要保养一次？').getAttribute('aria-expanded')).toBe('false');
  });
});
