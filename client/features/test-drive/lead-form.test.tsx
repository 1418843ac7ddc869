import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyLeadValues } from '#shared/domain/lead-form';
import { renderApp } from '../../../tests/support/app-harness.tsx';
import { leadAction } from './lead-action.ts';
import { LeadForm } from './lead-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

/** A quick enquiry whose every field is well-formed, so the browser's check lets it through to the server. */
const VALUES = emptyLeadValues('quick', {
  ASId: '3',
  name: '林晓',
  phone: '13800138000',
  provinceId: '310000',
  cityId: '310100',
  dealerCode: 'SH001',
  accept: 'on',
});

describe('lead form', () => {
  it('focuses the form-wide message and scrolls it into view when the server answers 503', async () => {
    // jsdom lays nothing out and has no scrollIntoView.
    const scrolled = vi.fn<(this: Element) => void>();
    Element.prototype.scrollIntoView = scrolled;
    // The server's envelope for a busy upstream: no field named, so the message is for the whole form.
    const fetchMock = vi.fn(() =>
      Promise.resolve(Response.json({ code: 503, message: '服务暂时繁忙，请稍后重新提交' }, { status: 503 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderApp({
      path: '/page',
      resourceRoutes: [{ path: '/test-drive', action: leadAction }],
      page: (
        <LeadForm
          kind="quick"
          series={[]}
          regions={[]}
          dealers={[]}
          values={VALUES}
          draftKey="test"
          submissionKey="key-1"
        />
      ),
    });
    const submit = await screen.findByRole('button', { name: /提交|预约|咨询/ });
    await act(async () => {
      submit.click();
      await Promise.resolve();
    });
    const box = await screen.findByRole('alert');
    expect(box.textContent).toContain('服务暂时繁忙');
    expect(fetchMock).toHaveBeenCalledOnce();
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.hasAttribute('data-form-error')).toBe(true);
    expect(scrolled.mock.contexts).toContain(box);
  });
});
