/**
 * What every mutating route action answers (`{ ok, message }`), and the one hook that turns a
 * fetcher's answer into the page's toast. An expired session answers no message: AuthSync already
 * tells the user and takes them to the login page.
 */
import { useEffect, useRef } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import type { ApiResult } from '#shared/api/request';
import { useUi } from '#client/stores/ui-store.tsx';

export interface ActionResult {
  ok: boolean;
  /** The toast to show, or null for none. */
  message: string | null;
}

export const ACTION_FAILED = '操作未成功，请稍后再试';

export function actionResult(r: ApiResult<unknown>, done: string | null, failed: string = ACTION_FAILED): ActionResult {
  if (r.ok) return { ok: true, message: done };
  return { ok: false, message: r.code === 401 ? null : failed };
}

/** The intent of a form posted to an action with several (`intent` field). */
export function intentOf(form: FormData): string {
  const intent = form.get('intent');
  return typeof intent === 'string' ? intent : '';
}

/**
 * Shows the toast of each new answer of a fetcher (`fetcher.data`, a new object per answer) once,
 * then hands it to `onResult`.
 */
export function useActionResult<T extends ActionResult>(data: T | undefined, onResult?: (result: T) => void): void {
  const showToast = useUi((s) => s.showToast);
  const handled = useRef<T | undefined>(undefined);
  const callback = useRef(onResult);
  useEffect(() => {
    callback.current = onResult;
  });
  useEffect(() => {
    if (!data || handled.current === data) return;
    handled.current = data;
    if (data.message) showToast(data.message);
    callback.current?.(data);
  }, [data, showToast]);
}

/** A fetcher for the current route's action whose answers show their toast (and go to `onResult`). */
export function useActionFetcher(): FetcherWithComponents<ActionResult> {
  const fetcher = useFetcher<ActionResult>();
  useActionResult(fetcher.data);
  return fetcher;
}
