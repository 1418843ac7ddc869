/**
 * `/account/login`: phone + image captcha + SMS code, consent, login or register in
 * one flow. `prev` is validated (safePrev) on the server and the client, `needBack`, `type=1|2|3` and
 * `modelType` change where the visitor goes and what the page says. The session cookie is set by the
 * server; the page stores only the user it answers.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  type InputHTMLAttributes,
  type SetStateAction,
} from 'react';
import {
  Link,
  redirect,
  useFetcher,
  useLoaderData,
  useNavigate,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { API_CODES, REQUEST_FAILED } from '#shared/api/envelope';
import type { CaptchaImage, User } from '#shared/api/user-api';
import { PHONE_INPUT_MAX_LENGTH } from '#shared/domain/phone';
import { intentOf, useActionResult, type ActionResult } from '#client/lib/action-result.ts';
import { newCaptcha, sendRefusal } from '#client/lib/captcha.ts';
import { getApp } from '#client/lib/app-context.ts';
import { cacheChanges } from '#client/lib/cache-changes.ts';
import {
  CODE_VALID_SECONDS,
  useCodeValidityNotice,
  useCountdown,
  useCountdownNotice,
} from '#client/features/auth/use-countdown.ts';
import { CodeValidity } from '#client/features/auth/code-validity.tsx';
import { useEnv } from '#client/lib/edge.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { FieldWithButton } from '#client/components/ui/field-with-button.tsx';
import { CaptchaField, useCaptchaCheck } from '#client/components/ui/captcha-field.tsx';
import { TextInput } from '#client/components/ui/text-input.tsx';
import type { RouteHandle } from '#client/lib/meta.ts';
import { useCarCollectionApi } from '#client/stores/car-collection-store.tsx';
import { paths } from '#client/lib/paths.ts';
import { useUserStoreApi } from '#client/stores/user-store.tsx';
import { hasSessionCookie } from '#client/routes/account/components/session.ts';
import { copyForType, isMainlandMobile, normalizeCode, normalizePhone, targetAfterLogin } from './login-rules.ts';

/**
 * On the server (the cookie is visible there): a live session goes straight to its target, a dead one is
 * reported so the page can forget a stale persisted user. In the browser the session is not known here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!hasSessionCookie(request)) return { session: typeof document === 'undefined' ? 'none' : 'unknown' } as const;
  const me = await getApp(context).api.post('/api/user/ckauth', {});
  if (me.ok && me.data) throw redirect(targetAfterLogin(new URL(request.url).searchParams));
  return { session: me.code === API_CODES.authExpired ? 'none' : 'unknown' } as const;
}

export const handle: RouteHandle = {
  pageCache: false,
  meta: () => ({ title: '登录 / 注册', description: '使用手机号码和短信验证码登录或注册奥瑞麟会员。', noindex: true }),
};

type LoginResult = ActionResult & {
  error?: string;
  captcha?: CaptchaImage | null;
  user?: User;
  /** Seconds the code just sent stays valid, as the upstream says. */
  expiresIn?: number;
};

/** A refused login the service did not explain (no known code, no message). */
const LOGIN_FAILED = '登录失败，请稍后再试';

/**
 * The login page's requests, by `intent`: a new image captcha, an SMS code for the phone, and the
 * login (a new phone registers). Posted by fetchers only: in the browser the request goes through
 * the site's proxy, which sets the session cookie.
 */
export async function action({ context, request }: ActionFunctionArgs): Promise<LoginResult> {
  const { api, queryClient } = getApp(context);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  switch (intentOf(form)) {
    case 'captcha':
      return newCaptcha(api);
    case 'send-code': {
      const r = await api.post('/api/user/new-smscode', {
        data: { phone: text('phone'), captchaKey: text('captchaKey'), captcha: text('captcha') },
      });
      if (r.ok)
        return {
          ok: true,
          message: '验证码已发送，请注意查收短信',
          expiresIn: r.data?.expiresIn ?? CODE_VALID_SECONDS,
        };
      return { ok: false, message: null, error: sendRefusal(r, '验证码发送失败，请稍后再试') };
    }
    default: {
      const phone = text('phone');
      const code = text('code');
      let r = await api.post('/api/user/login', { phone, code });
      if (r.code === API_CODES.notRegistered) r = await api.post('/api/user/register', { phone, code, consent: true });
      if (r.ok && r.data) {
        // A new session: nothing read before it (another visitor's, or the anonymous one's) stays.
        await cacheChanges.sessionChanged(queryClient);
        return { ok: true, message: '登录成功', user: r.data.user };
      }
      return {
        ok: false,
        message: null,
        error:
          r.code === API_CODES.verifyCodeInvalid
            ? '短信验证码不正确或已过期'
            : r.code === API_CODES.verifyCodeLocked
              ? '验证码错误次数过多，请重新获取'
              : r.code === REQUEST_FAILED || !r.msg
                ? LOGIN_FAILED
                : r.msg,
      };
    }
  }
}

/** The login page's requests change nothing another loader reads (the target page loads afresh). */
const POST = { method: 'post', defaultShouldRevalidate: false } as const;

