/**
 * WeChat's two server-side JS-SDK calls, as WeChat answers them (HTTP 200 always; a failure is
 * `{ errcode, errmsg }`): `GET /cgi-bin/token?grant_type=client_credential&appid=&secret=` ->
 * `{ access_token, expires_in }`, and `GET /cgi-bin/ticket/getticket?access_token=&type=jsapi` ->
 * `{ errcode: 0, errmsg: 'ok', ticket, expires_in }`. A new token leaves the previous ones valid for
 * 5 more minutes, as WeChat does. Tests read what was issued at `/__mock/records/wechat` and void
 * every issued token with `POST /__mock/wechat/invalidate-tokens` (the next ticket call answers 40001).
 */
import { randomBytes } from 'node:crypto';
import express, { type Application, type Request, type Response } from 'express';
import { isLoopback } from './handlers/admin.ts';
import { MockError, sendData, sendError } from './http/envelope.ts';

export const MOCK_WECHAT_APP_ID = 'wx4a7c9e2b5d8f1a3c';
export const MOCK_WECHAT_APP_SECRET = '3f8a1c6e9b2d4f7a0c5e8b1d3f6a9c2e';
/** WeChat's default daily quota of `cgi-bin/token` calls per official account. */
export const TOKEN_DAILY_QUOTA = 2000;
const LIFETIME_S = 7200;
/** How long earlier tokens stay valid after a new one is issued. */
const OVERLAP_MS = 5 * 60 * 1000;
const DAY_MS = 86_400_000;

/** WeChat's error codes and messages, as its API sends them. */
export const WECHAT_ERRORS = {
  invalidCredential: [40001, 'invalid credential, access_token is invalid or not latest'],
  invalidGrantType: [40002, 'invalid grant_type'],
  invalidAppId: [40013, 'invalid appid'],
  invalidArgs: [40097, 'invalid args'],
  invalidSecret: [40125, 'invalid appsecret'],
  tokenExpired: [42001, 'access_token expired'],
  quotaReached: [45009, 'reach max api daily quota limit'],
} as const;

interface IssuedToken {
  token: string;
  issuedAt: number;
  expiresAt: number;
  /** Set when a newer token voids it (after the overlap), or a test invalidates it. */
  voidAt: number | null;
}

export interface WechatMockOptions {
  appId: string;
  appSecret: string;
  now: () => number;
}

export class WechatMock {
  readonly #options: WechatMockOptions;
  #tokens: IssuedToken[] = [];
  #tickets: { ticket: string; issuedAt: number; accessToken: string }[] = [];
  #quota = TOKEN_DAILY_QUOTA;
  #day = { start: 0, calls: 0 };

  constructor(options: WechatMockOptions) {
    this.#options = options;
  }

  reset(): void {
    this.#tokens = [];
    this.#tickets = [];
    this.#quota = TOKEN_DAILY_QUOTA;
    this.#day = { start: 0, calls: 0 };
  }

  mount(app: Application): void {
    // Answered on loopback only, after the admin's loopback guard on /__mock.
    app.post('/__mock/reset', (req, _res, next) => {
      if (isLoopback(req)) this.reset();
      next();
    });
    app.get('/cgi-bin/token', (req, res) => this.#token(req, res));
    app.get('/cgi-bin/ticket/getticket', (req, res) => this.#ticket(req, res));
  }

  /** Mounted after the admin's loopback guard. */
  mountAdmin(app: Application): void {
    app.get('/__mock/records/wechat', (_req, res) =>
      sendData(res, 'api', {
        tokensIssued: this.#tokens.length,
        ticketsIssued: this.#tickets.length,
        tokens: this.#tokens.map((t) => ({ ...t })).reverse(),
        tickets: this.#tickets.map((t) => ({ ...t })).reverse(),
      }),
    );
    app.post('/__mock/wechat/invalidate-tokens', (_req, res) => {
      const at = this.#options.now();
      const live = this.#tokens.filter((t) => t.voidAt === null || t.voidAt > at);
      for (const t of live) t.voidAt = at;
      sendData(res, 'api', { invalidated: live.length });
    });
    // `{ quota }`: token calls allowed per day from now on (0: every call answers 45009).
    app.post('/__mock/wechat/quota', express.json(), (req, res) => {
      const quota = (req.body as { quota?: unknown } | undefined)?.quota;
      if (typeof quota !== 'number' || !Number.isInteger(quota) || quota < 0) {
        return sendError(res, 'api', new MockError('badRequest', 'quota 须为非负整数', 400));
      }
      this.#quota = quota;
      this.#day = { start: this.#options.now(), calls: 0 };
      sendData(res, 'api', { quota });
    });
  }

  #fail(res: Response, error: (typeof WECHAT_ERRORS)[keyof typeof WECHAT_ERRORS]): void {
    const rid = randomBytes(6).toString('hex');
    res.json({ errcode: error[0], errmsg: `${error[1]} rid: ${rid}` });
  }

  #token(req: Request, res: Response): void {
    const { grant_type: grantType, appid, secret } = req.query;
    if (grantType !== 'client_credential') return this.#fail(res, WECHAT_ERRORS.invalidGrantType);
    if (appid !== this.#options.appId) return this.#fail(res, WECHAT_ERRORS.invalidAppId);
    if (secret !== this.#options.appSecret) return this.#fail(res, WECHAT_ERRORS.invalidSecret);
    const now = this.#options.now();
    if (now - this.#day.start >= DAY_MS) this.#day = { start: now, calls: 0 };
    if (this.#day.calls >= this.#quota) return this.#fail(res, WECHAT_ERRORS.quotaReached);
    this.#day.calls += 1;
    for (const t of this.#tokens) if (t.voidAt === null) t.voidAt = now + OVERLAP_MS;
    const token = randomBytes(48).toString('base64url');
    this.#tokens.push({ token, issuedAt: now, expiresAt: now + LIFETIME_S * 1000, voidAt: null });
    res.json({ access_token: token, expires_in: LIFETIME_S });
  }

  #ticket(req: Request, res: Response): void {
    const { access_token: accessToken, type } = req.query;
    const now = this.#options.now();
    const issued = this.#tokens.find((t) => t.token === accessToken);
    if (!issued || (issued.voidAt !== null && issued.voidAt <= now))
      return this.#fail(res, WECHAT_ERRORS.invalidCredential);
    if (issued.expiresAt <= now) return this.#fail(res, WECHAT_ERRORS.tokenExpired);
    if (type !== 'jsapi') return this.#fail(res, WECHAT_ERRORS.invalidArgs);
    const ticket = randomBytes(64).toString('base64url');
    this.#tickets.push({ ticket, issuedAt: now, accessToken: issued.token });
    res.json({ errcode: 0, errmsg: 'ok', ticket, expires_in: LIFETIME_S });
  }
}
