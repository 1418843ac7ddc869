/**
 * Keeps the client's idea of the session in line with the server (docs/architecture.md#session):
 * - the request helper's auth-expired signal (a 401 / retCode 1002 answer, coalesced per burst) logs out
 *   once; in the account area (not the login page) the user goes to the login page with `prev`; in the
 *   mini-program a toast shows and, 2 s later, the bridge opens the mini-program login page and posts
 *   `LOGIN_INVALID`;
 * - `/api/user/ckauth` is checked again whenever the window regains focus, through the data cache (the
 *   one read that refetches on focus; its fresh answer is what the account pages read next). A failing
 *   check raises the signal through the request helper.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useApiClient } from '#client/lib/data/api-client-context.tsx';
import { invalidateApi, readThrough } from '#client/lib/data/api-query.ts';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { useUserStoreApi } from '#client/stores/user-store.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { navigateTo, postMessage } from '#client/lib/platform/mini-program-bridge.ts';
import { isAccountArea, isLoginPage, loginPath } from '#shared/paths';
import { useLogout } from './session-actions.ts';

export const LOGIN_INVALID_TOAST = '登录已失效，请重新登录';
export const MINI_PROGRAM_REDIRECT_DELAY_MS = 2000;

/** The request helper and its signal come from the root's app context (`ApiClientProvider`). */
export function AuthSync() {
  const { api, authExpired: signal, queryClient } = useApiClient();
  const { edge, config } = useEnv();
  const users = useUserStoreApi();
  const logout = useLogout();
  const showToast = useUi((s) => s.showToast);
  const navigate = useNavigate();
  const location = useLocation();
  // Where the user is, or is going: a 401 often answers the loader of the page being opened, and
  // that page is the one to come back to after logging in.
  const pending = useNavigation().location;
  const here = useRef(pending ?? location);
  useEffect(() => {
    here.current = pending ?? location;
  }, [pending, location]);

  useEffect(() => {
    if (!signal) return;
    const timers = new Set<number>();
    const unsubscribe = signal.subscribe(() => {
      const { pathname, search, hash } = here.current;
      const wasLoggedIn = users.getState().loggedIn;
      if (!wasLoggedIn && !isAccountArea(pathname)) return;
      // Ends the server session too (clears the cookie); the answer does not matter.
      void logout();
      if (edge.isMiniProgram) {
        showToast(LOGIN_INVALID_TOAST, MINI_PROGRAM_REDIRECT_DELAY_MS);
        const timer = window.setTimeout(() => {
          timers.delete(timer);
          void navigateTo(config.miniProgramLoginPath).then(() => postMessage('LOGIN_INVALID'));
        }, MINI_PROGRAM_REDIRECT_DELAY_MS);
        timers.add(timer);
        return;
      }
      if (isAccountArea(pathname) && !isLoginPage(pathname)) {
        void navigate(loginPath({ prev: pathname + search + hash }), { replace: true });
      }
    });
    return () => {
      unsubscribe();
      for (const t of timers) window.clearTimeout(t);
    };
  }, [signal, logout, users, edge.isMiniProgram, config.miniProgramLoginPath, showToast, navigate]);

  useEffect(() => {
    let inFlight = false;
    const check = async () => {
      if (inFlight || !users.getState().loggedIn) return;
      inFlight = true;
      await invalidateApi(queryClient, '/api/user/ckauth');
      const result = await readThrough({ api, queryClient }, '/api/user/ckauth', {});
      inFlight = false;
      if (result.ok && result.data) users.getState().update(result.data);
    };
    const onFocus = () => void check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [api, queryClient, users]);

  return null;
}
