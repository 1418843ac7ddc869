import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
export function helmetFor(config: Config) {
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

/** Stands for the response's nonce while helmet's headers are worked out; base64 never contains it. */
const NONCE_MARK = '!nonce!';

/** A header helmet sets (its value split where the nonce goes), or one it removes. */
type HeaderStep = { set: string; parts: string[] } | { remove: string };

/**
 * What helmet does to a response, recorded once: its middleware runs on a stand-in response whose
 * nonce is a mark, and only sets and removes headers.
 */
function recordHelmet(middleware: ReturnType<typeof helmet>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    locals: { cspNonce: NONCE_MARK },
    setHeader(name: string, value: unknown) {
      steps.push({ set: name, parts: String(value).split(NONCE_MARK) });
    },
    removeHeader(name: string) {
      steps.push({ remove: name });
    },
  };
  let done = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  // helmet's middleware is synchronous: anything else would need it on every request again.
  if (!done) throw new Error('helmet did not finish synchronously');
  return steps;
}

/**
 * helmet's headers on every response, the CSP with the response's own nonce. They are the same for
 * every response but for the nonce, so helmet runs once, at startup, and each response gets what it
 * did: helmet's chain of a dozen middleware, each building its header again, cost ~10 µs a request.
 */
export function securityHeaders(config: Config) {
  const steps = recordHelmet(helmetFor(config));
  return (_req: Request, res: Response, next: NextFunction): void => {
    for (const step of steps) {
      if ('remove' in step) res.removeHeader(step.remove);
      else res.setHeader(step.set, step.parts.length === 1 ? (step.parts[0] ?? '') : step.parts.join(nonceOf(res)));
    }
    next();
  };
}
