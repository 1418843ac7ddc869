/**
 * The login page with the real route module against a small user service: one SMS code per intended
 * request, and a refusal the service does not explain still tells the visitor something.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '#shared/api/request';
import { ok, openLoginPage } from '../../../../tests/support/login-page.tsx';

/**
 * Captchas numbered 1, 2, … whose answer is `ab12`; the check answers after `checkMs`. A captcha is
 * used up by a code request (a second request with it is refused, as upstream). `login` answers the login.
 */
function userService({ checkMs = 0, login }: { checkMs?: number; login?: ApiResult<unknown> } = {}) {
  const calls: { path: string; body: unknown }[] = [];
  const used = new Set<string>();
  let issued = 0;
  const api: ApiClient = {
    get: (path) => {
      calls.push({ path, body: null });
      issued += 1;
      return Promise.resolve(ok({ key: `k${issued}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' })) as never;
    },
    post: (path, body) => {
      calls.push({ path, body });
      if (path === '/api/user/captcha')
        return new Promise((resolve) => setTimeout(() => resolve(ok({ valid: true })), checkMs)) as never;
      if (path === '/api/user/new-smscode') {
        const { captchaKey } = (body as { data: { captchaKey: string } }).data;
        if (used.has(captchaKey))
          return Promise.resolve({
            ok: false,
            code: 4101,
            msg: '图形验证码错误或已过期',
            data: null,
            status: 200,
          }) as never;
        used.add(captchaKey);
        return Promise.resolve(ok({ resendIn: 60 })) as never;
      }
      if (path === '/api/user/login' && login) return Promise.resolve(login) as never;
      throw new Error(`unexpected request ${path}`);
    },
  };
  return { api, posted: (path: string) => calls.filter((c) => c.path === path) };
}

describe('login page', () => {
  it('two taps on 获取验证码 while the captcha is being checked request one SMS code, and show no error', async () => {
    const user = userEvent.setup();
    const service = userService({ checkMs: 50 });
    openLoginPage(service.api);
    await screen.findByRole('img', { name: '图形验证码' });
    await user.type(screen.getByLabelText('手机号码'), '13912345678');
    await user.type(screen.getByLabelText('图形验证码'), 'ab12');
    const button = screen.getByRole('button', { name: '获取验证码' });
    await user.click(button);
    await user.click(button);
    expect(await screen.findByRole('button', { name: /秒后重发$/ })).toBeTruthy();
    // Both taps waited for the same check: a second request would have been sent with the first.
    expect(service.posted('/api/user/new-smscode')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refused login whose answer carries no message says 登录失败，请稍后再试', async () => {
    const user = userEvent.setup();
    const service = userService({ login: { ok: false, code: 5000, msg: '', data: null, status: 200 } });
    openLoginPage(service.api);
    await screen.findByRole('img', { name: '图形验证码' });
    await user.type(screen.getByLabelText('手机号码'), '13912345678');
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '登录 / 注册' }));
    await waitFor(() => expect(service.posted('/api/user/login')).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).toBe('登录失败，请稍后再试');
  });
});
