import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from './image.ts';
import { canonicalUrl } from '../ssr/meta.ts';
import { formatDateZh, formatPriceWan } from './format.ts';

const config = { staticHost: 'https://img.aurelion.example' };

describe('imageUrl', () => {
  it('adds the processing suffix: webp at quality 80 by default, optional resize', () => {
    expect(imageUrl(config, '/static/kv/1.jpg')).toBe(
      'https://img.aurelion.example/static/kv/1.jpg?x-oss-process=image/format,webp/quality,q_80',
    );
    expect(imageUrl(config, '/static/kv/1.jpg', { width: 750, height: 400, quality: 70, format: 'jpg' })).toBe(
      'https://img.aurelion.example/static/kv/1.jpg?x-oss-process=image/resize,w_750,h_400/format,jpg/quality,q_70',
    );
  });

  it('leaves SVG and absolute URLs alone', () => {
    expect(imageUrl(config, '/static/logo.svg')).toBe('/static/logo.svg');
    expect(imageUrl(config, 'https://thirdwx.qlogo.cn/a.png')).toBe('https://thirdwx.qlogo.cn/a.png');
  });

  it('builds a srcset up to the image width', () => {
    const set = imageSrcSet({ staticHost: '' }, '/static/a.jpg', 1000);
    expect(set.split(', ').map((s) => s.split(' ')[1])).toEqual(['375w', '640w', '768w', '1000w']);
  });
});

describe('canonicalUrl', () => {
  it('drops tracking parameters and keeps the ones that identify the page', () => {
    expect(canonicalUrl('https://a.example', '/news', '?page=2&utm_source=x&from=singlemessage', ['page'])).toBe(
      'https://a.example/news?page=2',
    );
    expect(canonicalUrl('https://a.example', '/', '?utm_source=douyin')).toBe('https://a.example/');
  });
});

describe('formatting', () => {
  it('quotes prices in 万元 and dates in Chinese', () => {
    expect(formatPriceWan(389000)).toBe('38.90 万元');
    expect(formatDateZh('2026-03-08')).toBe('2026年3月8日');
  });
});
