/**
 * The login-required popup (issue 5 item 6), opened through the one modal channel: `该功能需要登录后使用`,
 * `立即登录` to `/account/login?type=3&prev=…`, or inside the mini-program to its login page.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useEnv } from '#client/lib/edge.tsx';
import { useUserStoreApi } from '#client/stores/user-store.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { navigateTo } from '#client/lib/mini-program-bridge.ts';
import { loginPath } from './login-path.ts';

export const LOGIN_REQUIRED_TEXT = '该功能需要登录后使用';

function LoginRequiredContent({ prev }: { prev: string }) {
  const { edge, config } = useEnv();
  const navigate = useNavigate();
  const closeModal = useUi((s) => s.closeModal);
  const login = () => {
    closeModal();
    if (edge.isMiniProgram) void navigateTo(config.miniProgramLoginPath);
    else void navigate(loginPath({ type: 3, prev }));
  };
  return (
    <div className="space-y-6">
      <p className="text-base leading-7 text-ink">{LOGIN_REQUIRED_TEXT}</p>
      <p className="text-sm leading-6 text-mute">
        登录后即可收藏车型与资讯、关注经销商、保存您的专属配置并接收消息通知。
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="min-h-11 bg-ink px-8 text-sm tracking-widest text-white hover:bg-gold-dark"
          onClick={login}
        >
          立即登录
        </button>
        <button
          type="button"
          className="min-h-11 border border-line px-8 text-sm tracking-widest text-ink hover:border-ink"
          onClick={() => closeModal()}
        >
          暂不登录
        </button>
      </div>
    </div>
  );
}

/** Runs `action` for a logged-in user; otherwise opens the login-required popup. */
export function useRequireLogin(): (action: () => void) => void {
  const users = useUserStoreApi();
  const openModal = useUi((s) => s.openModal);
  const location = useLocation();
  return useCallback(
    (action) => {
      if (users.getState().loggedIn) return action();
      const prev = location.pathname + location.search;
      openModal({ title: '请先登录', size: 'md', content: <LoginRequiredContent prev={prev} /> });
    },
    [users, openModal, location.pathname, location.search],
  );
}
