/**
 * The build a URL describes: `?grade=&paint=&wheel=&interior=&opts=a,b` read, resolved to a valid build
 * (with what was dropped or changed, for the visitor) and written back in one canonical order.
 */
import {
  type Build,
  type Catalogue,
  type Choice,
  defaultChoice,
  findChoice,
  isOffered,
  isSingle,
  KIND_LABELS,
  MAX_OPTIONS,
  type RawBuild,
  SINGLE_KINDS,
  type SingleKind,
} from './catalogue.ts';
import { applyChange } from './rules.ts';

// A page that only links to a build (a saved build's card, the share page) imports build-url.ts.
export { buildQuery } from './build-url.ts';

function firstString(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 32) : null;
}

/**
 * Reads `?grade=&paint=&wheel=&interior=&opts=a,b`. Repeated `opt=` parameters count too: that is what
 * the configurator's form sends without JavaScript (one checkbox per option).
 */
export function parseBuildQuery(params: URLSearchParams): RawBuild {
  const opts = [params.get('opts') ?? '', ...params.getAll('opt')]
    .join(',')
    .split(',')
    .map((s) => s.trim().slice(0, 32))
    .filter(Boolean);
  return {
    grade: firstString(params.get('grade')),
    paint: firstString(params.get('paint')),
    wheel: firstString(params.get('wheel')),
    interior: firstString(params.get('interior')),
    opts: [...new Set(opts)].slice(0, MAX_OPTIONS * 2),
  };
}


export interface ResolvedBuild {
  build: Build;
  /** What was dropped or changed, for the visitor (Chinese). */
  notices: string[];
}

/**
 * The build a query describes: unknown codes and choices the grade does not offer are dropped with a
 * notice, missing choices take the grade's standard ones, and the options are applied in the order
 * given (each with its rules), so a query always resolves to a valid build.
 */
export function resolveBuild(catalogue: Catalogue, raw: RawBuild): ResolvedBuild {
  const notices: string[] = [];
  const unknown = (code: string, what: string) =>
    notices.push(`${what}代码「${code}」不适用于 ${catalogue.seriesName}，已忽略。`);
  const first = catalogue.grades[0];
  if (!first) throw new Error(`series ${catalogue.seriesCode} has no grades`);
  let grade = first;
  if (raw.grade !== null) {
    const found = catalogue.grades.find((g) => String(g.id) === raw.grade);
    if (found) grade = found;
    else unknown(raw.grade, KIND_LABELS.grade);
  }
  const standard = (kind: SingleKind) => defaultChoice(catalogue, kind, grade.id)?.code ?? '';
  let build: Build = {
    grade: grade.id,
    paint: standard('paint'),
    wheel: standard('wheel'),
    interior: standard('interior'),
    opts: [],
  };
  for (const kind of SINGLE_KINDS) {
    const code = raw[kind];
    if (code === null) continue;
    const choice = findChoice(catalogue, code);
    if (!choice || choice.kind !== kind) unknown(code, KIND_LABELS[kind]);
    else if (!isOffered(choice, grade.id)) notices.push(`「${choice.name}」不适用于${grade.name}，已改为标准配置。`);
    else build = applyChange(catalogue, build, { kind, code }).build;
  }
  for (const code of raw.opts) {
    const choice = findChoice(catalogue, code);
    if (!choice || isSingle(choice.kind)) {
      unknown(code, '选装');
      continue;
    }
    if (!isOffered(choice, grade.id)) {
      notices.push(`「${choice.name}」不适用于${grade.name}，已移除。`);
      continue;
    }
    if (build.opts.length >= MAX_OPTIONS) break;
    const result = applyChange(catalogue, build, { kind: 'option', code, selected: true });
    for (const added of result.added)
      if (added.code !== code) notices.push(`「${choice.name}」需要「${added.name}」，已一并选择。`);
    // A paint, wheel or interior replaced by a required one is said by the line above.
    const replaced = (removed: Choice) => result.added.some((a) => a.kind === removed.kind && isSingle(a.kind));
    for (const removed of result.removed.filter((r) => !replaced(r)))
      notices.push(`「${removed.name}」与「${choice.name}」不能同时选择，已移除。`);
    build = result.build;
  }
  return { build, notices };
}
