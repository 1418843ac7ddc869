import { describe, expect, it } from 'vitest';
import { ProcessError, normaliseProcess, parseProcess, processFromQuery } from './process-params.ts';

describe('parseProcess', () => {
  it('reads resize, format and quality in any order and any subset', () => {
    expect(parseProcess('image/resize,w_300,h_200/format,webp/quality,q_80')).toEqual({
      resize: { width: 300, height: 200, mode: 'lfit', limit: true },
      format: 'webp',
      quality: 80,
    });
    expect(parseProcess('image/quality,Q_55/format,jpg')).toEqual({ format: 'jpeg', quality: 55 });
    expect(parseProcess('image/format,PNG')).toEqual({ format: 'png' });
    expect(parseProcess('image/resize,h_90,m_fixed,limit_0')).toEqual({
      resize: { height: 90, mode: 'fixed', limit: false },
    });
  });

  it.each([
    ['', 'must start with'],
    ['img/resize,w_10', 'must start with'],
    ['image', 'names no operation'],
    ['image/', 'empty operation'],
    ['image/resize', 'needs w or h'],
    ['image/resize,w_0', '1..4096'],
    ['image/resize,w_4097', '1..4096'],
    ['image/resize,w_abc', 'integer'],
    ['image/resize,w_-5', 'integer'],
    ['image/resize,w_10,w_20', 'duplicate resize parameter'],
    ['image/resize,x_10', 'unknown resize parameter'],
    ['image/resize,w_10,m_stretch', 'unknown resize mode'],
    ['image/resize,w_10,limit_2', 'limit must be 0 or 1'],
    ['image/resize,w10', 'malformed resize parameter'],
    ['image/format,gif', 'format must be'],
    ['image/format', 'format must be'],
    ['image/format,webp,png', 'format must be'],
    ['image/quality,q_0', '1..100'],
    ['image/quality,q_101', '1..100'],
    ['image/quality,q_80,Q_70', 'exactly one'],
    ['image/quality,x_80', 'unknown quality parameter'],
    ['image/format,webp/format,png', 'duplicate operation'],
    ['image/rotate,90', 'unknown operation'],
    ['image/resize,w_10//format,png', 'empty operation'],
  ])('rejects %j', (value, message) => {
    expect(() => parseProcess(value)).toThrow(ProcessError);
    expect(() => parseProcess(value)).toThrow(message);
  });
});

describe('processFromQuery', () => {
  it('treats a missing suffix as "as is" and ignores other parameters', () => {
    expect(processFromQuery(new URLSearchParams('v=3'))).toEqual({});
  });

  it('rejects a repeated or empty suffix', () => {
    expect(() =>
      processFromQuery(new URLSearchParams('x-oss-process=image/format,png&x-oss-process=image/format,png')),
    ).toThrow(ProcessError);
    expect(() => processFromQuery(new URLSearchParams('x-oss-process='))).toThrow(ProcessError);
  });
});

describe('normaliseProcess', () => {
  it('gives the same key whatever the order of the operations', () => {
    const a = parseProcess('image/resize,w_300/format,webp/quality,q_80');
    const b = parseProcess('image/quality,q_80/format,webp/resize,w_300');
    expect(normaliseProcess(a, 'webp')).toBe(normaliseProcess(b, 'webp'));
  });

  it('treats the default quality as the same request and ignores quality for PNG', () => {
    expect(normaliseProcess(parseProcess('image/format,jpg'), 'jpeg')).toBe(normaliseProcess({}, 'jpeg'));
    expect(normaliseProcess(parseProcess('image/quality,q_10'), 'png')).toBe(normaliseProcess({}, 'png'));
    expect(normaliseProcess(parseProcess('image/quality,q_10'), 'webp')).not.toBe(normaliseProcess({}, 'webp'));
  });
});
