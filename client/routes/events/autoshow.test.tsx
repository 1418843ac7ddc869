import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readEnvelope, type ApiClient, type ApiResult } from '#shared/api/request';
import { AUTOSHOW } from '#shared/domain/autoshow';
import { describedBy, renderApp } from '../../../tests/support/app-harness.tsx';
import { action, Component as AutoshowPage } from './autoshow.tsx';

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

  it('with the upstream failing, keeps every value and says to try again', async () => {
    // What the site answers when the upstream fails (tests/integration/upstream-down-pages.test.ts).
    const failed = readEnvelope('/api/client/smsAutoshow', { code: 502, msg: '登记失败，请稍后再试', data: null }, 502);
    const posted: unknown[] = [];
    const respond = (path: string, body: unknown): Promise<ApiResult<unknown>> => {
      if (path !== '/api/client/smsAutoshow') return Promise.reject(new Error(`unexpected request ${path}`));
      posted.push(body);
      return Promise.resolve(failed);
    };
    const api = { get: respond, post: respond } as unknown as ApiClient;
    renderApp({ path: '/events/autoshow', api, children: [{ path: 'events/autoshow', element: <AutoshowPage />, action }] });
    const day = AUTOSHOW.days[2] ?? '';
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '林晓' } });
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('计划到访日期'), { target: { value: day } });
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('登记失败，请稍后再试');
    expect(posted).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('姓名').value).toBe('林晓');
    expect(screen.getByLabelText<HTMLInputElement>('手机号码').value).toBe('13800138000');
    expect(screen.getByLabelText<HTMLSelectElement>('计划到访日期').value).toBe(day);
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(screen.getByRole('button', { name: '立即登记' })).toBeTruthy();
  });
});
