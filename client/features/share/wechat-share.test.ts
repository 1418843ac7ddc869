import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '#shared/api/request';
import type { JssdkConfig } from '#shared/api/legacy-api';
import type { Wx, WxShareCard } from '#client/lib/platform/mini-program-bridge.ts';
import type { ShareCard } from './share-card.ts';
import { WECHAT_READY_TIMEOUT_MS } from './wechat-share.ts';

const SIGNED: JssdkConfig = { appId: 'wx123', timestamp: 1, nonceStr: 'n', signature: 's', jsApiList: [] };

function card(name: string): ShareCard {
  return {
    title: name,
    desc: `${name} desc`,
    url: `https://www.aurelion.example/${name}`,
    imgUrl: 'https://img.example/a.jpg',
  };
}

/** WeChat's SDK as a recorder: `config` is remembered, ready/error fire when the test says so. */
function fakeWx() {
  const readies: Array<() => void> = [];
  const configs: unknown[] = [];
  const shared: WxShareCard[] = [];
  const wx: Wx = {
    config: (o) => configs.push(o),
    ready: (cb) => readies.push(cb),
    error: () => undefined,
    updateAppMessageShareData: (c) => shared.push(c),
    updateTimelineShareData: () => undefined,
  };
  return { wx, configs, shared, fireReady: () => readies.splice(0).forEach((cb) => cb()) };
}

/** The signing endpoint, answering each request when the test releases it. */
function slowSigner() {
  const pending: Array<{ url: string; answer: () => void }> = [];
  const get = (_path: string, query?: { url: string }) =>
    new Promise<ApiResult<JssdkConfig>>((resolve) => {
      pending.push({
        url: query?.url ?? '',
        answer: () => resolve({ ok: true, code: 0, msg: '', data: SIGNED, status: 200 }),
      });
    });
  // Only the signing endpoint is asked for.
  const api = { get: get as ApiClient['get'] };
  return { api, pending };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  // Module state (the configured URL) must not leak between tests.
  vi.resetModules();
  window.history.replaceState(null, '', '/models/es');
});

afterEach(() => {
  delete window.wx;
  vi.useRealTimers();
});

/** A fresh module (its configured URL), WeChat's SDK and the signer. */
async function setup() {
  const { applyWechatShare } = await import('./wechat-share.ts');
  const fake = fakeWx();
  window.wx = fake.wx;
  const { api, pending } = slowSigner();
  return { apply: (name: string) => applyWechatShare(api, card(name)), fake, pending };
}

describe('WeChat share card', () => {
  it('a navigation before the first signature answers: one wx.config, for the page now shown, and its card', async () => {
    const { apply, fake, pending } = await setup();
    const a = apply('A');
    await flush();
    window.history.pushState(null, '', '/models/ux');
    const b = apply('B');
    await flush();
    expect(pending.map((p) => new URL(p.url).pathname)).toEqual(['/models/es', '/models/ux']);
    pending[1]?.answer();
    await flush();
    pending[0]?.answer();
    await flush();
    fake.fireReady();
    await Promise.all([a, b]);
    expect(fake.configs).toHaveLength(1);
    expect(fake.shared.at(-1)?.title).toBe('B');
    expect(fake.shared.map((c) => c.title)).not.toContain('A');
  });

  it('two cards for the same URL share one signature and the latest card wins', async () => {
    const { apply, fake, pending } = await setup();
    const a = apply('A');
    await flush();
    const b = apply('B');
    await flush();
    expect(pending).toHaveLength(1);
    pending[0]?.answer();
    await flush();
    fake.fireReady();
    await Promise.all([a, b]);
    expect(fake.configs).toHaveLength(1);
    expect(fake.shared.map((c) => c.title)).toEqual(['B']);
  });

  it('gives up on a config that neither readies nor fails, so a later card signs again', async () => {
    expect(WECHAT_READY_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { apply, fake, pending } = await setup();
    const a = apply('A');
    await vi.advanceTimersByTimeAsync(0);
    pending[0]?.answer();
    await vi.advanceTimersByTimeAsync(WECHAT_READY_TIMEOUT_MS);
    expect(await a).toBe(false);
    const b = apply('B');
    await vi.advanceTimersByTimeAsync(0);
    expect(pending).toHaveLength(2);
    pending[1]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    fake.fireReady();
    expect(await b).toBe(true);
    expect(fake.shared.map((c) => c.title)).toEqual(['B']);
  });
});
