/**
 * The login-required popup's explanation and its two buttons (login-required.tsx): 「立即登录」 to
 * `/account/login?type=3&prev=…`, or inside the mini-program to its login page.
 */
import { useNavigate } from 'react-router';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { navigateTo } from '#client/lib/platform/mini-program-bridge.ts';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { loginPath } from '#shared/paths';

/** The mini-program's login is its own page: the site's web login would not sign the mini-program in. */
const MINI_PROGRAM_LOGIN_FAILED = '无法打开小程序登录页，请稍后重试';

export default function LoginRequiredActions({ prev }: { prev: string }) {
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
    <>
      <p className="text-sm leading-6 text-mute">
        登录后即可收藏车型与资讯、关注经销商、保存您的专属配置并接收消息通知。
      </p>
      <DialogActions confirmLabel="立即登录" cancelLabel="暂不登录" onConfirm={login} />
    </>
  );
}
