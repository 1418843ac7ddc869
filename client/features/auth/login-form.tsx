/**
 * The login form: phone, image captcha, SMS code, consent and the one button that logs in or registers.
 * Its requests go to the page's action (useLoginForm); the page around it says what the login is for.
 */
import { useId, type ChangeEvent, type Dispatch, type InputHTMLAttributes, type SetStateAction } from 'react';
import { PHONE_INPUT_MAX_LENGTH } from '#shared/domain/phone';
import { Field } from '#client/components/ui/field.tsx';
import { CaptchaField } from '#client/components/ui/captcha-field.tsx';
import { TextInput } from '#client/components/ui/text-input.tsx';
import { normalizeCode, normalizePhone } from './login-rules.ts';
import { LoginConsent } from './login-consent.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { useLoginForm } from './use-login-form.ts';

/** The fixed attributes of the three inputs; their values live in the page's state (`bind`). */
const INPUTS = {
  phone: {
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: PHONE_INPUT_MAX_LENGTH,
    placeholder: '请输入 11 位手机号码',
  },
  code: { name: 'code', autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 12, placeholder: '6 位数字' },
} satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;

/** A controlled input's value and handlers; `normalize` tidies what was typed when the input loses focus. */
function bind(value: string, set: Dispatch<SetStateAction<string>>, normalize?: (v: string) => string) {
  return {
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.value),
    onBlur: normalize ? () => set((v) => normalize(v)) : undefined,
  };
}

export function LoginForm({ params }: { params: URLSearchParams }) {
  const ids = { phone: useId(), captcha: useId(), code: useId(), consent: useId(), error: useId() };
  const form = useLoginForm(params);
  const { error, sms } = form;
  return (
    <form className="mt-8 space-y-5" noValidate onSubmit={form.submit} aria-describedby={error ? ids.error : undefined}>
      <Field id={ids.phone} label="手机号码">
        <TextInput id={ids.phone} {...INPUTS.phone} {...bind(form.phone, form.setPhone, normalizePhone)} />
      </Field>
      <CaptchaField id={ids.captcha} captcha={sms.captcha} state={sms.captchaCheck} onRefresh={sms.refreshCaptcha} />
      <SmsCodeField
        id={ids.code}
        input={{ ...INPUTS.code, ...bind(form.code, form.setCode, normalizeCode) }}
        sms={sms}
      />
      <LoginConsent id={ids.consent} checked={form.consent} onChange={form.setConsent} />
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={form.submitting}
        className="min-h-12 w-full bg-ink text-sm tracking-[0.3em] text-white hover:bg-gold-dark disabled:opacity-60"
      >
        {form.submitting ? '正在登录…' : '登录 / 注册'}
      </button>
      <p className="text-xs leading-5 text-mute">未注册的手机号码验证后将自动创建奥瑞麟会员账户。</p>
    </form>
  );
}
