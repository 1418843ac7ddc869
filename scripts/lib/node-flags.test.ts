import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_FLAGS } from './node-flags.ts';
import { ROOT } from './production-site.ts';

interface PmApp {
  name: string;
  node_args?: string[];
}

async function pmApps(file: string, env: Record<string, string> = {}): Promise<PmApp[]> {
  const saved = Object.keys(env).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, env);
  try {
    const url = `${pathToFileURL(path.join(ROOT, file)).href}?t=${Date.now()}`;
    return ((await import(url)) as { apps: PmApp[] }).apps;
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe('the production node flags', () => {
  it('are the web app’s under PM2, on the app hosts too, and npm start’s', async () => {
    const web = (await pmApps('ecosystem.config.js')).find((app) => app.name === 'web');
    expect(web?.node_args).toEqual(PRODUCTION_NODE_FLAGS);
    const host = await pmApps('deploy/pm2/app-host.config.js', {
      APP_BIND: '10.0.0.5',
      SIGN_SECRET: 'a-secret-of-the-deployment',
      REDIS_URL: 'redis://10.0.0.9:6379',
    });
    expect(host.find((app) => app.name === 'aurelion-web')?.node_args).toEqual(PRODUCTION_NODE_FLAGS);
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`node ${PRODUCTION_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });

  it('start this Node with its young generation at the full size it grows to (16 MB a semi-space)', () => {
    const youngSize = (flags: readonly string[]) =>
      Number(
        execFileSync(process.execPath, [
          ...flags,
          '-e',
          "process.stdout.write(String(require('v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size))",
        ]),
      );
    expect(youngSize(PRODUCTION_NODE_FLAGS)).toBeGreaterThanOrEqual(16 * 1024 * 1024);
    expect(youngSize([])).toBeLessThan(16 * 1024 * 1024);
  });
});
