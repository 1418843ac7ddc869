/**
 * `/account/login`: phone + image captcha + SMS code, consent, login or register in
 * one flow. `prev` is validated (safePrev) on the server and the client, `needBack`, `type=1|2|3` and
 * `modelType` change where the visitor goes and what the page says. The session cookie is set by the
 * server; the page stores only the user it answers.
 */
import { useEffect } from 'react';
import {
  redirect,
  useLoaderData,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { API_CODES, REQUEST_FAILED } from '#shared/api/envelope';
import { intentOf } from '#client/lib/data/action-result.ts';
import { newCaptcha, sendRefusal } from '#client/lib/data/captcha.ts';
import { getApp } from '#client/lib/data/app-context.ts';
import { cacheChanges } from '#client/lib/data/cache-changes.ts';
import { CODE_VALID_SECONDS } from '#client/features/auth/use-countdown.ts';
import { copyForType, targetAfterLogin } from '#client/features/auth/login-rules.ts';
import { LOGIN_FAILED, type LoginResult } from '#client/features/auth/login-result.ts';
import { LoginForm } from '#client/features/auth/login-form.tsx';
import { LoginIntro } from '#client/features/auth/login-intro.tsx';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { useCarCollectionApi } from '#client/stores/car-collection-store.tsx';
import { useUserStoreApi } from '#client/stores/user-store.tsx';
import { hasSessionCookie } from '#client/routes/account/components/session.ts';

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
  meta: () => ({ title: '登录 / 注册', description: '使用手机号码和短信验证码登录或注册奥瑞麟会员。', noindex: true }),
};

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

export function Component() {
  const { session } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const users = useUserStoreApi();
  const cars = useCarCollectionApi();
  const copy = copyForType(params.get('type'));

  useEffect(() => {
    if (session === 'none') {
      users.getState().clear();
      cars.getState().clear();
    }
  }, [session, users, cars]);

  return (
    <div className="bg-paper/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 md:grid-cols-[1fr_440px] md:py-20">
        <LoginIntro />
        <section className="border border-line bg-white px-6 py-8 sm:px-10 sm:py-10" aria-labelledby="login-heading">
          <h1 id="login-heading" className="text-2xl font-light text-ink">
            {copy.heading}
          </h1>
          <p className="mt-3 text-sm leading-6 text-mute">{copy.lead}</p>
          <LoginForm params={params} />
        </section>
      </div>
    </div>
  );
}
