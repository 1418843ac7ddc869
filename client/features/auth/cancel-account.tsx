/**
 * 注销账户: a code to the current phone, a confirmation dialog, then the account goes and the visitor is
 * logged out and taken home.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#client/lib/ui/paths.ts';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { FieldWithButton } from '#client/components/ui/field-with-button.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { normalizeCode } from './login-rules.ts';
import { Feedback, SECONDARY } from './profile-parts.tsx';
import { useLogout } from './session-actions.ts';
import { useProfileForm } from './use-profile-form.ts';

export function CancelAccount() {
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
