import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSignature, signatureHeaders, verifySignature } from './signature.ts';

const secret = 'unit-secret';
const now = Date.UTC(2026, 0, 1);

describe('request signature', () => {
  it('is the hex HMAC-SHA256 of timestamp, upper-case method and pathname', () => {
    const expected = createHmac('sha256', secret).update('1767225600\nGET\n/api/client/findNews').digest('hex');
    expect(computeSignature(secret, '1767225600', 'get', '/api/client/findNews')).toBe(expected);
  });

  it('verifies its own headers and refuses stale, wrong and malformed ones', () => {
    const base = { secret, method: 'POST', pathname: '/api/user/login', nowMs: now };
    const h = signatureHeaders(secret, 'POST', '/api/user/login', now);
    expect(verifySignature({ ...base, timestamp: h['x-timestamp'], signature: h['x-signature'] })).toBe('ok');
    expect(verifySignature({ ...base, timestamp: undefined, signature: h['x-signature'] })).toBe('missing');
    expect(verifySignature({ ...base, timestamp: '12a', signature: h['x-signature'] })).toBe('malformed');
    expect(
      verifySignature({ ...base, nowMs: now + 301_000, timestamp: h['x-timestamp'], signature: h['x-signature'] }),
    ).toBe('stale');
    expect(
      verifySignature({ ...base, nowMs: now - 301_000, timestamp: h['x-timestamp'], signature: h['x-signature'] }),
    ).toBe('stale');
    expect(verifySignature({ ...base, method: 'GET', timestamp: h['x-timestamp'], signature: h['x-signature'] })).toBe(
      'invalid',
    );
  });
});
