/**
 * The login page's image captcha with the real route module: the answer is checked with
 * `/api/user/captcha` before any SMS code is requested, and a wrong one is reported beside its field
 * at once (with a new image), without a code request.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#shared/api/request';
import { ok, openLoginPage } from '../../../../tests/support/login-page.tsx';
import { CAPTCHA_CHECK_DELAY_MS, CAPTCHA_WRONG } from '#client/components/ui/captcha-field.tsx';

/** The user service as the login page sees it: captchas numbered 1, 2, … whose answer is `ab12`. */
function userService(captchaAnswers = true) {
  const calls: string[] = [];
  let issued = 0;
  const api: ApiClient = {
    get: (path) => {
      calls.push(path);
      issued += 1;
      return Promise.resolve(ok({ key: `k${issued}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' })) as never;
    },
    post: (path, body) => {
      calls.push(path);
      if (path === '/api/user/captcha') {
        // No answer: a failure after a while, as a request that timed out.
        if (!captchaAnswers)
          return new Promise((resolve) =>
            setTimeout(() => resolve({ ok: false, code: -1, msg: '请求错误', data: null, status: 0 }), 50),
          ) as never;
        const { code } = body as { code: string };
        return Promise.resolve(
          code === 'ab12'
            ? ok({ valid: true })
            : { ok: false, code: 4101, msg: '图形验证码错误或已过期', data: null, status: 200 },
        ) as never;
      }
      return Promise.resolve(ok({ resendIn: 60 })) as never;
    },
  };
  return { api, calls };
}

describe('login: the image captcha', () => {
  it('is checked with the API before the SMS code is requested', async () => {
    const user = userEvent.setup();
    const { api, calls } = userService();
    openLoginPage(api);
    await screen.findByRole('img', { name: '图形验证码' });
    await user.type(screen.getByLabelText('手机号码'), '13912345678');
    await user.type(screen.getByLabelText('图形验证码'), 'ab12');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(calls).toContain('/api/user/new-smscode'));
    const check = calls.indexOf('/api/user/captcha');
    expect(check).toBeGreaterThan(-1);
    expect(check).toBeLessThan(calls.indexOf('/api/user/new-smscode'));
  });

  it('a wrong answer is reported beside its field once typed, with a new image and no code request', async () => {
    const user = userEvent.setup();
    const { api, calls } = userService();
    openLoginPage(api);
    await screen.findByRole('img', { name: '图形验证码' });
    const field = screen.getByLabelText('图形验证码');
    await user.type(field, 'zzzz');
    await user.tab();
    expect(await screen.findByText(CAPTCHA_WRONG)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(calls.filter((c) => c === '/api/captcha/gen')).toHaveLength(2));
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');
    await user.type(screen.getByLabelText('手机号码'), '13912345678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(calls).not.toContain('/api/user/new-smscode');
  });

  it('while the API does not answer the check, the answer is not re-checked by the typing pause; the code request still goes', async () => {
    const user = userEvent.setup();
    const { api, calls } = userService(false);
    openLoginPage(api);
    await screen.findByRole('img', { name: '图形验证码' });
    await user.type(screen.getByLabelText('手机号码'), '13912345678');
    await user.type(screen.getByLabelText('图形验证码'), 'ab12');
    await waitFor(() => expect(calls.filter((c) => c === '/api/user/captcha')).toHaveLength(1));
    // Three typing pauses later: still the one check (it used to repeat after every pause).
    await new Promise((resolve) => setTimeout(resolve, 3 * CAPTCHA_CHECK_DELAY_MS));
    expect(calls.filter((c) => c === '/api/user/captcha')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(calls).toContain('/api/user/new-smscode'));
    // Leaving the field and submitting ask again (a visitor's act, not a timer).
    expect(calls.filter((c) => c === '/api/user/captcha').length).toBeGreaterThan(1);
  });

  it('in 关怀版 offers 「换一张」, which renews the image, and 「看不清？」, which calls the customer hotline', async () => {
    const user = userEvent.setup();
    const { api, calls } = userService();
    openLoginPage(api, { care: 1 });
    await screen.findByRole('img', { name: '图形验证码' });
    await user.click(screen.getByRole('button', { name: '换一张' }));
    await waitFor(() => expect(calls.filter((c) => c === '/api/captcha/gen')).toHaveLength(2));
    expect(screen.getByRole('link', { name: /^看不清？/ }).getAttribute('href')).toBe('tel:4008206998');
  });

  it('keeps the image alone outside 关怀版', async () => {
    const { api } = userService();
    openLoginPage(api);
    await screen.findByRole('img', { name: '图形验证码' });
    expect(screen.queryByRole('button', { name: '换一张' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^看不清？/ })).toBeNull();
  });
});