export function Component() {
  const { session } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const users = useUserStoreApi();
  const cars = useCarCollectionApi();
  const copy = copyForType(params.get('type'));
  const ids = { phone: useId(), captcha: useId(), code: useId(), consent: useId(), error: useId() };

  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState('');
  const [countdown, startCountdown] = useCountdown();
  const countdownNotice = useCountdownNotice(countdown);
  // 关怀版: how long the code stays valid, with a way to more time before it expires.
  const { edge } = useEnv();
  const [validFor, startValidity] = useCountdown(CODE_VALID_SECONDS);
  const [lasts, setLasts] = useState(CODE_VALID_SECONDS);
  const validityNotice = useCodeValidityNotice(validFor, lasts);
  const captchaFetcher = useFetcher<LoginResult>();
  const codeFetcher = useFetcher<LoginResult>();
  const loginFetcher = useFetcher<LoginResult>();
  const captcha = captchaFetcher.data?.captcha ?? null;
  // From the tap on 获取验证码: while the captcha is checked, then while the code is requested.
  const [checkingCaptcha, setCheckingCaptcha] = useState(false);
  const sendStarted = useRef(false);
  const sending = checkingCaptcha || codeFetcher.state !== 'idle';
  const submitting = loginFetcher.state !== 'idle';

  useEffect(() => {
    if (session === 'none') {
      users.getState().clear();
      cars.getState().clear();
    }
  }, [session, users, cars]);

  const { submit: submitCaptcha } = captchaFetcher;
  // A new image starts its answer over (useCaptchaCheck resets on the new key).
  const refreshCaptcha = useCallback(() => void submitCaptcha({ intent: 'captcha' }, POST), [submitCaptcha]);
  const captchaCheck = useCaptchaCheck(captcha, refreshCaptcha);
  useEffect(() => {
    void submitCaptcha({ intent: 'captcha' }, POST);
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
      void codeFetcher.submit({ intent: 'send-code', phone: p, captchaKey: captcha.key, captcha: answer }, POST);
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = normalizePhone(phone);
    const c = normalizeCode(code);
    if (!isMainlandMobile(p)) return setError('请输入正确的 11 位手机号码');
    if (c.length !== 6) return setError('请输入 6 位短信验证码');
    if (!consent) return setError('请阅读并同意《用户协议》和《隐私政策》');
    setError('');
    void loginFetcher.submit({ intent: 'login', phone: p, code: c }, POST);
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

  return (
    <div className="bg-paper/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 md:grid-cols-[1fr_440px] md:py-20">
        <div className="hidden flex-col justify-center md:flex">
          <p className="text-xs tracking-[0.4em] text-gold-dark">AURELION MEMBERSHIP</p>
          <p className="mt-6 text-4xl leading-tight font-extralight text-ink">
            悦享非凡，
            <br />
            从成为会员开始
          </p>
          <ul className="mt-8 space-y-3 text-sm text-mute">
            <li>保存专属配置，随时继续您的定制</li>
            <li>收藏车型与资讯，关注心仪的经销商</li>
            <li>试驾预约进度与消息通知，一处查看</li>
          </ul>
        </div>
        <section className="border border-line bg-white px-6 py-8 sm:px-10 sm:py-10" aria-labelledby="login-heading">
          <h1 id="login-heading" className="text-2xl font-light text-ink">
            {copy.heading}
          </h1>
          <p className="mt-3 text-sm leading-6 text-mute">{copy.lead}</p>
          <form
            className="mt-8 space-y-5"
            noValidate
            onSubmit={submit}
            aria-describedby={error ? ids.error : undefined}
          >
            <Field id={ids.phone} label="手机号码">
              <TextInput id={ids.phone} {...INPUTS.phone} {...bind(phone, setPhone, normalizePhone)} />
            </Field>
            <CaptchaField id={ids.captcha} captcha={captcha} state={captchaCheck} onRefresh={refreshCaptcha} />
            <FieldWithButton
              id={ids.code}
              label="短信验证码"
              input={{ ...INPUTS.code, ...bind(code, setCode, normalizeCode) }}
            >
              <button
                type="button"
                onClick={() => void sendCode()}
                disabled={sending || countdown > 0}
                className="h-12 w-32 shrink-0 border border-ink text-sm text-ink hover:bg-ink hover:text-white disabled:border-line disabled:text-mute disabled:hover:bg-transparent"
              >
                {countdown > 0 ? `${countdown} 秒后重发` : sending ? '发送中…' : '获取验证码'}
              </button>
            </FieldWithButton>
            <p role="status" className="sr-only">
              {countdownNotice}
            </p>
            {edge.care ? (
              <CodeValidity
                validFor={validFor}
                lasts={lasts}
                notice={validityNotice}
                canResend={!sending && countdown === 0}
                onMoreTime={() => void sendCode()}
              />
            ) : null}
            <div className="flex items-start gap-3 text-sm leading-6 text-mute">
              <input
                id={ids.consent}
                type="checkbox"
                checked={consent}
                onChange={(e) => setConsent(e.target.checked)}
                className="mt-1 h-5 w-5 shrink-0 accent-ink"
              />
              <span>
                <label htmlFor={ids.consent}>我已阅读并同意</label>
                <Link
                  to={paths.legal('user-agreement')}
                  className="text-ink underline underline-offset-4 hover:text-gold-dark"
                >
                  《用户协议》
                </Link>
                和
                <Link
                  to={paths.legal('privacy')}
                  className="text-ink underline underline-offset-4 hover:text-gold-dark"
                >
                  《隐私政策》
                </Link>
              </span>
            </div>
            {error ? (
              <p id={ids.error} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={submitting}
              className="min-h-12 w-full bg-ink text-sm tracking-[0.3em] text-white hover:bg-gold-dark disabled:opacity-60"
            >
              {submitting ? '正在登录…' : '登录 / 注册'}
            </button>
            <p className="text-xs leading-5 text-mute">未注册的手机号码验证后将自动创建奥瑞麟会员账户。</p>
          </form>
        </section>
      </div>
    </div>
  );
}

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
