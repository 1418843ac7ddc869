/** `/account/profile`: nickname, phone change (code to the new phone), e-mail (code by mail), cancel account. */
import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useFetcher, useNavigate, useRouteLoaderData, type ActionFunctionArgs } from 'react-router';
import type { ApiClient, ApiResult } from '#shared/api/request';
import type { User } from '#shared/api/user-api';
import { intentOf, useActionResult, type ActionResult } from '#client/lib/action-result.ts';
import { getApp } from '#client/lib/app-context.ts';
import { cacheChanges } from '#client/lib/cache-changes.ts';
import type { RouteHandle } from '#client/lib/meta.ts';
import { paths } from '#client/lib/paths.ts';
import { RouteErrorBoundary } from '#client/components/route-error-boundary.tsx';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { FieldWithButton } from '#client/components/ui/field-with-button.tsx';
import { SectionTitle } from '#client/components/ui/list-states.tsx';
import { TextInput } from '#client/components/ui/text-input.tsx';
import { useLogout } from '#client/features/auth/session-actions.ts';
import { useCountdown } from '#client/features/auth/use-countdown.ts';
import { useUi } from '#client/stores/ui-store.tsx';
import { useUserStoreApi } from '#client/stores/user-store.tsx';
import { isMainlandMobile, normalizeCode, normalizePhone } from '#client/features/auth/login-rules.ts';
import { ACCOUNT_META_DESC } from '#client/routes/account/components/session.ts';
import type { loader as accountLoader } from '#client/routes/account/route.tsx';

export const handle: RouteHandle = {
  meta: () => ({ title: '个人资料', description: ACCOUNT_META_DESC, noindex: true }),
};

/** Refused input or a failed call: `error` under the form. A sent code: `sent`. A change: the new user. */
type ProfileResult = ActionResult & { error?: string; sent?: boolean; user?: User | null; cancelled?: boolean };

function failed(r: ApiResult<unknown>, fallback: string): ProfileResult {
  return { ok: false, message: null, error: r.code === -1 || !r.msg ? fallback : r.msg };
}

function refused(error: string): ProfileResult {
  return { ok: false, message: null, error };
}

const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** A phone or e-mail change is the same two steps: a code to the new address, then the address with the code. */
type Contact = 'phone' | 'email';
type ContactSteps = {
  valid: (value: string) => boolean;
  send: (api: ApiClient, value: string) => Promise<ApiResult<unknown>>;
  save: (api: ApiClient, value: string, code: string) => Promise<ApiResult<User | null>>;
};
const CONTACT_STEPS: Record<Contact, ContactSteps> = {
  phone: {
    valid: isMainlandMobile,
    send: (api, phone) => api.post('/api/user/upphone-smscode', { phone }),
    save: (api, phone, code) => api.post('/api/user/reset-phonenumber', { phone, code }),
  },
  email: {
    valid: isEmail,
    send: (api, email) => api.post('/api/user/sendEmail', { email }),
    save: (api, email, code) => api.post('/api/user/resetEmail', { email, code }),
  },
};
const CONTACT_MESSAGES = {
  invalid: { phone: '请输入正确的 11 位新手机号码', email: '请输入正确的邮箱地址' },
  codeMissing: { phone: '请输入 6 位短信验证码', email: '请输入邮件中的 6 位验证码' },
  sendFailed: { phone: '验证码发送失败，请稍后再试', email: '邮件发送失败，请稍后再试' },
  saved: { phone: '手机号码已更换', email: '邮箱已更新' },
  saveFailed: { phone: '更换未成功，请稍后再试', email: '保存未成功，请稍后再试' },
} satisfies Record<string, Record<Contact, string>>;

