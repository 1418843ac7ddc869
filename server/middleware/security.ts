import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.ts';

const NONCE_BYTES = 16;
/** Random bytes drawn at once for this many nonces: one call into the CSPRNG instead of one per request. */
const NONCE_BATCH = 256;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * 16 bytes no other nonce shares, base64. Taken from a batch of the CSPRNG's output (as Node's own
 * `randomUUID` batches its entropy); each byte is handed out once.
 */
export function newNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * NONCE_BATCH);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** A fresh CSP nonce per request, for every script the page needs. */
export function cspNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.cspNonce = newNonce();
  next();
}

export function nonceOf(res: Response): string {
  const nonce: unknown = res.locals.cspNonce;
  if (typeof nonce !== 'string') throw new Error('cspNonce middleware did not run');
  return nonce;
}

function originOf(url: string): string[] {
  return url ? [new URL(url).origin] : [];
}

/**
 * helmet with a nonce-based CSP: no 'unsafe-inline' for scripts. The nonce stays out of style-src
 * (it would disable 'unsafe-inline' there, which React style attributes and Vite's dev styles need).
 */
export function securityHeaders(config: Config) {
  const dev = config.env === 'development';
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // res.wx.qq.com: the WeChat JSSDK (jweixin), loaded only inside WeChat (web-view and its browser).
        scriptSrc: ["'self'", (_req, res) => `'nonce-${nonceOf(res as Response)}'`, 'https://res.wx.qq.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...originOf(config.staticHost), 'https://*.qlogo.cn', 'https://thirdwx.qlogo.cn'],
        connectSrc: ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Plain-HTTP access from a phone on the LAN must keep working: only upgrade behind HTTPS.
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The static host may be another origin: let its images load.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
