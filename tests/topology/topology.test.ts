/**
 * Production as it runs: nginx (deploy/nginx/aurelion.conf.template, rendered as for a deployment) on
 * loopback in front of two site processes standing for two application hosts, one Redis, one mock
 * upstream. Visitors connect from distinct loopback source addresses (127.0.0.2, 127.0.0.3).
 * The hosts run as deploy/pm2/app-host.config.js sets them: TRUST_PROXY=1, Redis, page cache on.
 */
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#shared/api/session';
import { freePort } from '../../scripts/lib/free-port.ts';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/built-site.ts';
import { startNginx, nginxPorts, type TestNginx } from '../support/nginx.ts';
import { dashboardQueries, exportedNames, metricsReadByRules, seriesIn, siteMetrics } from '../support/prometheus-rules.ts';
import { describeOutcomes, failures, pacedLoad, type Outcome } from '../../scripts/lib/paced-load.ts';
import { startRedis, type TestRedis } from '../support/redis.ts';
import { CHROME_UA, clearFaults, injectFault, startMock, TEST_SIGN_SECRET, type MockApi } from '../support/stack.ts';

/** The rolling release of docs/deployment.md, as the issue states it: mixed pages at this rate... */
export const ROLLING_RESTART_RATE = 50;
/** ...for at least this long, covering both hosts' restarts. */
export const ROLLING_RESTART_SECONDS = 20;

const VISITOR_A = '127.0.0.2';
const VISITOR_B = '127.0.0.3';
const FORGED = '203.0.113.77';
const PHONE = '13900139000';
/** Production's captcha limit per address (docs/decisions/0010-shared-state-redis.md). */
const CAPTCHAS_PER_IP = 30;
const CODES_PER_PHONE = 3;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

interface Send {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The visitor's source address. */
  from?: string;
  /** Plain HTTP to this base URL instead of HTTPS to nginx. */
  base?: string;
}

let mock: MockApi;
let redis: TestRedis;
let nginx: TestNginx;
let origin: string;
const hosts: Record<'A' | 'B', { port: number; metricsPort: number; server: BuiltServer | null }> = {
  A: { port: 0, metricsPort: 0, server: null },
  B: { port: 0, metricsPort: 0, server: null },
};

/** One request on a fresh connection (as separate visitors make them), read whole and gunzipped. */
function send(pathname: string, options: Send = {}): Promise<Answer> {
  const url = new URL(pathname, options.base ?? origin);
  const requester = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = requester(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        rejectUnauthorized: false,
        timeout: 30_000,
        ...(options.from ? { localAddress: options.from } : {}),
        headers: { 'user-agent': CHROME_UA, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
        body.on('data', (c: Buffer) => chunks.push(c));
        body.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks).toString('utf8') }),
        );
        body.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The status of a page through nginx, or the error code: what the load counts. */
function pageStatus(page: string): Promise<number | string> {
  return send(page).then(
    (a) => a.status,
    (err: NodeJS.ErrnoException) => err.code ?? err.message,
  );
}

function json(pathname: string, body: unknown, options: Send = {}): Promise<Answer> {
  return send(pathname, {
    ...options,
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin, ...options.headers },
  });
}

async function startHost(name: 'A' | 'B'): Promise<void> {
  const host = hosts[name];
  host.server = await startBuiltServer(mock, TEST_SIGN_SECRET, {
    PORT: String(host.port),
    METRICS_PORT: String(host.metricsPort),
    REDIS_URL: redis.url,
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: origin,
    PAGE_CACHE: 'on',
  });
}

async function stopHost(name: 'A' | 'B'): Promise<void> {
  const server = hosts[name].server;
  hosts[name].server = null;
  await server?.stop();
}

/** The host's access-log lines ("request completed"), parsed. */
function accessLog(name: 'A' | 'B'): Array<{ req: { url: string; method: string; remoteAddress?: string }; res: { statusCode: number } }> {
  return (hosts[name].server?.output() ?? '')
    .split('\n')
    .filter((l) => l.includes('"request completed"'))
    .map((l) => JSON.parse(l) as { req: { url: string; method: string; remoteAddress?: string }; res: { statusCode: number } });
}

/** Sends pages through nginx until `name` has answered one: nginx uses the host again. */
async function untilServing(name: 'A' | 'B'): Promise<void> {
  const before = accessLog(name).length;
  const until = Date.now() + 30_000;
  while (accessLog(name).length === before) {
    if (Date.now() > until) throw new Error(`host ${name} got no request through nginx within 30 s`);
    expect(await pageStatus('/favicon.svg')).toBe(200);
  }
}