/** Every profile change, by `intent`; the account layout (name, phone, e-mail) revalidates after. */
export async function action({ context, request }: ActionFunctionArgs): Promise<ProfileResult> {
  const { api, queryClient } = getApp(context);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const phone = normalizePhone(text('phone'));
  const code = normalizeCode(text('code'));
  const email = text('email');
  const intent = intentOf(form);
  switch (intent) {
    case 'nickname': {
      const nickname = text('nickname');
      if (nickname.length < 1 || nickname.length > 20) return refused('昵称为 1-20 个字符');
      const r = await api.post('/api/user/reset-nickname', { nickname });
      if (r.ok) await cacheChanges.profile(queryClient);
      return r.ok ? { ok: true, message: '昵称已更新', user: r.data } : failed(r, '保存未成功，请稍后再试');
    }
    case 'phone-code':
    case 'email-code':
    case 'phone':
    case 'email': {
      const contact: Contact = intent.startsWith('phone') ? 'phone' : 'email';
      const value = contact === 'phone' ? phone : email;
      const steps = CONTACT_STEPS[contact];
      const say = (key: keyof typeof CONTACT_MESSAGES) => CONTACT_MESSAGES[key][contact];
      if (!steps.valid(value)) return refused(say('invalid'));
      if (intent.endsWith('-code')) {
        const r = await steps.send(api, value);
        return r.ok ? { ok: true, message: null, sent: true } : failed(r, say('sendFailed'));
      }
      if (code.length !== 6) return refused(say('codeMissing'));
      const r = await steps.save(api, value, code);
      if (r.ok) await cacheChanges.profile(queryClient);
      return r.ok ? { ok: true, message: say('saved'), user: r.data } : failed(r, say('saveFailed'));
    }
    case 'cancel-code': {
      const r = await api.post('/api/user/cancel-smscode', {});
      return r.ok ? { ok: true, message: null, sent: true } : failed(r, '验证码发送失败，请稍后再试');
    }
    case 'cancel': {
      if (code.length !== 6) return refused('请输入 6 位短信验证码');
      const r = await api.post('/api/user/cancel', { code });
      if (r.ok) await cacheChanges.sessionChanged(queryClient);
      return r.ok ? { ok: true, message: null, cancelled: true } : failed(r, '注销未成功，请稍后再试');
    }
    default:
      return refused('操作未成功，请稍后再试');
  }
}

