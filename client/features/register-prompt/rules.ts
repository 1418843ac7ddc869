/** Register prompt rules, pure so they are tested without timers or storage. */
import { isAccountArea, isNotFoundPage, loginPath } from '#shared/paths';

export const PROMPT_DELAY_MS = 120_000;
export const PROMPT_REPEAT_MS = 120_000;
export const LEARN_MORE_TITLE = '如果您想了解更多';
export const LEARN_MORE_DESC = '注册成为会员，解锁更多内容';

export interface PathInfo {
  path: string;
  timestamp: number;
  /** 1: learn-more prompt, 2: download / register flow. */
  type: 1 | 2;
}

export interface PromptContent {
  title: string;
  desc: string;
  onlyRegisterBtn?: boolean;
  /** Series code of a brochure download flow. */
  downloadModel?: string;
}

/** Only for anonymous visitors, outside the mini-program, `/404` and the account area. */
export function promptApplies(args: { loggedIn: boolean; isMiniProgram: boolean; pathname: string }): boolean {
  if (args.loggedIn || args.isMiniProgram) return false;
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

/** Keeps the list short: entries older than a day go. */
export function prunePathInfo(pathInfo: readonly PathInfo[], now: number): PathInfo[] {
  return pathInfo.filter((p) => now - p.timestamp < 86_400_000).slice(-50);
}