async function captcha(from: string, headers: Record<string, string> = {}): Promise<Answer> {
  return send('/api/captcha/gen', { from, headers });
}

async function mockRecords<T>(kind: 'sms' | 'captchas'): Promise<T[]> {
  const res = await send(`/__mock/records/${kind}`, { base: mock.url });
  return (JSON.parse(res.body) as { data: T[] }).data;
}

/** Asks host `name` (directly, as nginx would pass it on) to send a login code to `phone`. */
async function sendCodeVia(name: 'A' | 'B', phone: string): Promise<Answer> {
  const base = hosts[name].server?.url ?? '';
  const gen = await send('/api/captcha/gen', { base });
  const key = (JSON.parse(gen.body) as { data: { key: string } }).data.key;
  const found = (await mockRecords<{ key: string; answer: string }>('captchas')).find((c) => c.key === key);
  if (!found) throw new Error('captcha not recorded');
  return json('/api/user/new-smscode', { data: { phone, captchaKey: key, captcha: found.answer } }, { base });
}

/** The site's per-phone limit answered (not the upstream). */
function refusedBySite(answer: Answer): boolean {
  return /^该号码获取验证码过于频繁/.test((JSON.parse(answer.body) as { msg: string }).msg);
}

function envelopeCode(answer: Answer): number {
  return (JSON.parse(answer.body) as { code: number }).code;
}

/** Header names a response carries more than once (Set-Cookie may repeat by design). */
function repeatedHeaders(rawHeaders: string[]): string[] {
  const names = rawHeaders.filter((_v, i) => i % 2 === 0).map((n) => n.toLowerCase());
  return [...new Set(names.filter((n, i) => n !== 'set-cookie' && names.indexOf(n) !== i))];
}

beforeAll(async () => {
  const ports = await nginxPorts();
  origin = `https://127.0.0.1:${ports.httpsPort}`;
  mock = await startMock();
  redis = await startRedis();
  for (const name of ['A', 'B'] as const) {
    hosts[name].port = await freePort();
    hosts[name].metricsPort = await freePort();
  }
  await Promise.all([startHost('A'), startHost('B')]);
  nginx = await startNginx({
    upstreams: [`127.0.0.1:${hosts.A.port}`, `127.0.0.1:${hosts.B.port}`],
    clientDir: path.join(ROOT, 'dist/client'),
    ports,
  });
}, 120_000);

afterAll(async () => {
  // Everything started is stopped, whatever failed before.
  const results = await Promise.allSettled([
    nginx?.stop(),
    hosts.A.server?.stop(),
    hosts.B.server?.stop(),
    mock?.close(),
    redis?.stop(),
  ]);
  for (const r of results) if (r.status === 'rejected') throw r.reason;
}, 60_000);

