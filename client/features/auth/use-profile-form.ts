import { useFetcher } from 'react-router';
import { useActionResult } from '#client/lib/data/action-result.ts';
import { useUserStoreApi } from '#client/stores/user-store.tsx';
import { useCountdown } from './use-countdown.ts';
import type { ProfileResult } from './profile-result.ts';

/**
 * One profile form's fetcher: the toast of a change, the stored user kept in step, a countdown once a
 * code is sent, and `onChanged` (e.g. clearing the form) after a change.
 */
export function useProfileForm(onChanged?: () => void) {
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
