import { describe, expect, it } from 'vitest';
import { isMobileViewport, parseUserAgent } from './user-agent.ts';

// Real UA strings (public samples) of the environments the site must tell apart.
const UA = {
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 14; V2244A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220133 MMWEBSDK/20240404 MMWEBID/2307 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  miniProgramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN miniProgram/wx1234567890abcdef',
  miniProgramAndroid:
    'Mozilla/5.0 (Linux; Android 13; M2012K11AC Build/TKQ1.220829.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160083 MMWEBSDK/20231202 MMWEBID/6085 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/5G Language/zh_CN ABI/arm64 miniProgram/wx1234567890abcdef',
  macWechat:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) NetType/WIFI MicroMessenger/6.8.0(0x16080000) MacWechat/3.8.7(0x13080712) Safari/605.1.15 NetType/WIFI WindowsWechat',
  macMiniProgram:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) NetType/WIFI MicroMessenger/6.8.0(0x16080000) MacWechat/3.8.7(0x13080712) Safari/605.1.15 NetType/WIFI MiniProgramEnv/Mac MacWechat/WMPF',
  windowsWechat:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x6309092b) XWEB/8555 Flue',
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  baiduspider: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  baiduspiderRender:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 9_1 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13B143 Safari/601.1 (compatible; Baiduspider-render/2.0; +http://www.baidu.com/search/spider.html)',
  alipayMiniProgram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Ariver/1.1.0 AliApp(AP/10.5.86.6000) Nebula WK RVKType(0) AlipayDefined(nt:WIFI,ws:390|780|3.0) AlipayClient/10.5.86.6000 Language/zh-Hans Region/CN MiniProgram',
};

describe('parseUserAgent', () => {
  it.each([
    ['WeChat on iOS', UA.wechatIos, { isWechat: true, isMacWechat: false, isMiniProgram: false, isMobile: true, isBot: false }],
    ['WeChat on Android', UA.wechatAndroid, { isWechat: true, isMacWechat: false, isMiniProgram: false, isMobile: true, isBot: false }],
    ['the mini-program on iOS', UA.miniProgramIos, { isWechat: true, isMacWechat: false, isMiniProgram: true, isMobile: true, isBot: false }],
    ['the mini-program on Android', UA.miniProgramAndroid, { isWechat: true, isMacWechat: false, isMiniProgram: true, isMobile: true, isBot: false }],
    ['Mac WeChat (which also says WindowsWechat)', UA.macWechat, { isWechat: true, isMacWechat: true, isMiniProgram: false, isMobile: false, isBot: false }],
    ['the mini-program on Mac', UA.macMiniProgram, { isWechat: true, isMacWechat: false, isMiniProgram: true, isMobile: false, isBot: false }],
    ['Windows WeChat', UA.windowsWechat, { isWechat: true, isMacWechat: false, isMiniProgram: false, isMobile: false, isBot: false }],
    ['desktop Chrome', UA.chromeDesktop, { isWechat: false, isMacWechat: false, isMiniProgram: false, isMobile: false, isBot: false }],
    ['Safari on iPhone', UA.safariIphone, { isWechat: false, isMacWechat: false, isMiniProgram: false, isMobile: true, isBot: false }],
    ['Baiduspider', UA.baiduspider, { isWechat: false, isMacWechat: false, isMiniProgram: false, isMobile: false, isBot: true }],
    ['Baiduspider-render', UA.baiduspiderRender, { isWechat: false, isMacWechat: false, isMiniProgram: false, isMobile: true, isBot: true }],
    // isbot counts Alipay's container as a crawler: it then gets the complete HTML at once, which is harmless.
    ["Alipay's container (not a WeChat mini-program)", UA.alipayMiniProgram, { isWechat: false, isMacWechat: false, isMiniProgram: false, isMobile: true, isBot: true }],
  ])('recognises %s', (_name, ua, flags) => {
    expect(parseUserAgent(ua)).toEqual(flags);
  });

  it('treats a missing UA as a plain desktop browser', () => {
    expect(parseUserAgent(undefined)).toEqual({
      isWechat: false,
      isMacWechat: false,
      isMiniProgram: false,
      isMobile: false,
      isBot: false,
    });
  });
});

describe('isMobileViewport', () => {
  it('is mobile for a mobile UA or a width under 500 px', () => {
    expect(isMobileViewport({ isMobile: true }, 1440)).toBe(true);
    expect(isMobileViewport({ isMobile: false }, 499)).toBe(true);
    expect(isMobileViewport({ isMobile: false }, 500)).toBe(false);
  });
});