describe('nginx in front of two application hosts', () => {
  it('sends the streamed shell of a page with a slow block through nginx well before the block', async () => {
    await injectFault(mock, 'latency=2000', '/api/client/findNews');
    try {
      // An undeclared query parameter keeps the page out of the page cache: it streams as rendered.
      const started = Date.now();
      const arrivals = await new Promise<Array<{ at: number; text: string }>>((resolve, reject) => {
        const req = httpsRequest(
          new URL('/?topology-probe=1', origin),
          { agent: false, rejectUnauthorized: false, headers: { 'user-agent': CHROME_UA, 'accept-encoding': 'gzip' } },
          (res) => {
            const chunks: Array<{ at: number; text: string }> = [];
            const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
            body.on('data', (c: Buffer) => chunks.push({ at: Date.now() - started, text: c.toString('utf8') }));
            body.on('end', () => resolve(chunks));
            body.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end();
      });
      const newsAt = arrivals.find((c) => c.text.includes('data-testid="news-teasers"'))?.at;
      const shellAt = arrivals.find((c) => c.text.includes('新闻加载中'))?.at;
      const timeline = arrivals.map((c) => `${c.at} ms: ${c.text.length} chars`).join(', ');
      expect(shellAt, timeline).toBeDefined();
      expect(newsAt, timeline).toBeDefined();
      // The block waits 2 s for its upstream; the shell does not.
      expect(newsAt! - shellAt!, timeline).toBeGreaterThan(1000);
      expect(arrivals.at(-1)?.text).toContain('</html>');
    } finally {
      await clearFaults(mock);
    }
  });

  it('counts visitors by their own address: two source addresses apart, a forged X-Forwarded-For ignored', async () => {
    for (let i = 0; i < CAPTCHAS_PER_IP; i++) expect((await captcha(VISITOR_A)).status).toBe(200);
    expect((await captcha(VISITOR_A)).status).toBe(429);
    // The visitor's own header names another address: nginx replaces it with the connection's.
    expect((await captcha(VISITOR_A, { 'x-forwarded-for': FORGED })).status).toBe(429);
    expect((await captcha(VISITOR_B, { 'x-forwarded-for': FORGED })).status).toBe(200);
    expect((await captcha(VISITOR_B)).status).toBe(200);

    // Both hosts answered, and each logged the visitors' addresses, never the forged one or nginx's.
    const lines = [...accessLog('A'), ...accessLog('B')].filter((l) => l.req.url.startsWith('/api/captcha/gen'));
    expect(accessLog('A').some((l) => l.req.url.startsWith('/api/captcha/gen'))).toBe(true);
    expect(accessLog('B').some((l) => l.req.url.startsWith('/api/captcha/gen'))).toBe(true);
    expect(new Set(lines.map((l) => l.req.remoteAddress))).toEqual(new Set([VISITOR_A, VISITOR_B]));
  });

  it('accepts a login made through host A on host B, and holds the per-phone SMS limit across both', async () => {
    const sent = await sendCodeVia('A', PHONE);
    expect(envelopeCode(sent)).toBe(200);
    const code = (await mockRecords<{ to: string; kind: string; code: string }>('sms')).find(
      (r) => r.to === PHONE && r.kind === 'login',
    )?.code;
    // Login, or registration for a phone the upstream does not know yet.
    const base = hosts.A.server?.url ?? '';
    let login = await json('/api/user/login', { phone: PHONE, code }, { base });
    if (envelopeCode(login) !== 200) login = await json('/api/user/register', { phone: PHONE, code, consent: true }, { base });
    const cookie = ((login.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '').split(';')[0] ?? '';
    expect(cookie, login.body).not.toBe('');

    const onB = await send('/account', { base: hosts.B.server?.url ?? '', headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(onB.body).toContain('139****9000');
    const anonymous = await send('/account', { base: hosts.B.server?.url ?? '' });
    expect(anonymous.status).toBe(302);

    // The first code went through A; two more through B reach the limit, which both hosts then keep.
    // (The upstream itself asks for 60 s between two codes: its refusal is not the site's.)
    for (let i = 1; i < CODES_PER_PHONE; i++) expect(refusedBySite(await sendCodeVia('B', PHONE))).toBe(false);
    for (const name of ['A', 'B'] as const) {
      const refused = await sendCodeVia(name, PHONE);
      expect(refused.status).toBe(429);
      expect(refusedBySite(refused), refused.body).toBe(true);
    }
  });

  it('serves assets from nginx as immutable, and pages from the app with their nonce, no header twice', async () => {
    const asset = readdirSync(path.join(ROOT, 'dist/client/assets')).find((f) => f.endsWith('.js'));
    const fromNginx = await send(`/assets/${asset}`);
    expect(fromNginx.status).toBe(200);
    expect(fromNginx.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromNginx.headers['strict-transport-security']).toContain('max-age=31536000');
    // nginx served it: the app would have added its Content-Security-Policy and its request id.
    expect(fromNginx.headers['content-security-policy']).toBeUndefined();
    expect(repeatedHeaders(fromNginx.rawHeaders)).toEqual([]);
    expect((await send('/assets/missing-0000.js')).status).toBe(404);

    const page = await send('/models/es');
    expect(page.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(page.body).toContain(`nonce="${nonce}"`);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(repeatedHeaders(page.rawHeaders)).toEqual([]);

    const plain = await send('/models/es?x=1', { base: `http://127.0.0.1:${nginx.httpPort}` });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${origin}/models/es?x=1`);
  });

  it('refuses a body far above the site\'s 16 KB at nginx with 413, before any host sees it', async () => {
    const big = await json('/api/topology-oversize', { blob: 'x'.repeat(100 * 1024) });
    expect(big.status).toBe(413);
    expect(big.headers.server).toBe('nginx');
    expect([...accessLog('A'), ...accessLog('B')].some((l) => l.req.url === '/api/topology-oversize')).toBe(false);
  });

  it('loses no GET while host A stops under traffic: nginx passes it to host B', async () => {
    await untilServing('A');
    const load = pacedLoad(pageStatus, 20);
    let outcomes: Outcome[];
    let stoppedAt = 0;
    try {
      await sleep(1000);
      stoppedAt = Date.now() - load.startedAt;
      await stopHost('A');
      await sleep(2000);
    } finally {
      outcomes = await load.stop();
    }
    const report = `${describeOutcomes(outcomes, (Date.now() - load.startedAt) / 1000)}; A stopped at ${stoppedAt} ms`;
    expect(outcomes.filter((o) => o.sentAt >= stoppedAt).length, report).toBeGreaterThan(0);
    expect(failures(outcomes), report).toEqual([]);
    await startHost('A');
  }, 60_000);

  it('never passes a POST that reached a failing host to another one, while a GET is retried', async () => {
    await stopHost('A');
    // Host A accepts requests and dies without answering, as a host that crashes mid-request.
    const received: string[] = [];
    const sockets = new Set<Socket>();
    const dying: Server = createServer((socket) => {
      sockets.add(socket);
      socket.once('data', (chunk: Buffer) => {
        received.push(chunk.toString('latin1').split('\r\n')[0] ?? '');
        socket.destroy();
      });
    });
    dying.listen(hosts.A.port, '127.0.0.1');
    await once(dying, 'listening');
    try {
      // Fresh workers forget that A just failed, so round robin sends it one of two requests.
      await nginx.reload();
      const posts: Answer[] = [];
      for (let i = 0; i < 4 && !received.some((l) => l.startsWith('POST')); i++) {
        posts.push(await json(`/api/topology-probe/${i}`, {}));
      }
      const lost = received.filter((l) => l.startsWith('POST')).map((l) => /probe\/(\d+)/.exec(l)?.[1]);
      expect(lost, 'a POST reached the failing host').toHaveLength(1);
      expect(posts[Number(lost[0])]?.status, 'nginx answers for the lost POST').toBe(502);
      expect(accessLog('B').some((l) => l.req.url === `/api/topology-probe/${lost[0]}`), 'B never saw it').toBe(false);

      await nginx.reload();
      const gets: number[] = [];
      for (let i = 0; i < 4 && !received.some((l) => l.startsWith('GET')); i++) gets.push((await send('/favicon.svg')).status);
      expect(received.filter((l) => l.startsWith('GET'))).toHaveLength(1);
      expect(gets.every((s) => s === 200), String(gets)).toBe(true);
    } finally {
      for (const s of sockets) s.destroy();
      dying.close();
      await once(dying, 'close');
    }
    await startHost('A');
  }, 60_000);

  it(`restarts host A, then host B, under ${ROLLING_RESTART_RATE} requests/s of mixed pages for ${ROLLING_RESTART_SECONDS} s without a failed request`, async () => {
    const load = pacedLoad(pageStatus, ROLLING_RESTART_RATE);
    const downtimes: Array<[number, number]> = [];
    let outcomes: Outcome[];
    try {
      await sleep(1000);
      for (const name of ['A', 'B'] as const) {
        const down = Date.now() - load.startedAt;
        await stopHost(name);
        await startHost(name);
        downtimes.push([down, Date.now() - load.startedAt]);
        await untilServing(name);
      }
      await sleep(Math.max(1000, load.startedAt + ROLLING_RESTART_SECONDS * 1000 - Date.now()));
    } finally {
      outcomes = await load.stop();
    }
    const report = `${describeOutcomes(outcomes, (Date.now() - load.startedAt) / 1000)}; restarts ${JSON.stringify(downtimes)} ms`;
    for (const [from, to] of downtimes) {
      expect(outcomes.filter((o) => o.sentAt >= from && o.sentAt <= to).length, report).toBeGreaterThan(0);
    }
    expect(failures(outcomes), report).toEqual([]);
  }, 120_000);

  it('exports from a running worker every metric the Prometheus rules and the Grafana dashboard read', async () => {
    // A render, a refusal and an upstream error on host A (restarted above): labelled series appear
    // once something was recorded.
    const base = hosts.A.server?.url ?? '';
    expect((await send('/', { base })).status).toBe(200);
    expect((await sendCodeVia('A', PHONE)).status).toBe(429);
    await injectFault(mock, 'status=503', '/api/client/findNews', 1);
    expect((await send('/api/client/findNews?page=1&pageSize=1', { base })).status).toBe(503);
    const exposition = (await send('/metrics', { base: `http://127.0.0.1:${hosts.A.metricsPort}` })).body;
    const exported = exportedNames(exposition);
    const read = siteMetrics([...metricsReadByRules(), ...dashboardQueries().flatMap(seriesIn)]);
    expect(read.length).toBeGreaterThan(10);
    expect(read.filter((name) => !exported.has(name))).toEqual([]);
  });
});
