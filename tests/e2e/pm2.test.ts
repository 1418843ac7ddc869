/**
 * Operations: `ecosystem.config.js` under the project's own PM2, on loopback, in an isolated PM2_HOME.
 * Both web instances serve; under 100 requests/s of mixed pages `pm2 reload web` fails no request, and
 * when one worker is SIGKILLed the other serves every request while PM2 replaces it; each instance
 * serves its metrics on its own loopback port.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { ROOT } from '../support/built-site.ts';
import { describeOutcomes, failures, pacedLoad as pacedPageLoad, type Outcome } from '../../scripts/lib/paced-load.ts';
import { UA } from './support/browser.ts';

const run = promisify(execFile);
const PM2 = path.join(ROOT, 'node_modules/pm2/bin/pm2');

interface Pm2Process {
  name: string;
  pid: number;
  pm_id: number;
  pm2_env: { status: string; pm_out_log_path: string; restart_time: number };
}


/** Two free neighbouring ports: worker N serves metrics on METRICS_PORT + N. */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = await freePort();
    const taken = await new Promise<boolean>((resolve) => {
      const s = createServer();
      s.once('error', () => resolve(true));
      s.listen(first + 1, '127.0.0.1', () => s.close(() => resolve(false)));
    });
    if (!taken) return first;
  }
  throw new Error('no two free neighbouring ports');
}

