/**
 * Request signatures (docs/architecture.md#signature), verified the way the real upstream does: `x-timestamp` is
 * unix seconds, `x-signature` the lowercase hex HMAC-SHA256 with the shared secret over
 * `${timestamp}\n${METHOD}\n${pathname}` (pathname without the query string). Older or newer than 300 s is stale.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_WINDOW_SECONDS = 300;

export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'stale' | 'invalid';

export function computeSignature(secret: string, timestamp: string, method: string, pathname: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${method.toUpperCase()}\n${pathname}`).digest('hex');
}

/** Headers for a request (tests, scripts). */
export function signatureHeaders(
  secret: string,
  method: string,
  pathname: string,
  nowMs = Date.now(),
): { 'x-timestamp': string; 'x-signature': string } {
  const timestamp = String(Math.floor(nowMs / 1000));
  return { 'x-timestamp': timestamp, 'x-signature': computeSignature(secret, timestamp, method, pathname) };
}

export function verifySignature(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  method: string;
  pathname: string;
  nowMs: number;
}): SignatureCheck {
  const { timestamp, signature } = input;
  if (!timestamp || !signature) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'malformed';
  if (Math.abs(input.nowMs / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_SECONDS) return 'stale';
  const expected = Buffer.from(computeSignature(input.secret, timestamp, input.method, input.pathname), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'invalid';
}

export const SIGNATURE_MESSAGES: Readonly<Record<Exclude<SignatureCheck, 'ok'>, string>> = {
  missing: '缺少签名',
  malformed: '签名格式错误',
  stale: '签名已过期',
  invalid: '签名错误',
};
