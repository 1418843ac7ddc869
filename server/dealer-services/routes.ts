/**
 * The dealer services the site answers itself before the proxy (docs/decisions/0025-dealer-services-on-the-site.md):
 *
 * - `POST /api/client/smsDelaer` (「发送到手机」): consent, image captcha (single use, marked in the
 *   store), then the limits: per IP, per phone every 60 s and 5 a day, all in the shared store; only then
 *   `{ dealerId, phone }` goes upstream. Over a limit: 429, `Retry-After`, a Chinese message; no SMS.
 * - `POST /api/client/smsAutoshow` (the auto-show registration): one registration per show and phone,
 *   kept in the shared store; a repeat answers the first registration and sends nothing. After the
 *   registration's last day it is refused (403 「报名已结束」), and a day already over is never accepted.
 * - `GET /api/client/loadTcmi`: `dnrepfrm` is opaque, at most 64 of `[A-Za-z0-9_-]`; anything else is
 *   answered 400 here and never reaches the upstream.
 */
import { randomUUID } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from 'pino';
import { z } from 'zod';
import { apiEnvelope, envelopeFor, type ApiCodeKind } from '#shared/api/envelope';
import type { AutoshowRegistration, SmsSent } from '#shared/api/client-api';
import type { ApiClient, ApiResult } from '#shared/api/request';
import {
  AUTOSHOW,
  AUTOSHOW_CLOSED_MESSAGE,
  AUTOSHOW_RECORD_TTL_MS,
  autoshowPhase,
  daysAhead,
} from '#shared/domain/autoshow';
import { DEALER_SMS_LIMITS } from '#shared/domain/dealer-sms';
import { isFormCode } from '#shared/domain/form-code';
import { isMainlandMobile, normalizePhone, PHONE_INPUT_MAX_LENGTH } from '#shared/domain/phone';
import { STORE_DOWN_RETRY_AFTER_SECONDS, type OnRefused } from '../middleware/rate-limit.ts';
import { StoreUnavailableError } from '../store/rate-limit-store.ts';
import type { SharedStore } from '../store/store.ts';
import { consumeLimits, type Refusal } from './limits.ts';

export const DEALER_SMS_PATH = '/api/client/smsDelaer';
export const AUTOSHOW_PATH = '/api/client/smsAutoshow';
export const LOAD_TCMI_PATH = '/api/client/loadTcmi';

export const SMS_SERVICE_UNAVAILABLE = '短信服务暂时不可用，请稍后再试';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A captcha answer lives 5 minutes upstream; its "used" mark outlives it. */
const CAPTCHA_USED_MS = 10 * 60 * 1000;
/** Registrations per IP per hour (a form, not an SMS flood gate: the phone record already sends once). */
export const AUTOSHOW_PER_IP = 20;
const PAST_DAY_MESSAGE = '该日期的展期已结束，请选择其他到访日期';

const phoneField = z.string().max(PHONE_INPUT_MAX_LENGTH).transform(normalizePhone).refine(isMainlandMobile, '请输入正确的 11 位手机号码');
const consent = z.literal(true, '请阅读并勾选同意隐私政策');

const dealerSmsBody = z.object({
  dealerId: z.number('请选择经销商').int().positive('请选择经销商'),
  phone: phoneField,
  captchaKey: z.string('请刷新图形验证码').min(1, '请刷新图形验证码').max(64),
  captcha: z.string('请输入图形验证码').trim().min(1, '请输入图形验证码').max(8),
  accept: consent,
});

const autoshowBody = z.object({
  showId: z.literal(AUTOSHOW.id, '该展会已结束或不存在'),
  name: z.string('请输入您的姓名').trim().min(2, '请输入您的姓名（至少 2 个字）').max(20, '姓名最多 20 个字'),
  phone: phoneField,
  s: z.number().int().min(0).max(999),
  day: z.enum(AUTOSHOW.days, '请选择到访日期'),
  accept: consent,
});

