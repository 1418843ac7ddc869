/**
 * Operations: `ecosystem.config.js` under the project's own PM2, on loopback, in an isolated PM2_HOME.
 * Both web instances serve, and `pm2 reload web` drops no request from a steady client loop; each
 * instance serves its metrics on its own loopback port.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/built-site.ts';

const run = promisify(execFile);
const PM2 = path.join(ROOT, 'node_modules/pm2/bin/pm2');

interface Pm2Process {
  name: string;
  pid: number;
  pm2_env: { status: string; pm_out_log_path: string };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
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
  await pm2('kill').catch(() => undefined);
  rmSync(env.PM2_HOME as string, { recursive: true, force: true });
});

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

  it('reloads web without dropping a request from a steady client loop', async () => {
    const before = new Set((await processes()).filter((p) => p.name === 'web').map((p) => p.pid));
    let stop = false;
    const results: Array<number | string> = [];
    const loop = async () => {
      while (!stop) results.push(await status(`http://127.0.0.1:${port}/healthz`));
    };
    const clients = Promise.all([loop(), loop(), loop(), loop()]);
    await new Promise((r) => setTimeout(r, 1000));
    await pm2('reload', 'web');
    await new Promise((r) => setTimeout(r, 1000));
    stop = true;
    await clients;

    const after = (await processes()).filter((p) => p.name === 'web');
    expect(after.every((p) => !before.has(p.pid) && p.pm2_env.status === 'online')).toBe(true);
    expect(results.length).toBeGreaterThan(50);
    expect(results.filter((s) => s !== 200)).toEqual([]);
  });

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
