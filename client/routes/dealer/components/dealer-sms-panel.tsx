/**
 * The form of 「发送到手机」 (dealer-sms-form.tsx): phone, image captcha, consent, and a preview of the
 * exact message (shared/domain/dealer-sms.ts). Posted by a fetcher to the dealer page's action; the site
 * checks the captcha, the consent and the limits before anything is sent (docs/decisions/0025). Its code
 * loads when a card's form is first opened.
 */
import { useCallback, useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { Dealer } from '#shared/api/client-api';
import type { CaptchaResult } from '#client/lib/data/captcha.ts';
import { dealerSmsText } from '#shared/domain/dealer-sms';
import { isMainlandMobile, normalizePhone } from '#shared/domain/phone';
import { paths } from '#client/lib/ui/paths.ts';
import { CaptchaField, useCaptchaCheck } from '#client/components/ui/captcha-field.tsx';
import { ConsentField } from '#client/components/ui/consent-field.tsx';
import { useFieldErrors } from '#client/components/ui/field.tsx';
import { PhoneField } from '#client/components/ui/phone-field.tsx';

/** The fields checked in the browser before the captcha, each error shown beside its field. */
const POST = { method: 'post', action: paths.dealer(), defaultShouldRevalidate: false } as const;

type DealerSmsResult = CaptchaResult;

// The page's action answers only this form's posts: it takes its code from here, so it loads with the
// form and stays in one chunk with the captcha field.
export { answerSmsPost } from './dealer-sms-action.ts';

/** `opens` counts the openings of the card's form: each one asks for an image when there is none. */
export default function DealerSmsPanel({ dealer, opens }: { dealer: Dealer; opens: number }) {
  const ids = { phone: useId(), captcha: useId(), consent: useId(), status: useId() };
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const { errors, setErrors, clearing } = useFieldErrors<'phone' | 'consent'>();
  const captchaFetcher = useFetcher<DealerSmsResult>();
  const sendFetcher = useFetcher<DealerSmsResult>();
  const captcha = captchaFetcher.data?.captcha ?? null;
  const { submit: submitCaptcha } = captchaFetcher;
  // A new image starts its answer over (useCaptchaCheck resets on the new key).
  const refreshCaptcha = useCallback(() => void submitCaptcha({ intent: 'captcha' }, POST), [submitCaptcha]);
  const captchaCheck = useCaptchaCheck(captcha, refreshCaptcha);
  const sent = sendFetcher.state === 'idle' && sendFetcher.data?.ok === true;
  const shownError = sendFetcher.state === 'idle' ? (sendFetcher.data?.error ?? null) : null;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const p = normalizePhone(phone);
    const invalid: typeof errors = {
      ...(isMainlandMobile(p) ? {} : { phone: '请输入正确的 11 位手机号码' }),
      ...(consent ? {} : { consent: '请阅读并勾选同意隐私政策' }),
    };
    setErrors(invalid);
    // Both inputs are always rendered: the first invalid one can take focus now.
    const first = invalid.phone ? ids.phone : invalid.consent ? ids.consent : null;
    if (first) return document.getElementById(first)?.focus();
    // The captcha is checked first (usually already, as it was typed): a wrong one shows beside its field.
    const answer = captchaCheck.answer.trim();
    // check() reports a missing image or answer beside the field; `captcha` is then known to be there.
    if (!(await captchaCheck.check()) || !captcha) return;
    void sendFetcher.submit(
      {
        intent: 'sms',
        dealerId: String(dealer.id),
        phone: p,
        captchaKey: captcha.key,
        captcha: answer,
        accept: 'on',
      },
      POST,
    );
    // A captcha answer is used up by every attempt.
    refreshCaptcha();
  };

  const onOpen = useEffectEvent(() => {
    if (!captcha && captchaFetcher.state === 'idle') refreshCaptcha();
  });
  useEffect(() => onOpen(), [opens]);

  return (
    <form
      method="post"
      action={paths.dealer()}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-describedby={ids.status}
      className="mt-4 grid gap-4"
    >
      <input type="hidden" name="intent" value="sms" />
      <input type="hidden" name="dealerId" value={dealer.id} />
      <div className="bg-paper p-4 text-sm leading-6 text-ink">
        <p className="mb-1 text-xs text-mute">短信预览</p>
        <p className="break-all">{dealerSmsText(dealer)}</p>
      </div>
      <PhoneField id={ids.phone} value={phone} error={errors.phone} onChange={clearing('phone', setPhone)} />
      <CaptchaField id={ids.captcha} captcha={captcha} state={captchaCheck} onRefresh={refreshCaptcha} />
      <ConsentField
        id={ids.consent}
        checked={consent}
        error={errors.consent}
        onChange={clearing('consent', setConsent)}
      >
        我已阅读并同意《隐私政策》，同意奥瑞麟向该手机号码发送本门店信息。
      </ConsentField>
      <div id={ids.status} aria-live="polite" className="text-sm">
        {shownError ? (
          <p role="alert" className="text-error">
            {shownError}
          </p>
        ) : sent ? (
          <p className="text-ink">{sendFetcher.data?.message}</p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={sendFetcher.state !== 'idle'}
        className="min-h-11 bg-ink px-6 text-sm tracking-widest text-white hover:bg-black disabled:opacity-60"
      >
        {sendFetcher.state !== 'idle' ? '发送中…' : '发送'}
      </button>
    </form>
  );
}
