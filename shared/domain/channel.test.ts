import { describe, expect, it } from 'vitest';
import { channelForSource, DEFAULT_CHANNEL, parseChannelCookie, resolveChannel } from './channel.ts';

describe('channelForSource', () => {
  it.each([
    ['xhs', 34],
    ['douyin', 33],
    ['weibo', 36],
    ['zhihu', 35],
    ['wechat', 30],
    ['miniprogram', 31],
    ['official', 25],
    ['Baidu-BZ', 25],
  ])('maps %s to %i', (source, code) => {
    expect(channelForSource(source)).toBe(code);
  });

  it.each([
    ['DOUYIN', 33],
    ['  Xhs ', 34],
    ['\tWeChat\n', 30],
    ['baidu-bz', 25],
    ['MiniProgram', 31],
  ])('matches %j case-insensitively and ignores surrounding spaces', (source, code) => {
    expect(channelForSource(source)).toBe(code);
  });

  it.each([undefined, null, '', '   ', 'tiktok', 'douyin2', 'dou yin'])('falls back to 25 for %j', (source) => {
    expect(channelForSource(source)).toBe(DEFAULT_CHANNEL);
  });
});

describe('resolveChannel', () => {
  it('lets a present utm_source win over the cookie and asks to store it', () => {
    expect(resolveChannel('weibo', '33')).toEqual({ channel: 36, setCookie: 36 });
  });

  it('stores the default code when utm_source is present but unknown', () => {
    expect(resolveChannel('newsletter', '33')).toEqual({ channel: 25, setCookie: 25 });
  });

  it('keeps the cookie code when utm_source is missing or blank', () => {
    expect(resolveChannel(undefined, '34')).toEqual({ channel: 34, setCookie: null });
    expect(resolveChannel('  ', '34')).toEqual({ channel: 34, setCookie: null });
  });

  it('ignores a cookie that is not a known code', () => {
    expect(resolveChannel(undefined, '999')).toEqual({ channel: 25, setCookie: null });
    expect(resolveChannel(undefined, '33abc')).toEqual({ channel: 25, setCookie: null });
    expect(parseChannelCookie('')).toBeNull();
  });
});
