/** Register prompt rules (issue 5 item 7), pure so they are tested without timers or storage. */
import type { PathInfo, PromptContent } from '#client/stores/register-prompt-store.tsx';

export const PROMPT_DELAY_MS = 120_000;
export const PROMPT_REPEAT_MS = 120_000;
export const LEARN_MORE_TITLE = '如果您想了解更多';
export const LEARN_MORE_DESC = '注册成为会员，解锁更多内容';

/** Only for anonymous visitors, outside the mini-program, `/404` and the account area. */
export function promptApplies(args: { loggedIn: boolean; isMiniProgram: boolean; pathname: string }): boolean {
  if (args.loggedIn || args.isMiniProgram) return false;
  const p = args.pathname;
  if (p === '/404' || p.startsWith('/404/')) return false;
  if (p === '/account' || p.startsWith('/account/')) return false;
  return true;
}

export function recentlyPrompted(pathInfo: readonly PathInfo[], path: string, now: number): boolean {
  return pathInfo.some((p) => p.path === path && now - p.timestamp >= 0 && now - p.timestamp < PROMPT_REPEAT_MS);
}

/** Where `立即注册` goes. */
export function registerTarget(content: PromptContent): string {
  if (content.downloadModel) return `/account/login?modelType=${encodeURIComponent(content.downloadModel)}&type=2`;
  return content.title === LEARN_MORE_TITLE ? '/account/login?type=1' : '/account/login?type=2';
}
