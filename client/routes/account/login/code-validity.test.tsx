/**
 * The login page in 关怀版 with the real route module: how long the SMS code stays valid, told on screen
 * and to screen readers, and 「需要更多时间」, which sends a fresh code to the same phone once the
 * upstream allows a resend, keeping what the form holds. Outside the mode none of it is shown.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '#shared/api/request';
import { ok, openLoginPage } from '../../../../tests/support/login-page.tsx';
import { COUNTDOWN_TICK_MS } from '#client/features/auth/use-countdown.ts';

/** The user service: captchas whose answer is `ab12`, codes valid for 300 s with a resend after 60 s. */
function userService() {
  const sent: string[] = [];
  let issued = 0;
  const api: ApiClient = {
    get: () => {
      issued += 1;
      return Promise.resolve(ok({ key: `k${issued}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' })) as never;
    },
    post: (path, body) => {
      if (path === '/api/user/captcha') return Promise.resolve(ok({ valid: true })) as never;
      if (path === '/api/user/new-smscode') sent.push((body as { data: { phone: string } }).data.phone);
      return Promise.resolve(ok({ expiresIn: 300, resendIn: 60 })) as never;
    },
  };
  return { api, sent };
}

/** The polite live regions' text, as a screen reader would be told it. */
function statuses(): string[] {
  return screen.getAllByRole('status').map((el) => el.textContent ?? '');
}

const seconds = (n: number) => act(() => vi.advanceTimersByTime(n * COUNTDOWN_TICK_MS));

beforeEach(() => {
  // The countdowns' intervals only: the user events and the captcha check keep real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function sendFirstCode(care: boolean) {
  const user = userEvent.setup();
  const service = userService();
  openLoginPage(service.api, care ? { care: 1 } : undefined);
  await screen.findByRole('img', { name: '图形验证码' });
  await user.type(screen.getByLabelText('手机号码'), '13912345678');
  await user.type(screen.getByLabelText('图形验证码'), 'ab12');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(service.sent).toHaveLength(1));
  return { user, ...service };
}

describe('login in 关怀版: more time for the SMS code', () => {
  it('shows how long the code stays valid and tells a screen reader, then offers 「需要更多时间」 once a new code may be sent', async () => {
    await sendFirstCode(true);
    await screen.findByText('验证码还可使用 5 分 00 秒');
    expect(statuses()).toContain('验证码 5 分钟内有效');
    expect(screen.queryByRole('button', { name: '需要更多时间' })).toBeNull();
    seconds(59);
    expect(screen.queryByRole('button', { name: '需要更多时间' })).toBeNull();
    seconds(1);
    expect(screen.getByText('验证码还可使用 4 分 00 秒')).toBeTruthy();
    expect(screen.getByRole('button', { name: '需要更多时间' }).getAttribute('aria-describedby')).toBeTruthy();
    seconds(180);
    expect(statuses()).toContain('验证码还有 1 分钟失效，如需更多时间，请点「需要更多时间」获取新的验证码');
  });

  it('「需要更多时间」 sends a fresh code to the same phone, valid as long again, keeping what was typed', async () => {
    const { user, sent } = await sendFirstCode(true);
    await user.type(screen.getByLabelText('短信验证码'), '12');
    seconds(200);
    expect(screen.getByText('验证码还可使用 1 分 40 秒')).toBeTruthy();
    await user.type(await screen.findByLabelText('图形验证码'), 'ab12');
    await user.click(screen.getByRole('button', { name: '需要更多时间' }));
    await waitFor(() => expect(sent).toEqual(['13912345678', '13912345678']));
    await screen.findByText('验证码还可使用 5 分 00 秒');
    expect((screen.getByLabelText('手机号码') as HTMLInputElement).value).toBe('13912345678');
    expect((screen.getByLabelText('短信验证码') as HTMLInputElement).value).toBe('12');
    // The resend wait starts over with the new code.
    expect(screen.queryByRole('button', { name: '需要更多时间' })).toBeNull();
  });

  it('says so on screen and to a screen reader when the code has expired', async () => {
    await sendFirstCode(true);
    await screen.findByText('验证码还可使用 5 分 00 秒');
    seconds(300);
    expect(screen.getByText('验证码已失效，请重新获取', { selector: ':not([role=status])' })).toBeTruthy();
    expect(statuses()).toContain('验证码已失效，请重新获取');
    expect(screen.queryByRole('button', { name: '需要更多时间' })).toBeNull();
  });

  it('shows none of it outside 关怀版', async () => {
    await sendFirstCode(false);
    await screen.findByRole('button', { name: '60 秒后重发' });
    seconds(60);
    expect(screen.queryByText(/验证码还可使用/)).toBeNull();
    expect(screen.queryByRole('button', { name: '需要更多时间' })).toBeNull();
  });
});
