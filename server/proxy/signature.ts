import { createHmac } from 'node:crypto';

/**
 * Request signature the upstream verifies (docs/architecture.md#signature): `x-timestamp` (unix seconds) and
 * `x-signature`, lowercase hex HMAC-SHA256 with SIGN_SECRET over `${timestamp}\n${METHOD}\n${pathname}`.
 * The secret never reaches the browser: only the proxy and server-side loaders sign.
 */
export function signatureHeaders(
  secret: string,
  method: string,
  pathname: string,
  nowMs: number = Date.now(),
): { 'x-timestamp': string; 'x-signature': string } {
  const timestamp = String(Math.floor(nowMs / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}\n${method.toUpperCase()}\n${pathname}`).digest('hex');
  return { 'x-timestamp': timestamp, 'x-signature': signature };
}