const PRIMARY = 'min-h-11 bg-ink px-6 text-sm tracking-widest text-white hover:bg-gold-dark disabled:opacity-60';
const SECONDARY =
  'min-h-11 shrink-0 border border-ink px-4 text-sm text-ink hover:bg-ink hover:text-white disabled:border-line disabled:text-mute disabled:hover:bg-transparent';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-line py-8 first:pt-0 last:border-b-0">
      <h3 className="text-base font-medium text-ink">{title}</h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Feedback({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className="mt-3 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * One profile form's fetcher: the toast of a change, the stored user kept in step, a countdown once a
 * code is sent, and `onChanged` (e.g. clearing the form) after a change.
 */
function useProfileForm(onChanged?: () => void) {
  const fetcher = useFetcher<ProfileResult>();
  const users = useUserStoreApi();
  const [left, startCountdown] = useCountdown();
  useActionResult(fetcher.data, (result) => {
    if (result.sent) startCountdown();
    if (result.user) users.getState().update(result.user);
    if (result.ok && !result.sent) onChanged?.();
  });
  return { fetcher, left, error: fetcher.data?.error, busy: fetcher.state !== 'idle' };
}

function NicknameForm({ current }: { current: string }) {
  const { fetcher, error, busy } = useProfileForm();
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
      <Field id="profile-nickname" label="昵称" className="min-w-0 flex-1">
        <TextInput id="profile-nickname" name="nickname" defaultValue={current} maxLength={20} />
      </Field>
      <button type="submit" name="intent" value="nickname" disabled={busy} className={PRIMARY}>
        保存
      </button>
      <div className="w-full">
        <Feedback error={error} />
      </div>
    </fetcher.Form>
  );
}

/**
 * Enter in a field submits with `submitter` instead of the form's default button (its first submit
 * button). An input method's Enter that confirms the composed text is left alone.
 */
function enterSubmitsWith(e: KeyboardEvent<HTMLInputElement>, submitter: HTMLButtonElement | null): void {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
  e.preventDefault();
  if (submitter && !submitter.disabled) e.currentTarget.form?.requestSubmit(submitter);
}

/**
 * A new phone number or e-mail address, a button that sends it a code, and the code to confirm it.
 * The send button comes first, so it is the form's default: Enter in the address asks for a code,
 * and Enter in the code field is sent with the save button.
 */
function CodeVerifiedForm({ kind, current }: { kind: 'phone' | 'email'; current?: string | null }) {
  const form = useRef<HTMLFormElement>(null);
  const save = useRef<HTMLButtonElement>(null);
  const { fetcher, left, error, busy } = useProfileForm(() => form.current?.reset());
  const phone = kind === 'phone';
  return (
    <fetcher.Form ref={form} method="post" className="grid gap-4 sm:grid-cols-2">
      <FieldWithButton
        id={`profile-${kind}`}
        label={phone ? '新手机号码' : '邮箱地址'}
        input={{
          name: kind,
          type: phone ? 'tel' : 'email',
          autoComplete: phone ? 'tel' : 'email',
          inputMode: phone ? 'tel' : 'email',
          defaultValue: current ?? '',
        }}
      >
        <button type="submit" name="intent" value={`${kind}-code`} disabled={left > 0 || busy} className={SECONDARY}>
          {left > 0 ? `${left} 秒` : phone ? '获取验证码' : '发送验证码'}
        </button>
      </FieldWithButton>
      <FieldWithButton
        id={`profile-${kind}-code`}
        label={phone ? '短信验证码' : '邮件验证码'}
        input={{
          name: 'code',
          autoComplete: 'one-time-code',
          inputMode: 'numeric',
          onKeyDown: (e) => enterSubmitsWith(e, save.current),
        }}
      >
        <button ref={save} type="submit" name="intent" value={kind} disabled={busy} className={`${PRIMARY} shrink-0`}>
          {phone ? '更换' : '保存'}
        </button>
      </FieldWithButton>
      <div className="sm:col-span-2">
        <Feedback error={error} />
      </div>
    </fetcher.Form>
  );
}

function CancelAccount() {
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState('');
  const openModal = useUi((s) => s.openModal);
  const showToast = useUi((s) => s.showToast);
  const logout = useLogout();
  const navigate = useNavigate();
  const { fetcher, left, error, busy } = useProfileForm(() => {
    void logout().then(() => {
      showToast('账户已注销');
      void navigate(paths.home(), { replace: true });
    });
  });
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (normalizeCode(code).length !== 6) return setRefusal('请输入 6 位短信验证码');
    setRefusal('');
    openModal({
      title: '确认注销账户',
      size: 'md',
      content: (
        <div className="space-y-6">
          <p className="text-sm leading-6 text-ink">
            注销后，您的账户资料、保存的配置、收藏、关注与消息将被永久删除且无法恢复。确定继续吗？
          </p>
          <DialogActions
            confirmLabel="确认注销"
            cancelLabel="再想想"
            tone="danger"
            // The session ends with the account: the layout's loader must not run again (it would see a 401).
            onConfirm={() =>
              void fetcher.submit({ intent: 'cancel', code }, { method: 'post', defaultShouldRevalidate: false })
            }
          />
        </div>
      ),
    });
  };
  return (
    <form onSubmit={confirm}>
      <p className="text-sm leading-6 text-mute">注销账户将永久删除您的全部数据。验证码将发送至当前绑定的手机号码。</p>
      <FieldWithButton
        id="profile-cancel-code"
        label="短信验证码"
        className="mt-4 max-w-md"
        input={{
          name: 'code',
          autoComplete: 'one-time-code',
          inputMode: 'numeric',
          value: code,
          onChange: (e) => setCode(e.target.value),
        }}
      >
        <button
          type="button"
          onClick={() => void fetcher.submit({ intent: 'cancel-code' }, { method: 'post' })}
          disabled={left > 0 || busy}
          className={SECONDARY}
        >
          {left > 0 ? `${left} 秒` : '获取验证码'}
        </button>
      </FieldWithButton>
      <button
        type="submit"
        className="mt-4 min-h-11 border border-red-700 px-6 text-sm text-red-700 hover:bg-red-700 hover:text-white"
      >
        注销账户
      </button>
      <Feedback error={refusal || error} />
    </form>
  );
}

export function Component() {
  const account = useRouteLoaderData<typeof accountLoader>('account');
  if (!account) return null;
  const { user } = account;
  return (
    <div>
      <SectionTitle title="个人资料" />
      <Panel title="昵称">
        <NicknameForm current={user.nickname} />
      </Panel>
      <Panel title={`手机号码（当前：${user.phone}）`}>
        <CodeVerifiedForm kind="phone" />
      </Panel>
      <Panel title={`邮箱${user.email ? `（当前：${user.email}）` : ''}`}>
        <CodeVerifiedForm kind="email" current={user.email} />
      </Panel>
      <Panel title="注销账户">
        <CancelAccount />
      </Panel>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
