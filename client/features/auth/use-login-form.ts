/**
 * The login form's state: phone, code and consent as typed, the one error shown under the form, the
 * code step (useSmsCode) and the login itself. A login stores the user and goes where the page's
 * parameters say (`needBack`, `prev`, `modelType`).
 */
import { useState, type FormEvent } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useActionResult } from '#client/lib/data/action-result.ts';
import { useUserStoreApi } from '#client/stores/user-store.tsx';
import { isMainlandMobile, normalizeCode, normalizePhone, targetAfterLogin } from './login-rules.ts';
import { LOGIN_FAILED, LOGIN_POST, type LoginResult } from './login-result.ts';
import { useSmsCode } from './use-sms-code.ts';

export function useLoginForm(params: URLSearchParams) {
  const navigate = useNavigate();
  const users = useUserStoreApi();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState('');
  const sms = useSmsCode({ phone, setPhone, setError });
  const loginFetcher = useFetcher<LoginResult>();
  const submitting = loginFetcher.state !== 'idle';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = normalizePhone(phone);
    const c = normalizeCode(code);
    if (!isMainlandMobile(p)) return setError('请输入正确的 11 位手机号码');
    if (c.length !== 6) return setError('请输入 6 位短信验证码');
    if (!consent) return setError('请阅读并同意《用户协议》和《隐私政策》');
    setError('');
    void loginFetcher.submit({ intent: 'login', phone: p, code: c }, LOGIN_POST);
  };
  useActionResult(loginFetcher.data, (r) => {
    if (!r.user) return setError(r.error || LOGIN_FAILED);
    users.getState().login(r.user);
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (params.get('needBack') === '1' && !params.get('prev') && !params.get('modelType') && historyIndex > 0) {
      void navigate(-1);
      return;
    }
    void navigate(targetAfterLogin(params), { replace: true });
  });

  return { phone, setPhone, code, setCode, consent, setConsent, error, sms, submit, submitting };
}