function clientIp(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

function answer<T>(req: Request, res: Response, status: number, kind: ApiCodeKind, msg: string, data: T | null = null) {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json(envelopeFor(req.path, kind, msg, data));
}

function refuseLimit(req: Request, res: Response, refusal: Refusal, limit: string, onRefused?: OnRefused) {
  onRefused?.(limit);
  res.set('Retry-After', String(refusal.retryAfter));
  answer(req, res, 429, 'tooManyRequests', refusal.message);
}

/** The upstream's answer as the browser should see it: its own business error, or "try later". */
function passOn<T>(req: Request, res: Response, result: ApiResult<T>, failMsg: string): void {
  if (result.ok) return answer(req, res, 200, 'ok', 'success', result.data);
  if (result.status === 429 || result.code === 429)
    return answer(req, res, 429, 'tooManyRequests', result.msg || failMsg);
  if (result.status >= 200 && result.status < 300 && result.code !== -1)
    return void res.status(200).set('Cache-Control', 'no-store').json(apiEnvelope(result.code, result.msg));
  answer(req, res, 502, 'upstreamUnavailable', failMsg);
}

export interface DealerServicesDeps {
  store: SharedStore;
  /** The upstream client of one request (signed, behind the breakers). */
  client: (requestId: string) => ApiClient;
  logger: Logger;
  onRefused?: OnRefused;
  /** The site's clock: the auto-show's registration closes by it. */
  now: () => number;
}

/** `dnrepfrm` is checked here, so a malformed one never reaches the upstream. */
const guardLoadTcmi: RequestHandler = (req, res, next) => {
  if (req.path !== LOAD_TCMI_PATH || req.method !== 'GET') return next();
  const values = new URL(req.originalUrl, 'http://site').searchParams.getAll('dnrepfrm');
  if (values.length !== 1 || !isFormCode(values[0])) {
    return answer(req, res, 400, 'badRequest', '表单来源参数无效');
  }
  next();
};

async function sendDealerSms(deps: DealerServicesDeps, req: Request, res: Response): Promise<void> {
  const { store } = deps;
  const log = req.log ?? deps.logger;
  const parsed = dealerSmsBody.safeParse(req.body);
  if (!parsed.success) return answer(req, res, 400, 'badRequest', parsed.error.issues[0]?.message ?? '请求格式错误');
  const { dealerId, phone, captchaKey, captcha } = parsed.data;
  const ipRefused = await consumeLimits(store, [
    {
      key: `dealer-sms:ip:${clientIp(req)}`,
      windowMs: HOUR,
      limit: DEALER_SMS_LIMITS.ipPerHour,
      message: ({ minutes }) => `发送过于频繁，请 ${minutes} 分钟后再试`,
    },
  ]);
  if (ipRefused) return refuseLimit(req, res, ipRefused, 'dealer-sms-ip', deps.onRefused);
  const api = deps.client(String(req.id ?? ''));
  // The upstream checks the answer without using it up; the site makes it single use.
  const fresh = await store
    .setIfAbsent(`svc:captcha-used:${captchaKey}`, '1', CAPTCHA_USED_MS)
    .catch((err: unknown) => {
      throw new StoreUnavailableError(err);
    });
  const checked = fresh ? await api.post('/api/user/captcha', { key: captchaKey, code: captcha }) : null;
  if (!checked?.ok) {
    if (checked && checked.code === -1) return answer(req, res, 502, 'upstreamUnavailable', '发送失败，请稍后再试');
    return answer(req, res, 200, 'captchaInvalid', '图形验证码不正确或已过期，请重新输入');
  }
  const refused = await consumeLimits(store, [
    {
      key: `dealer-sms:cooldown:${phone}`,
      windowMs: DEALER_SMS_LIMITS.phoneCooldownMs,
      limit: 1,
      message: ({ seconds }) => `该号码刚刚收到过门店信息，请 ${seconds} 秒后再试`,
    },
    {
      key: `dealer-sms:day:${phone}`,
      windowMs: DAY,
      limit: DEALER_SMS_LIMITS.phonePerDay,
      message: () => `该号码今天已接收 ${DEALER_SMS_LIMITS.phonePerDay} 次门店信息，请明天再试`,
    },
  ]);
  if (refused) return refuseLimit(req, res, refused, 'dealer-sms-phone', deps.onRefused);
  const sent = await api.post(DEALER_SMS_PATH, { dealerId, phone });
  if (!sent.ok) log.warn({ dealerId, status: sent.status, code: sent.code }, 'dealer sms: upstream refused');
  passOn(req, res, sent, '发送失败，请稍后再试');
}

async function registerAutoshow(deps: DealerServicesDeps, req: Request, res: Response): Promise<void> {
  const { store } = deps;
  const log = req.log ?? deps.logger;
  const now = deps.now();
  // Closed is closed, whatever else the post says: no field error to correct, nothing to send.
  if (autoshowPhase(AUTOSHOW, now) !== 'open') return answer(req, res, 403, 'forbidden', AUTOSHOW_CLOSED_MESSAGE);
  const parsed = autoshowBody.safeParse(req.body);
  if (!parsed.success) return answer(req, res, 400, 'badRequest', parsed.error.issues[0]?.message ?? '请求格式错误');
  const { showId, name, phone, s, day } = parsed.data;
  if (!daysAhead(AUTOSHOW, now).includes(day)) return answer(req, res, 400, 'badRequest', PAST_DAY_MESSAGE);
  const ipRefused = await consumeLimits(store, [
    {
      key: `autoshow:ip:${clientIp(req)}`,
      windowMs: HOUR,
      limit: AUTOSHOW_PER_IP,
      message: ({ minutes }) => `提交过于频繁，请 ${minutes} 分钟后再试`,
    },
  ]);
  if (ipRefused) return refuseLimit(req, res, ipRefused, 'autoshow-ip', deps.onRefused);
  const key = `svc:autoshow:${showId}:${phone}`;
  const registration: AutoshowRegistration = {
    id: randomUUID(),
    showId,
    name,
    phone: maskPhone(phone),
    day,
    createdAt: new Date(now).toISOString(),
  };
  let first: boolean;
  try {
    first = await store.setIfAbsent(key, JSON.stringify(registration), AUTOSHOW_RECORD_TTL_MS);
  } catch (err) {
    throw new StoreUnavailableError(err);
  }
  if (!first) {
    const existing = await store.get(key).catch(() => null);
    const stored = existing ? (JSON.parse(existing) as AutoshowRegistration) : null;
    // Only the registrant sees the registration again: whoever knows just the phone number learns that
    // it is registered, never the registrant's name or day (the invitation SMS carries them).
    const data: SmsSent = { resendIn: 0, repeated: true, ...(stored?.name === name ? { registration: stored } : {}) };
    return answer(req, res, 200, 'ok', '您已登记过本次展会', data);
  }
  const sent = await deps.client(String(req.id ?? '')).post(AUTOSHOW_PATH, { phone, name, s });
  if (!sent.ok) {
    // Nothing was registered: the visitor may try again.
    await store.delete(key).catch((err: unknown) => log.warn({ err }, 'autoshow: registration not released'));
    log.warn({ status: sent.status, code: sent.code }, 'autoshow: upstream refused the sms');
    return passOn(req, res, sent, '登记失败，请稍后再试');
  }
  answer(req, res, 200, 'ok', 'success', { resendIn: sent.data?.resendIn ?? 60, registration } satisfies SmsSent);
}

export function dealerServices(deps: DealerServicesDeps): RequestHandler[] {
  const json = express.json({ limit: '4kb', type: () => true });

  const handle =
    (fn: (deps: DealerServicesDeps, req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req, res, next) => {
      json(req, res, (err?: unknown) => {
        if (err) return answer(req, res, 400, 'badRequest', '请求格式错误');
        fn(deps, req, res).catch((e: unknown) => {
          if (!(e instanceof StoreUnavailableError)) return next(e);
          (req.log ?? deps.logger).error({ err: e }, 'dealer services: shared store unavailable, refused');
          res.set('Retry-After', String(STORE_DOWN_RETRY_AFTER_SECONDS));
          answer(req, res, 503, 'serviceUnavailable', SMS_SERVICE_UNAVAILABLE);
        });
      });
    };
  const dealerSms = handle(sendDealerSms);
  const autoshow = handle(registerAutoshow);

  const route: RequestHandler = (req, res, next) => {
    if (req.method !== 'POST') return next();
    if (req.path === DEALER_SMS_PATH) return dealerSms(req, res, next);
    if (req.path === AUTOSHOW_PATH) return autoshow(req, res, next);
    next();
  };
  return [guardLoadTcmi, route];
}
