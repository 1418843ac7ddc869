/** Register prompt rules, pure so they are tested without timers or storage. */
import type { PathInfo, PromptContent } from '#client/stores/register-prompt-store.tsx';
import { isAccountArea, isNotFoundPage, loginPath } from '#shared/paths';

export const PROMPT_DELAY_MS = 120_000;
export const PROMPT_REPEAT_MS = 120_000;
export const LEARN_MORE_TITLE = '如果您想了解更多';
export const LEARN_MORE_DESC = '注册成为会员，解锁更多内容';

/**
 * Only for anonymous visitors, outside the mini-program, the account area and the not-found page:
 * `/404` itself and the 404 rendered in place for an unknown URL (`status` is the page's error
 * status, null when the page rendered normally).
 */
export function promptApplies(args: { loggedIn: boolean; isMiniProgram: boolean; pathname: string; status: number | null }): boolean {
  if (args.loggedIn || args.isMiniProgram || args.status === 404) return false;
  const p = args.pathname;
  if (isNotFoundPage(p) || isAccountArea(p)) return false;
  return true;
}

export function recentlyPrompted(pathInfo: readonly PathInfo[], path: string, now: number): boolean {
  return pathInfo.some((p) => p.path === path && now - p.timestamp >= 0 && now - p.timestamp < PROMPT_REPEAT_MS);
}

/** Where `立即注册` goes. */
export function registerTarget(content: PromptContent): string {
  if (content.downloadModel) return loginPath({ modelType: content.downloadModel, type: 2 });
  return loginPath({ type: content.title === LEARN_MORE_TITLE ? 1 : 2 });
}
