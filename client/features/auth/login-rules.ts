/** Login form rules: phone normalisation and validation, copy per `type`, target after login. */
import { safePrev } from '#shared/domain/safe-prev';
import { paths } from '#shared/paths';

export { isMainlandMobile, normalizePhone } from '#shared/domain/phone';

export function normalizeCode(raw: string): string {
  return raw
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/\D/g, '')
    .slice(0, 6);
}

export interface LoginCopy {
  heading: string;
  lead: string;
}

export function copyForType(type: string | null): LoginCopy {
  switch (type) {
    case '1':
      return { heading: '注册会员，了解更多', lead: '注册成为奥瑞麟会员，解锁车型手册、专属活动与更多精彩内容。' };
    case '2':
      return { heading: '立即注册', lead: '注册或登录奥瑞麟会员后，即可下载车型手册，并保存您的专属配置。' };
    case '3':
      return { heading: '登录后继续', lead: '该功能需要登录后使用。登录后将自动回到您刚才浏览的页面。' };
    default:
      return { heading: '登录 / 注册', lead: '使用手机号码和短信验证码登录，未注册的号码将自动注册为奥瑞麟会员。' };
  }
}

/** Where to go after login: the download flow, then `prev` (validated), else the account overview. */
export function targetAfterLogin(params: URLSearchParams): string {
  const model = params.get('modelType');
  if (model && /^[a-z]{2,8}$/.test(model)) return paths.modelBrochure(model);
  const prev = params.get('prev');
  if (prev !== null) return safePrev(prev);
  return paths.account();
}
