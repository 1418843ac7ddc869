/** `/account/profile`: nickname, phone change (code to the new phone), e-mail (code by mail), cancel account. */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import type { ApiResult } from '#shared/api/request';
import type { User } from '#shared/api/user-api';
import { browserApi } from '#client/lib/browser-api.ts';
import type { RouteHandle } from '#client/lib/meta.ts';
import { paths } from '#client/lib/paths.ts';
import { RouteErrorBoundary } from '#client/components/route-error-boundary.tsx';
import { useLogout } from '#client/features/auth/session-actions.ts';
import { useCountdown } from '#client/features/auth/use-countdown.ts';
import { useUi } from '#client/stores/ui-store.tsx';
import { useUserStoreApi } from '#client/stores/user-store.tsx';
import { isMainlandMobile, normalizeCode, normalizePhone } from '#client/routes/account/login/login-rules.ts';
import { ACCOUNT_META_DESC } from '#client/routes/account/components/session.ts';
import { SectionTitle } from '#client/components/ui/list-states.tsx';
import type { loader as accountLoader } from '#client/routes/account/route.tsx';

export const handle: RouteHandle = {
  meta: () => ({ title: '个人资料', description: ACCOUNT_META_DESC, noindex: true }),
};

const INPUT = 'mt-2 block min-h-11 w-full border border-line bg-white px-4 text-base text-ink focus:border-ink';
const PRIMARY = 'min-h-11 bg-ink px-6 text-sm tracking-widest text-white hover:bg-gold-dark disabled:opacity-60';
const SECONDARY =
  'min-h-11 shrink-0 border border-ink px-4 text-sm text-ink hover:bg-ink hover:text-white disabled:border-line disabled:text-mute disabled:hover:bg-transparent';

function failMsg(r: ApiResult<unknown>, fallback: string): string {
  return r.code === -1 || !r.msg ? fallback : r.msg;
}


function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-line py-8 first:pt-0 last:border-b-0">
      <h3 className="text-base font-medium text-ink">{title}</h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Feedback({ error }: { error: string }) {
  return error ? (
    <p role="alert" className="mt-3 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

function useAfterUpdate() {
  const users = useUserStoreApi();
  const revalidator = useRevalidator();
  const showToast = useUi((s) => s.showToast);
  return (user: User | null, message: string) => {
    if (user) users.getState().update(user);
    showToast(message);
    void revalidator.revalidate();
  };
}

function NicknameForm({ current }: { current: string }) {
  const id = useId();
  const [nickname, setNickname] = useState(current);
  const [error, setError] = useState('');
  const done = useAfterUpdate();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = nickname.trim();
    if (value.length < 1 || value.length > 20) return setError('昵称为 1-20 个字符');
    const r = await browserApi.post('/api/user/reset-nickname', { nickname: value });
    if (!r.ok) return setError(failMsg(r, '保存未成功，请稍后再试'));
    setError('');
    done(r.data, '昵称已更新');
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm text-mute">
          昵称
        </label>
        <input
          id={id}
          value={nickname}
          maxLength={20}
          onChange={(e) => setNickname(e.target.value)}
          className={INPUT}
        />
      </div>
      <button type="submit" className={PRIMARY}>
        保存
      </button>
      <div className="w-full">
        <Feedback error={error} />
      </div>
    </form>
  );
}

function PhoneForm() {
  const ids = { phone: useId(), code: useId() };
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [left, start] = useCountdown();
  const done = useAfterUpdate();
  const send = async () => {
    const p = normalizePhone(phone);
    if (!isMainlandMobile(p)) return setError('请输入正确的 11 位新手机号码');
    const r = await browserApi.post('/api/user/upphone-smscode', { phone: p });
    if (!r.ok) return setError(failMsg(r, '验证码发送失败，请稍后再试'));
    setError('');
    start();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = normalizePhone(phone);
    const c = normalizeCode(code);
    if (!isMainlandMobile(p)) return setError('请输入正确的 11 位新手机号码');
    if (c.length !== 6) return setError('请输入 6 位短信验证码');
    const r = await browserApi.post('/api/user/reset-phonenumber', { phone: p, code: c });
    if (!r.ok) return setError(failMsg(r, '更换未成功，请稍后再试'));
    setError('');
    setPhone('');
    setCode('');
    done(r.data, '手机号码已更换');
  };
  return (
    <CodeVerifiedForm
      onSubmit={submit}
      target={{ id: ids.phone, label: '新手机号码', type: 'tel', autoComplete: 'tel', value: phone, onChange: setPhone }}
      sendLabel="获取验证码"
      secondsLeft={left}
      onSend={send}
      code={{ id: ids.code, label: '短信验证码', value: code, onChange: setCode }}
      submitLabel="更换"
      error={error}
    />
  );
}

function EmailForm({ current }: { current: string | null }) {
  const ids = { email: useId(), code: useId() };
  const [email, setEmail] = useState(current ?? '');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [left, start] = useCountdown();
  const done = useAfterUpdate();
  const valid = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
  const send = async () => {
    if (!valid(email.trim())) return setError('请输入正确的邮箱地址');
    const r = await browserApi.post('/api/user/sendEmail', { email: email.trim() });
    if (!r.ok) return setError(failMsg(r, '邮件发送失败，请稍后再试'));
    setError('');
    start();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const c = normalizeCode(code);
    if (!valid(email.trim())) return setError('请输入正确的邮箱地址');
    if (c.length !== 6) return setError('请输入邮件中的 6 位验证码');
    const r = await browserApi.post('/api/user/resetEmail', { email: email.trim(), code: c });
    if (!r.ok) return setError(failMsg(r, '保存未成功，请稍后再试'));
    setError('');
    setCode('');
    done(r.data, '邮箱已更新');
  };
  return (
    <CodeVerifiedForm
      onSubmit={submit}
      target={{ id: ids.email, label: '邮箱地址', type: 'email', autoComplete: 'email', value: email, onChange: setEmail }}
      sendLabel="发送验证码"
      secondsLeft={left}
      onSend={send}
      code={{ id: ids.code, label: '邮件验证码', value: code, onChange: setCode }}
      submitLabel="保存"
      error={error}
    />
  );
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}

/** A new phone number or e-mail address, a button that sends it a code, and the code to confirm it. */
function CodeVerifiedForm(props: {
  onSubmit(e: FormEvent): Promise<void>;
  target: FieldProps & { type: 'tel' | 'email'; autoComplete: 'tel' | 'email' };
  sendLabel: string;
  secondsLeft: number;
  onSend(): Promise<void>;
  code: FieldProps;
  submitLabel: string;
  error: string;
}) {
  const { target, code } = props;
  return (
    <form onSubmit={(e) => void props.onSubmit(e)} className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={target.id} className="text-sm text-mute">
          {target.label}
        </label>
        <div className="flex gap-3">
          <input
            id={target.id}
            type={target.type}
            autoComplete={target.autoComplete}
            inputMode={target.type === 'tel' ? 'tel' : 'email'}
            value={target.value}
            onChange={(e) => target.onChange(e.target.value)}
            className={INPUT}
          />
          <button
            type="button"
            onClick={() => void props.onSend()}
            disabled={props.secondsLeft > 0}
            className={`${SECONDARY} mt-2`}
          >
            {props.secondsLeft > 0 ? `${props.secondsLeft} 秒` : props.sendLabel}
          </button>
        </div>
      </div>
      <div>
        <label htmlFor={code.id} className="text-sm text-mute">
          {code.label}
        </label>
        <div className="flex gap-3">
          <input
            id={code.id}
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code.value}
            onChange={(e) => code.onChange(e.target.value)}
            className={INPUT}
          />
          <button type="submit" className={`${PRIMARY} mt-2 shrink-0`}>
            {props.submitLabel}
          </button>
        </div>
      </div>
      <div className="sm:col-span-2">
        <Feedback error={props.error} />
      </div>
    </form>
  );
}

