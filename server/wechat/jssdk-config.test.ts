import { describe, expect, it } from 'vitest';
import { jssdkSignature, signableUrl } from './jssdk-config.ts';

const ORIGINS = ['https://www.aurelion.example', 'https://m.aurelion.example'];

describe('signableUrl', () => {
  it("accepts pages of the site's origins and drops the fragment", () => {
    expect(signableUrl('https://www.aurelion.example/news?page=2#top', ORIGINS)).toBe(
      'https://www.aurelion.example/news?page=2',
    );
    expect(signableUrl('https://m.aurelion.example/', ORIGINS)).toBe('https://m.aurelion.example/');
  });

  it('refuses other origins, other schemes, credentials and URLs not in canonical form', () => {
    for (const url of [
      'https://evil.example/',
      'http://www.aurelion.example/',
      'https://www.aurelion.example:8443/',
      'https://user:pw@www.aurelion.example/',
      'https://www.aurelion.example',
      'HTTPS://WWW.AURELION.EXAMPLE/',
      'javascript:alert(1)',
      '',
      `https://www.aurelion.example/${'a'.repeat(2100)}`,
    ])
      expect(signableUrl(url, ORIGINS), url).toBeNull();
    expect(signableUrl(['https://www.aurelion.example/'], ORIGINS)).toBeNull();
  });
});

describe('jssdkSignature', () => {
  it("equals WeChat's published example for its ticket, nonce, timestamp and URL", () => {
    expect(
      jssdkSignature(
        'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        'Wm3WZYTPz0wzccnW',
        1414587457,
        'http://mp.weixin.qq.com?params=value',
      ),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});
