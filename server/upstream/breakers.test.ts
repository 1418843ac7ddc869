/**
 * Circuit breaker and bounded retry of the loaders' upstream calls, over HTTP against a small upstream
 * whose answers each test scripts and which counts what it receives.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '#shared/api/request';
import { createBreakerRegistry, type BreakerSettings, type BreakerStateChange } from './breakers.ts';
import { guardedTransport } from './upstream.ts';
import { superagentHttp } from './superagent-http.ts';

type Reply = { status: number; body?: unknown } | 'drop' | 'hang';

interface ScriptedUpstream {
  url: string;
  /** Paths received, in order. */
  seen: string[];
  /** What the next requests get (the last one repeats). */
  script: Reply[];
  close(): Promise<void>;
}

async function scriptedUpstream(script: Reply[] = [{ status: 200 }]): Promise<ScriptedUpstream> {
  const upstream: ScriptedUpstream = { url: '', seen: [], script, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    upstream.seen.push(`${req.method ?? ''} ${req.url ?? ''}`);
    const reply = upstream.script.length > 1 ? upstream.script.shift()! : upstream.script[0]!;
    if (reply === 'drop') return void req.socket.destroy();
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(reply.body ?? { code: reply.status === 200 ? 200 : reply.status, msg: 'x', data: { n: 1 } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstream.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return upstream;
}

const SETTINGS: BreakerSettings = { errorPercent: 50, volume: 4, resetMs: 300, windowMs: 10_000 };
const TIMEOUT = { response: 400, deadline: 1000 };

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setup(script: Reply[], settings = SETTINGS) {
  const upstream = await scriptedUpstream(script);
  const breakers = createBreakerRegistry(settings, { user: upstream.url, legacy: upstream.url });
  cleanups.push(
    () => upstream.close(),
    () => breakers.shutdown(),
  );
  const client = (signal?: AbortSignal): ApiClient =>
    createApiClient({
      http: superagentHttp,
      baseUrl: upstream.url,
      timeout: TIMEOUT,
      signal,
      transport: guardedTransport(breakers, TIMEOUT, () => upstream.url),
    });
  return { upstream, breakers, client };
}

const KV = '/api/client/findIndexKv' as const;

describe('circuit breaker per upstream host', () => {
  it('opens after the failures pass the threshold; then calls fail at once without reaching the upstream', async () => {
    const { upstream, breakers, client } = await setup([{ status: 503 }]);
    // Each GET is one call plus one retry: two GETs fill the volume (4) with failures (four without the
    // retries, which a very slow machine may not leave time for).
    for (let i = 0; i < 4 && breakers.states().user !== 'open'; i++) expect((await client().get(KV)).ok).toBe(false);
    expect(breakers.states()).toEqual({ user: 'open', legacy: 'open' });
    const before = upstream.seen.length;
    const result = await client().get(KV);
    expect(result).toEqual({ ok: false, code: -1, msg: '请求错误', data: null, status: 0 });
    expect(upstream.seen.length).toBe(before);
  });

  it('counts connection errors and timeouts as failures', async () => {
    const dropped = await setup(['drop']);
    // Four GETs reach the volume (4) whether or not a slow machine leaves time for the retries.
    for (let i = 0; i < 4; i++) await dropped.client().get(KV);
    expect(dropped.breakers.states().user).toBe('open');

    const hung = await setup(['hang']);
    for (let i = 0; i < 4; i++) await hung.client().get(KV);
    expect(hung.breakers.states().user).toBe('open');
  });

  it('does not count 4xx answers or envelope-level business errors', async () => {
    const { breakers, client } = await setup([
      { status: 404, body: { code: 404, msg: '未找到', data: null } },
      { status: 200, body: { code: 4101, msg: '验证码错误', data: null } },
    ]);
    for (let i = 0; i < 10; i++) await client().get(KV);
    expect(breakers.states().user).toBe('closed');
  });

  it('does not count a call the visitor aborted', async () => {
    const { breakers, client } = await setup(['hang']);
    for (let i = 0; i < 6; i++) {
      const controller = new AbortController();
      const pending = client(controller.signal).get(KV);
      controller.abort(new Error('visitor left'));
      await expect(pending).rejects.toThrow('visitor left');
    }
    expect(breakers.states().user).toBe('closed');
  });

  it('lets one probe through after the reset time: an answer closes it, a failure opens it again', async () => {
    const { upstream, breakers, client } = await setup([{ status: 503 }]);
    const changes: BreakerStateChange[] = [];
    breakers.onStateChange((change) => changes.push(change));
    for (let i = 0; i < 4 && breakers.states().user !== 'open'; i++) await client().get(KV);
    expect(breakers.states().user).toBe('open');

    await sleep(SETTINGS.resetMs + 50);
    expect(breakers.states().user).toBe('halfOpen');
    const failedProbe = await client().get(KV);
    expect(failedProbe.status).toBe(503);
    expect(breakers.states().user).toBe('open');

    upstream.script = [{ status: 200 }];
    await sleep(SETTINGS.resetMs + 50);
    const probe = await client().get(KV);
    expect(probe.ok).toBe(true);
    expect(breakers.states().user).toBe('closed');
    expect(changes.map((c) => c.state)).toEqual(['open', 'halfOpen', 'open', 'halfOpen', 'closed']);
    expect(changes[0]).toEqual({ host: upstream.url, upstreams: ['user', 'legacy'], state: 'open' });
  });

  it('keeps one breaker per host: a legacy host that is down does not open the user host', async () => {
    const user = await scriptedUpstream([{ status: 200 }]);
    const legacy = await scriptedUpstream([{ status: 502, body: { retCode: 502, retMsg: 'x', data: null } }]);
    const breakers = createBreakerRegistry(SETTINGS, { user: user.url, legacy: legacy.url });
    cleanups.push(
      () => user.close(),
      () => legacy.close(),
      () => breakers.shutdown(),
    );
    const baseUrlFor = (path: string) => (path.startsWith('/client/') ? legacy.url : user.url);
    const client = createApiClient({
      http: superagentHttp,
      baseUrl: user.url,
      baseUrlFor,
      timeout: TIMEOUT,
      transport: guardedTransport(breakers, TIMEOUT, baseUrlFor),
    });
    for (let i = 0; i < 4; i++) {
      await client.get('/client/news/list');
      await client.get(KV);
    }
    expect(breakers.states()).toEqual({ user: 'closed', legacy: 'open' });
  });
});

describe('bounded retry', () => {
  it('retries a GET once more after a 502/503/504 or a lost connection, and then gives up', async () => {
    const once = await setup([{ status: 503 }, { status: 200 }]);
    expect((await once.client().get(KV)).ok).toBe(true);
    expect(once.upstream.seen).toEqual([`GET ${KV}`, `GET ${KV}`]);

    const always = await setup([{ status: 504 }], { ...SETTINGS, volume: 100 });
    expect((await always.client().get(KV)).status).toBe(504);
    expect(always.upstream.seen).toHaveLength(2);
  });

  it('never retries a POST', async () => {
    const { upstream, client } = await setup([{ status: 503 }, { status: 200 }]);
    const result = await client().post('/api/client/saleClue', {} as never);
    expect(result.status).toBe(503);
    expect(upstream.seen).toEqual(['POST /api/client/saleClue']);
  });

  it('does not retry a GET that used up its response timeout, nor a 500', async () => {
    const hung = await setup(['hang'], { ...SETTINGS, volume: 100 });
    expect((await hung.client().get(KV)).status).toBe(0);
    expect(hung.upstream.seen).toHaveLength(1);

    const broken = await setup([{ status: 500 }], { ...SETTINGS, volume: 100 });
    expect((await broken.client().get(KV)).status).toBe(500);
    expect(broken.upstream.seen).toHaveLength(1);
  });
});
