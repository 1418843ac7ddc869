/** Captcha, login codes, registration, login, logout, session check. */
import { z } from 'zod';
import type { Session } from '#shared/api/user-api';
import { checkCaptcha, issueCaptcha } from '../auth/captcha.ts';
import { codeText, sendMessage, toUser } from '../auth/gateway.ts';
import { issueSession, revokeSession } from '../auth/sessions.ts';
import {
  checkCode,
  consumeCode,
  CODE_TTL_MS,
  issueCode,
  RESEND_COOLDOWN_MS,
  type CheckResult,
} from '../auth/verify-codes.ts';
import { nextId, type CodePurpose, type MockDb, type UserRecord } from '../db.ts';
import { avatarUrl } from '../data/media.ts';
import { MockError } from '../http/envelope.ts';
import { noBody, noQuery, phone, smsCode } from '../http/input.ts';
import { route, userChange, tokenOf, type HandlerContext, type MountedRoute } from '../http/route.ts';

const PURPOSE_LABEL: Readonly<Record<CodePurpose, string>> = {
  login: '登录',
  'change-phone': '更换手机号',
  cancel: '注销账号',
  email: '邮箱验证',
};

/** Sends a code, or refuses with 429 within the 60 s cooldown. Same answer whether the phone has an account or not. */
export function sendCode<I, U>(
  ctx: HandlerContext<I, U>,
  target: string,
  purpose: CodePurpose,
): { expiresIn: number; resendIn: number } {
  const issued = issueCode(ctx.db, { target, purpose, now: ctx.now, fixedCode: ctx.deps.smsCode });
  if (!issued.ok) {
    ctx.res.set('Retry-After', String(issued.retryAfterSeconds));
    throw new MockError('tooManyRequests', `发送过于频繁，请${issued.retryAfterSeconds}秒后再试`);
  }
  const text =
    purpose === 'email'
      ? `【奥瑞麟】您的邮箱验证码为${issued.record.code}，5分钟内有效。`
      : codeText(issued.record.code, PURPOSE_LABEL[purpose]);
  sendMessage(ctx.db, ctx.log, { to: target, kind: purpose, code: issued.record.code, text, now: ctx.now });
  return { expiresIn: CODE_TTL_MS / 1000, resendIn: RESEND_COOLDOWN_MS / 1000 };
}

/** Throws the matching business error unless the check passed. */
export function requireCode(result: CheckResult): void {
  if (result === 'ok') return;
  if (result === 'locked') throw new MockError('verifyCodeLocked', '验证码错误次数过多，请重新获取');
  if (result === 'expired') throw new MockError('verifyCodeInvalid', '验证码已过期，请重新获取');
  throw new MockError('verifyCodeInvalid', '验证码错误');
}

function startSession(db: MockDb, user: UserRecord, now: number): Session {
  const session = issueSession(db, user.id, now);
  return { token: session.token, expiresAt: new Date(session.expiresAt).toISOString(), user: toUser(user) };
}

export const userAuthRoutes: MountedRoute[] = [
  route({
    path: '/api/captcha/gen',
    method: 'GET',
    auth: 'none',
    input: noQuery,
    mutates: true,
    handle: ({ db, now, res }) => {
      const { record, svg } = issueCaptcha(db, now);
      res.set('Cache-Control', 'no-store');
      return { key: record.key, svg };
    },
  }),
  route({
    path: '/api/user/captcha',
    method: 'POST',
    auth: 'none',
    input: z
      .object({ key: z.string().min(1).max(64), code: z.string().min(1, '请输入图形验证码').max(8) })
      .strict(),
    mutates: true,
    handle: ({ db, now, input }) => {
      if (!checkCaptcha(db, input.key, input.code, now, false))
        throw new MockError('captchaInvalid', '图形验证码错误或已过期');
      return { valid: true };
    },
  }),
  route({
    path: '/api/user/new-smscode',
    method: 'POST',
    auth: 'none',
    input: z
      .object({
        data: z
          .object({
            phone,
            captchaKey: z.string().min(1).max(64),
            captcha: z.string().min(1, '请输入图形验证码').max(8),
          })
          .strict(),
      })
      .strict(),
    mutates: true,
    handle: (ctx) => {
      const { phone: target, captchaKey, captcha } = ctx.input.data;
      if (!checkCaptcha(ctx.db, captchaKey, captcha, ctx.now, true))
        throw new MockError('captchaInvalid', '图形验证码错误或已过期');
      return sendCode(ctx, target, 'login');
    },
  }),
  route({
    path: '/api/user/register',
    method: 'POST',
    auth: 'none',
    input: z
      .object({
        phone,
        code: smsCode,
        nickname: z.string().trim().min(1).max(20, '昵称最多20个字').optional(),
        consent: z.literal(true, '请阅读并同意隐私政策'),
      })
      .strict(),
    mutates: true,
    handle: ({ db, now, input }) => {
      if (db.users.some((u) => u.phone === input.phone)) throw new MockError('conflict', '该手机号已注册，请直接登录');
      requireCode(checkCode(db, { target: input.phone, purpose: 'login', code: input.code, now, consume: true }));
      const id = nextId(db, 'users');
      const user: UserRecord = {
        id,
        phone: input.phone,
        nickname: input.nickname ?? `用户${input.phone.slice(-4)}`,
        avatar: avatarUrl(id),
        email: null,
        createdAt: new Date(now).toISOString(),
      };
      db.users.push(user);
      return startSession(db, user, now);
    },
  }),
  route({
    path: '/api/user/login',
    method: 'POST',
    auth: 'none',
    input: z.object({ phone, code: smsCode }).strict(),
    mutates: true,
    handle: ({ db, now, input }) => {
      requireCode(checkCode(db, { target: input.phone, purpose: 'login', code: input.code, now, consume: false }));
      const user = db.users.find((u) => u.phone === input.phone);
      // The caller proved they own the phone; the code stays valid for /api/user/register.
      if (!user) throw new MockError('notRegistered', '该手机号尚未注册，请先注册');
      consumeCode(db, input.phone, 'login', now);
      return startSession(db, user, now);
    },
  }),
  userChange({
    path: '/api/user/logout',
    input: noBody,
    handle: ({ db, req }) => {
      const token = tokenOf(req);
      if (token) revokeSession(db, token);
      return null;
    },
  }),
  route({
    path: '/api/user/ckauth',
    method: 'POST',
    auth: 'required',
    input: noBody,
    handle: ({ user }) => toUser(user),
  }),
];
