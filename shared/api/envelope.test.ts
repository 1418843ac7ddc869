import { describe, expect, it } from 'vitest';
import { API_CODES, LEGACY_CODES, apiEnvelope, envelopeFor, familyOf, kindOfStatus, legacyEnvelope } from './envelope.ts';

describe('envelopes', () => {
  it('picks the legacy family for /client and /client/* only', () => {
    expect(familyOf('/client')).toBe('legacy');
    expect(familyOf('/client/news/list')).toBe('legacy');
    expect(familyOf('/clients')).toBe('api');
    expect(familyOf('/api/client/findNews')).toBe('api');
  });

  it('writes a kind in the family of the path', () => {
    expect(envelopeFor('/api/user/login', 'tooManyRequests', '太频繁')).toEqual({ code: 429, msg: '太频繁', data: null });
    expect(envelopeFor('/client/lead/sale-clue', 'tooManyRequests', '太频繁')).toEqual({ retCode: 1029, retMsg: '太频繁', data: null });
    expect(envelopeFor('/client/x', 'ok', 'success', { a: 1 })).toEqual({ retCode: 0, retMsg: 'success', data: { a: 1 } });
  });

  it('passes an upstream code through unchanged', () => {
    expect(apiEnvelope(4102, '验证码错误')).toEqual({ code: 4102, msg: '验证码错误', data: null });
    expect(legacyEnvelope(2102, '验证码错误', 1)).toEqual({ retCode: 2102, retMsg: '验证码错误', data: 1 });
  });

  it('gives every kind a distinct code in each family', () => {
    expect(new Set(Object.values(API_CODES)).size).toBe(Object.keys(API_CODES).length);
    expect(new Set(Object.values(LEGACY_CODES)).size).toBe(Object.keys(LEGACY_CODES).length);
  });

  it.each([
    [400, 'badRequest'],
    [413, 'payloadTooLarge'],
    [418, 'badRequest'],
    [500, 'serverError'],
    [501, 'serverError'],
    [503, 'serviceUnavailable'],
    [504, 'upstreamTimeout'],
  ] as const)('maps HTTP status %i to %s', (status, kind) => {
    expect(kindOfStatus(status)).toBe(kind);
  });
});
