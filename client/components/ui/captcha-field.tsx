/**
 * The image captcha of every form that has one: the answer input, the image (a click renews it) and
 * the check. The answer is checked with the API (`/api/user/captcha`, which does not use it up) as soon
 * as it is complete (a pause in typing, or leaving the field), so a wrong one is reported beside the
 * field at once, before any SMS code is requested. A wrong answer burns the image upstream: a new one
 * is shown with the message. The form awaits `check()` before it asks for a code.
 */
import { useCallback, useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { API_CODES } from '#shared/api/envelope';
import type { CaptchaImage } from '#shared/api/user-api';
import { useApiClient } from '#client/lib/data/api-client-context.tsx';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { CaptchaButton } from './captcha-button.tsx';
import { FieldWithButton } from './field-with-button.tsx';

/** Characters of the upstream's image captcha. */
export const CAPTCHA_LENGTH = 4;
/** Pause in typing after which a complete answer is checked. */
export const CAPTCHA_CHECK_DELAY_MS = 400;
export const CAPTCHA_WRONG = '图形验证码不正确，请重新输入（已为您更换图片）';
export const CAPTCHA_MISSING = '请输入图形验证码';

/** `unknown`: the API did not answer; checked again on submit, not by the pause in typing. */
type Status = 'unchecked' | 'checking' | 'valid' | 'invalid' | 'unknown';

export interface CaptchaCheck {
  answer: string;
  setAnswer(value: string): void;
  error: string;
  /** Resolves true when the current answer is right (checked now unless known), false otherwise. */
  check(): Promise<boolean>;
}

/**
 * The answer's state and its check against `captcha` (the image shown). `onWrong` renews the image;
 * a new image (its key) starts over with an empty answer.
 */
export function useCaptchaCheck(captcha: CaptchaImage | null, onWrong: () => void): CaptchaCheck {
  const { api } = useApiClient();
  const key = captcha?.key ?? null;
  // The answer belongs to one image: a new key starts over with an empty, unchecked answer.
  const [entry, setEntry] = useState<{ key: string | null; answer: string; status: Status }>({
    key,
    answer: '',
    status: 'unchecked',
  });
  const { answer, status } = entry.key === key ? entry : { answer: '', status: 'unchecked' as Status };
  const [error, setError] = useState('');
  const checked = useRef<{ key: string; answer: string; result: Promise<boolean> } | null>(null);
  const setStatus = useCallback(
    (next: Status, typed: string) =>
      setEntry((e) => (e.key === key && e.answer.trim() === typed ? { ...e, status: next } : e)),
    [key],
  );

  const check = useCallback((): Promise<boolean> => {
    const typed = answer.trim();
    if (!key || typed.length === 0) {
      setError(CAPTCHA_MISSING);
      return Promise.resolve(false);
    }
    const last = checked.current;
    if (last && last.key === key && last.answer === typed) return last.result;
    setStatus('checking', typed);
    const result = api.post('/api/user/captcha', { key, code: typed }).then((r) => {
      if (checked.current?.key !== key || checked.current.answer !== typed) return r.ok;
      if (r.ok) {
        setStatus('valid', typed);
        setError('');
        return true;
      }
      if (r.code === API_CODES.captchaInvalid) {
        setStatus('invalid', typed);
        setError(CAPTCHA_WRONG);
        onWrong();
        return false;
      }
      // Not answered (network, limits): the code request itself will tell. Not re-checked by the
      // typing pause (it would ask again every few hundred ms while the API is down or limiting).
      setStatus('unknown', typed);
      checked.current = null;
      return true;
    });
    checked.current = { key, answer: typed, result };
    return result;
  }, [answer, api, key, onWrong, setStatus]);

  // A complete answer is checked after a pause in typing.
  useEffect(() => {
    if (status !== 'unchecked' || answer.trim().length < CAPTCHA_LENGTH) return;
    const timer = window.setTimeout(() => void check(), CAPTCHA_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [answer, status, check]);

  const setAnswer = useCallback(
    (value: string) => {
      setEntry({ key, answer: value, status: 'unchecked' });
      setError('');
      checked.current = null;
    },
    [key],
  );

  return { answer, setAnswer, error, check };
}

export function CaptchaField({
  id,
  captcha,
  state,
  onRefresh,
  input,
}: {
  id: string;
  captcha: CaptchaImage | null;
  state: CaptchaCheck;
  onRefresh: () => void;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange' | 'onBlur'>;
}) {
  const { answer, setAnswer, error, check } = state;
  const { edge, config } = useEnv();
  const hotline = config.brand.hotlineService;
  return (
    <FieldWithButton
      id={id}
      label="图形验证码"
      error={error}
      input={{
        name: 'captcha',
        autoComplete: 'off',
        maxLength: 8,
        // 关怀版 puts the image under the field.
        placeholder: edge.care ? '请输入下图中的字符' : '请输入右侧字符',
        ...input,
        value: answer,
        onChange: (e) => setAnswer(e.target.value),
        onBlur: () => {
          if (answer.trim().length >= CAPTCHA_LENGTH) void check();
        },
      }}
    >
      <CaptchaButton captcha={captcha} onRefresh={onRefresh} />
      {/* 关怀版: the image at twice the size (the stylesheet), a plain way to renew it, and help by phone. */}
      {edge.care ? (
        <>
          <button type="button" onClick={onRefresh} className="border border-ink px-4">
            换一张
          </button>
          <a href={`tel:${hotline.replace(/-/g, '')}`}>看不清？请致电客服 {hotline}</a>
        </>
      ) : null}
    </FieldWithButton>
  );
}
