/**
 * Shared state across processes (docs/decisions/0010-shared-state-redis.md): two production processes
 * (`node dist/server/index.js`, as PM2 workers or two machines would run) against one real mock and one
 * real redis-server, requests alternating between them. The per-phone SMS limit holds whichever process
 * answers; with Redis gone pages still serve and code sending is refused with 503; once Redis is back
 * the limits hold again, without a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import superagent from 'superagent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriveBody } from '../support/mock-client.ts';
import { startRedis, type TestRedis } from '../support/redis.ts';
import { startMock, TEST_SIGN_SECRET, type MockApi } from '../support/stack.ts';
import { ROOT } from '../support/built-site.ts';
import { PRODUCTION_NODE_FLAGS } from '../../scripts/lib/node-flags.ts';

interface SiteProcess {
  url: string;
  /** JSON log lines written so far. */
  logs: Array<{ msg?: string }>;
  stop(): Promise<void>;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

let redis: TestRedis;
let mock: MockApi;
let sites: SiteProcess[] = [];
let ipSeq = 0;

/** A fresh client address per request, so only the per-phone limit is in play. */
function nextIp(): string {
  ipSeq += 1;
  return `10.${Math.floor(ipSeq / 250) % 250}.${ipSeq % 250}.7`;
}

async function startSiteProcess(env: Record<string, string>): Promise<SiteProcess> {
  const child: ChildProcess = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, 'dist/server/index.js'], {
    cwd: ROOT,
    // No warm-up (server/warm-up.ts): its reads would fill the shared cache before the tests count them.
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', WARM_UP: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const logs: SiteProcess['logs'] = [];
  let pending = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        logs.push(entry);
        if (entry.msg === 'site listening' && entry.port) {
          clearTimeout(timer);
          resolve(entry.port);
        }
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.join('')}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function captcha(site: SiteProcess, ip: string): Promise<{ status: number; key: string; answer: string }> {
  const res = await superagent
    .get(`${site.url}/api/captcha/gen`)
    .ok(() => true)
    .set('X-Forwarded-For', ip);
  if (res.status !== 200) return { status: res.status, key: '', answer: '' };
  const key = (res.body as { data: { key: string } }).data.key;
  const records = await superagent.get(`${mock.url}/__mock/records/captchas`);
  const found = (records.body as { data: Array<{ key: string; answer: string }> }).data.find((c) => c.key === key);
  if (!found) throw new Error('captcha not recorded by the mock');
  return { status: res.status, key, answer: found.answer };
}

/** One login code for `phone` through `site`, as a browser does it: an image captcha first. */
async function sendCode(site: SiteProcess, phone: string): Promise<superagent.Response> {
  const ip = nextIp();
  const c = await captcha(site, ip);
  return superagent
    .post(`${site.url}/api/user/new-smscode`)
    .ok(() => true)
    .set({ Origin: site.url, 'X-Forwarded-For': ip })
    .send({ data: { phone, captchaKey: c.key, captcha: c.answer } });
}

function freshPhone(): string {
  return `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

async function pageStatus(site: SiteProcess, pagePath: string): Promise<number> {
  const res = await superagent
    .get(site.url + pagePath)
    .ok(() => true)
    .redirects(0);
  return res.status;
}

/** The per-phone limit (3 per 10 minutes), requests alternating between the two processes. */
async function expectPhoneLimitAcrossProcesses(): Promise<void> {
  const phone = freshPhone();
  for (let i = 0; i < 3; i++) {
    const res = await sendCode(sites[i % 2] as SiteProcess, phone);
    // Through to the upstream: HTTP 200 (its own 60 s resend cooldown answers in the envelope).
    expect(res.status).toBe(200);
    expect((res.body as Envelope).msg).not.toMatch(/该号码获取验证码过于频繁/);
  }
  for (const site of [sites[1], sites[0]] as SiteProcess[]) {
    const refused = await sendCode(site, phone);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((refused.body as Envelope).msg).toMatch(/^该号码获取验证码过于频繁，请 \d+ 分钟后再试$/);
  }
}

beforeAll(async () => {
  for (const f of ['dist/client/.vite/manifest.json', 'dist/server/index.js', 'dist/server/entry-server.js']) {
    if (!existsSync(path.join(ROOT, f)))
      throw new Error(`e2e needs the production build (${f} is missing): run npm run build`);
  }
  redis = await startRedis();
  mock = await startMock();
  const env = {
    USER_API_URL: mock.url,
    LEGACY_API_URL: mock.url,
    SIGN_SECRET: TEST_SIGN_SECRET,
    REDIS_URL: redis.url,
    REDIS_PREFIX: `e2e-${randomUUID()}:`,
    // Two processes on one machine: no fixed metrics port; a loaded test machine is no overload.
    METRICS_PORT: '0',
    OVERLOAD_LAG_MS: '0',
  };
  sites = await Promise.all([startSiteProcess(env), startSiteProcess(env)]);
});

afterAll(async () => {
  await Promise.all(sites.map((s) => s.stop()));
  await mock?.close();
  await redis?.stop();
});

describe('shared state across two site processes (Redis)', () => {
  it('rate limit: the per-phone SMS limit holds across two processes', async () => {
    await expectPhoneLimitAcrossProcesses();
    expect(sites.every((s) => s.logs.some((l) => l.msg === 'redis store connected'))).toBe(true);
  });

  it('Redis down: pages answer 200, code sending 503, captchas and leads go on; limits hold again once Redis is back', async () => {
    await redis.stop();
    try {
      for (const site of sites) {
        expect(await pageStatus(site, '/')).toBe(200);
        expect(await pageStatus(site, '/models/es')).toBe(200);

        const refused = await sendCode(site, freshPhone());
        expect(refused.status).toBe(503);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.body).toEqual({ code: 503, msg: '验证码服务暂时不可用，请稍后再试', data: null });

        // A captcha is served without counting; a lead is never lost to a counter.
        expect((await captcha(site, nextIp())).status).toBe(200);
        const phone = freshPhone();
        const lead = await superagent
          .post(`${site.url}/api/client/testDrivce`)
          .ok(() => true)
          .set({ Origin: site.url, 'X-Forwarded-For': nextIp() })
          .send(testDriveBody({ phone }));
        expect(lead.status).toBe(200);
        expect((lead.body as Envelope).code).toBe(200);
        const drives = await superagent.get(`${mock.url}/__mock/records/test-drives`);
        expect(JSON.stringify(drives.body)).toContain(phone);
      }
    } finally {
      await redis.restart();
    }

    // Reconnection is automatic: poll (bounded) until both processes count again.
    const until = Date.now() + 20_000;
    for (const site of sites) {
      let status = 503;
      while (status === 503 && Date.now() < until) {
        status = (await sendCode(site, freshPhone())).status;
        if (status === 503) await new Promise((r) => setTimeout(r, 200));
      }
      expect(status).toBe(200);
    }
    await expectPhoneLimitAcrossProcesses();

    // Each process logged the outage and the recovery once, not per request.
    for (const site of sites) {
      const messages = site.logs.map((l) => l.msg);
      expect(messages.filter((m) => m === 'redis store connection lost: reconnecting')).toHaveLength(1);
      expect(messages.filter((m) => m === 'redis store reconnected')).toHaveLength(1);
    }
  });
});
