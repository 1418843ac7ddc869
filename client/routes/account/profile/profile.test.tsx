/**
 * The profile page's phone and e-mail changes with the real route module: Enter in the code field
 * saves (it used to ask for another code, the form's first button), Enter in the address field still
 * asks for a code.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '#shared/api/request';
import { renderApp, testUser } from '../../../../tests/support/app-harness.tsx';
import * as profilePage from './route.tsx';

const USER = testUser();

function ok<T>(data: T): ApiResult<T> {
  return { ok: true, code: 200, msg: 'success', data, status: 200 };
}

function userService() {
  const calls: { path: string; body: unknown }[] = [];
  const respond = (path: string, body: unknown) => {
    calls.push({ path, body });
    if (path === '/api/user/reset-phonenumber') return Promise.resolve(ok({ ...USER, phone: '139****5678' }));
    if (path === '/api/user/resetEmail') return Promise.resolve(ok({ ...USER, email: 'new@example.com' }));
    return Promise.resolve(ok({ resendIn: 60 }));
  };
  const api = { get: respond, post: respond } as unknown as ApiClient;
  return { api, paths: () => calls.map((c) => c.path), calls };
}

function open(api: ApiClient) {
  renderApp({
    path: '/account/profile',
    api,
    children: [
      {
        id: 'account',
        path: 'account',
        loader: () => ({ user: USER }),
        HydrateFallback: () => <p>正在加载…</p>,
        children: [{ path: 'profile', action: profilePage.action, Component: profilePage.Component }],
      },
    ],
  });
}

describe('profile: changing the phone number or the e-mail address', () => {
  it('Enter in the SMS code field saves the new phone number', async () => {
    const user = userEvent.setup();
    const service = userService();
    open(service.api);
    await user.type(await screen.findByLabelText('新手机号码'), '13912345678');
    await user.type(screen.getByLabelText('短信验证码', { selector: '#profile-phone-code' }), '123456{Enter}');
    await waitFor(() => expect(service.paths()).toEqual(['/api/user/reset-phonenumber']));
    expect(service.calls[0]?.body).toEqual({ phone: '13912345678', code: '123456' });
    expect(await screen.findByText('手机号码已更换')).toBeTruthy();
  });

  it('Enter in the e-mail code field saves the address', async () => {
    const user = userEvent.setup();
    const service = userService();
    open(service.api);
    await user.type(await screen.findByLabelText('邮箱地址'), 'new@example.com');
    await user.type(screen.getByLabelText('邮件验证码'), '654321{Enter}');
    await waitFor(() => expect(service.paths()).toEqual(['/api/user/resetEmail']));
    expect(service.calls[0]?.body).toEqual({ email: 'new@example.com', code: '654321' });
  });

  it('Enter in the phone field still asks for a code', async () => {
    const user = userEvent.setup();
    const service = userService();
    open(service.api);
    await user.type(await screen.findByLabelText('新手机号码'), '13912345678{Enter}');
    await waitFor(() => expect(service.paths()).toEqual(['/api/user/upphone-smscode']));
    expect(await screen.findByRole('button', { name: /^\d+ 秒$/ })).toBeTruthy();
  });
});
