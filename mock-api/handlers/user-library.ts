/** Saved configurations, favourites, follows and messages (the test-drive appointments: user-test-drives.ts). */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { Collection, CollectionType } from '#shared/api/user-api';
import { nextId, type MockDb } from '../db.ts';
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH, normalizeShareCode, shareCodeFrom } from '#shared/domain/share-code';
import { buildCustomized, withCurrentState } from '../data/configurations.ts';
import { findSeries } from '../data/series.ts';
import { MockError } from '../http/envelope.ts';
import { bodyId, bodyPaging, noBody, seriesCode } from '../http/input.ts';
import { paginate } from '../http/paging.ts';
import { route, userChange, type MountedRoute } from '../http/route.ts';

/** A share code no saved build has (32^7 codes: a clash is rare, and retried). */
function newShareCode(db: MockDb): string {
  for (;;) {
    const code = shareCodeFrom(
      Array.from({ length: SHARE_CODE_LENGTH - 1 }, () => randomInt(SHARE_CODE_ALPHABET.length)),
    );
    if (!db.customized.some((c) => c.code === code)) return code;
  }
}

function stripUser<T extends { userId: number }>(record: T): Omit<T, 'userId'> {
  const { userId: _userId, ...rest } = record;
  return rest;
}

const collectionTarget = z
  .object({
    type: z.enum(['news', 'series', 'dealer'], '只能是 news、series 或 dealer'),
    targetId: z.string().trim().min(1).max(32),
  })
  .strict();

function describeTarget(db: MockDb, type: CollectionType, targetId: string): Pick<Collection, 'title' | 'img'> {
  if (type === 'news') {
    const article = db.news.find((n) => String(n.id) === targetId);
    if (article) return { title: article.title, img: article.cover };
  } else if (type === 'series') {
    const series = findSeries(targetId);
    if (series) return { title: `${series.name} ${series.slogan}`, img: '' };
  } else {
    const dealer = db.dealers.find((d) => String(d.id) === targetId);
    if (dealer) return { title: dealer.shortName, img: '' };
  }
  throw new MockError('notFound', '收藏对象不存在');
}

