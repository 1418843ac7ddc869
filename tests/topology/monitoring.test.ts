/**
 * Monitoring as code: deploy/prometheus is a valid Prometheus configuration, its rules load, and
 * `promtool test rules` shows each alert firing on its condition and quiet otherwise. Needs Debian's
 * `prometheus` package (promtool), which .ci/run installs.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROMETHEUS_DIR } from '../support/prometheus-rules.ts';

const PROMTOOL = '/usr/bin/promtool';
const run = promisify(execFile);

async function promtool(...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run(PROMTOOL, args, { cwd: PROMETHEUS_DIR });
    return stdout + stderr;
  } catch (err) {
    const failed = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`promtool ${args.join(' ')} failed:\n${failed.stdout ?? ''}${failed.stderr ?? failed.message}`);
  }
}

describe.skipIf(!existsSync(PROMTOOL))(`Prometheus files (skipped without ${PROMTOOL}: apt-get install prometheus)`, () => {
  it('are a valid scrape configuration whose rule files load', async () => {
    expect(await promtool('check', 'config', 'prometheus.yml')).toContain('SUCCESS: prometheus.yml is valid');
  });

  it('hold rules promtool accepts', async () => {
    expect(await promtool('check', 'rules', 'rules.yml')).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('fire each alert on its condition and stay quiet otherwise (promtool test rules)', async () => {
    expect(await promtool('test', 'rules', 'rules.test.yml')).toContain('SUCCESS');
  });

  it('test every alert of rules.yml', async () => {
    const { readFileSync } = await import('node:fs');
    const alerts = [...readFileSync(`${PROMETHEUS_DIR}/rules.yml`, 'utf8').matchAll(/^\s*- alert: (\w+)/gm)].map((m) => m[1]);
    const tests = readFileSync(`${PROMETHEUS_DIR}/rules.test.yml`, 'utf8');
    for (const alert of alerts) {
      // A firing case (exp_alerts) and a quiet one (no exp_alerts) per alert.
      const cases = [...tests.matchAll(new RegExp(`alertname: ${alert}\\n(\\s+exp_alerts:)?`, 'g'))];
      expect(cases.some((c) => c[1]), `${alert} fires in a case`).toBe(true);
      expect(cases.some((c) => !c[1]), `${alert} stays quiet in a case`).toBe(true);
    }
  });
});