/** Status of one request on a fresh connection, or the error code when it failed. */
function status(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = get(url, { agent: false, timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

/**
 * Outcome of one page request on a fresh connection, sent as a browser: the status, or the error code.
 * Fresh connections because a client reusing a keep-alive socket races the server closing it while
 * draining (browsers retry that transparently; a test client would report it as a failure).
 */
function pageStatus(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = get(url, { agent: false, timeout: 30_000, headers: { 'user-agent': UA.desktop } }, (res) => {
      const status = res.statusCode ?? 0;
      // A failed answer says which part refused it: the overload guard (Retry-After on its static page)
      // or a page without its data (the page's own title), so a failure report names its cause.
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (status >= 500 && body.length < 4096) body += chunk;
      });
      res.on('end', () => {
        if (status < 500) return resolve(status);
        const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
        const retryAfter = res.headers['retry-after'];
        resolve(`${status}${retryAfter ? ` retry-after ${retryAfter}` : ''}${title ? ` «${title}»` : ''}`);
      });
      res.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

/** The page mix against the PM2 cluster, at `rate` requests per second. */
function pacedLoad(rate: number) {
  return pacedPageLoad((page) => pageStatus(`http://127.0.0.1:${port}${page}`), rate);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let env: NodeJS.ProcessEnv;
let port: number;
let metricsPort: number;

async function pm2(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [PM2, ...args], { cwd: ROOT, env, timeout: 60_000 });
  return stdout;
}

async function processes(): Promise<Pm2Process[]> {
  return JSON.parse(await pm2('jlist')) as Pm2Process[];
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('timed out waiting');
}

beforeAll(async () => {
  port = await freePort();
  metricsPort = await freePortPair();
  env = {
    ...process.env,
    PM2_HOME: mkdtempSync(path.join(tmpdir(), 'pm2-home-')),
    PORT: String(port),
    MOCK_PORT: String(await freePort()),
    WEB_INSTANCES: '2',
    METRICS_PORT: String(metricsPort),
    SIGN_SECRET: 'pm2-test-secret',
    LOG_LEVEL: 'info',
    // What is under test is PM2's reload and replacement. The overload guard (tested on its own in
    // tests/integration/overload.test.ts) would shed pages whenever a shared 2-core test machine lags.
    OVERLOAD_LAG_MS: '0',
  };
  await pm2('start', 'ecosystem.config.js', '--env', 'local');
  await waitFor(async () => {
    const list = await processes();
    return list.length === 3 && list.every((p) => p.pm2_env.status === 'online');
  }, 60_000);
  await waitFor(async () => (await status(`http://127.0.0.1:${port}/`)) === 200, 30_000);
}, 120_000);

afterAll(async () => {
  if (!env) return;
  const home = env.PM2_HOME as string;
  const pids = (await processes().catch(() => [])).map((p) => p.pid);
  const daemonPidFile = path.join(home, 'pm2.pid');
  if (existsSync(daemonPidFile)) pids.push(Number(readFileSync(daemonPidFile, 'utf8')));
  await pm2('kill').catch(() => undefined);
  // Whatever `pm2 kill` left (it failed, or timed out) must not outlive the test run.
  for (const pid of pids) if (pid > 0 && alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(home, { recursive: true, force: true });
}, 90_000);

describe('PM2', () => {
  it('runs web in cluster mode with two instances that both serve, beside the mock API', async () => {
    const list = await processes();
    expect(list.filter((p) => p.name === 'web')).toHaveLength(2);
    expect(list.filter((p) => p.name === 'mock-api')).toHaveLength(1);
    for (let i = 0; i < 20; i++) expect(await status(`http://127.0.0.1:${port}/favicon.svg`)).toBe(200);
    expect(await status(`http://127.0.0.1:${port}/`)).toBe(200);
    // Each instance logs its own request lines (pino writes the pid).
    const webPids = new Set(list.filter((p) => p.name === 'web').map((p) => p.pid));
    const logFile = list.find((p) => p.name === 'web')?.pm2_env.pm_out_log_path ?? '';
    const servedBy = new Set(
      readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((l) => l.includes('"request completed"'))
        .map((l) => (JSON.parse(l) as { pid: number }).pid),
    );
    expect([...webPids].every((pid) => servedBy.has(pid))).toBe(true);
  });

  it('reloads web under 100 requests/s of mixed pages for 20 s without a failed request', async () => {
    const before = new Set((await processes()).filter((p) => p.name === 'web').map((p) => p.pid));
    const load = pacedLoad(100);
    let outcomes: Outcome[];
    let reloadStart = 0;
    let reloadEnd = 0;
    try {
      await sleep(3000);
      reloadStart = Date.now() - load.startedAt;
      await pm2('reload', 'web');
      reloadEnd = Date.now() - load.startedAt;
      // 20 s of load in all, and at least 2 s after the reload, so the new instances serve too.
      await sleep(Math.max(2000, load.startedAt + 20_000 - Date.now()));
    } finally {
      outcomes = await load.stop();
    }
    const report = `${describeOutcomes(outcomes, (Date.now() - load.startedAt) / 1000)}; reload from ${reloadStart} to ${reloadEnd} ms`;

    const after = (await processes()).filter((p) => p.name === 'web');
    expect(after).toHaveLength(2);
    expect(after.every((p) => !before.has(p.pid) && p.pm2_env.status === 'online')).toBe(true);
    // The load covered the reload: requests were sent while PM2 replaced the instances.
    expect(outcomes.filter((o) => o.sentAt >= reloadStart && o.sentAt <= reloadEnd).length, report).toBeGreaterThan(0);
    expect(failures(outcomes), report).toEqual([]);
  }, 120_000);

  it('keeps serving every request while PM2 replaces a SIGKILLed web worker', async () => {
    const web = (await processes()).filter((p) => p.name === 'web');
    const victim = web[0];
    if (!victim) throw new Error('no web instance');
    const survivor = web.find((p) => p.pid !== victim.pid);

    process.kill(victim.pid, 'SIGKILL');
    // Requests the dead worker was serving at that instant are lost: that is what SIGKILL means. The
    // criterion starts once PM2 (the cluster master and the worker's parent) has reaped it, so no new
    // connection can be handed to it.
    while (alive(victim.pid)) await sleep(10);
    const load = pacedLoad(100);
    let outcomes: Outcome[];
    let replaced: Pm2Process | undefined;
    try {
      await waitFor(async () => {
        const list = (await processes()).filter((p) => p.name === 'web');
        replaced = list.find((p) => p.pm_id === victim.pm_id && p.pid !== victim.pid && p.pm2_env.status === 'online');
        return list.length === 2 && list.every((p) => p.pm2_env.status === 'online') && replaced !== undefined;
      }, 30_000);
      await sleep(2000);
    } finally {
      outcomes = await load.stop();
    }
    const seconds = (Date.now() - load.startedAt) / 1000;

    const after = (await processes()).filter((p) => p.name === 'web');
    expect(after).toHaveLength(2);
    expect(after.map((p) => p.pid)).not.toContain(victim.pid);
    expect(after.map((p) => p.pid)).toContain(survivor?.pid);
    expect(replaced?.pm2_env.restart_time).toBe(victim.pm2_env.restart_time + 1);
    // The load covered the replacement: some requests were sent before the new worker listened.
    const logFile = victim.pm2_env.pm_out_log_path;
    const listening = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((l) => l.includes('"site listening"'))
      .map((l) => JSON.parse(l) as { pid: number; time: number })
      .find((l) => l.pid === replaced?.pid);
    expect(listening, 'the replacement logged "site listening"').toBeDefined();
    const sentBeforeReady = outcomes.filter((o) => load.startedAt + o.sentAt < (listening?.time ?? 0)).length;
    const report = `${sentBeforeReady} sent before the replacement listened; ${describeOutcomes(outcomes, seconds)}`;
    expect(sentBeforeReady, report).toBeGreaterThan(0);
    expect(failures(outcomes), report).toEqual([]);
  }, 120_000);

  it('serves each instance\'s metrics on loopback at METRICS_PORT + its instance number, also after the reload', async () => {
    for (const p of [metricsPort, metricsPort + 1]) {
      expect(await status(`http://127.0.0.1:${p}/metrics`)).toBe(200);
    }
    expect(await status(`http://127.0.0.1:${port}/metrics`)).toBe(404);
    const logFile = (await processes()).find((p) => p.name === 'web')?.pm2_env.pm_out_log_path ?? '';
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain('"metrics listening"');
    expect(log).not.toContain('metrics server failed to start');
  });
});
