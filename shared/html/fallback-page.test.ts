import { describe, expect, it } from 'vitest';
import { fallbackPage } from './fallback-page.ts';

describe('fallback page', () => {
  it('shows the default title as title and heading, with a link home', () => {
    const html = fallbackPage();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<title>页面暂时无法显示</title>');
    expect(html).toContain('<h1 style="font-weight:300">页面暂时无法显示</h1>');
    expect(html).toContain('请稍后刷新重试，或返回 <a href="/">首页</a>。');
    expect(html).not.toContain('<script');
  });

  it('escapes the title and the message it is given', () => {
    const html = fallbackPage('<img src=x onerror=alert(1)>', '"a" & \'b\'');
    expect(html).toContain('<title>&lt;img src=x onerror=alert(1)&gt;</title>');
    expect(html).toContain('&quot;a&quot; &amp; &#39;b&#39; <a href="/">首页</a>');
    expect(html).not.toContain('<img');
  });
});
