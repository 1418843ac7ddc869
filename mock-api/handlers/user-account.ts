/** Account changes: cancel (delete), nickname, phone number, e-mail. */
import { z } from 'zod';
import { toUser } from '../auth/gateway.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { checkCode } from '../auth/verify-codes.ts';
import type { MockDb } from '../db.ts';
import { MockError } from '../http/envelope.ts';
import { noBody, phone, smsCode } from '../http/input.ts';
import { userChange, type MountedRoute } from '../http/route.ts';
import { requireCode, sendCode } from './user-auth.ts';

const email = z.string().trim().toLowerCase().max(100).email('邮箱格式不正确');

/** Removes the account and everything that belongs to it. */
export function deleteAccount(db: MockDb, userId: number): void {
  db.users = db.users.filter((u) => u.id !== userId);
  db.customized = db.customized.filter((c) => c.userId !== userId);
  db.collections = db.collections.filter((c) => c.userId !== userId);
  db.follows = db.follows.filter((f) => f.userId !== userId);
  db.messages = db.messages.filter((m) => m.userId !== userId);
  db.testDrives = db.testDrives.filter((t) => t.userId !== userId);
  db.leads = db.leads.filter((l) => l.userId !== userId);
  revokeUserSessions(db, userId);
}

export const userAccountRoutes: MountedRoute[] = [
  userChange({
    path: '/api/user/cancel-smscode',
    input: noBody,
    handle: (ctx) => sendCode(ctx, ctx.user.phone, 'cancel'),
  }),
  userChange({
    path: '/api/user/cancel',
    input: z.object({ code: smsCode }).strict(),
    handle: ({ db, now, user, input }) => {
      requireCode(checkCode(db, { target: user.phone, purpose: 'cancel', code: input.code, now, consume: true }));
      deleteAccount(db, user.id);
      return null;
    },
  }),
  userChange({
    path: '/api/user/reset-nickname',
    input: z.object({ nickname: z.string().trim().min(1, '昵称不能为空').max(20, '昵称最多20个字') }).strict(),
    handle: ({ user, input }) => {
      user.nickname = input.nickname;
      return toUser(user);
    },
  }),
  userChange({
    path: '/api/user/upphone-smscode',
    input: z.object({ phone }).strict(),
    handle: (ctx) => {
      if (ctx.input.phone === ctx.user.phone) throw new MockError('badRequest', '新手机号不能与当前手机号相同');
      return sendCode(ctx, ctx.input.phone, 'change-phone');
    },
  }),
  userChange({
    path: '/api/user/reset-phonenumber',
    input: z.object({ phone, code: smsCode }).strict(),
    handle: ({ db, now, user, input }) => {
      requireCode(
        checkCode(db, { target: input.phone, purpose: 'change-phone', code: input.code, now, consume: true }),
      );
      if (db.users.some((u) => u.phone === input.phone && u.id !== user.id))
        throw new MockError('conflict', '该手机号已被其他账号使用');
      user.phone = input.phone;
      return toUser(user);
    },
  }),
  userChange({
    path: '/api/user/sendEmail',
    input: z.object({ email }).strict(),
    handle: (ctx) => sendCode(ctx, ctx.input.email, 'email'),
  }),
  userChange({
    path: '/api/user/resetEmail',
    input: z.object({ email, code: smsCode }).strict(),
    handle: ({ db, now, user, input }) => {
      requireCode(checkCode(db, { target: input.email, purpose: 'email', code: input.code, now, consume: true }));
      user.email = input.email;
      return toUser(user);
    },
  }),
];
