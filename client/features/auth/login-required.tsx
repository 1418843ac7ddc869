/**
 * The login-required popup, opened through the one modal channel: `该功能需要登录后使用`,
 * `立即登录` to `/account/login?type=3&prev=…`, or inside the mini-program to its login page.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { useUserStoreApi } from '#client/stores/user-store.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { navigateTo } from '#client/lib/platform/mini-program-bridge.ts';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { loginPath } from '#shared/paths';

export const LOGIN_REQUIRED_TEXT = '该功能需要登录后使用';
/** The mini-program's login is its own page: the site's web login would not sign the mini-program in. */
const MINI_PROGRAM_LOGIN_FAILED = '无法打开小程序登录页，请稍后重试';

function LoginRequiredContent({ prev }: { prev: string }) {
  const { edge, config } = useEnv();
  const navigate = useNavigate();
  const showToast = useUi((s) => s.showToast);
  // The popup closes first (DialogActions); a JS-SDK that did not load must not leave the tap unanswered.
  const login = () => {
    if (edge.isMiniProgram)
      void navigateTo(config.miniProgramLoginPath).then((opened) => {
        if (!opened) showToast(MINI_PROGRAM_LOGIN_FAILED);
      });
    else void navigate(loginPath({ type: 3, prev }));
  };
  return (
    <div className="space-y-6">
      <p className="text-base leading-7 text-ink">{LOGIN_REQUIRED_TEXT}</p>
      <p className="text-sm leading-6 text-mute">
        登录后即可收藏车型与资讯、关注经销商、保存您的专属配置并接收消息通知。
      </p>
      <DialogActions confirmLabel="立即登录" cancelLabel="暂不登录" onConfirm={login} />
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
