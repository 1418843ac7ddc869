/**
 * The image-captcha steps every form that sends an SMS shares (login, 「发送到手机」): a new captcha for
 * the `captcha` intent, and the visitor's message for a refused send.
 */
import { API_CODES, REQUEST_FAILED } from '#shared/api/envelope';
import type { ApiClient, ApiResult } from '#shared/api/request';
import type { CaptchaImage } from '#shared/api/user-api';
import type { ActionResult } from './action-result.ts';

export type CaptchaResult = ActionResult & { error?: string; captcha?: CaptchaImage | null };

export async function newCaptcha(api: Pick<ApiClient, 'get'>): Promise<CaptchaResult> {
  const r = await api.get('/api/captcha/gen');
  if (r.ok && r.data) return { ok: true, message: null, captcha: r.data };
  return {
    ok: false,
    message: null,
    captcha: null,
    error: r.msg && r.code !== REQUEST_FAILED ? r.msg : '图形验证码加载失败，请点击图片重试',
  };
}

/** Why a send was refused, as the visitor reads it: the captcha, "try later", or the site's own message (limits). */
export function sendRefusal(r: ApiResult<unknown>, failed: string): string {
  if (r.code === API_CODES.captchaInvalid) return '图形验证码不正确或已过期，请重新输入';
  return r.code === REQUEST_FAILED || !r.msg ? failed : r.msg;
}
