/**
 * The login page's whole flow as a visitor does it, on a page already showing it: a fresh image
 * captcha (its answer read back from the mock's records), the phone, the SMS code (read back too), the
 * consent box, then 登录 / 注册; resolves once the page has left the login page.
 */
import type { Page } from 'playwright-core';
import superagent from 'superagent';
import { expect as globalExpect, type ExpectStatic } from 'vitest';

async function records<T>(mockUrl: string, kind: string): Promise<T[]> {
  return ((await superagent.get(`${mockUrl}/__mock/records/${kind}`)).body as { data: T[] }).data;
}

/** `expect` is the test's own (its context's) when the test runs concurrently with others. */
export async function completeLogin(p: Page, mockUrl: string, phone: string, expect: ExpectStatic = globalExpect): Promise<void> {
  // The page's own first captcha first, so the fresh one below is the last the page shows (the first
  // may also belong to a page we left).
  await expect.poll(() => p.getByRole('img', { name: '图形验证码' }).count()).toBe(1);
  const [captchaResponse] = await Promise.all([
    p.waitForResponse((r) => r.url().includes('/api/captcha/gen')),
    p.getByRole('button', { name: '看不清，换一张图形验证码' }).click(),
  ]);
  const captcha = (await captchaResponse.json()) as { data: { key: string } };
  await expect.poll(() => p.getByRole('img', { name: '图形验证码' }).count()).toBe(1);
  const answer = (await records<{ key: string; answer: string }>(mockUrl, 'captchas')).find(
    (c) => c.key === captcha.data.key,
  )?.answer;
  if (!answer) throw new Error('captcha not recorded');
  await p.locator('input[name="phone"]').fill(phone);
  await p.locator('input[name="captcha"]').fill(answer);
  const sent = p.waitForResponse((r) => r.url().includes('/api/user/new-smscode'));
  await p.getByRole('button', { name: '获取验证码' }).click();
  expect(((await (await sent).json()) as { code: number }).code).toBe(200);
  // The button counts down once the code is sent.
  await expect.poll(() => p.getByRole('button', { name: /秒后重发/ }).count()).toBe(1);
  const code = (await records<{ to: string; code: string }>(mockUrl, 'sms')).find((m) => m.to === phone)?.code;
  if (!code) throw new Error('no SMS recorded');
  await p.getByLabel('短信验证码', { exact: true }).fill(code);
  await p.getByLabel('我已阅读并同意').check();
  await p.getByRole('button', { name: '登录 / 注册' }).click();
  await p.waitForURL((url) => url.pathname !== '/account/login');
}
