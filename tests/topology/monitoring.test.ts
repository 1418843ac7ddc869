/**
 * Monitoring as code: deploy/prometheus is a valid Prometheus configuration, its rules load, and
 * `promtool test rules` shows each alert firing on its condition and quiet otherwise (needs Debian's
 * `prometheus` package for promtool, which .ci/run installs); the Grafana dashboard is well formed.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { dashboardQueries, GRAFANA_DASHBOARD, PROMETHEUS_DIR, recordedSeries, seriesIn } from '../support/prometheus-rules.ts';

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

  it('test every alert of rules.yml', () => {
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

interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  datasource: { type: string; uid: string };
  targets: Array<{ refId: string; expr: string }>;
}

describe('the Grafana dashboard (deploy/grafana)', () => {
  const dashboard = JSON.parse(readFileSync(GRAFANA_DASHBOARD, 'utf8')) as {
    uid: string;
    title: string;
    schemaVersion: number;
    __inputs: Array<{ name: string; type: string; pluginId: string }>;
    panels: Panel[];
  };

  it('is a dashboard Grafana imports: uid, title, schema version, a Prometheus data source input', () => {
    expect(dashboard.uid).toMatch(/^[\w-]{1,40}$/);
    expect(dashboard.title).not.toBe('');
    expect(Number.isInteger(dashboard.schemaVersion)).toBe(true);
    expect(dashboard.__inputs).toEqual([expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource', pluginId: 'prometheus' })]);
  });

  it('has panels with unique ids, places on the 24-column grid, and Prometheus queries', () => {
    expect(dashboard.panels.length).toBeGreaterThan(0);
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
    for (const panel of dashboard.panels) {
      expect(['timeseries', 'stat', 'gauge', 'table'], panel.title).toContain(panel.type);
      const { h, w, x, y } = panel.gridPos;
      expect([h, w, x, y].every(Number.isInteger) && x >= 0 && y >= 0 && w > 0 && h > 0 && x + w <= 24, panel.title).toBe(true);
      expect(panel.datasource).toEqual({ type: 'prometheus', uid: '${DS_PROMETHEUS}' });
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      for (const t of panel.targets) expect(t.refId && t.expr, panel.title).toBeTruthy();
    }
  });

  it('reads only recording rules that rules.yml defines', () => {
    const recorded = new Set(recordedSeries());
    const used = dashboardQueries().flatMap(seriesIn).filter((n) => n.includes(':'));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((n) => !recorded.has(n))).toEqual([]);
  });
});