function CancelAccount() {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [left, start] = useCountdown();
  const openModal = useUi((s) => s.openModal);
  const closeModal = useUi((s) => s.closeModal);
  const showToast = useUi((s) => s.showToast);
  const logout = useLogout();
  const navigate = useNavigate();
  const send = async () => {
    const r = await browserApi.post('/api/user/cancel-smscode', {});
    if (!r.ok) return setError(failMsg(r, '验证码发送失败，请稍后再试'));
    setError('');
    start();
  };
  const cancel = async () => {
    const r = await browserApi.post('/api/user/cancel', { code: normalizeCode(code) });
    if (!r.ok) return setError(failMsg(r, '注销未成功，请稍后再试'));
    await logout();
    showToast('账户已注销');
    void navigate(paths.home(), { replace: true });
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (normalizeCode(code).length !== 6) return setError('请输入 6 位短信验证码');
    openModal({
      title: '确认注销账户',
      size: 'md',
      content: (
        <div className="space-y-6">
          <p className="text-sm leading-6 text-ink">
            注销后，您的账户资料、保存的配置、收藏、关注与消息将被永久删除且无法恢复。确定继续吗？
          </p>
          <div className="flex gap-3">
            <button
              type="button"
              className="min-h-11 bg-red-700 px-6 text-sm tracking-widest text-white hover:bg-red-800"
              onClick={() => {
                closeModal();
                void cancel();
              }}
            >
              确认注销
            </button>
            <button
              type="button"
              className="min-h-11 border border-line px-6 text-sm text-ink hover:border-ink"
              onClick={() => closeModal()}
            >
              再想想
            </button>
          </div>
        </div>
      ),
    });
  };
  return (
    <form onSubmit={confirm}>
      <p className="text-sm leading-6 text-mute">注销账户将永久删除您的全部数据。验证码将发送至当前绑定的手机号码。</p>
      <label htmlFor={id} className="mt-4 block text-sm text-mute">
        短信验证码
      </label>
      <div className="flex max-w-md gap-3">
        <input
          id={id}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className={INPUT}
        />
        <button type="button" onClick={() => void send()} disabled={left > 0} className={`${SECONDARY} mt-2`}>
          {left > 0 ? `${left} 秒` : '获取验证码'}
        </button>
      </div>
      <button
        type="submit"
        className="mt-4 min-h-11 border border-red-700 px-6 text-sm text-red-700 hover:bg-red-700 hover:text-white"
      >
        注销账户
      </button>
      <Feedback error={error} />
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
        <PhoneForm />
      </Panel>
      <Panel title={`邮箱${user.email ? `（当前：${user.email}）` : ''}`}>
        <EmailForm current={user.email} />
      </Panel>
      <Panel title="注销账户">
        <CancelAccount />
      </Panel>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
