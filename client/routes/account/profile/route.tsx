/** `/account/profile`: nickname, phone change (code to the new phone), e-mail (code by mail), cancel account. */
import { useRouteLoaderData, type ActionFunctionArgs } from 'react-router';
import type { ApiClient, ApiResult } from '#shared/api/request';
import type { User } from '#shared/api/user-api';
import { intentOf } from '#client/lib/data/action-result.ts';
import { getApp } from '#client/lib/data/app-context.ts';
import { cacheChanges } from '#client/lib/data/cache-changes.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { SectionTitle } from '#client/components/ui/list-states.tsx';
import { CancelAccount } from '#client/features/auth/cancel-account.tsx';
import { CodeVerifiedForm } from '#client/features/auth/code-verified-form.tsx';
import { isMainlandMobile, normalizeCode, normalizePhone } from '#client/features/auth/login-rules.ts';
import { NicknameForm } from '#client/features/auth/nickname-form.tsx';
import { Panel } from '#client/features/auth/profile-parts.tsx';
import type { ProfileResult } from '#client/features/auth/profile-result.ts';
import { ACCOUNT_META_DESC } from '#client/routes/account/components/session.ts';
import type { loader as accountLoader } from '#client/routes/account/route.tsx';

export const handle: RouteHandle = {
  meta: () => ({ title: '个人资料', description: ACCOUNT_META_DESC, noindex: true }),
};

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
