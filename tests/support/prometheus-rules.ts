/**
 * The metric names deploy/prometheus/rules.yml reads, from its `expr:` values (single-line or `|`
 * blocks): what a running worker's /metrics must export for the alerts to mean anything.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const PROMETHEUS_DIR = path.resolve(import.meta.dirname, '../../deploy/prometheus');

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

/** Names read from the site's metrics; recording rules (with a colon) and `up` (Prometheus's own) left out. */
export function metricsReadByRules(file = path.join(PROMETHEUS_DIR, 'rules.yml')): string[] {
  const names = new Set<string>();
  for (const expr of expressions(readFileSync(file, 'utf8'))) {
    const bare = expr
      .replace(/\{[^}]*\}/g, ' ')
      .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ' ')
      .replace(/\[[^\]]*\]/g, ' ')
      .replace(/"[^"]*"|'[^']*'/g, ' ');
    for (const m of bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)) {
      const name = m[1] ?? '';
      if (KEYWORDS.has(name) || name.includes(':') || name === 'up' || /^\d/.test(name)) continue;
      names.add(name);
    }
  }
  return [...names].sort();
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
