/**
 * User-agent rules shared by the server (edge context) and the client.
 * Pure functions: the server decides from the UA alone; the client may confirm after hydration.
 */
import { isbot } from 'isbot';

export interface UserAgentFlags {
  /** WeChat's in-app browser (any platform, mini-program web-view included). */
  isWechat: boolean;
  /** WeChat's Mac desktop browser, not the mini-program. Client navigation becomes full page loads there. */
  isMacWechat: boolean;
  /** WeChat mini-program web-view. */
  isMiniProgram: boolean;
  /** A phone or tablet UA. The client also treats widths under 500 px as mobile. */
  isMobile: boolean;
  /** A crawler: gets the complete HTML in one response. */
  isBot: boolean;
}

const WECHAT = /MicroMessenger\//i;
const MAC_WECHAT = /MacWechat/i;
const MINI_PROGRAM = /miniProgram/i;
// Mobile platforms; iPad on iPadOS 13+ claims to be a Mac, so it is matched by WeChat's own markers only.
const MOBILE = /Android|iPhone|iPod|iPad|Mobile|HarmonyOS|OpenHarmony|Windows Phone|webOS|BlackBerry/i;

export function isMiniProgramUa(ua: string): boolean {
  return WECHAT.test(ua) && MINI_PROGRAM.test(ua);
}

export function parseUserAgent(ua: string | null | undefined): UserAgentFlags {
  const value = ua ?? '';
  const isWechat = WECHAT.test(value);
  const isMiniProgram = isWechat && MINI_PROGRAM.test(value);
  // Mac WeChat sends both `MacWechat` and `WindowsWechat`: test MacWechat, never the Windows marker.
  const isMacWechat = isWechat && MAC_WECHAT.test(value) && !isMiniProgram;
  const isMobile = !isMacWechat && MOBILE.test(value);
  return {
    isWechat,
    isMacWechat,
    isMiniProgram,
    isMobile,
    isBot: value !== '' && isbot(value),
  };
}

/** The client's notion of "mobile": a mobile UA or a viewport narrower than 500 px. */
export const MOBILE_MAX_WIDTH = 500;
export function isMobileViewport(flags: Pick<UserAgentFlags, 'isMobile'>, viewportWidth: number): boolean {
  return flags.isMobile || viewportWidth < MOBILE_MAX_WIDTH;
}
