import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dealer } from '#shared/api/client-api';
import { readEnvelope, type ApiClient, type ApiResult } from '#shared/api/request';
import { describedBy, renderApp } from '../../../../tests/support/app-harness.tsx';
import { action } from '../route.tsx';
import { DealerSmsForm } from './dealer-sms-form.tsx';

const DEALER: Dealer = {
  id: 12,
  dealerCode: 'HZ001',
  dealerNo: 'A0012',
  name: '杭州瑞丰奥瑞麟汽车销售服务有限公司',
  shortName: '奥瑞麟杭州瑞丰店',
  provinceId: 330000,
  provinceName: '浙江省',
  cityId: 330100,
  cityName: '杭州市',
  address: '杭州市西湖区文三路 1 号',
  salesPhone: '400-820-1988',
  servicePhone: '0571-88888888',
  hours: '09:00-18:00',
  lat: 30.27,
  lng: 120.15,
  series: ['es'],
};

/** The form on the dealer page, whose action answers its captcha (the first thing opening it asks for). */
function renderForm() {
  const answer = () =>
    Promise.resolve({ ok: true, code: 200, msg: 'success', data: { key: 'k', svg: '<svg></svg>' }, status: 200 });
  const api = { get: answer, post: answer } as unknown as ApiClient;
  renderApp({
    path: '/dealer',
    api,
    children: [{ path: 'dealer', element: <DealerSmsForm dealer={DEALER} />, action }],
  });
}

/** The form is drawn once its 「发送到手机」 is first opened, as a visitor opens it. */
async function open() {
  fireEvent.click(screen.getByText('发送到手机'));
  await screen.findByLabelText('手机号码');
}

async function submit() {
  await act(async () => {
    screen.getByRole('button', { name: '发送' }).click();
    await Promise.resolve();
  });
}

describe('dealer SMS form', () => {
  it('marks a 10-digit phone invalid beside its field, describes it by the message and focuses it', async () => {
    renderForm();
    await open();
    const phone = screen.getByLabelText('手机号码');
    fireEvent.change(phone, { target: { value: '1380013800' } });
    await submit();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(phone)).toContain('请输入正确的 11 位手机号码');
    expect(document.activeElement).toBe(phone);
  });

  it('marks the missing consent on its checkbox and focuses it once the phone is right', async () => {
    renderForm();
    await open();
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13800138000' } });
    await submit();
    const consent = screen.getByRole('checkbox');
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(consent)).toContain('请阅读并勾选同意隐私政策');
    expect(document.activeElement).toBe(consent);
    expect(screen.getByLabelText('手机号码').hasAttribute('aria-invalid')).toBe(false);
  });

  it('with the upstream failing, keeps the phone and the consent, says to try again and shows a new captcha', async () => {
    // What the site answers when the upstream fails (tests/integration/upstream-down-pages.test.ts).
    const failed = readEnvelope('/api/client/smsDelaer', { code: 502, msg: '发送失败，请稍后再试', data: null }, 502);
    let images = 0;
    const sent: unknown[] = [];
    const respond = (path: string, body: unknown): Promise<ApiResult<unknown>> => {
      const ok = (data: unknown) => Promise.resolve({ ok: true, code: 200, msg: 'success', data, status: 200 });
      if (path === '/api/captcha/gen') return ok({ key: `key-${(images += 1)}`, svg: '<svg></svg>' });
      if (path === '/api/user/captcha') return ok(null);
      if (path !== '/api/client/smsDelaer') return Promise.reject(new Error(`unexpected request ${path}`));
      sent.push(body);
      return Promise.resolve(failed);
    };
    const api = { get: respond, post: respond } as unknown as ApiClient;
    renderApp({
      path: '/dealer',
      api,
      children: [{ path: 'dealer', element: <DealerSmsForm dealer={DEALER} />, action }],
    });
    await open();
    await waitFor(() => expect(images).toBe(1));
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('图形验证码'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('发送失败，请稍后再试');
    expect(sent).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('手机号码').value).toBe('13800138000');
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    // Every attempt uses its captcha answer up: a new image, an empty answer.
    await waitFor(() => expect(images).toBe(2));
    expect(screen.getByLabelText<HTMLInputElement>('图形验证码').value).toBe('');
  });
});
