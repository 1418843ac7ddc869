/**
 * Start-up shared by the operations scripts (`bench`, `load`, `soak`): the production build run as its
 * own process on loopback, against the real mock API started in this process on an ephemeral port.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createMockApi, type MockApi } from '../../mock-api/server.ts';
import { PRODUCTION_NODE_FLAGS } from './node-flags.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const BUILD_OUTPUTS = ['dist/client/.vite/manifest.json', 'dist/server/index.js', 'dist/server/entry-server.js'];

/** Builds (`npm run build`) when no production build exists, as `npm start` does; throws if that fails. */
export function ensureBuild(): void {
  if (BUILD_OUTPUTS.every((f) => existsSync(path.join(ROOT, f)))) return;
  console.log('No production build yet: building (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`npm run build failed (exit ${result.status ?? result.signal}); the scripts need dist/`);
}

export { freePort } from './free-port.ts';

export interface ProductionSite {
  /** `http://127.0.0.1:<port>` of the site. */
  url: string;
  /** Pid of the server process (for /proc/<pid>/status). */
  pid: number;
  mock: MockApi;
  secret: string;
  stop(): Promise<void>;
}

/** Refuses anything but a loopback origin: the scripts generate load and must never aim it elsewhere. */
export function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1' && hostname !== 'localhost' && hostname !== '[::1]') {
    throw new Error(`refusing to send load to ${url}: loopback targets only`);
  }
}

/**
 * Starts the mock API and `dist/server/index.js` (NODE_ENV=production, the production node flags, PORT=0 on
 * 127.0.0.1) and resolves
 * once the server logs that it listens. `env` is added to the server's environment.
 */
export async function startProductionSite(env: Record<string, string> = {}): Promise<ProductionSite> {
  const secret = 'ops-script-secret';
  const mock = await createMockApi({ port: 0, signSecret: secret, logger: pino({ level: 'silent' }) });
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, 'dist/server/index.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      USER_API_URL: mock.url,
      LEGACY_API_URL: mock.url,
      SIGN_SECRET: secret,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
      const timer = setTimeout(() => reject(new Error('server did not log "site listening" within 30 s')), 30_000);
      let buffered: string | null = '';
      // Request log lines keep coming (as in production, LOG_LEVEL=info) and must keep being read, or
      // the pipe fills and the server blocks on stdout; only the first port matters.
      child.stdout.on('data', (chunk: Buffer) => {
        if (buffered === null) return;
        buffered += chunk.toString();
        const m = /"msg":"site listening"/.test(buffered) ? /"port":(\d+)/.exec(buffered) : null;
        if (m) {
          buffered = null;
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${m[1]}`);
        }
      });
    });
    if (child.pid === undefined) throw new Error('server process has no pid');
    let stopping = false;
    // Say why when the server goes away mid-run: a signal (killed from outside) or its own exit.
    let lastLines: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      lastLines = [
        ...lastLines,
        ...chunk
          .toString()
          .split('\n')
          .filter((l) => l && !l.includes('"request completed"')),
      ].slice(-5);
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(
        `server process ${child.pid} exited unexpectedly (code ${code}, signal ${signal}); last log lines:\n${lastLines.join('\n')}`,
      );
    });
    return {
      url,
      pid: child.pid,
      mock,
      secret,
      async stop() {
        stopping = true;
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
        await mock.close();
      },
    };
  } catch (err) {
    child.kill('SIGKILL');
    await exited;
    await mock.close();
    throw err;
  }
}
