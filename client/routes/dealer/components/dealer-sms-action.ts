/**
 * What the dealer page's action does with a post of 「发送到手机」, by `intent`: a new image captcha, or
 * the message. Only an opened form posts, so this loads with the form's chunk (dealer-sms-panel.tsx
 * re-exports it), not with the page; the site's handler checks captcha, consent and limits
 * (docs/decisions/0025).
 */
import type { ApiClient } from '#shared/api/request';
import { intentOf } from '#client/lib/data/action-result.ts';
import { newCaptcha, sendRefusal, type CaptchaResult } from '#client/lib/data/captcha.ts';

export async function answerSmsPost(api: ApiClient, form: FormData): Promise<CaptchaResult> {
  const text = (name: string) => String(form.get(name) ?? '');
  if (intentOf(form) === 'captcha') return newCaptcha(api);
  const phone = text('phone');
  const r = await api.post('/api/client/smsDelaer', {
    dealerId: Number(text('dealerId')),
    phone,
    captchaKey: text('captchaKey'),
    captcha: text('captcha'),
    accept: text('accept') === 'on',
  });
  if (r.ok) return { ok: true, message: `门店信息已发送至 ${phone.slice(0, 3)}****${phone.slice(7)}，请注意查收` };
  return { ok: false, message: null, error: sendRefusal(r, '发送失败，请稍后再试') };
}
