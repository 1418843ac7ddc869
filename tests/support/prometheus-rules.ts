/**
 * The series deploy/prometheus/rules.yml and the Grafana dashboard read, from their PromQL: what a
 * running worker's /metrics must export for the alerts and panels to mean anything.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const PROMETHEUS_DIR = path.resolve(import.meta.dirname, '../../deploy/prometheus');
export const GRAFANA_DASHBOARD = path.resolve(import.meta.dirname, '../../deploy/grafana/aurelion-site.json');

const KEYWORDS = new Set(['by', 'without', 'and', 'or', 'unless', 'on', 'ignoring', 'group_left', 'group_right', 'offset', 'bool']);

function expressions(text: string): string[] {
  const lines = text.split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    const m = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!m) return;
    if (m[2] !== '|') {
      found.push(m[2] ?? '');
      return;
    }
    const indent = (m[1] ?? '').length;
    const block: string[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const next = lines[j] ?? '';
      if (next.trim() !== '' && next.search(/\S/) <= indent) break;
      block.push(next);
    }
    found.push(block.join('\n'));
  });
  return found;
}

/** Every series name a PromQL expression reads (recording rules, with a colon, included). */
export function seriesIn(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/"[^"]*"|'[^']*'/g, ' ');
  const names = new Set<string>();
  for (const m of bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)) {
    const name = m[1] ?? '';
    if (!KEYWORDS.has(name)) names.add(name);
  }
  return [...names];
}

/** The site's own metrics among series names: recording rules (a colon) and `up` (Prometheus's) left out. */
export function siteMetrics(names: Iterable<string>): string[] {
  return [...new Set([...names].filter((n) => !n.includes(':') && n !== 'up'))].sort();
}

/** The recording rules rules.yml defines. */
export function recordedSeries(file = path.join(PROMETHEUS_DIR, 'rules.yml')): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^\s*- record: (\S+)/gm)].map((m) => m[1] ?? '');
}

/** The site's metrics the rules of rules.yml read. */
export function metricsReadByRules(file = path.join(PROMETHEUS_DIR, 'rules.yml')): string[] {
  return siteMetrics(expressions(readFileSync(file, 'utf8')).flatMap(seriesIn));
}

/** The PromQL of every panel of the Grafana dashboard. */
export function dashboardQueries(file = GRAFANA_DASHBOARD): string[] {
  const dashboard = JSON.parse(readFileSync(file, 'utf8')) as { panels: Array<{ targets?: Array<{ expr?: string }> }> };
  return dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr ?? ''));
}

/** Metric names in a Prometheus text exposition (histograms appear as their _bucket/_sum/_count series). */
export function exportedNames(exposition: string): Set<string> {
  return new Set(
    exposition
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => /^([a-zA-Z_:][a-zA-Z0-9_:]*)/.exec(l)?.[1] ?? ''),
  );
}
