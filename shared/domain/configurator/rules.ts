/**
 * The rules between choices: what a change does to a build (with everything the rules change along with
 * it), and why a saved build can no longer be built. Pure and browser-safe, in integer yuan.
 */
import {
  type Build,
  type Catalogue,
  type Change,
  type Choice,
  defaultChoice,
  findChoice,
  isOffered,
  isSelected,
  isSingle,
  KIND_LABELS,
  selectedCodes,
  SINGLE_KINDS,
} from './catalogue.ts';
import { priceBuild } from './price.ts';

function select(catalogue: Catalogue, build: Build, code: string): void {
  const choice = findChoice(catalogue, code);
  if (!choice) return;
  if (isSingle(choice.kind)) build[choice.kind] = code;
  else if (!build.opts.includes(code)) build.opts.push(code);
}

function deselect(catalogue: Catalogue, build: Build, code: string): void {
  const choice = findChoice(catalogue, code);
  if (!choice) return;
  if (isSingle(choice.kind)) {
    const fallback = defaultChoice(catalogue, choice.kind, build.grade, code);
    if (fallback) build[choice.kind] = fallback.code;
  } else build.opts = build.opts.filter((c) => c !== code);
}

function sortOpts(catalogue: Catalogue, opts: readonly string[]): string[] {
  const order = new Map(catalogue.choices.map((c, i) => [c.code, i]));
  return [...new Set(opts)].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/**
 * Brings a build in line with the rules. `pinned` choices win: their requirements are added and what
 * they exclude is removed; any other choice that is not offered on the grade, whose requirements are
 * missing or that conflicts with a selected choice is removed (a paint, wheel or interior falls back to
 * the grade's standard one).
 */
function settle(catalogue: Catalogue, start: Build, pinnedCodes: readonly string[]): Build {
  const build: Build = { ...start, opts: [...start.opts] };
  const pinned = [...pinnedCodes];
  for (let round = 0; round < 12; round++) {
    const before = JSON.stringify(build);
    for (const kind of SINGLE_KINDS) {
      const current = findChoice(catalogue, build[kind]);
      if (!current || current.kind !== kind || !isOffered(current, build.grade)) {
        const fallback = defaultChoice(catalogue, kind, build.grade);
        if (fallback) build[kind] = fallback.code;
      }
    }
    build.opts = build.opts.filter((code) => {
      const choice = findChoice(catalogue, code);
      return choice !== undefined && !isSingle(choice.kind) && isOffered(choice, build.grade);
    });
    for (const code of [...pinned]) {
      const choice = findChoice(catalogue, code);
      if (!choice || !isSelected(build, code)) continue;
      const unavailable = choice.requires.some((r) => {
        const required = findChoice(catalogue, r);
        return !required || !isOffered(required, build.grade);
      });
      if (unavailable) {
        deselect(catalogue, build, code);
        continue;
      }
      for (const r of choice.requires) {
        if (!isSelected(build, r)) {
          select(catalogue, build, r);
          if (!pinned.includes(r)) pinned.push(r);
        }
      }
      for (const e of choice.excludes) if (isSelected(build, e) && !pinned.includes(e)) deselect(catalogue, build, e);
    }
    for (const code of selectedCodes(build)) {
      if (pinned.includes(code) || !isSelected(build, code)) continue;
      const choice = findChoice(catalogue, code);
      if (!choice) continue;
      const missing = choice.requires.some((r) => !isSelected(build, r));
      const conflict =
        choice.excludes.some((e) => isSelected(build, e)) ||
        selectedCodes(build).some((other) => other !== code && findChoice(catalogue, other)?.excludes.includes(code));
      if (missing || conflict) deselect(catalogue, build, code);
    }
    build.opts = sortOpts(catalogue, build.opts);
    if (JSON.stringify(build) === before) break;
  }
  return build;
}

export interface ChangeResult {
  build: Build;
  /** Choices the change adds and removes, the direct one included. */
  added: Choice[];
  removed: Choice[];
  /** The change touches more than what was chosen: confirm before applying. */
  sideEffects: boolean;
  /** Net change of the total, in yuan. */
  delta: number;
}

export function diffBuilds(catalogue: Catalogue, before: Build, after: Build): { added: Choice[]; removed: Choice[] } {
  const was = selectedCodes(before);
  const now = selectedCodes(after);
  const pick = (codes: string[]) => codes.flatMap((c) => findChoice(catalogue, c) ?? []);
  return { added: pick(now.filter((c) => !was.includes(c))), removed: pick(was.filter((c) => !now.includes(c))) };
}

/** What a choice does to a build, with everything the rules change along with it. */
export function applyChange(catalogue: Catalogue, build: Build, change: Change): ChangeResult {
  const next: Build = { ...build, opts: [...build.opts] };
  let pinned: string[] = [];
  let direct: string[] = [];
  if (change.kind === 'grade') {
    if (catalogue.grades.some((g) => g.id === change.id)) next.grade = change.id;
  } else if (change.kind === 'option') {
    if (change.selected) {
      select(catalogue, next, change.code);
      pinned = [change.code];
    } else next.opts = next.opts.filter((c) => c !== change.code);
    direct = [change.code];
  } else {
    const previous = next[change.kind];
    select(catalogue, next, change.code);
    pinned = [change.code];
    direct = [change.code, previous];
  }
  const settled = settle(catalogue, next, pinned);
  const { added, removed } = diffBuilds(catalogue, build, settled);
  const sideEffects = [...added, ...removed].some((c) => !direct.includes(c.code));
  return {
    build: settled,
    added,
    removed,
    sideEffects,
    delta: priceBuild(catalogue, settled).total - priceBuild(catalogue, build).total,
  };
}

/**
 * Why a build (a saved one) cannot be built from the catalogue as it is now: empty when it can.
 * Retired grades and options, and combinations the rules forbid, are reasons.
 */
export function buildProblems(catalogue: Catalogue, build: Build): string[] {
  const problems: string[] = [];
  const grade = catalogue.grades.find((g) => g.id === build.grade);
  if (!grade) problems.push('该车型版本已停售');
  for (const code of selectedCodes(build)) {
    const choice = findChoice(catalogue, code);
    if (!choice) problems.push(`配置「${code}」已不再提供`);
    else if (grade && !isOffered(choice, grade.id)) problems.push(`「${choice.name}」不适用于${grade.name}`);
  }
  if (problems.length > 0) return problems;
  for (const kind of SINGLE_KINDS) {
    const choice = findChoice(catalogue, build[kind]);
    if (choice && choice.kind !== kind) problems.push(`「${choice.name}」不是${KIND_LABELS[kind]}`);
  }
  for (const code of build.opts) {
    const choice = findChoice(catalogue, code);
    if (choice && isSingle(choice.kind)) problems.push(`「${choice.name}」不是选装项`);
  }
  for (const code of selectedCodes(build)) {
    const choice = findChoice(catalogue, code);
    if (!choice) continue;
    for (const r of choice.requires)
      if (!isSelected(build, r)) problems.push(`「${choice.name}」需要「${findChoice(catalogue, r)?.name ?? r}」`);
    for (const e of choice.excludes)
      if (isSelected(build, e))
        problems.push(`「${choice.name}」与「${findChoice(catalogue, e)?.name ?? e}」不能同时选择`);
  }
  return problems;
}
