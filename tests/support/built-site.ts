/**
 * The production build (`dist/`) run as its own process on a free port against a mock started in this
 * process: what the browser tests drive.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { MockApi } from '../../mock-api/server.ts';
import { PRODUCTION_NODE_FLAGS } from '../../scripts/lib/node-flags.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

function requireBuild(): void {
  for (const f of ['dist/client/.vite/manifest.json', 'dist/server/index.js', 'dist/server/entry-server.js']) {
    if (!existsSync(path.join(ROOT, f))) throw new Error(`e2e needs the production build (${f} is missing): run npm run build`);
  }
}

export interface BuiltServer {
  url: string;
  /** Everything the server wrote so far (its JSON log lines on stdout, and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `dist/server/index.js` with the production node flags against `mock` with `PORT=0` and waits for
 * its "site listening" line.
 */
export async function startBuiltServer(mock: MockApi, signSecret: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  requireBuild();
  const child: ChildProcess = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, 'dist/server/index.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      USER_API_URL: mock.url,
      LEGACY_API_URL: mock.url,
      SIGN_SECRET: signSecret,
      LOG_LEVEL: 'info',
      // A shared, loaded test machine lags for reasons of its own: the overload guard is tested in
      // tests/integration/overload.test.ts. No fixed metrics port either.
      OVERLOAD_LAG_MS: '0',
      METRICS_PORT: '0',
      // Browser tests inject upstream faults and watch pages stream; the page cache has its own tests
      // (tests/integration/page-cache.test.ts) and a test may turn it on.
      PAGE_CACHE: 'off',
      // Likewise the warm-up (server/warm-up.ts), which fills the catalogue cache before the tests inject
      // their faults; tests/e2e/warm-up.test.ts turns it on.
      WARM_UP: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      for (const line of chunk.toString().split('\n')) {
        if (!line.includes('site listening')) continue;
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.join('')}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output.join(''),
    async stop() {
      // A server that died during the tests has nothing to stop: say so, with what it wrote last.
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the built server had already exited (${child.exitCode ?? child.signalCode}):\n${output.slice(-20).join('')}`);
      }
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
