import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '#shared/api/request';
import type { JsapiTicket } from '#shared/api/legacy-api';
import { createPageGaps } from '#shared/api/upstream-gaps';
import { createMemoryStore } from '../store/memory-store.ts';
import { SHARED_VALUE_POLL_MS } from '../store/shared-value.ts';
import { UPSTREAM_GAP_TTL_MS } from '../upstream/upstream-gaps.ts';
import {
  createTicketSource,
  lifetimeMs,
  SharingUnavailable,
  TICKET_PATH,
  WECHAT_REFRESH_LOCK_MS,
  WECHAT_REFRESH_MARGIN_MS,
} from './tickets.ts';
import type { WechatApi } from './wechat-api.ts';

const logger = pino({ level: 'silent' });
const noWechat = { credentials: null, apiUrl: 'https://api.weixin.qq.com', upstreamTicket: true };

function upstreamAnswering(answer: () => ApiResult<JsapiTicket>) {
  const calls: string[] = [];
  const client = (): ApiClient => ({
    get: ((path: string) => {
      calls.push(path);
      return Promise.resolve(answer());
    }) as ApiClient['get'],
    post: () => Promise.reject(new Error('no POST expected')),
  });
  return { client, calls };
}

describe('the production values of the WeChat ticket flow', () => {
  it('refreshes 5 minutes before expiry, holds the refresh lock 25 s, forgets a missing endpoint after 10 minutes', () => {
    expect(WECHAT_REFRESH_MARGIN_MS).toBe(300_000);
    expect(WECHAT_REFRESH_LOCK_MS).toBe(25_000);
    expect(SHARED_VALUE_POLL_MS).toBe(50);
    expect(UPSTREAM_GAP_TTL_MS).toBe(600_000);
    expect(lifetimeMs(7200)).toBe(6_900_000);
    // A lifetime shorter than the margin is still kept a minute, never zero or negative.
    expect(lifetimeMs(120)).toBe(60_000);
  });
});

describe("the upstream's ticket", () => {
  it('is kept for its lifetime minus 5 minutes, then asked again', async () => {
    let now = 1_000_000;
    let asked = 0;
    const { client } = upstreamAnswering(() => {
      asked += 1;
      return { ok: true, code: 0, msg: '', status: 200, data: { appId: 'wx1', ticket: `t${asked}`, expiresIn: 7200 } };
    });
    const store = createMemoryStore({ now: () => now });
    const tickets = createTicketSource({
      wechat: noWechat,
      store,
      client,
      gaps: createPageGaps([]),
      logger,
      now: () => now,
    });
    await Promise.all([tickets.ticket('a'), tickets.ticket('b'), tickets.ticket('c')]);
    expect(asked).toBe(1);
    now += 7200_000 - 300_000 - 1;
    expect((await tickets.ticket('d')).ticket).toBe('t1');
    now += 2;
    expect((await tickets.ticket('e')).ticket).toBe('t2');
    expect(asked).toBe(2);
  });

  it('answered with 404 makes sharing unavailable and is not asked again while the gap stands', async () => {
    const { client, calls } = upstreamAnswering(() => ({
      ok: false,
      code: -1,
      msg: '请求错误',
      status: 404,
      data: null,
    }));
    const gaps = createPageGaps([]);
    const tickets = createTicketSource({ wechat: noWechat, store: createMemoryStore(), client, gaps, logger });
    await expect(tickets.ticket('a')).rejects.toBeInstanceOf(SharingUnavailable);
    expect(await gaps.lacks(TICKET_PATH)).toBe(true);
    await expect(tickets.ticket('b')).rejects.toBeInstanceOf(SharingUnavailable);
    expect(calls).toEqual([TICKET_PATH]);
  });

  it('failing otherwise (503) is an error, not a missing endpoint', async () => {
    const { client } = upstreamAnswering(() => ({ ok: false, code: -1, msg: '请求错误', status: 503, data: null }));
    const gaps = createPageGaps([]);
    const tickets = createTicketSource({ wechat: noWechat, store: createMemoryStore(), client, gaps, logger });
    const err = await tickets.ticket('a').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(SharingUnavailable);
    expect(await gaps.lacks(TICKET_PATH)).toBe(false);
  });
});

describe('with no ticket source configured', () => {
  it('sharing is unavailable and nothing is called', async () => {
    const { client, calls } = upstreamAnswering(() => {
      throw new Error('no call expected');
    });
    const tickets = createTicketSource({
      wechat: { ...noWechat, upstreamTicket: false },
      store: createMemoryStore(),
      client,
      gaps: createPageGaps([]),
      logger,
    });
    await expect(tickets.ticket('a')).rejects.toBeInstanceOf(SharingUnavailable);
    expect(calls).toEqual([]);
  });
});

describe("WeChat's token and ticket", () => {
  it('are both kept until 5 minutes before they expire, then fetched again once', async () => {
    let now = 5_000_000;
    const calls: string[] = [];
    const wechatApi: WechatApi = {
      token: () => {
        calls.push('token');
        return Promise.resolve({ accessToken: `token${calls.length}`, expiresIn: 7200 });
      },
      ticket: (accessToken) => {
        calls.push(`ticket with ${accessToken}`);
        return Promise.resolve({ ticket: `ticket${calls.length}`, expiresIn: 7200 });
      },
    };
    const tickets = createTicketSource({
      wechat: {
        credentials: { appId: 'wx0123456789abcdef', appSecret: 'f'.repeat(32) },
        apiUrl: '',
        upstreamTicket: true,
      },
      store: createMemoryStore({ now: () => now }),
      client: upstreamAnswering(() => {
        throw new Error('the upstream is not asked when WeChat credentials are set');
      }).client,
      gaps: createPageGaps([]),
      logger,
      now: () => now,
      wechatApi,
    });
    const first = await Promise.all([tickets.ticket('a'), tickets.ticket('b')]);
    expect(first.map((t) => t.appId)).toEqual(['wx0123456789abcdef', 'wx0123456789abcdef']);
    expect(calls).toEqual(['token', 'ticket with token1']);
    now += 6_900_000 - 1;
    await tickets.ticket('c');
    expect(calls).toHaveLength(2);
    now += 2;
    expect((await tickets.ticket('d')).ticket).toBe('ticket4');
    expect(calls).toEqual(['token', 'ticket with token1', 'token', 'ticket with token3']);
  });
});
