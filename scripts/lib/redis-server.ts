/**
 * A real redis-server for tests and the operations scripts, on an ephemeral loopback port (redis has no
 * `--port 0`: a free port is picked by binding port 0 first). Nothing is persisted. `stop()` and `restart()` keep the port, so
 * clients configured with the URL see an outage and a recovery, as in production.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { freePort } from './free-port.ts';

export const REDIS_SERVER = '/usr/bin/redis-server';

export interface TestRedis {
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
  restart(): Promise<void>;
}


/** One PING over a raw socket: true when the server answers PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server: timed out waiting until ${what}`);
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  let output = '';

  async function start(): Promise<void> {
    const proc = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = proc;
    proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(proc, 'exit').then(() => {
      throw new Error(`redis-server exited at start:\n${output.slice(-2000)}`);
    });
    await Promise.race([waitUntil(() => answersPing(port), `it answers PING on port ${port}`), exited]);
    exited.catch(() => undefined);
  }

  async function stop(): Promise<void> {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = once(proc, 'exit');
    proc.kill('SIGTERM');
    await exited;
    // The port must be free again (restart binds the same one).
    await waitUntil(async () => !(await answersPing(port)), `port ${port} is closed`);
  }

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    async restart() {
      await stop();
      await start();
    },
  };
}
