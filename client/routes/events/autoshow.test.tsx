import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedBy, renderApp } from '../../../tests/support/app-harness.tsx';
import { Component as AutoshowPage } from './autoshow.tsx';

async function submit() {
  await act(async () => {
    screen.getByRole('button', { name: '立即登记' }).click();
    await Promise.resolve();
  });
}

describe('auto-show registration form', () => {
  it('shows each error beside its field, marked invalid, and focuses the first', async () => {
    renderApp({ path: '/events/autoshow', page: <AutoshowPage /> });
    const name = screen.getByLabelText('姓名');
    const phone = screen.getByLabelText('手机号码');
    fireEvent.change(name, { target: { value: '林' } });
    fireEvent.change(phone, { target: { value: '1380013800' } });
    await submit();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toContain('请输入您的姓名（至少 2 个字）');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(phone)).toContain('请输入正确的 11 位手机号码');
    expect(screen.getByText('请阅读并勾选同意隐私政策')).toBeTruthy();
    expect(document.activeElement).toBe(name);
  });

  it('a corrected field loses its error at once; the next invalid one takes focus', async () => {
    renderApp({ path: '/events/autoshow', page: <AutoshowPage /> });
    const name = screen.getByLabelText('姓名');
    const phone = screen.getByLabelText('手机号码');
    fireEvent.change(phone, { target: { value: '123' } });
    await submit();
    fireEvent.change(name, { target: { value: '林晓' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await submit();
    expect(document.activeElement).toBe(phone);
  });
});
