import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dealer } from '#shared/api/client-api';
import { describedBy, renderApp } from '../../../../tests/support/app-harness.tsx';
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

async function submit() {
  await act(async () => {
    screen.getByRole('button', { name: '发送' }).click();
    await Promise.resolve();
  });
}

describe('dealer SMS form', () => {
  it('marks a 10-digit phone invalid beside its field, describes it by the message and focuses it', async () => {
    renderApp({ path: '/dealer', page: <DealerSmsForm dealer={DEALER} /> });
    const phone = screen.getByLabelText('手机号码');
    fireEvent.change(phone, { target: { value: '1380013800' } });
    await submit();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(phone)).toContain('请输入正确的 11 位手机号码');
    expect(document.activeElement).toBe(phone);
  });

  it('marks the missing consent on its checkbox and focuses it once the phone is right', async () => {
    renderApp({ path: '/dealer', page: <DealerSmsForm dealer={DEALER} /> });
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13800138000' } });
    await submit();
    const consent = screen.getByRole('checkbox');
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(consent)).toContain('请阅读并勾选同意隐私政策');
    expect(document.activeElement).toBe(consent);
    expect(screen.getByLabelText('手机号码').hasAttribute('aria-invalid')).toBe(false);
  });
});
