/** What the login page's action answers, and how its fetchers post to it. */
import type { CaptchaImage, User } from '#shared/api/user-api';
import type { ActionResult } from '#client/lib/data/action-result.ts';

export type LoginResult = ActionResult & {
  error?: string;
  captcha?: CaptchaImage | null;
  user?: User;
  /** Seconds the code just sent stays valid, as the upstream says. */
  expiresIn?: number;
};

/** A refused login the service did not explain (no known code, no message). */
export const LOGIN_FAILED = '登录失败，请稍后再试';

/** The login page's requests change nothing another loader reads (the target page loads afresh). */
export const LOGIN_POST = { method: 'post', defaultShouldRevalidate: false } as const;
