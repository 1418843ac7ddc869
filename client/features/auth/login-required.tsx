/**
 * The login-required popup, opened through the one modal channel: `该功能需要登录后使用`,
 * `立即登录` to `/account/login?type=3&prev=…`, or inside the mini-program to its login page
 * (login-required-actions.tsx).
 */
import { lazy, Suspense, useCallback } from 'react';
import { useLocation } from 'react-router';
import { useUserStoreApi } from '#client/stores/user-store.tsx';
import { useUi } from '#client/stores/ui-store.tsx';

export const LOGIN_REQUIRED_TEXT = '该功能需要登录后使用';
// Its explanation and buttons (with the mini-program bridge) load when the popup first opens; the
// sentence the popup is about is there at once.
const LoginRequiredActions = lazy(() => import('./login-required-actions.tsx'));

function LoginRequiredContent({ prev }: { prev: string }) {
  return (
    <div className="space-y-6">
      <p className="text-base leading-7 text-ink">{LOGIN_REQUIRED_TEXT}</p>
      <Suspense fallback={<div aria-busy="true" className="min-h-[6.75rem]" />}>
        <LoginRequiredActions prev={prev} />
      </Suspense>
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
