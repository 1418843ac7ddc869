import { describe, expect, it } from 'vitest';
import type { NextFunction, Request, Response } from 'express';
import { cspNonce, newNonce, nonceOf } from './security.ts';

describe('CSP nonces', () => {
  it('are 16 random bytes in base64, never handed out twice across batches', () => {
    // 1,000 nonces span four batches of the pool (256 each) and its refills.
    const nonces = Array.from({ length: 1000 }, newNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });

  it('gives every response its own nonce', () => {
    const responses = [0, 1].map(() => ({ locals: {} }) as unknown as Response);
    const next: NextFunction = () => undefined;
    for (const res of responses) cspNonce({} as Request, res, next);
    const [a, b] = responses.map((res) => nonceOf(res));
    expect(a).not.toBe(b);
  });
});