export const userLibraryRoutes: MountedRoute[] = [
  route({
    path: '/api/user/saveCustomized',
    method: 'POST',
    auth: 'required',
    input: z
      .object({
        seriesCode,
        carId: bodyId,
        paintCode: z.string().min(1).max(16),
        interiorCode: z.string().min(1).max(16),
        wheelCode: z.string().min(1).max(16),
        options: z.array(z.string().max(32)).max(20),
        name: z.string().trim().max(30, '名称最多30个字').optional(),
      })
      .strict(),
    mutates: true,
    handle: ({ db, now, user, input }) => {
      const built = buildCustomized(
        input,
        { id: nextId(db, 'customized'), code: newShareCode(db), createdAt: new Date(now).toISOString() },
        db,
      );
      if (!built.ok) throw new MockError('badRequest', built.message);
      db.customized.push({ ...built.config, userId: user.id });
      return { id: built.config.id, code: built.config.code };
    },
  }),
  route({
    path: '/api/user/customizedList',
    method: 'POST',
    auth: 'required',
    input: z.object(bodyPaging(50)).strict(),
    handle: ({ db, user, input }) => {
      const mine = db.customized
        .filter((c) => c.userId === user.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      const page = paginate(mine.map(stripUser), input.page, input.pageSize);
      return { ...page, list: page.list.map((c) => withCurrentState(c, db)) };
    },
  }),
  route({
    path: '/api/user/customizedInfo',
    method: 'POST',
    auth: 'required',
    input: z.object({ id: bodyId }).strict(),
    handle: ({ db, user, input }) => {
      const found = db.customized.find((c) => c.id === input.id && c.userId === user.id);
      if (!found) throw new MockError('notFound', '配置不存在');
      return withCurrentState(stripUser(found), db);
    },
  }),
  route({
    path: '/api/user/renameCustomized',
    method: 'POST',
    auth: 'required',
    input: z
      .object({
        id: bodyId,
        name: z.string().trim().min(1, '请输入配置名称').max(30, '名称最多30个字'),
      })
      .strict(),
    mutates: true,
    handle: ({ db, user, input }) => {
      const found = db.customized.find((c) => c.id === input.id && c.userId === user.id);
      if (!found) throw new MockError('notFound', '配置不存在');
      found.name = input.name;
      return withCurrentState(stripUser(found), db);
    },
  }),
  userChange({
    path: '/api/user/deleteUserCustomized',
    input: z.object({ id: bodyId }).strict(),
    handle: ({ db, user, input }) => {
      if (!db.customized.some((c) => c.id === input.id && c.userId === user.id))
        throw new MockError('notFound', '配置不存在');
      db.customized = db.customized.filter((c) => c.id !== input.id);
      return null;
    },
  }),
  route({
    path: '/api/user/findCodeInfo',
    method: 'GET',
    auth: 'none',
    input: z.object({
      code: z
        .string()
        .max(32, '分享码为8位字母或数字')
        .transform((raw, ctx) => {
          const code = normalizeShareCode(raw);
          if (code === null) {
            ctx.addIssue({ code: 'custom', message: '分享码为8位字母或数字' });
            return z.NEVER;
          }
          return code;
        }),
    }),
    handle: ({ db, input }) => {
      const found = db.customized.find((c) => c.code === input.code);
      if (!found) throw new MockError('notFound', '分享码不存在');
      return withCurrentState(stripUser(found), db);
    },
  }),
  userChange({
    path: '/api/user/collections',
    input: collectionTarget,
    handle: ({ db, now, user, input }) => {
      const existing = db.collections.find(
        (c) => c.userId === user.id && c.type === input.type && c.targetId === input.targetId,
      );
      if (existing) {
        db.collections = db.collections.filter((c) => c !== existing);
        return { collected: false };
      }
      const target = describeTarget(db, input.type, input.targetId);
      db.collections.push({
        id: nextId(db, 'collections'),
        userId: user.id,
        type: input.type,
        targetId: input.targetId,
        ...target,
        createdAt: new Date(now).toISOString(),
      });
      return { collected: true };
    },
  }),
  route({
    path: '/api/user/isCollections',
    method: 'POST',
    auth: 'required',
    input: collectionTarget,
    handle: ({ db, user, input }) => ({
      collected: db.collections.some(
        (c) => c.userId === user.id && c.type === input.type && c.targetId === input.targetId,
      ),
    }),
  }),
  route({
    path: '/api/user/collectionsList',
    method: 'POST',
    auth: 'required',
    input: z
      .object({
        page: bodyPaging(20).page,
        // The favourites list alone names its page size `size`; `pageSize` is refused like any unknown key.
        size: z.number().int().min(1).max(100).default(20),
        type: z.enum(['news', 'series', 'dealer'], '只能是 news、series 或 dealer').optional(),
      })
      .strict(),
    handle: ({ db, user, input }) => {
      const mine = db.collections
        .filter((c) => c.userId === user.id && (!input.type || c.type === input.type))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      return paginate(mine.map(stripUser), input.page, input.size);
    },
  }),
  userChange({
    path: '/api/user/follow',
    input: z.object({ dealerId: bodyId }).strict(),
    handle: ({ db, now, user, input }) => {
      if (!db.dealers.some((d) => d.id === input.dealerId)) throw new MockError('notFound', '经销商不存在');
      const existing = db.follows.find((f) => f.userId === user.id && f.dealerId === input.dealerId);
      if (existing) {
        db.follows = db.follows.filter((f) => f !== existing);
        return { following: false };
      }
      db.follows.push({
        id: nextId(db, 'follows'),
        userId: user.id,
        dealerId: input.dealerId,
        followedAt: new Date(now).toISOString(),
      });
      return { following: true };
    },
  }),
  route({
    path: '/api/user/followList',
    method: 'POST',
    auth: 'required',
    input: z.object(bodyPaging(20)).strict(),
    handle: ({ db, user, input }) => {
      const list = db.follows
        .filter((f) => f.userId === user.id)
        .sort((a, b) => b.followedAt.localeCompare(a.followedAt) || b.id - a.id)
        .flatMap((f) => {
          const d = db.dealers.find((x) => x.id === f.dealerId);
          return d
            ? [
                {
                  dealerId: d.id,
                  name: d.shortName,
                  cityName: d.cityName,
                  address: d.address,
                  salesPhone: d.salesPhone,
                  followedAt: f.followedAt,
                },
              ]
            : [];
        });
      return paginate(list, input.page, input.pageSize);
    },
  }),
  route({
    path: '/api/user/msgList',
    method: 'POST',
    auth: 'required',
    input: z.object(bodyPaging(20)).strict(),
    handle: ({ db, user, input }) => {
      const mine = db.messages
        .filter((m) => m.userId === user.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      return paginate(mine.map(stripUser), input.page, input.pageSize);
    },
  }),
  route({
    path: '/api/user/unread-messages-count',
    method: 'POST',
    auth: 'required',
    input: noBody,
    handle: ({ db, user }) => ({ count: db.messages.filter((m) => m.userId === user.id && !m.read).length }),
  }),
  userChange({
    path: '/api/user/readMsg',
    input: z.object({ id: bodyId.optional() }).strict(),
    handle: ({ db, user, input }) => {
      const mine = db.messages.filter((m) => m.userId === user.id);
      if (input.id !== undefined) {
        const message = mine.find((m) => m.id === input.id);
        if (!message) throw new MockError('notFound', '消息不存在');
        message.read = true;
      } else {
        for (const m of mine) m.read = true;
      }
      return { count: mine.filter((m) => !m.read).length };
    },
  }),
];
