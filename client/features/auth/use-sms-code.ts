/**
 * The login form's code step: the image captcha, the SMS code asked for with it, the resend countdown
 * and (关怀版) how long the code stays valid. Posts to the page's action with its own fetchers.
 */
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useFetcher } from 'react-router';
import { useActionResult } from '#client/lib/data/action-result.ts';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { useCaptchaCheck } from '#client/components/ui/captcha-field.tsx';
import { CODE_VALID_SECONDS, useCodeValidityNotice, useCountdown, useCountdownNotice } from './use-countdown.ts';
import { isMainlandMobile, normalizePhone } from './login-rules.ts';
import { LOGIN_POST, type LoginResult } from './login-result.ts';

export interface SmsCodeInput {
  phone: string;
  setPhone: Dispatch<SetStateAction<string>>;
  setError: Dispatch<SetStateAction<string>>;
}

export function useSmsCode({ phone, setPhone, setError }: SmsCodeInput) {
  const [countdown, startCountdown] = useCountdown();
  const countdownNotice = useCountdownNotice(countdown);
  // 关怀版: how long the code stays valid, with a way to more time before it expires.
  const { edge } = useEnv();
  const [validFor, startValidity] = useCountdown(CODE_VALID_SECONDS);
  const [lasts, setLasts] = useState(CODE_VALID_SECONDS);
  const validityNotice = useCodeValidityNotice(validFor, lasts);
  const captchaFetcher = useFetcher<LoginResult>();
  const codeFetcher = useFetcher<LoginResult>();
  const captcha = captchaFetcher.data?.captcha ?? null;
  // From the tap on 获取验证码: while the captcha is checked, then while the code is requested.
  const [checkingCaptcha, setCheckingCaptcha] = useState(false);
  const sendStarted = useRef(false);
  const sending = checkingCaptcha || codeFetcher.state !== 'idle';

  const { submit: submitCaptcha } = captchaFetcher;
  // A new image starts its answer over (useCaptchaCheck resets on the new key).
  const refreshCaptcha = useCallback(() => void submitCaptcha({ intent: 'captcha' }, LOGIN_POST), [submitCaptcha]);
  const captchaCheck = useCaptchaCheck(captcha, refreshCaptcha);
  useEffect(() => {
    void submitCaptcha({ intent: 'captcha' }, LOGIN_POST);
  }, [submitCaptcha]);
  useActionResult(captchaFetcher.data, (r) => {
    if (r.error) setError(r.error);
  });

  const sendCode = async () => {
    // A second tap while the first is still under way would spend the used-up captcha on a refused request.
    if (sendStarted.current) return;
    const p = normalizePhone(phone);
    setPhone(p);
    if (!isMainlandMobile(p)) return setError('请输入正确的 11 位手机号码');
    if (!captcha) return setError('请输入图形验证码');
    setError('');
    sendStarted.current = true;
    setCheckingCaptcha(true);
    try {
      // The captcha is checked first (usually already, as it was typed): a wrong one shows beside its field.
      const answer = captchaCheck.answer.trim();
      if (!(await captchaCheck.check())) return;
      void codeFetcher.submit({ intent: 'send-code', phone: p, captchaKey: captcha.key, captcha: answer }, LOGIN_POST);
      // A captcha answer is used up by every attempt.
      refreshCaptcha();
    } finally {
      sendStarted.current = false;
      setCheckingCaptcha(false);
    }
  };
  useActionResult(codeFetcher.data, (r) => {
    if (!r.ok) return setError(r.error ?? '');
    startCountdown();
    const expiresIn = r.expiresIn ?? CODE_VALID_SECONDS;
    setLasts(expiresIn);
    // Outside the mode nothing shows it: no need to tick for five minutes.
    if (edge.care) startValidity(expiresIn);
  });

  return {
    captcha,
    captchaCheck,
    refreshCaptcha,
    sendCode,
    sending,
    countdown,
    countdownNotice,
    care: edge.care,
    validity: { validFor, lasts, notice: validityNotice },
  };
}

export type SmsCodeState = ReturnType<typeof useSmsCode>;
